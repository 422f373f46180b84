/**
 * `hideLikes`: like notifications are left out. The grouped list (src/modules/notifications) reads
 * the switch itself; this hides them in AniList's own list too, which shows when the grouped list
 * is switched off or toggled away. Plain DOM.
 */
import { waitForElement } from '../../core/dom';
import { defineModule } from '../../core/module';
import { manifest } from './manifest';
import { NATIVE_ITEM, PAGE_CONTENT, PHRASE } from './selectors';

export const HIDDEN_LIKE_CLASS = 'hohHiddenLike';
const STYLE_ID = 'hohHideLikesStyle';
/** AniList's like phrases (host-dom.md §2.15): " liked your activity.", " liked your comment, …". */
const LIKE_PHRASE = /^\s*liked your /;

function isLike(item: Element): boolean {
  return [...item.querySelectorAll(PHRASE)].some((phrase) => LIKE_PHRASE.test(phrase.textContent ?? ''));
}

export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    ctx.addStyle(STYLE_ID, `.${HIDDEN_LIKE_CLASS} { display: none !important; }`);
    signal.addEventListener('abort', () => {
      for (const item of document.querySelectorAll(`.${HIDDEN_LIKE_CLASS}`)) item.classList.remove(HIDDEN_LIKE_CLASS);
    }, { once: true });

    const hide = (): void => {
      for (const item of document.querySelectorAll(NATIVE_ITEM)) {
        if (!item.classList.contains(HIDDEN_LIKE_CLASS) && isLike(item)) item.classList.add(HIDDEN_LIKE_CLASS);
      }
    };
    const content = await waitForElement(PAGE_CONTENT, { signal });
    if (!content) return;
    hide();
    // AniList adds items as the list grows and re-renders it on filter changes.
    ctx.observe(content, { childList: true, subtree: true }, hide);
  },
});
