/**
 * Relative-time elements ("5 minutes ago") that stay current. Modules create them with
 * `createLiveTime`; the always-on relativeTimes module refreshes every one still in the page
 * every 60 s, so an element that left the page is simply never touched again.
 */
import { relativeTimeSince } from '../lib/relativeTime';
import { element } from './element';

/** Marks our own time elements; AniList's native <time> elements are left alone. */
export const LIVE_TIME_ATTRIBUTE = 'data-automail-time';

export function createLiveTime(doc: Document, timeMs: number, nowMs: number = Date.now()): HTMLTimeElement {
  const date = new Date(timeMs);
  return element(
    'time',
    { dateTime: date.toISOString(), title: date.toLocaleString(), attrs: { [LIVE_TIME_ATTRIBUTE]: String(timeMs) }, text: relativeTimeSince(timeMs, nowMs) },
    [],
    doc,
  );
}

/** Rewrites the text of every live time element under `root`. */
export function refreshLiveTimes(root: ParentNode, nowMs: number = Date.now()): void {
  for (const element of root.querySelectorAll<HTMLElement>(`time[${LIVE_TIME_ATTRIBUTE}]`)) {
    const timeMs = Number(element.getAttribute(LIVE_TIME_ATTRIBUTE));
    if (!Number.isFinite(timeMs)) continue;
    const text = relativeTimeSince(timeMs, nowMs);
    if (element.textContent !== text) element.textContent = text;
  }
}
