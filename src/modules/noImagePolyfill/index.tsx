/**
 * 'noImagePolyfill': for visitors who browse with images off (or whose images fail), an image in
 * user-written text that did not load gets a link to its address beside it, the text cut at 200
 * characters (spec doc 3 §9), so the reader knows what was posted and can open it. Checked every
 * second (spec doc 1 §9, "image fallback 1 s"): AniList adds text as feeds and comments load.
 */
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { imageLinkText, isWebAddress } from '../../lib/imageFallback';
import { manifest } from './manifest';
import { CANDIDATES } from './selectors';

const CHECK_MS = 1_000;

const STYLE_ID = 'hohNoImageStyle';
const css = `
.hohImageFallback { display: inline-block; max-width: 100%; margin: 2px 0; padding: 2px 6px; border: 1px dashed rgba(var(--color-text-lighter), .6); border-radius: 3px; font-size: 1.2rem; overflow-wrap: anywhere; color: rgb(var(--color-blue)); }
`;

/**
 * An image that failed (complete with no pixels), or one the browser will not fetch at all: with
 * images switched off Chromium leaves it incomplete with no current source, for good. A lazy
 * image waiting to be scrolled to looks the same, so those count only once they failed.
 */
function failed(image: HTMLImageElement): boolean {
  if (image.complete) return image.naturalWidth === 0;
  return image.loading !== 'lazy' && image.currentSrc === '' && image.getAttribute('src') !== null;
}

export default defineModule({
  ...manifest,
  run(ctx) {
    ctx.addStyle(STYLE_ID, css);
    const added: HTMLElement[] = [];
    ctx.signal.addEventListener('abort', () => {
      for (const link of added) link.remove();
      for (const image of document.querySelectorAll('img[data-hoh-fallback]')) image.removeAttribute('data-hoh-fallback');
    }, { once: true });

    const check = (): void => {
      for (const image of document.querySelectorAll<HTMLImageElement>(CANDIDATES)) {
        if (!failed(image)) continue;
        image.dataset.hohFallback = '';
        const url = image.currentSrc || image.src;  // src: resolved against the page, as the browser would
        if (!isWebAddress(url)) continue;
        const link = element('a', { className: 'hohImageFallback', href: url, target: '_blank', rel: 'noopener noreferrer', title: url, text: imageLinkText(url) });
        image.after(link);
        added.push(link);
      }
    };
    check();
    ctx.setInterval(check, CHECK_MS);
  },
});
