/**
 * `dismissDot`: a small dot beside the nav's notification badge that marks every notification
 * read (Notification(resetNotificationCount: true), spec doc 3 §7) and takes the badge away.
 * Plain DOM, on every page while the script is signed in; its chunk is loaded after the start.
 */
import { query } from '../../api/client';
import { RESET_NOTIFICATION_COUNT, type ResetNotificationCountResult } from '../../api/queries/notifications';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { selectors } from '../../core/selectors';
import { HIDDEN_DOT_CLASS } from '../../ui/notificationNav/pie';
import { PIE_POLL_MS } from '../../ui/notificationNav/poll';
import { badgeDots } from '../../ui/notificationNav/badges';
import { onUnreadChange, setUnread } from '../../ui/notificationNav/unreadState';
import { manifest } from './manifest';

export const DISMISS_CLASS = 'hohDismiss';
export const DISMISS_LABEL = 'Mark all notifications as read';
export const DISMISS_FAILED = 'Could not mark the notifications as read; try again.';

const STYLE_ID = 'hohDismissDotStyle';
const css = `
.${DISMISS_CLASS} { position: absolute; top: -6px; left: 14px; width: 10px; height: 10px; border-radius: 50%; cursor: pointer;
  background: rgb(var(--color-text-lighter)); border: 2px solid rgb(var(--color-foreground)); box-sizing: content-box; }
.${DISMISS_CLASS}:hover, .${DISMISS_CLASS}:focus-visible { background: rgb(var(--color-blue)); outline: none; }
`;

function visibleDot(): HTMLElement | null {
  const dot = document.querySelector<HTMLElement>(selectors.navNotificationDot.selector);
  return dot && !dot.classList.contains(HIDDEN_DOT_CLASS) ? dot : null;
}

export default defineModule({
  ...manifest,
  run(ctx) {
    const { signal } = ctx;
    ctx.addStyle(STYLE_ID, css);
    const button = element('span', { className: DISMISS_CLASS, tabIndex: 0, title: DISMISS_LABEL, attrs: { role: 'button', 'aria-label': DISMISS_LABEL } });
    signal.addEventListener('abort', () => button.remove(), { once: true });

    const place = (): void => {
      const dot = visibleDot();
      if (!dot) {
        button.remove();
        return;
      }
      if (button.previousElementSibling !== dot) dot.after(button);
    };

    let busy = false;
    const dismiss = async (): Promise<void> => {
      if (busy) return;
      busy = true;
      const answer = await query<ResetNotificationCountResult>(RESET_NOTIFICATION_COUNT, {}, { auth: true, signal });
      busy = false;
      if (signal.aborted) return;
      if (!answer) {
        button.title = DISMISS_FAILED;
        button.setAttribute('aria-label', DISMISS_FAILED);
        return;
      }
      button.title = DISMISS_LABEL;
      button.setAttribute('aria-label', DISMISS_LABEL);
      // AniList's own badges go as they would after its "Mark all as read"; the pie hears 0.
      for (const dot of badgeDots()) dot.classList.add(HIDDEN_DOT_CLASS);
      setUnread(0, []);
      place();
    };
    ctx.listen(button, 'click', (event) => {
      event.preventDefault();
      event.stopPropagation();
      return dismiss();
    });
    ctx.listen<KeyboardEvent>(button, 'keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      return dismiss();
    });

    place();
    onUnreadChange(ctx.guard(place), signal);
    ctx.setInterval(place, PIE_POLL_MS);
  },
});
