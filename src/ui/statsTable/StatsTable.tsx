import { memo, useCallback, useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { StatsEntryLine, StatsLine, StatsRowLine, StatsTableSummary } from '../../workers/stats/tableView';
import type { DownloadFile } from '../download';
import { UiStyles } from '../UiStyles';
import { useRowsInView } from '../useRowsInView';
import { LINE_HEIGHT, VIEW_HEIGHT } from './styles';
import { statsTableStrings as strings, statusLabel } from './strings';

/** What a table asks of its data: the worker session's calls for one table. */
export interface StatsTableSource {
  summary(): Promise<StatsTableSummary | null>;
  lines(start: number, count: number): Promise<readonly StatsLine[]>;
  sort(key: string): Promise<StatsTableSummary | null>;
  search(text: string): Promise<StatsTableSummary | null>;
  toggle(key: string): Promise<StatsTableSummary | null>;
  filter(key: string, status: string): Promise<StatsTableSummary | null>;
  /** Only staff and studio tables export. */
  exportFile?(format: 'csv' | 'json'): Promise<DownloadFile | null>;
  /** Only custom tag tables pin site tags; null when the input was ignored. */
  addTag?(text: string): Promise<StatsTableSummary | null>;
}

export interface StatsTableProps {
  source: StatsTableSource;
  /** Changes when the data behind the table changed (options, a pinned tag elsewhere). */
  reloadKey: number;
  /** Shown while the table has no data yet. */
  waiting?: string;
  initiallyHidden?: boolean;
  download?(file: DownloadFile): void;
  /** The table's DOM id (host-dom.md §2.5 names: animeStaff, mangaStaff, animeStudios …). */
  domId?: string;
}

function observeRect(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: { width: number; height: number }) => void) {
  return observeElementRect(instance, (rect) => cb(rect.height ? rect : { width: rect.width, height: VIEW_HEIGHT }));
}

function countClass(count: number): string {
  return count > 999 ? ' hohCount4' : count > 99 ? ' hohCount3' : '';
}

const RowLine = memo(function RowLine({ line, onToggle, onFilter }: { line: StatsRowLine; onToggle(key: string): void; onFilter(key: string, status: string): void }) {
  const click = (event: MouseEvent) => {
    // The row itself expands; its link and its dots do their own thing.
    if ((event.target as Element).closest('a, button')) return;
    onToggle(line.key);
  };
  return (
    <>
      <div role="cell" className="hohStatsName" onClick={click}>
        <button type="button" className="hohStatsToggle" aria-expanded={line.expanded} aria-label={`${line.expanded ? strings.collapse : strings.expand} ${line.name}`} onClick={() => onToggle(line.key)}>
          {line.expanded ? '▾' : '▸'}
        </button>
        {line.link ? (
          <a href={line.link} className={line.marked ? 'hohMarked' : undefined}>
            {line.name}
          </a>
        ) : (
          <span className="hohStatsNameText">{line.name}</span>
        )}
        <span className="hohStatsDots">
          {line.statusCounts.map(([status, count]) => (
            <button
              key={status}
              type="button"
              className={`hohStatusDot hohStatus-${status}${countClass(count)}`}
              aria-pressed={line.statusFilter === status}
              aria-label={strings.dot(count, statusLabel(status), line.name)}
              title={`${count} ${statusLabel(status)}`}
              onClick={() => onFilter(line.key, status)}
            >
              {count}
            </button>
          ))}
        </span>
      </div>
      {line.cells.map((cell, index) => (
        <div role="cell" key={index} className="hohStatsCell" title={line.titles[index] ?? undefined} onClick={click}>
          {cell}
        </div>
      ))}
    </>
  );
});

function EntryLine({ line }: { line: StatsEntryLine }) {
  return (
    <>
      <div role="cell" className="hohStatsName hohStatsEntryName">
        <span className={`hohStatusDot hohStatus-${line.status}`} role="img" aria-label={statusLabel(line.status)} title={statusLabel(line.status)} />
        <a href={`/${line.mediaType}/${line.mediaId}/`}>{line.cells[0]}</a>
      </div>
      {line.cells.slice(1).map((cell, index) => (
        <div role="cell" key={index} className="hohStatsCell">
          {cell}
        </div>
      ))}
    </>
  );
}

/**
 * One stats table: a heading with [-]/[+], the threshold note, a search field (text or regular
 * expression), sortable column headings with the focus column marked, and a virtual body whose
 * lines (rows, and the entries of expanded rows) come from the worker a window at a time.
 */
export function StatsTable({ source, reloadKey, waiting, initiallyHidden = false, download, domId }: StatsTableProps) {
  const [summary, setSummary] = useState<StatsTableSummary | null>(null);
  const [hidden, setHidden] = useState(initiallyHidden);
  const [search, setSearch] = useState('');
  const [tagText, setTagText] = useState('');
  const latest = useRef(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const searchId = useId();

  /** Only the answer to the latest request is shown (answers may overtake each other). */
  const apply = useCallback((request: Promise<StatsTableSummary | null>) => {
    const ticket = ++latest.current;
    request.then(
      (next) => {
        if (ticket === latest.current && next) setSummary(next);
      },
      () => undefined,
    );
  }, []);

  useEffect(() => apply(source.summary()), [source, reloadKey, apply]);

  const count = summary?.lines ?? 0;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LINE_HEIGHT,
    overscan: 6,
    observeElementRect: observeRect,
    initialRect: { width: 0, height: VIEW_HEIGHT },
  });
  const items = virtualizer.getVirtualItems();
  const first = items.length ? items[0].index : 0;
  const last = items.length ? items[items.length - 1].index : -1;
  const fetchLines = useCallback((start: number, size: number) => source.lines(start, size), [source]);
  const lines = useRowsInView<StatsLine>(fetchLines, summary?.version ?? -1, first, last, count);
  const onToggle = useCallback((key: string) => apply(source.toggle(key)), [source, apply]);
  const onFilter = useCallback((key: string, status: string) => apply(source.filter(key, status)), [source, apply]);

  const title = summary?.title ?? '';
  const heading = (
    <h3 className="hohStatsTableTitle" title={summary?.hint ?? undefined}>
      <button type="button" className="hohStatsHide" aria-expanded={!hidden} aria-label={`${hidden ? strings.show : strings.hide} ${title}`} onClick={() => setHidden(!hidden)}>
        {hidden ? '[+]' : '[-]'}
      </button>{' '}
      {title}
    </h3>
  );
  if (!summary) return <section className="hohStatsTable" id={domId}><p className="hohStatsWaiting">{waiting ?? strings.loading}</p></section>;

  const columns = summary.columns;
  // On a phone the minimums follow the width (40vw, 13vw), so the name column is not squeezed
  // by figure columns wider than their figures.
  const grid = { gridTemplateColumns: `minmax(min(14em, 40vw), 3fr) repeat(${columns.length - 1}, minmax(min(6.5em, 13vw), 1fr))` };
  const addTag = source.addTag;
  const submitTag = (event: FormEvent) => {
    event.preventDefault();
    if (!addTag) return;
    apply(addTag(tagText).then((next) => next));
    setTagText('');
  };
  const exportFile = source.exportFile;
  const save = (format: 'csv' | 'json') => {
    if (!exportFile || !download) return;
    exportFile(format).then((file) => file && download(file), () => undefined);
  };

  return (
    <section className="hohStatsTable" id={domId} data-table={summary.id} aria-label={title}>
      {/* The search, tag and export controls wear the kit's look (AniList's, in every theme). */}
      <UiStyles />
      {heading}
      {!hidden && (
        <>
          {summary.note && <p className="hohStatsNote">{summary.note}</p>}
          <div className="hohStatsTools">
            <label htmlFor={searchId} className="hohStatsSrOnly">
              {strings.searchLabel(title)}
            </label>
            <input
              id={searchId}
              className="hoh-ui-input hohStatsSearch"
              type="search"
              value={search}
              placeholder={strings.searchPlaceholder}
              aria-invalid={summary.searchInvalid}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                apply(source.search(event.currentTarget.value));
              }}
            />
            {summary.searchInvalid && (
              <span className="hohStatsInvalid" role="status">
                {strings.invalidPattern}
              </span>
            )}
            {addTag && (
              <form className="hohStatsAddTag" onSubmit={submitTag}>
                <input className="hoh-ui-input" value={tagText} aria-label={strings.addTagLabel(title)} placeholder={strings.addTagPlaceholder} onChange={(event) => setTagText(event.currentTarget.value)} />
                <button type="submit" className="hoh-ui-button hoh-ui-secondary">
                  {strings.addTag}
                </button>
              </form>
            )}
            {exportFile && download && (
              <span className="hohStatsExports">
                <button type="button" className="hoh-ui-button hoh-ui-secondary" onClick={() => save('csv')}>
                  {strings.exportCsv}
                </button>
                <button type="button" className="hoh-ui-button hoh-ui-secondary" onClick={() => save('json')}>
                  {strings.exportJson}
                </button>
              </span>
            )}
          </div>
          <div className="hohStatsGrid" role="table" aria-label={title} aria-rowcount={count + 1} aria-busy={lines.stale}>
            <div role="row" className="hohStatsHead" style={grid}>
              {columns.map((column) => {
                const focus = summary.sort === column.key;
                return (
                  <div role="columnheader" key={column.key} aria-sort={focus ? (column.numeric ? 'descending' : 'ascending') : 'none'} className={focus ? 'hohFocus' : undefined}>
                    <button type="button" className="hohStatsSort" title={column.hint} onClick={() => apply(source.sort(column.key))}>
                      {column.label}
                    </button>
                  </div>
                );
              })}
            </div>
            <div ref={scrollRef} className="hohStatsScroll" style={{ height: Math.min(count * LINE_HEIGHT, VIEW_HEIGHT) }}>
              <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
                {items.map((item) => {
                  const line = lines.rowAt(item.index);
                  const style = { ...grid, transform: `translateY(${item.start}px)`, height: LINE_HEIGHT };
                  if (!line) return <div role="row" key={item.key} className="hohStatsLine" style={style} aria-busy="true" />;
                  return (
                    <div role="row" key={line.key + line.kind} data-key={line.key} className={`hohStatsLine ${line.kind === 'row' ? 'hohStatsRow' : 'hohStatsEntry'}`} style={style}>
                      {line.kind === 'row' ? <RowLine line={line} onToggle={onToggle} onFilter={onFilter} /> : <EntryLine line={line} />}
                    </div>
                  );
                })}
              </div>
            </div>
          </div>
          {summary.shown === 0 && <p className="hohStatsWaiting">{strings.noRows}</p>}
        </>
      )}
    </section>
  );
}
