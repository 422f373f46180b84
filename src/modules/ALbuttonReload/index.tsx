/**
 * 'ALbuttonReload': on /home, the AniList logo reloads the feed (AniList's router ignores a link
 * to the page already shown). The feed is reloaded the way AniList's own header does it, by
 * choosing the selected feed again (host-dom.md §2.1 `.feed-type-toggle > .active`); without
 * that control the page is reloaded.
 */
import { defineModule } from '../../core/module';
import { homeLinkClicked } from '../../ui/homeLinkClick';
import { manifest } from './manifest';
import { ACTIVE_FEED_SELECTOR, LOGO_SELECTOR } from './selectors';

export default defineModule({
  ...manifest,
  run(ctx) {
    ctx.listen<MouseEvent>(document, 'click', (event) => {
      if (!homeLinkClicked(event, LOGO_SELECTOR)) return;
      event.preventDefault();
      event.stopPropagation();
      const active = document.querySelector<HTMLElement>(ACTIVE_FEED_SELECTOR);
      window.scrollTo({ top: 0 });
      if (active) active.click();
      else location.reload();
    }, { capture: true });
  },
});
