import { loadProfileJson } from '../../api/profileAbout';
import { defineModule } from '../../core/module';
import { addStyleWhile } from '../../core/styles';
import { followSfwMode } from '../../core/sfwMode';
import { manifest } from './manifest';
import { PROFILE_CONTAINMENT, sanitizeProfileCss } from './sanitizeSheet';

export const STYLE_ID = 'hoh-profile-custom-css';

/**
 * `customCSS`: the CSS a member keeps in the profile JSON of their about text (spec doc 1 §5),
 * sanitised and scoped to their profile (sanitizeSheet.ts), on their profile overview.
 * Off in safe-for-work mode (spec doc 1 §6), also when that mode is switched on while the page is
 * open. Invalid profile JSON only logs the console warning of lib/profileJson.
 */
export default defineModule({
  ...manifest,
  run(ctx) {
    const owner = ctx.params.user;
    followSfwMode(ctx.signal, (sfw) => !sfw, async (signal) => {
      const json = await loadProfileJson(owner, signal);
      const css = json?.customCSS ? sanitizeProfileCss(json.customCSS) : '';
      if (css === '' || signal.aborted) return;
      // As text (the helper sets textContent, never innerHTML): the sheet is text re-serialised by the sanitiser.
      addStyleWhile(STYLE_ID, PROFILE_CONTAINMENT + css, signal);
    });
  },
});
