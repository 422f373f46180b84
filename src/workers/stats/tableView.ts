/**
 * One shape for every stats table (custom tags, regular tags, genres, staff, studios) so one
 * virtual table draws them all: the rows as drawn, each with the list entries it expands to,
 * and the table's state (sort, search, expanded rows, a status filter per row) kept here in the
 * worker. The page asks for the summary and the lines in view (spec doc 2 §4 "Tables").
 */

export interface StatsColumn {
  readonly key: string;
  readonly label: string;
  /** The name column sorts alphabetically; the others descending. */
  readonly numeric: boolean;
  /** The heading's tooltip: what the column means. */
  readonly hint?: string;
}

/** One list entry inside an expanded row; `cells` line up with the table's columns. */
export interface StatsEntryLine {
  readonly kind: 'entry';
  readonly key: string;
  readonly mediaId: number;
  readonly mediaType: 'anime' | 'manga';
  readonly status: string;
  readonly cells: readonly string[];
}

export interface StatsModelRow {
  readonly key: string;
  readonly name: string;
  /** The row's own page (/staff/{id}, /studio/{id}, a search), if any. */
  readonly link: string | null;
  /** Shown cells after the name. */
  readonly cells: readonly string[];
  /** Tooltips of the cells after the name (hours of a time, "ratings"). */
  readonly titles: readonly (string | null)[];
  /** Sort keys per column after the name. */
  readonly values: readonly number[];
  /** Status → count of the entries, in the order drawn. */
  readonly statusCounts: readonly (readonly [string, number])[];
  readonly entryCount: number;
  /** Made on first expansion: most rows are never opened, and a big list has 100,000s of entries. */
  readonly entries: () => readonly StatsEntryLine[];
  /** A studio that is not an animation studio (drawn green). */
  readonly marked?: boolean;
}

export interface StatsTableModel {
  readonly id: string;
  readonly title: string;
  readonly columns: readonly StatsColumn[];
  /** The column marked before any heading is clicked: the table's own order. */
  readonly defaultSort: string;
  /** Tie chains by column key (column keys, most important first). */
  readonly chains?: Readonly<Record<string, readonly string[]>>;
  readonly rows: readonly StatsModelRow[];
  /** Said under the heading when a threshold hid rows. */
  readonly note: string | null;
  /** The heading's tooltip: how the table's figures are defined. */
  readonly hint?: string | null;
  readonly exportable: boolean;
}

export interface StatsRowLine extends Omit<StatsModelRow, 'entries'> {
  readonly kind: 'row';
  readonly expanded: boolean;
  /** The status the expanded entries are limited to, or null for all. */
  readonly statusFilter: string | null;
}

export type StatsLine = StatsRowLine | StatsEntryLine;

export interface StatsTableSummary {
  readonly id: string;
  readonly title: string;
  readonly columns: readonly StatsColumn[];
  readonly sort: string;
  readonly search: string;
  /** The search text is not a valid regular expression and was matched as text. */
  readonly searchInvalid: boolean;
  /** Rows of the table. */
  readonly total: number;
  /** Rows passing the search. */
  readonly shown: number;
  /** Lines to scroll over: shown rows plus the entries of expanded ones. */
  readonly lines: number;
  readonly note: string | null;
  readonly hint: string | null;
  readonly exportable: boolean;
  /** Changes with every state change, so the page knows its held lines are stale. */
  readonly version: number;
}

/** Text or a regular expression, case-insensitive; an invalid pattern is matched as text. */
export function searchPattern(text: string): { pattern: RegExp | null; invalid: boolean } {
  if (!text) return { pattern: null, invalid: false };
  try {
    return { pattern: new RegExp(text, 'i'), invalid: false };
  } catch {
    return { pattern: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), invalid: true };
  }
}

/** Sorted row indexes: name ascending, other columns descending with their tie chain, then the table's order. */
export function sortRows(model: StatsTableModel, sort: string): number[] {
  const order = model.rows.map((_, index) => index);
  if (sort === model.defaultSort && !model.chains?.[sort]) return order;
  const columnIndex = (key: string) => model.columns.findIndex((column) => column.key === key) - 1;
  const first = model.columns[0];
  if (sort === first.key) {
    const collator = new Intl.Collator();
    return order.sort((a, b) => collator.compare(model.rows[a].name, model.rows[b].name) || a - b);
  }
  const chain = (model.chains?.[sort] ?? [sort]).map(columnIndex).filter((index) => index >= 0);
  const value = (row: number, column: number) => {
    const found = model.rows[row].values[column];
    return Number.isNaN(found) ? -Infinity : found;
  };
  return order.sort((a, b) => {
    for (const column of chain) {
      const difference = value(b, column) - value(a, column);
      if (difference) return difference;
    }
    return a - b;
  });
}

/** A table and its state; lines are worked out once per state change. */
export class StatsTableState {
  private sort: string;
  private search = '';
  private pattern: RegExp | null = null;
  private invalid = false;
  private readonly expanded = new Map<string, string | null>();
  private visible: number[] = [];
  /** Per line: the row index, and the entry index or -1 for the row itself. */
  private lineRows = new Int32Array(0);
  private lineEntries = new Int32Array(0);
  private filteredEntries = new Map<number, StatsEntryLine[]>();
  private version = 0;

  constructor(private model: StatsTableModel) {
    this.sort = model.defaultSort;
    this.rebuild();
  }

  /** A recomputed table (options changed): sort, search and expansions stay. */
  replace(model: StatsTableModel): StatsTableSummary {
    this.model = model;
    if (!model.columns.some((column) => column.key === this.sort)) this.sort = model.defaultSort;
    return this.rebuild();
  }

  get table(): StatsTableModel {
    return this.model;
  }

  setSort(key: string): StatsTableSummary {
    if (this.model.columns.some((column) => column.key === key)) this.sort = key;
    return this.rebuild();
  }

  setSearch(text: string): StatsTableSummary {
    this.search = text;
    const { pattern, invalid } = searchPattern(text);
    this.pattern = pattern;
    this.invalid = invalid;
    return this.rebuild();
  }

  /** Expands a collapsed row, collapses an expanded one. */
  toggleRow(key: string): StatsTableSummary {
    if (this.expanded.has(key)) this.expanded.delete(key);
    else this.expanded.set(key, null);
    return this.rebuild();
  }

  /** The status dot: limits the row's entries to that status (expanding it); the same dot again shows all. */
  setStatusFilter(key: string, status: string): StatsTableSummary {
    this.expanded.set(key, this.expanded.get(key) === status ? null : status);
    return this.rebuild();
  }

  summary(): StatsTableSummary {
    return {
      id: this.model.id,
      title: this.model.title,
      columns: this.model.columns,
      sort: this.sort,
      search: this.search,
      searchInvalid: this.invalid,
      total: this.model.rows.length,
      shown: this.visible.length,
      lines: this.lineRows.length,
      note: this.model.note,
      hint: this.model.hint ?? null,
      exportable: this.model.exportable,
      version: this.version,
    };
  }

  lines(start: number, count: number): StatsLine[] {
    const out: StatsLine[] = [];
    const end = Math.min(this.lineRows.length, start + count);
    for (let line = Math.max(0, start); line < end; line++) {
      const rowIndex = this.lineRows[line];
      const entryIndex = this.lineEntries[line];
      const row = this.model.rows[rowIndex];
      if (entryIndex >= 0) {
        out.push((this.filteredEntries.get(rowIndex) ?? row.entries())[entryIndex]);
        continue;
      }
      const { entries: _entries, ...rest } = row;
      out.push({ ...rest, kind: 'row', expanded: this.expanded.has(row.key), statusFilter: this.expanded.get(row.key) ?? null });
    }
    return out;
  }

  private rebuild(): StatsTableSummary {
    const rows = this.model.rows;
    const pattern = this.pattern;
    this.visible = sortRows(this.model, this.sort).filter((index) => !pattern || pattern.test(rows[index].name));
    const lineRows: number[] = [];
    const lineEntries: number[] = [];
    this.filteredEntries = new Map();
    for (const index of this.visible) {
      lineRows.push(index);
      lineEntries.push(-1);
      const row = rows[index];
      if (!this.expanded.has(row.key)) continue;
      const status = this.expanded.get(row.key);
      let entries = row.entries();
      if (status) {
        entries = entries.filter((entry) => entry.status === status);
        this.filteredEntries.set(index, entries as StatsEntryLine[]);
      }
      for (let e = 0; e < entries.length; e++) {
        lineRows.push(index);
        lineEntries.push(e);
      }
    }
    this.lineRows = Int32Array.from(lineRows);
    this.lineEntries = Int32Array.from(lineEntries);
    this.version++;
    return this.summary();
  }
}

/** A list made once, when first asked for. */
export function lazyEntries(make: () => readonly StatsEntryLine[]): () => readonly StatsEntryLine[] {
  let made: readonly StatsEntryLine[] | null = null;
  return () => (made ??= make());
}
