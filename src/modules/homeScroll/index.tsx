/**
 * 'homeScroll': on /home, the navigation's Home link scrolls back to the top instead of doing
 * nothing (AniList's router ignores a link to the page already shown).
 */
import { defineModule } from '../../core/module';
import { homeLinkClicked } from '../../ui/homeLinkClick';
import { manifest } from './manifest';
import { HOME_LINK } from './selectors';

export default defineModule({
  ...manifest,
  run(ctx) {
    ctx.listen<MouseEvent>(document, 'click', (event) => {
      if (!homeLinkClicked(event, HOME_LINK)) return;
      event.preventDefault();
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    }, { capture: true });
  },
});
