import { loadProfileJson } from '../../api/profileAbout';
import { waitForElement } from '../../core/dom';
import { defineModule } from '../../core/module';
import { followSfwMode } from '../../core/sfwMode';
import { sanitizeBackground } from '../../lib/cssSanitizer';
import { manifest } from './manifest';
import { PROFILE_ROOT } from './selectors';

/**
 * `profileBackground`: the CSS background a member keeps in the profile JSON of their about text
 * (spec doc 1 §5), on the root of their profile overview. Only AniList's image host may be
 * loaded (the same value rules as custom CSS). Skipped in safe-for-work mode (spec doc 3 §6), also
 * when that mode is switched on while the page is open.
 */
export default defineModule({
  ...manifest,
  run(ctx) {
    const owner = ctx.params.user;
    followSfwMode(ctx.signal, (sfw) => !sfw, async (signal) => {
      const [json, root] = await Promise.all([loadProfileJson(owner, signal), waitForElement<HTMLElement>(PROFILE_ROOT, { signal })]);
      const background = json?.background ? sanitizeBackground(json.background) : null;
      if (background === null || !root || signal.aborted) return;
      const before = root.style.getPropertyValue('background');
      root.style.setProperty('background', background);
      signal.addEventListener('abort', () => {
        if (before) root.style.setProperty('background', before);
        else root.style.removeProperty('background');
      }, { once: true });
    });
  },
});
