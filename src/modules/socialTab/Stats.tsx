/**
 * The followers' figures above the follow rows (host-dom.md §2.8: an `h2` "Users: n" / "Avg:
 * x%", `#averageScore`, `#statusList`): how many followed users have the media, their average
 * score as a rounded percent, and one counter per status: its colour dot, AniList's word for the
 * status ("Watching", "Completed", …: a dot alone left the member guessing) and the count. Pressed,
 * it shows only the rows of that status (pressed again: all rows).
 */
import { useSyncExternalStore } from 'react';
import { averagePercent, countSize, followStatusWord, statusCounts, type SocialStatus } from '../../lib/socialScores';
import { STATUS_COLOURS } from '../../lib/statusColours';
import type { RowsStore } from './rowsStore';
import { strings } from './strings';

/** `mediaType`: the page's media type ("anime" / "manga"), for "Watching" or "Reading". */
export function SocialStats({ store, mediaType }: { store: RowsStore; mediaType: string }) {
  const state = useSyncExternalStore(store.subscribe, store.get);
  const average = averagePercent(state.rows.map((row) => row.score));
  const counts = statusCounts(state.rows.map((row) => row.status));
  const toggle = (status: SocialStatus) => store.setFilter(state.filter === status ? null : status);
  return (
    <>
      <h2 className="hohSocialHeading">
        <span className="hohSocialUsers">{strings.users(state.rows.length)}</span>
        {average !== null && <span id="averageScore">{strings.average(average)}</span>}
      </h2>
      <div id="statusList" role="group" aria-label={strings.statusFilter}>
        {counts.map(({ status, count }) => {
          const word = followStatusWord(status, mediaType);
          return (
            <button
              key={status}
              type="button"
              className={`hohStatusCount hohCount-${countSize(count)}${state.filter === status ? ' active' : ''}`}
              data-status={status}
              aria-pressed={state.filter === status}
              title={strings.statusButton(word, count, state.filter === status)}
              onClick={() => toggle(status)}
              style={{ '--hoh-status-colour': STATUS_COLOURS[status] } as React.CSSProperties}
            >
              <span className="hohStatusDot" aria-hidden="true" />
              <span className="hohStatusWord">{word}</span>
              <span className="hohStatusNumber">{count}</span>
            </button>
          );
        })}
      </div>
    </>
  );
}
