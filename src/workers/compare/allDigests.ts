/**
 * The digest of every row at once. Same results as computeDigest row by row (a unit test holds
 * them together), but walked column by column over the typed arrays, which is what keeps a
 * 50-user table fast; only the median needs each row's values gathered.
 */

import type { DigestMode } from '../../lib/compareOptions';
import { CURRENT, PLANNING, REPEATING, type Column } from './columns';

/** NaN stands for a null digest. */
export function computeAllDigests(
  mode: DigestMode,
  columns: readonly Column[],
  rowCount: number,
  averageScores: Float64Array,
  popularities: Float64Array,
): Float64Array {
  const values = new Float64Array(rowCount);
  switch (mode) {
    case 'popularity':
      values.set(popularities.subarray(0, rowCount));
      return values;
    case 'score':
      values.set(averageScores.subarray(0, rowCount));
      return values;
    case 'planning':
    case 'current':
    case 'favourites':
      countColumns(mode, columns, values);
      return values;
    case 'median':
      medians(columns, values);
      return values;
    default:
      break;
  }
  const sum = new Float64Array(rowCount);
  const count = new Float64Array(rowCount);
  const min = new Float64Array(rowCount).fill(Infinity);
  const max = new Float64Array(rowCount);
  for (const column of columns) {
    const score = column.score;
    for (let row = 0; row < rowCount; row++) {
      const v = score[row];
      if (v) {
        sum[row] += v;
        count[row]++;
        if (v < min[row]) min[row] = v;
        if (v > max[row]) max[row] = v;
      }
    }
  }
  for (let row = 0; row < rowCount; row++) {
    const n = count[row];
    switch (mode) {
      case 'average':
        values[row] = n ? sum[row] / n : 0;
        break;
      case 'average0':
        values[row] = sum[row] / (n + 1);
        break;
      case 'minimum':
        values[row] = n ? min[row] : 0;
        break;
      case 'maximum':
        values[row] = n ? max[row] : 0;
        break;
      case 'difference':
        values[row] = n ? max[row] - min[row] : 0;
        break;
      case 'ratings':
        values[row] = n;
        break;
      case 'scoreDiff': {
        const site = averageScores[row];
        values[row] = site ? (n ? sum[row] / n : 0) - site : 0;
        break;
      }
      default:
        // The deviations: first the mean, then a second pass below.
        values[row] = n ? sum[row] / n : 0;
    }
  }
  if (mode === 'stdDeviation' || mode === 'absDeviation') deviations(mode, columns, values, count);
  return values;
}

function deviations(mode: 'stdDeviation' | 'absDeviation', columns: readonly Column[], values: Float64Array, count: Float64Array): void {
  const rowCount = values.length;
  const mean = values.slice();
  const total = new Float64Array(rowCount);
  const squared = mode === 'stdDeviation';
  for (const column of columns) {
    const score = column.score;
    for (let row = 0; row < rowCount; row++) {
      const v = score[row];
      if (!v) continue;
      const d = v - mean[row];
      total[row] += squared ? d * d : d < 0 ? -d : d;
    }
  }
  for (let row = 0; row < rowCount; row++) {
    const n = count[row];
    values[row] = n ? (mode === 'stdDeviation' ? Math.sqrt(total[row] / n) : total[row] / n) : 0;
  }
}

function countColumns(mode: 'planning' | 'current' | 'favourites', columns: readonly Column[], values: Float64Array): void {
  const rowCount = values.length;
  for (const column of columns) {
    const status = column.status;
    const favourite = column.favourite;
    for (let row = 0; row < rowCount; row++) {
      if (mode === 'favourites') values[row] += favourite[row];
      else if (mode === 'planning') values[row] += status[row] === PLANNING ? 1 : 0;
      else values[row] += status[row] === CURRENT || status[row] === REPEATING ? 1 : 0;
    }
  }
}

function medians(columns: readonly Column[], values: Float64Array): void {
  const scratch = new Float64Array(columns.length);
  const scores = columns.map((column) => column.score);
  for (let row = 0; row < values.length; row++) {
    let n = 0;
    for (let u = 0; u < scores.length; u++) {
      const v = scores[u][row];
      if (v) scratch[n++] = v;
    }
    if (n === 0) values[row] = 0;
    else if (n === 1) values[row] = scratch[0];
    else {
      const sorted = scratch.subarray(0, n).sort();
      values[row] = (sorted[(n - 1) >> 1] + sorted[n >> 1]) / 2;
    }
  }
}
