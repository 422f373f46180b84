/**
 * The arrows of /activity/{id} (host-dom.md §2.9: `a.hohPostLink`, rel prev/next, appended to the
 * single `.activity-entry`): the author's previous and next activity, and "↑" to the author's
 * profile (for a message also to the recipient's, where it sits). An arrow without a target is
 * left out. Plain DOM: three links need no React.
 */
import { attachContainer } from '../../core/dom';
import { element } from '../../core/element';
import { neighbours } from './api';
import { ARROW_CLASS, ARROWS_CLASS, SINGLE_ACTIVITY } from './selectors';
import { strings } from './strings';

const profile = (name: string) => `/user/${encodeURIComponent(name)}/`;

export async function showArrows(activityId: number, signal: AbortSignal): Promise<void> {
  const found = await neighbours(activityId, signal);
  if (!found || signal.aborted) return;
  const links: HTMLAnchorElement[] = [];
  if (found.previous !== null) {
    links.push(element('a', { className: ARROW_CLASS, href: `/activity/${found.previous}`, rel: 'prev', title: strings.previous, attrs: { 'aria-label': strings.previous }, text: '←' }));
  }
  if (found.author) {
    const label = strings.profile(found.author.name);
    links.push(element('a', { className: ARROW_CLASS, href: profile(found.author.name), title: label, attrs: { 'aria-label': label }, text: '↑' }));
  }
  if (found.recipient && found.recipient.id !== found.author?.id) {
    const label = strings.profile(found.recipient.name);
    links.push(element('a', { className: ARROW_CLASS, href: profile(found.recipient.name), title: label, attrs: { 'aria-label': label }, text: '↑' }));
  }
  if (found.next !== null) {
    links.push(element('a', { className: ARROW_CLASS, href: `/activity/${found.next}`, rel: 'next', title: strings.next, attrs: { 'aria-label': strings.next }, text: '→' }));
  }
  if (links.length === 0) return;
  await attachContainer({
    anchor: SINGLE_ACTIVITY,
    signal,
    create: () => element('nav', { className: ARROWS_CLASS }, links),
  });
}
