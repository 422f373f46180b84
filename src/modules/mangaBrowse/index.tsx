/**
 * 'mangaBrowse': the nav's Browse link opens manga search (spec doc 1 §2). As 8.80 did, AniList's
 * link is swapped for a copy, which carries no Vue listener, whose href is /search/manga; the
 * original comes back when the module ends. A nav redrawn by AniList gets the copy again.
 */
import { defineModule } from '../../core/module';
import { manifest } from './manifest';
import { BROWSE_LINK } from './selectors';

export const MANGA_BROWSE = '/search/manga';

export default defineModule({
  ...manifest,
  run(ctx) {
    const swapped = new Map<HTMLAnchorElement, HTMLAnchorElement>();
    const swap = (): void => {
      const original = document.querySelector<HTMLAnchorElement>(BROWSE_LINK);
      if (!original) return;
      const copy = original.cloneNode(true) as HTMLAnchorElement;
      copy.setAttribute('href', MANGA_BROWSE);
      copy.dataset.hohMangaBrowse = '';
      original.replaceWith(copy);
      swapped.set(copy, original);
    };
    swap();
    const nav = document.getElementById('nav');
    if (nav) ctx.observe(nav, { childList: true, subtree: true }, swap);
    ctx.signal.addEventListener('abort', () => {
      for (const [copy, original] of swapped) if (copy.isConnected) copy.replaceWith(original);
    }, { once: true });
  },
});
