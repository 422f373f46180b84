/**
 * The result area: a sortable table, lines or AniList HTML items, each virtualised (only what is
 * in view is in the document, so a checker run with thousands of hits stays light). HTML items go
 * through DOMPurify (ui/sanitizeHtml); cells are text or same-site links, never HTML.
 */
import { memo, useMemo, useRef, useState, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { sanitizedMarkup } from '../../../ui/sanitizeHtml';
import { safeSitePath } from './links';
import { cellText, nextSort, sortRows, type TableSort } from './cells';
import type { CellTone, QueryCell, QueryResult } from './types';
import { panelStrings as strings } from './strings';

export const TABLE_ROW_HEIGHT = 30;
export const LINE_HEIGHT = 26;
const SCROLL_HEIGHT = 480;
export const TONE_CLASSES: Record<CellTone, string> = { good: 'hohVqGood', bad: 'hohVqBad' };

function Cell({ cell }: { cell: QueryCell }): ReactNode {
  if (typeof cell === 'object' && 'tone' in cell) return <span className={TONE_CLASSES[cell.tone]}>{cell.text}</span>;
  if (typeof cell === 'object') {
    const href = safeSitePath(cell.href);
    return href ? <a href={href}>{cell.text}</a> : cell.text;
  }
  return String(cell);
}

function TableResult({ result }: { result: Extract<QueryResult, { kind: 'table' }> }) {
  const [sort, setSort] = useState<TableSort | null>(null);
  const rows = useMemo(() => sortRows(result.rows, sort), [result.rows, sort]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TABLE_ROW_HEIGHT,
    overscan: 10,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const columns = result.columns.length;
  return (
    <div ref={scrollRef} className="hohVqScroll" style={{ maxHeight: SCROLL_HEIGHT }}>
      <table className="hohVqTable" aria-rowcount={rows.length + 1}>
        {result.caption ? <caption>{result.caption}</caption> : null}
        <thead>
          <tr>
            {result.columns.map((column, index) => (
              <th key={column} scope="col" aria-sort={sort?.column === index ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
                <button type="button" title={strings.sortBy(column)} onClick={() => setSort((current) => nextSort(current, index))}>
                  {column}
                  {sort?.column === index ? (sort.descending ? ' ▼' : ' ▲') : ''}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {before > 0 ? <tr aria-hidden="true" style={{ height: before }}><td colSpan={columns} /></tr> : null}
          {items.map((item) => (
            <tr key={item.key} aria-rowindex={item.index + 2} style={{ height: TABLE_ROW_HEIGHT }}>
              {rows[item.index].map((cell, index) => <td key={index}><Cell cell={cell} /></td>)}
            </tr>
          ))}
          {after > 0 ? <tr aria-hidden="true" style={{ height: after }}><td colSpan={columns} /></tr> : null}
        </tbody>
      </table>
    </div>
  );
}

/** A virtual list of items of any height (measured once drawn). */
function MeasuredList({ count, estimate, render, className }: { count: number; estimate: number; render(index: number): ReactNode; className: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimate,
    overscan: 6,
    useFlushSync: false,
  });
  return (
    <div ref={scrollRef} className="hohVqScroll" style={{ maxHeight: SCROLL_HEIGHT }}>
      <ul className={className} role="list" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <li key={item.key} data-index={item.index} ref={virtualizer.measureElement} style={{ transform: `translateY(${item.start}px)` }}>
            {render(item.index)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Memoised: drawn again only when the run shows a new result, not at each progress line. */
export const ResultView = memo(function ResultView({ result }: { result: QueryResult }) {
  switch (result.kind) {
    case 'message':
      return <p className="hohVqMessage">{result.text}</p>;
    case 'table':
      return result.rows.length ? <TableResult result={result} /> : <p className="hohVqMessage">{strings.noResults}</p>;
    case 'lines':
      if (!result.lines.length) return <p className="hohVqMessage">{strings.noResults}</p>;
      return (
        <MeasuredList
          className="hohVqLines"
          count={result.lines.length}
          estimate={LINE_HEIGHT}
          render={(index) => result.lines[index].map((cell, at) => <span key={at} className="hohVqCell"><Cell cell={cell} /></span>)}
        />
      );
    case 'html':
      if (!result.items.length) return <p className="hohVqMessage">{strings.noResults}</p>;
      return (
        <MeasuredList
          className="hohVqItems"
          count={result.items.length}
          estimate={120}
          render={(index) => {
            const item = result.items[index];
            return (
              <article className="hohVqItem" aria-label={cellText(item.heading)}>
                <header>
                  <Cell cell={item.heading} />
                  {item.note ? <strong className="hohVqNote">{item.note}</strong> : null}
                </header>
                <div className="hohVqHtml" dangerouslySetInnerHTML={sanitizedMarkup(item.html)} />
              </article>
            );
          }}
        />
      );
  }
});
