/** Cells of a query result: their text and a stable sort of table rows by one column. */
import type { QueryCell } from './types';

export function cellText(cell: QueryCell): string {
  return typeof cell === 'object' ? cell.text : String(cell);
}

function cellNumber(cell: QueryCell): number | null {
  if (typeof cell === 'number') return cell;
  const text = cellText(cell).trim();
  if (text === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?%?$/i.test(text)) return null;
  return Number.parseFloat(text);
}

export interface TableSort {
  readonly column: number;
  readonly descending: boolean;
}

/**
 * Rows sorted by `column`: numbers (numeric text included, so '1.23e+3' and '12%' sort as
 * numbers) before text, text by the locale's order; ties keep the tool's order.
 */
export function sortRows<R extends readonly QueryCell[]>(rows: readonly R[], sort: TableSort | null): readonly R[] {
  if (!sort) return rows;
  const keyed = rows.map((row, index) => ({ row, index, number: row[sort.column] === undefined ? null : cellNumber(row[sort.column]), text: row[sort.column] === undefined ? '' : cellText(row[sort.column]) }));
  const direction = sort.descending ? -1 : 1;
  keyed.sort((a, b) => {
    let order: number;
    if (a.number !== null && b.number !== null) order = a.number - b.number;
    else if (a.number !== null) order = -1;
    else if (b.number !== null) order = 1;
    else order = a.text.localeCompare(b.text);
    return order !== 0 ? order * direction : a.index - b.index;
  });
  return keyed.map((item) => item.row);
}

/** A click on another heading sorts by it ascending; a second click on the same heading flips the order. */
export function nextSort(current: TableSort | null, column: number): TableSort {
  return current?.column === column ? { column, descending: !current.descending } : { column, descending: false };
}
