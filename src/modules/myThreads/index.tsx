/**
 * 'myThreads': a 'My Threads' link at the end of the forum's menu (host-dom.md §2.14: the
 * `.filters` column's link group) to /user/{me}/social#my-threads, and on that address the
 * social page's fourth filter child, the Threads tab (host-dom-2026.md §2.6: a header, then the
 * spans Following, Followers, Threads, Comments), chosen by itself.
 */
import { attachContainer, waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { pages } from '../../core/pages';
import { manifest } from './manifest';
import { FORUM_MENU, SOCIAL_FILTERS } from './selectors';

export const LINK_CLASS = 'hohMyThreads';
export const strings = { link: 'My Threads' } as const;
export const MY_THREADS_HASH = '#my-threads';

export function myThreadsPath(name: string): string {
  return `/user/${encodeURIComponent(name)}/social${MY_THREADS_HASH}`;
}

export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const me = ctx.user?.name;
    if (!me) return;
    if (ctx.page === pages.forum.name) {
      await attachContainer({
        anchor: FORUM_MENU,
        signal,
        create: () => element('a', { className: `link ${LINK_CLASS}`, href: myThreadsPath(me), text: strings.link }),
        place: (menu, link) => menu.append(link),
      });
      return;
    }
    // The social page: only one's own, only for #my-threads.
    if (ctx.params.section !== 'my-threads' || ctx.params.user?.toLowerCase() !== me.toLowerCase()) return;
    const group = await waitForElement<HTMLElement>(SOCIAL_FILTERS, { signal });
    const fourth = group?.children[3];
    if (fourth instanceof HTMLElement && !fourth.classList.contains('active')) fourth.click();
  },
});
