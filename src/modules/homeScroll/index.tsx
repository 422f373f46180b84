/**
 * 'homeScroll': on /home, the navigation's Home link scrolls back to the top instead of doing
 * nothing (AniList's router ignores a link to the page already shown).
 */
import { defineModule } from '../../core/module';
import { homeLinkClicked } from '../../ui/homeLinkClick';
import { manifest } from './manifest';

/** The nav bar's Home links, desktop and mobile (host-dom-2026.md §1.1). */
export const HOME_LINK_SELECTOR = '#nav .links a[href="/home"], .mobile-nav a[href="/home"]';

export default defineModule({
  ...manifest,
  run(ctx) {
    ctx.listen<MouseEvent>(document, 'click', (event) => {
      if (!homeLinkClicked(event, HOME_LINK_SELECTOR)) return;
      event.preventDefault();
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    }, { capture: true });
  },
});
