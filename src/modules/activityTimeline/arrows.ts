/**
 * The arrows of /activity/{id} (host-dom.md §2.9: `a.hohPostLink`, rel prev/next, appended to the
 * single `.activity-entry`): the author's previous and next activity, and "↑" to the author's
 * profile (for a message also to the recipient's, where it sits). An arrow without a target is
 * left out. Plain DOM: three links need no React.
 */
import { attachContainer } from '../../core/dom';
import { neighbours } from './api';
import { ARROW_CLASS, ARROWS_CLASS, SINGLE_ACTIVITY } from './selectors';
import { strings } from './strings';
import { element } from '../../core/element';

function link(href: string, text: string, label: string, rel?: string): HTMLAnchorElement {
  const a = element('a', { className: ARROW_CLASS, href, text });
  a.title = label;
  a.setAttribute('aria-label', label);
  if (rel) a.rel = rel;
  return a;
}

const profile = (name: string) => `/user/${encodeURIComponent(name)}/`;

export async function showArrows(activityId: number, signal: AbortSignal): Promise<void> {
  const found = await neighbours(activityId, signal);
  if (!found || signal.aborted) return;
  const links: HTMLAnchorElement[] = [];
  if (found.previous !== null) links.push(link(`/activity/${found.previous}`, '←', strings.previous, 'prev'));
  if (found.author) links.push(link(profile(found.author.name), '↑', strings.profile(found.author.name)));
  if (found.recipient && found.recipient.id !== found.author?.id) links.push(link(profile(found.recipient.name), '↑', strings.profile(found.recipient.name)));
  if (found.next !== null) links.push(link(`/activity/${found.next}`, '→', strings.next, 'next'));
  if (links.length === 0) return;
  await attachContainer({
    anchor: SINGLE_ACTIVITY,
    signal,
    create: () => {
      const nav = element('nav', { className: ARROWS_CLASS });
      nav.append(...links);
      return nav;
    },
  });
}
