/**
 * /notifications rebuilt as a grouped list (spec doc 3 §4, §9). The grouped list ('hoh' mode)
 * goes into AniList's `.notifications` and hides its items; a link in the filter column switches
 * to AniList's own list ('native') and back; every visit starts grouped. Unread notifications are
 * marked; clicking one reads it, the badge (the pie) drops, and when nothing is left unread
 * AniList's own "Mark all as read" is clicked. Signed out of the script it says so (spec doc 1 §8).
 */
import { hasToken } from '../../../api/apiConfig';
import { attachContainer } from '../../../core/dom';
import { element } from '../../../core/element';
import { defineModule } from '../../../core/module';
import { selectors } from '../../../core/selectors';
import { getSettings } from '../../../core/settings/store';
import { keepBesideFilters } from '../../../ui/besideFilters';
import { mount } from '../../../ui/mount';
import { pinUnread, setUnread, unreadState } from '../../../ui/notificationNav/unreadState';
import { NotificationsController } from './controller';
import { manifest } from './manifest';
import { NotificationList, type UnreadReport } from './NotificationList';
import { FEED, FILTERS, NATIVE_ITEM, NATIVE_LIST, NATIVE_UNREAD, RESET_BUTTON, RESET_BUTTON_IN_FILTERS } from './selectors';
import { strings } from './strings';
import { LIST_CLASS, MODE_CLASS, listCss } from './styles';

/** Spec doc 3 §9: the page is checked every 300 ms for AniList's re-renders. */
export const REBUILD_CHECK_MS = 300;
/** Below a phone's filter row the toggle comes first, then the settings tip (settingsTip). */
export const TOGGLE_ORDER = 0;
/** Performance marks the bench reads (bench/browser-notifications.ts). */
export const ANSWER_MARK = 'automail:notifications:answer';
export const FIRST_SCREEN_MARK = 'automail:notifications:firstScreen';
const STYLE_ID = 'hohNotificationListStyle';

function badgeCount(): number {
  const known = unreadState()?.count ?? 0;
  const text = Number.parseInt(document.querySelector(selectors.navNotificationDot.selector)?.textContent ?? '', 10);
  return Math.max(known, Number.isFinite(text) ? text : 0);
}

function makeBox(): HTMLElement {
  return element('div', { className: LIST_CLASS, id: 'hohNotifications' });
}

export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    ctx.addStyle(STYLE_ID, listCss);
    // Read before AniList's page answers: opening the page marks everything read on AniList.
    const unreadAtStart = badgeCount();

    if (!hasToken()) {
      await attachContainer({
        anchor: NATIVE_LIST,
        create: () => {
          const box = makeBox();
          box.append(element('p', { className: 'hohError', text: strings.notSignedIn }));
          return box;
        },
        place: (list, box) => list.prepend(box),
        signal,
      });
      return;
    }

    pinUnread(signal);
    const controller = new NotificationsController(signal, getSettings().titleLanguage, () => performance.mark(ANSWER_MARK));
    controller.raiseUnread(unreadAtStart);
    let mode: 'hoh' | 'native' = 'hoh';
    let failed = false;
    let resetSent = false;

    const toggle = element('button', { type: 'button', className: 'hohModeToggle' });
    const box = makeBox();
    const listRoot = element('div');
    box.append(listRoot);

    const applyMode = (): void => {
      const grouped = mode === 'hoh' && !failed;
      document.querySelector(FEED)?.classList.toggle(MODE_CLASS, grouped);
      box.hidden = !grouped && !failed;
      toggle.textContent = mode === 'hoh' ? strings.showNative : strings.showGrouped;
      toggle.setAttribute('aria-pressed', String(mode === 'native'));
    };
    ctx.listen(toggle, 'click', () => {
      mode = mode === 'hoh' ? 'native' : 'hoh';
      applyMode();
    });
    signal.addEventListener('abort', () => document.querySelector(FEED)?.classList.remove(MODE_CLASS), { once: true });

    const onUnread = ctx.guard((report: UnreadReport) => {
      setUnread(report.remaining, report.types);
      if (!report.userRead || report.remaining > 0 || resetSent) return;
      // The last unread one was read: AniList's own "Mark all as read" does the rest.
      resetSent = true;
      document.querySelector<HTMLElement>(RESET_BUTTON)?.click();
    });

    const container = await attachContainer({ anchor: NATIVE_LIST, create: () => box, place: (list, node) => list.prepend(node), signal });
    if (!container) return;
    // In the filter column after "Mark all as read"; below the filters when they are a phone's row.
    const placeToggle = keepBesideFilters(FILTERS, toggle, TOGGLE_ORDER, (filters, node) => {
      const reset = filters.querySelector(RESET_BUTTON_IN_FILTERS);
      if (reset) reset.after(node);
      else filters.append(node);
    }, signal);
    void attachContainer({ anchor: FILTERS, create: () => toggle, place: placeToggle, signal });
    applyMode();

    // The rebuild check: AniList re-renders its list (more items, a fresh feed element); keep the
    // mode applied, and take its unread marks into account until the user starts reading.
    let nativeCount = -1;
    const check = (): void => {
      const items = document.querySelectorAll(`${NATIVE_LIST} > ${NATIVE_ITEM}`).length;
      if (items !== nativeCount) {
        nativeCount = items;
        controller.raiseUnread(document.querySelectorAll(`${NATIVE_LIST} > ${NATIVE_UNREAD}`).length);
      }
      applyMode();
    };
    check();
    ctx.setInterval(check, REBUILD_CHECK_MS);

    mount(<NotificationList controller={controller} onUnread={onUnread} firstScreenMark={FIRST_SCREEN_MARK} />, listRoot, signal);
    const ok = await controller.start();
    if (!ok && !signal.aborted) {
      failed = true;
      mode = 'native';
      box.prepend(element('p', { className: 'hohError', text: strings.failed }));
      applyMode();
    }
  },
});
