import { defineModule } from '../../core/module';
import { isSfwMode } from '../../core/sfwMode';
import { fixedTitle } from '../../lib/documentTitle';
import { manifest } from './manifest';

/** `head > title` is where AniList writes each page's title (host-dom.md §1.6). */
const HEAD = 'head';

/**
 * Keeps AniList's document title in the fixed form: 'Find X · AniList' on browse pages, and a
 * title naming its year twice shortened. Safe-for-work mode owns the title while it is on
 * ('Table of Contents', the SFWmode module), so nothing is changed then.
 */
export default defineModule({
  ...manifest,
  run(ctx) {
    const fix = (): void => {
      if (isSfwMode()) return;
      const wanted = fixedTitle(location.pathname, document.title);
      if (wanted !== null) document.title = wanted;
    };
    fix();
    const head = document.querySelector(HEAD);
    if (head) ctx.observe(head, { childList: true, subtree: true, characterData: true }, fix);
  },
});
