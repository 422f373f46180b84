/**
 * 'dblclickZoom': a double-click on an activity in a feed enlarges it; another puts it back.
 * One listener on the document finds the entry the double-click was in (host-dom.md §2.1:
 * walks up to `.activity-entry`).
 */
import { clearMarks } from '../../core/feedWatch';
import { defineModule } from '../../core/module';
import { manifest } from './manifest';
import { FEED_ENTRY, TEXT_FIELD } from './selectors';

export const ZOOM_CLASS = 'hohZoomed';
export const ZOOM_FACTOR = 1.5;

// With an automatic width the zoomed entry still fills the column (its CSS width is the
// column's divided by the factor), so only its content grows.
const css = `${FEED_ENTRY}.${ZOOM_CLASS} { zoom: ${ZOOM_FACTOR}; }`;

export default defineModule({
  ...manifest,
  run(ctx) {
    ctx.addStyle('hoh-dblclick-zoom', css);
    ctx.signal.addEventListener('abort', () => clearMarks(ZOOM_CLASS), { once: true });
    ctx.listen<MouseEvent>(document, 'dblclick', (event) => {
      const target = event.target instanceof Element ? event.target : null;
      // Double-clicks in a text field select words; they are not for zooming.
      if (!target || target.closest(TEXT_FIELD)) return;
      const entry = target.closest(FEED_ENTRY);
      if (!entry) return;
      entry.classList.toggle(ZOOM_CLASS);
      window.getSelection()?.removeAllRanges();
    });
  },
});
