/**
 * 'mobileFriendly': a mode other modules read to switch off what suits only a desktop (the
 * notification pie's polling, the vertical nav's submenu: spec doc 1 §1, doc 3 §6). Its own part
 * is a Reviews link in the footer's last column (host-dom.md §1.3), since AniList's narrow
 * layout has no Reviews link in its menu.
 */
import { attachContainer } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { manifest } from './manifest';
import { FOOTER_REVIEWS_LINK, LAST_FOOTER_SECTION } from './selectors';

export default defineModule({
  ...manifest,
  async run(ctx) {
    // A footer whose last column already links the reviews needs no second link.
    if (document.querySelector(FOOTER_REVIEWS_LINK)) return;
    await attachContainer({
      anchor: LAST_FOOTER_SECTION,
      signal: ctx.signal,
      create: () => element('a', { href: '/reviews', className: 'hohReviewsLink', text: 'Reviews' }),
      place: (section, link) => section.append(link),
    });
  },
});
