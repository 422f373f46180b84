/**
 * 'hideGlobalFeed': hides the feed's Global toggle on /home and, when Global is the one shown,
 * switches to Following (host-dom.md §2.1: `.feed-type-toggle` children [0] Following,
 * [1] Global, the selected one has `active`). AniList re-renders the header on its own; the
 * toggle is hidden again whenever it comes back.
 */
import { waitForElement } from '../../core/dom';
import { FEED_SELECTORS } from '../../core/feedWatch';
import { defineModule } from '../../core/module';
import { manifest } from './manifest';
import { FEED_TYPE_TOGGLE, SECTION_HEADER } from './selectors';

export const HIDDEN_ATTRIBUTE = 'data-hoh-hidden-global';

export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const hide = (): void => {
      const toggle = document.querySelector(FEED_TYPE_TOGGLE);
      const following = toggle?.children[0];
      const global = toggle?.children[1];
      if (!(global instanceof HTMLElement) || !(following instanceof HTMLElement)) return;
      if (!global.hasAttribute(HIDDEN_ATTRIBUTE)) {
        global.setAttribute(HIDDEN_ATTRIBUTE, global.style.display);
        global.style.display = 'none';
      }
      if (global.classList.contains('active') && !following.classList.contains('active')) following.click();
    };
    signal.addEventListener('abort', () => {
      for (const global of document.querySelectorAll<HTMLElement>(`[${HIDDEN_ATTRIBUTE}]`)) {
        global.style.display = global.getAttribute(HIDDEN_ATTRIBUTE) ?? '';
        global.removeAttribute(HIDDEN_ATTRIBUTE);
      }
    }, { once: true });

    const toggle = await waitForElement(FEED_TYPE_TOGGLE, { signal });
    if (!toggle) return;
    hide();
    const wrap = toggle.closest(FEED_SELECTORS.wrap) ?? document.body;
    // Only the header's own changes matter; entries arriving below it do not.
    ctx.observe(wrap, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] }, (records) => {
      if (records.some((record) => record.target instanceof Element && record.target.closest(SECTION_HEADER))) hide();
    });
  },
});
