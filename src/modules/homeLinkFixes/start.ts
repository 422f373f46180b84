/**
 * The home page's link fixes (spec doc 3 §2 /home, no switch): the "Recent Reviews" heading links
 * to /reviews and the "Forum Activity" heading to /forum/overview (host-dom.md §2.1: the
 * headings are `.recent-reviews h2.section-header` and `.recent-threads h2.section-header`).
 * A heading that is already a link is left alone; AniList's re-render gets the link again.
 */
import { observe } from '../../core/dom';
import { element } from '../../core/element';
import type { ModuleContext } from '../../core/module';
import { FORUM_HEADING, REVIEWS_HEADING } from './selectors';

export const HOME_LINK_FIXES = [
  { heading: REVIEWS_HEADING, href: '/reviews' },
  { heading: FORUM_HEADING, href: '/forum/overview' },
] as const;

export const FIXED_LINK_CLASS = 'hohHeadingLink';

/** Moves the heading's content into a link; false when there is nothing to do. */
export function linkHeading(heading: Element, href: string): boolean {
  if (heading.querySelector('a')) return false;
  heading.append(element('a', { href, className: FIXED_LINK_CLASS }, [...heading.childNodes], heading.ownerDocument));
  return true;
}

function unlinkHeadings(): void {
  for (const link of document.querySelectorAll(`a.${FIXED_LINK_CLASS}`)) link.replaceWith(...link.childNodes);
}

export function fixHomeLinks(ctx: ModuleContext): void {
  const { signal } = ctx;
  signal.addEventListener('abort', unlinkHeadings, { once: true });
  const fix = (): void => {
    for (const { heading, href } of HOME_LINK_FIXES) {
      const found = document.querySelector(heading);
      if (found) linkHeading(found, href);
    }
  };
  // AniList renders the page late and swaps it whole on navigation (the visit may begin while
  // the previous page, /reviews with its own `.recent-reviews`, is still shown): follow the
  // document, not one column. Each change costs two lookups.
  fix();
  observe(document.body, { childList: true, subtree: true }, fix, signal);
}
