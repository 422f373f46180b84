import { memo, useRef } from 'react';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { CompareCellView, CompareListType, CompareRowView, CompareSort, CompareSummary, CompareUserInfo } from '../../workers/compare';
import type { CompareController, SortTarget } from './controller';
import { FORMAT_FILTERS } from '../../workers/compare/model';
import { ROW_HEIGHT } from './styles';
import { demandMarks, demandNames, statusFilterNames, strings } from './strings';
import { useRowWindow } from './useRowWindow';

const FORMAT_LABELS: ReadonlyMap<string, string> = new Map(
  [...FORMAT_FILTERS.ANIME, ...FORMAT_FILTERS.MANGA].map((format) => [format.value, format.label]),
);

/** The format as the filter names it ('Movie', 'TV Short'); unknown ones readable as given. */
export function formatLabel(format: string | null): string {
  if (!format) return '';
  return FORMAT_LABELS.get(format) ?? format.replace(/_/g, ' ');
}

/** Used while the scroll box has no measured height yet (hidden, or no layout in tests). */
export const FALLBACK_VIEW_HEIGHT = 600;
/** Rows drawn beyond the view on each side: enough for a wheel step, few enough to lay out cheaply. */
const OVERSCAN = 4;
const TITLE_WIDTH = 300;
const FORMAT_WIDTH = 80;
const DIGEST_WIDTH = 90;
const USER_WIDTH = 120;

function observeRect(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: { width: number; height: number }) => void) {
  return observeElementRect(instance, (rect) => cb(rect.height ? rect : { width: rect.width, height: FALLBACK_VIEW_HEIGHT }));
}

type SortDirection = 'ascending' | 'descending';

/** Title ▼ is A→Z; scores and digests ▼ are highest first. ▲ flips either. */
function directionOf(sort: CompareSort, target: SortTarget): SortDirection | null {
  if (sort.by !== target.by) return null;
  if (sort.by === 'user' && target.by === 'user' && sort.user.toLowerCase() !== target.user.toLowerCase()) return null;
  const natural: SortDirection = sort.by === 'title' ? 'ascending' : 'descending';
  if (!sort.inverse) return natural;
  return natural === 'ascending' ? 'descending' : 'ascending';
}

function SortHeader({ label, target, sort, onSort }: { label: string; target: SortTarget; sort: CompareSort; onSort(target: SortTarget): void }) {
  const direction = directionOf(sort, target);
  const arrow = direction === null ? '' : sort.inverse ? '▲' : '▼';
  return (
    <button type="button" className="hohSortButton" title={strings.sortBy(label)} onClick={() => onSort(target)}>
      <span>{label}</span>
      {arrow && <span aria-hidden="true">{arrow}</span>}
      {direction && (
        <span className="hohCompareSrOnly">{direction === 'ascending' ? strings.sortedAscending : strings.sortedDescending}</span>
      )}
    </button>
  );
}

function ariaSort(sort: CompareSort, target: SortTarget): SortDirection | undefined {
  return directionOf(sort, target) ?? undefined;
}

function UserHeader({ user, sort, controller, onSort }: { user: CompareUserInfo; sort: CompareSort; controller: CompareController; onSort(target: SortTarget): void }) {
  const target: SortTarget = { by: 'user', user: user.name };
  const statusKey = user.statusFilter === false ? 'all' : user.statusFilter;
  const statusName = statusFilterNames[statusKey] ?? statusKey;
  const demandKey = String(user.demand) as '0' | '1' | '-1';
  return (
    <th scope="col" className="hohUserCell" aria-sort={ariaSort(sort, target)} data-user={user.name}>
      <SortHeader label={user.name} target={target} sort={sort} onSort={onSort} />
      <div className="hohUserTools">
        <button
          type="button"
          className="hohStatusFilter"
          aria-label={strings.statusFilter(user.name, statusName)}
          title={strings.statusFilter(user.name, statusName)}
          onClick={() => void controller.cycleStatusFilter(user.name)}
        >
          <span className={`hohStatusDot hohStatus-${statusKey}`} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="hohDemand"
          aria-label={strings.demand(user.name, demandNames[demandKey])}
          title={strings.demand(user.name, demandNames[demandKey])}
          onClick={() => void controller.cycleDemand(user.name)}
        >
          {demandMarks[demandKey]}
        </button>
        <button
          type="button"
          className="hohRemoveUser"
          aria-label={strings.removeUser(user.name)}
          title={strings.removeUser(user.name)}
          onClick={() => void controller.removeUser(user.name.toLowerCase())}
        >
          ×
        </button>
      </div>
    </th>
  );
}

function UserCell({ cell, fullColour }: { cell: CompareCellView; fullColour: boolean }) {
  const onList = cell.status !== 'NOT';
  const statusName = statusFilterNames[cell.status] ?? cell.status;
  const className = `hohUserCell${fullColour && onList ? ` hohFull-${cell.status}` : ''}`;
  return (
    <td className={className} title={onList ? statusName : undefined} data-status={cell.status}>
      {onList && !fullColour && <span className={`hohStatusDot hohStatus-${cell.status}`} aria-label={statusName} role="img" />}
      {/* With the whole cell coloured the dot is gone: say the status for keyboard and screen-reader users. */}
      {onList && fullColour && <span className="hohCompareSrOnly">{statusName}</span>}
      <span className="hohScore">{cell.text}</span>
      {cell.progress && <span className="hohProgress">{cell.progress}</span>}
      {cell.favourite && (
        <span className="hohFavourite" role="img" aria-label={strings.favourite} title={strings.favourite}>
          ★
        </span>
      )}
    </td>
  );
}

/** Memoised: while scrolling inside the window already fetched, rows keep their objects. */
const Row = memo(function Row({ row, type, fullColour }: { row: CompareRowView; type: CompareListType; fullColour: boolean }) {
  const path = `/${type === 'ANIME' ? 'anime' : 'manga'}/${row.id}/`;
  return (
    <tr data-id={row.id}>
      <td className="hohTitleCell" title={row.title}>
        <a href={path}>{row.title}</a>
      </td>
      <td className="hohFormatCell">{formatLabel(row.format)}</td>
      <td className="hohDigestCell">{row.digestText}</td>
      {row.cells.map((cell, index) => (
        <UserCell key={index} cell={cell} fullColour={fullColour} />
      ))}
    </tr>
  );
});

export interface CompareTableProps {
  readonly controller: CompareController;
  readonly summary: CompareSummary;
  readonly rowsVersion: number;
  /** A change was asked of the worker and its answer is not in yet. */
  readonly updating: boolean;
}

/**
 * The table itself: a header with the sort buttons and each user's filters, only the rows in
 * view (plus a few) between two spacer rows, and the footer of column averages. Memoised: the
 * page around it re-renders for progress and messages, the table only when its summary or rows
 * change.
 */
export const CompareTable = memo(function CompareTable({ controller, summary, rowsVersion, updating }: CompareTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const count = summary.visibleCount;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    useFlushSync: false,
    observeElementRect: observeRect,
  });
  const items = virtualizer.getVirtualItems();
  const first = items.length ? items[0].index : 0;
  const last = items.length ? items[items.length - 1].index : -1;
  const rowWindow = useRowWindow(controller.session, rowsVersion, first, last, count);
  const paddingTop = items.length ? items[0].start : 0;
  const paddingBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  // Busy until the rows in view are those of the latest answer and all of them are drawn.
  const busy = rowWindow.stale || updating || (count > 0 && items.length === 0) || items.some((item) => !rowWindow.rowAt(item.index));
  const { sort, fullColour } = summary.options;
  const columns = 3 + summary.users.length;
  // A fixed table of known width: the browser never measures cell contents to size columns.
  const tableWidth = TITLE_WIDTH + FORMAT_WIDTH + DIGEST_WIDTH + USER_WIDTH * summary.users.length;
  const onSort = (target: SortTarget) => void controller.sortBy(target);

  return (
    <div className="hohCompareScroll" ref={scrollRef} tabIndex={0} role="region" aria-label={strings.tableCaption(summary.type)}>
      <table className="hohCompareTable" aria-rowcount={count + 1} aria-busy={busy} style={{ width: tableWidth, minWidth: '100%' }}>
        <caption className="hohCompareSrOnly">{strings.tableCaption(summary.type)}</caption>
        <colgroup>
          <col style={{ width: TITLE_WIDTH }} />
          <col style={{ width: FORMAT_WIDTH }} />
          <col style={{ width: DIGEST_WIDTH }} />
          {summary.users.map((user) => (
            <col key={user.name} style={{ width: USER_WIDTH }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="hohTitleCell" aria-sort={ariaSort(sort, { by: 'title' })}>
              <SortHeader label={strings.titleHeader} target={{ by: 'title' }} sort={sort} onSort={onSort} />
            </th>
            <th scope="col" className="hohFormatCell">
              {strings.formatHeader}
            </th>
            <th scope="col" className="hohDigestCell" aria-sort={ariaSort(sort, { by: 'digest' })}>
              <SortHeader label={summary.digestLabel} target={{ by: 'digest' }} sort={sort} onSort={onSort} />
            </th>
            {summary.users.map((user) => (
              <UserHeader key={user.name} user={user} sort={sort} controller={controller} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody data-rows-version={rowWindow.version}>
          {paddingTop > 0 && (
            <tr aria-hidden="true" className="hohSpacer">
              <td colSpan={columns} style={{ height: paddingTop, padding: 0, border: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rowWindow.rowAt(item.index);
            return row ? (
              <Row key={item.index} row={row} type={summary.type} fullColour={fullColour} />
            ) : (
              <tr key={item.index} aria-hidden="true" className="hohPendingRow">
                <td colSpan={columns} />
              </tr>
            );
          })}
          {paddingBottom > 0 && (
            <tr aria-hidden="true" className="hohSpacer">
              <td colSpan={columns} style={{ height: paddingBottom, padding: 0, border: 0 }} />
            </tr>
          )}
        </tbody>
        {summary.showFooter && (
          <tfoot>
            <tr className="hohAverages">
              <td className="hohTitleCell">{strings.averagesRow}</td>
              <td />
              <td />
              {summary.columnMeanTexts.map((text, index) => (
                <td key={summary.users[index]?.name ?? index} className="hohUserCell">
                  {text}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
});
