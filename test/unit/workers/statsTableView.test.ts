import { describe, expect, it } from 'vitest';
import { searchPattern, sortRows, StatsTableState, type StatsTableModel } from '../../../src/workers/stats/tableView';

function model(rows: [string, number, number][], chains?: Record<string, string[]>): StatsTableModel {
  return {
    id: 't',
    title: 'T',
    columns: [
      { key: 'name', label: 'Name', numeric: false },
      { key: 'count', label: 'Count', numeric: true },
      { key: 'mean', label: 'Mean', numeric: true },
    ],
    defaultSort: 'count',
    chains,
    rows: rows.map(([name, count, mean]) => ({
      key: name,
      name,
      link: null,
      cells: [String(count), String(mean)],
      titles: [null, null],
      values: [count, mean],
      statusCounts: [['COMPLETED', 1], ['PLANNING', 1]],
      entryCount: 2,
      entries: () => [
        { kind: 'entry' as const, key: `${name}/1`, mediaId: 1, mediaType: 'anime' as const, status: 'COMPLETED', cells: ['a', '', '', ''] },
        { kind: 'entry' as const, key: `${name}/2`, mediaId: 2, mediaType: 'anime' as const, status: 'PLANNING', cells: ['b', '', '', ''] },
      ],
    })),
    note: null,
    exportable: false,
  };
}

describe('stats table view', () => {
  it('keeps the table order under its own column, sorts others descending with the tie chain, names ascending', () => {
    const m = model([['b', 2, 50], ['a', 3, Number.NaN], ['c', 2, 70]], { mean: ['mean', 'count'] });
    expect(sortRows(m, 'count')).toEqual([0, 1, 2]);
    expect(sortRows(m, 'mean')).toEqual([2, 0, 1]);
    expect(sortRows(m, 'name')).toEqual([1, 0, 2]);
  });

  it('matches a regular expression case-insensitively and an invalid one as text', () => {
    expect(searchPattern('^A').pattern!.test('action')).toBe(true);
    const invalid = searchPattern('a(b');
    expect(invalid.invalid).toBe(true);
    expect(invalid.pattern!.test('xA(Bx')).toBe(true);
    expect(searchPattern('').pattern).toBeNull();
  });

  it('expands, filters by status and keeps sort and search when the table is recomputed', () => {
    const state = new StatsTableState(model([['b', 2, 50], ['a', 3, 60]]));
    state.setSort('name');
    expect(state.toggleRow('a').lines).toBe(4);
    expect(state.setStatusFilter('a', 'PLANNING').lines).toBe(3);
    expect(state.lines(1, 1)[0]).toMatchObject({ kind: 'entry', status: 'PLANNING' });
    const replaced = state.replace(model([['b', 2, 50], ['a', 3, 60], ['c', 1, 10]]));
    expect(replaced.sort).toBe('name');
    expect(state.setSearch('^[ab]$').shown).toBe(2);
    expect(state.lines(0, 1)[0]).toMatchObject({ kind: 'row', name: 'a', expanded: true, statusFilter: 'PLANNING', entryCount: 2 });
  });
});
