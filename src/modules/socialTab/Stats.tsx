/**
 * The followers' figures above the follow rows (host-dom.md §2.8: an `h2` "Users: n" / "Avg:
 * x%", `#averageScore`, `#statusList`): how many followed users have the media, their average
 * score as a rounded percent, and one coloured counter per status that shows only the rows of
 * that status when pressed (pressed again: all rows).
 */
import { useSyncExternalStore } from 'react';
import { averagePercent, countSize, statusCounts, type SocialStatus } from '../../lib/socialScores';
import { STATUS_COLOURS } from '../../lib/statusColours';
import type { RowsStore } from './rowsStore';
import { STATUS_LABELS, strings } from './strings';

export function SocialStats({ store }: { store: RowsStore }) {
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
        {counts.map(({ status, count }) => (
          <button
            key={status}
            type="button"
            className={`hohStatusCount hohCount-${countSize(count)}${state.filter === status ? ' active' : ''}`}
            data-status={status}
            aria-pressed={state.filter === status}
            title={strings.statusButton(STATUS_LABELS[status] ?? status, count, state.filter === status)}
            onClick={() => toggle(status)}
            style={{ '--hoh-status-colour': STATUS_COLOURS[status] } as React.CSSProperties}
          >
            <span className="hohStatusDot" aria-hidden="true" />
            <span className="hohStatusNumber">{count}</span>
            <span className="hohVisuallyHidden">{STATUS_LABELS[status] ?? status}</span>
          </button>
        ))}
      </div>
    </>
  );
}
