import { memo, useLayoutEffect, useRef, type CSSProperties, type FocusEvent, type RefObject } from 'react';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { FORMAT_FILTERS, type CompareListType } from '../../lib/compareOptions';
import type { CompareCellView, CompareRowView, CompareSummary } from '../../workers/compare';
import type { CompareController, SortTarget } from './controller';
import { ROW_HEIGHT } from './styles';
import { statusFilterNames, strings } from './strings';
import { DigestHeader, FormatHeader, TitleHeader, UserHeader } from './TableHeader';
import { useRowWindow } from './useRowWindow';

const FORMAT_LABELS: ReadonlyMap<string, string> = new Map(
  [...FORMAT_FILTERS.ANIME, ...FORMAT_FILTERS.MANGA].map((format) => [format.value, format.label]),
);

/** The format as the filter names it ('Movie', 'TV Short'); unknown ones readable as given. */
export function formatLabel(format: string | null): string {
  if (!format) return '';
  return FORMAT_LABELS.get(format) ?? format.replace(/_/g, ' ');
}

/** The add form's name field (ComparePage.tsx): where focus goes once the last user is removed. */
export const ADD_NAME_ID = 'hohCompareAddName';

/** Used while the scroll box has no measured height yet (hidden, or no layout in tests). */
export const FALLBACK_VIEW_HEIGHT = 600;
/** Rows drawn beyond the view on each side: enough for a wheel step, few enough to lay out cheaply. */
const OVERSCAN = 4;

function observeRect(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: { width: number; height: number }) => void) {
  return observeElementRect(instance, (rect) => cb(rect.height ? rect : { width: rect.width, height: FALLBACK_VIEW_HEIGHT }));
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
      <td className="hohTitleCell" title={row.year ? `${row.title} (${row.year})` : row.title}>
        <a href={path}>{row.title}</a>
        {row.year && <span className="hohYear">{row.year}</span>}
      </td>
      <td className="hohFormatCell">{formatLabel(row.format)}</td>
      <td className="hohDigestCell">{row.digestText}</td>
      {row.cells.map((cell, index) => (
        <UserCell key={index} cell={cell} fullColour={fullColour} />
      ))}
    </tr>
  );
});

/**
 * Tabbing onto a control in a user's column brings the whole cell into sight, clear of the sticky
 * title column. Browsers do not scroll for an element already partly in view (Chromium leaves a
 * header button peeking out at the right edge), and know nothing of the sticky column.
 */
function revealFocusedCell(event: FocusEvent<HTMLDivElement>): void {
  const box = event.currentTarget;
  const target = event.target as Element;
  if (target === box || target.closest('.hohTitleCell')) return;
  const cell = target.closest('th, td');
  if (!cell) return;
  const frame = box.getBoundingClientRect();
  const titleWidth = box.querySelector('thead .hohTitleCell')?.getBoundingClientRect().width ?? 0;
  const left = frame.left + box.clientLeft + titleWidth;
  const right = frame.left + box.clientLeft + box.clientWidth;
  const rect = cell.getBoundingClientRect();
  if (rect.left < left) box.scrollLeft -= left - rect.left;
  else if (rect.right > right) box.scrollLeft += Math.min(rect.right - right, rect.left - left);
}

/**
 * Removing a user takes their header, and the focused × with it, out of the page. Once the
 * column is gone, focus moves to the × of the user now in that place (or the one before it), or
 * to the title's sort button, instead of falling back to the page body. Removing the last user
 * takes the whole table away: focus goes to the add form's name field, where the next step is.
 */
function useFocusAfterRemove(scrollRef: RefObject<HTMLDivElement | null>, summary: CompareSummary): (name: string) => void {
  const pending = useRef<{ name: string; index: number } | null>(null);
  useLayoutEffect(() => {
    const removing = pending.current;
    if (!removing) return;
    const key = removing.name.toLowerCase();
    if (summary.users.some((user) => user.name.toLowerCase() === key)) return;
    pending.current = null;
    // Focus was not lost with the column (the reader moved on meanwhile): leave it alone.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const removeButtons = scrollRef.current?.querySelectorAll<HTMLButtonElement>('thead .hohRemoveUser');
    const target = removeButtons?.length
      ? removeButtons[Math.min(removing.index, removeButtons.length - 1)]
      : scrollRef.current?.querySelector<HTMLButtonElement>('thead .hohSortButton');
    target?.focus();
  }, [scrollRef, summary.users]);
  return (name) => {
    const key = name.toLowerCase();
    pending.current = { name, index: summary.users.findIndex((user) => user.name.toLowerCase() === key) };
    if (summary.users.length === 1) document.getElementById(ADD_NAME_ID)?.focus();
  };
}

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
  const onSort = (target: SortTarget) => void controller.sortBy(target);
  const focusAfterRemove = useFocusAfterRemove(scrollRef, summary);
  const onRemove = (name: string) => {
    focusAfterRemove(name);
    void controller.removeUser(name.toLowerCase());
  };
  const onCycleStatus = (name: string) => void controller.cycleStatusFilter(name);
  const onCycleDemand = (name: string) => void controller.cycleDemand(name);
  // A fixed table whose width comes from the column count (styles.ts): the browser never
  // measures cell contents to size columns.
  const tableStyle = { '--hoh-users': summary.users.length } as CSSProperties;

  return (
    <div className="hohCompareScroll" ref={scrollRef} tabIndex={0} role="region" aria-label={strings.tableCaption(summary.type)} onFocus={revealFocusedCell}>
      <table className="hohCompareTable" aria-rowcount={count + 1} aria-busy={busy} style={tableStyle}>
        <caption className="hohCompareSrOnly">{strings.tableCaption(summary.type)}</caption>
        <colgroup>
          <col className="hohColTitle" />
          <col className="hohColFormat" />
          <col className="hohColDigest" />
          {summary.users.map((user) => (
            <col key={user.name} className="hohColUser" />
          ))}
        </colgroup>
        <thead>
          <tr>
            <TitleHeader sort={sort} onSort={onSort} />
            <FormatHeader />
            <DigestHeader label={summary.digestLabel} sort={sort} onSort={onSort} />
            {summary.users.map((user) => (
              <UserHeader
                key={user.name}
                user={user}
                sort={sort}
                onSort={onSort}
                onCycleStatus={onCycleStatus}
                onCycleDemand={onCycleDemand}
                onRemove={onRemove}
              />
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
