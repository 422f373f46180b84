/**
 * 'statusBorder': the right border of each list activity in the home feed in the colour of its
 * list status (read from the activity's status phrase, host-dom.md §2.2).
 */
import { readEntryFacts, watchFeed } from '../../core/feedWatch';
import { defineModule } from '../../core/module';
import { activityListStatus, type ActivityListStatus } from '../../lib/feedFilter';
import { manifest } from './manifest';

export const STATUS_ATTRIBUTE = 'data-hoh-list-status';
const STYLE_ID = 'hoh-status-border';

/** AniList's theme colours (ui/theme.ts variables), one per list status. */
export const STATUS_COLOURS: Readonly<Record<ActivityListStatus, string>> = {
  CURRENT: 'var(--color-blue)',
  REPEATING: 'var(--color-blue)',
  COMPLETED: 'var(--color-green)',
  PLANNING: 'var(--color-orange)',
  PAUSED: 'var(--color-peach)',
  DROPPED: 'var(--color-red)',
};

const css = Object.entries(STATUS_COLOURS)
  .map(([status, colour]) => `.activity-entry[${STATUS_ATTRIBUTE}="${status}"] > .wrap { border-right: 4px solid rgb(${colour}); }`)
  .join('\n');

export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    ctx.addStyle(STYLE_ID, css);
    signal.addEventListener('abort', () => {
      for (const entry of document.querySelectorAll(`[${STATUS_ATTRIBUTE}]`)) entry.removeAttribute(STATUS_ATTRIBUTE);
    }, { once: true });
    await watchFeed({
      signal,
      handle: (entries) => {
        for (const entry of entries) {
          const status = activityListStatus(readEntryFacts(entry));
          if (status) entry.setAttribute(STATUS_ATTRIBUTE, status);
          else entry.removeAttribute(STATUS_ATTRIBUTE);
        }
      },
    });
  },
});
