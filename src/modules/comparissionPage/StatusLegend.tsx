import { memo } from 'react';
import { STATUS_FILTER_CYCLE } from '../../lib/compareOptions';
import { statusFilterNames, strings } from './strings';

/** Every status a cell can have, in the status filter's order. */
const STATUSES = STATUS_FILTER_CYCLE.filter((status) => status !== false);

/**
 * The key to the status colours, shown above the table: the dots in the cells and on the
 * status filter buttons (and the coloured cells) need no tooltip to be read.
 */
export const StatusLegend = memo(function StatusLegend() {
  return (
    <ul className="hohCompareLegend" aria-label={strings.statusLegend}>
      <li aria-hidden="true">{strings.statusLegend}</li>
      {STATUSES.map((status) => (
        <li key={status} data-status={status}>
          <span className={`hohStatusDot hohStatus-${status}`} aria-hidden="true" />
          {statusFilterNames[status]}
        </li>
      ))}
    </ul>
  );
});
