import { describe, expect, it } from 'vitest';
import { DIGEST_MODES } from '../../../src/lib/compareOptions';
import { computeAllDigests } from '../../../src/workers/compare/allDigests';
import { CURRENT, PLANNING, REPEATING, newColumn, type Column } from '../../../src/workers/compare/columns';
import { computeDigest } from '../../../src/workers/compare';

function randomColumns(seed: number, users: number, rows: number): Column[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: users }, (_, u) => {
    const column = newColumn({ name: `u${u}` }, rows);
    for (let row = 0; row < rows; row++) {
      const roll = next();
      column.status[row] = roll < 0.3 ? 0 : 1 + Math.floor(next() * 6);
      column.score[row] = column.status[row] && next() < 0.7 ? Math.round(next() * 100) : 0;
      column.favourite[row] = column.status[row] && next() < 0.1 ? 1 : 0;
    }
    return column;
  });
}

describe('computeAllDigests', () => {
  const rows = 300;
  const columns = randomColumns(42, 7, rows);
  const averageScores = Float64Array.from({ length: rows }, (_, row) => (row % 9 === 0 ? Number.NaN : row % 11 === 0 ? 0 : 40 + (row % 50)));
  const popularities = Float64Array.from({ length: rows }, (_, row) => (row % 13 === 0 ? Number.NaN : row * 17));

  it.each(DIGEST_MODES.map((mode) => mode.id))('%s matches computeDigest row by row', (mode) => {
    const all = computeAllDigests(mode, columns, rows, averageScores, popularities);
    for (let row = 0; row < rows; row++) {
      const ratings = columns.map((c) => c.score[row]).filter((s) => s);
      const statuses = columns.map((c) => c.status[row]);
      const expected = computeDigest(mode, {
        ratings,
        planning: statuses.filter((s) => s === PLANNING).length,
        current: statuses.filter((s) => s === CURRENT || s === REPEATING).length,
        favourites: columns.filter((c) => c.favourite[row]).length,
        popularity: Number.isNaN(popularities[row]) ? null : popularities[row],
        averageScore: Number.isNaN(averageScores[row]) ? null : averageScores[row],
      });
      if (expected === null) expect(all[row]).toBeNaN();
      else expect(all[row]).toBeCloseTo(expected, 9);
    }
  });

  it('handles no users and no rows', () => {
    expect(computeAllDigests('median', [], 2, new Float64Array(2), new Float64Array(2))).toEqual(new Float64Array([0, 0]));
    expect(computeAllDigests('average', columns, 0, averageScores, popularities)).toHaveLength(0);
  });
});
