/**
 * The straightforward compare table, as the original built it: row objects with per-user
 * arrays; each user is merged in by sorting the rows by id and splicing new rows into the
 * array (re-sorting the rows by id before each merge); every change recomputes every row's
 * digest, re-sorts and re-filters all rows and formats every visible row (the original redrew
 * the whole table).
 */

import { toHundredPoint } from '../../src/lib/scores';
import type { DigestMode } from '../../src/lib/compareOptions';
import { computeDigest, formatDigest, type CompareUserList } from '../../src/workers/compare';

interface NaiveRow {
  id: number;
  title: string;
  format: string | null;
  averageScore: number | null;
  popularity: number | null;
  score: number[];
  personal: number[];
  status: string[];
  progress: (string | false)[];
  fav: boolean[];
  numberWatched: number;
  digest: number | null;
}

export interface NaiveTable {
  rows: NaiveRow[];
  users: number;
}

export function naiveAddUser(table: NaiveTable, user: CompareUserList): void {
  const k = table.users;
  const favourites = new Set(user.favourites ?? []);
  table.rows.sort((a, b) => a.id - b.id);
  for (const row of table.rows) {
    row.score.push(0);
    row.personal.push(0);
    row.status.push('NOT');
    row.progress.push(false);
    row.fav.push(false);
  }
  const entries = [...user.entries].sort((a, b) => a.mediaId - b.mediaId);
  const fill = (row: NaiveRow, entry: (typeof entries)[number]) => {
    const n = toHundredPoint(entry.score ?? 0, user.scoreFormat ?? 'POINT_100') || 0;
    row.score[k] = n;
    row.personal[k] = entry.score ?? 0;
    row.status[k] = entry.status ?? 'CURRENT';
    row.progress[k] = entry.status !== 'PLANNING' && entry.status !== 'COMPLETED' ? `${entry.progress}/${entry.media?.chapters || entry.media?.episodes || ''}` : false;
    row.fav[k] = favourites.has(entry.mediaId);
    if (n) row.numberWatched++;
  };
  const newRow = (entry: (typeof entries)[number]): NaiveRow => {
    const row: NaiveRow = {
      id: entry.mediaId,
      title: entry.media?.title?.romaji ?? '',
      format: entry.media?.format ?? null,
      averageScore: entry.media?.averageScore ?? null,
      popularity: entry.media?.popularity ?? null,
      score: new Array(k + 1).fill(0),
      personal: new Array(k + 1).fill(0),
      status: new Array(k + 1).fill('NOT'),
      progress: new Array(k + 1).fill(false),
      fav: new Array(k + 1).fill(false),
      numberWatched: 0,
      digest: null,
    };
    fill(row, entry);
    return row;
  };
  let r = 0;
  let e = 0;
  while (e < entries.length) {
    const row = table.rows[r];
    if (!row) break;
    if (row.id === entries[e].mediaId) {
      fill(row, entries[e]);
      e++;
      r++;
    } else if (row.id < entries[e].mediaId) r++;
    else {
      table.rows.splice(r, 0, newRow(entries[e]));
      e++;
      r++;
    }
  }
  for (; e < entries.length; e++) table.rows.push(newRow(entries[e]));
  table.users++;
}

/** One redraw: every digest, a full sort, a full filter, every visible row formatted. */
export function naiveRedraw(table: NaiveTable, digest: DigestMode, minRatings: number): string[][] {
  for (const row of table.rows) {
    const ratings = row.score.filter((s) => s);
    row.digest = computeDigest(digest, {
      ratings,
      planning: row.status.filter((s) => s === 'PLANNING').length,
      current: row.status.filter((s) => s === 'CURRENT' || s === 'REPEATING').length,
      favourites: row.fav.filter((f) => f).length,
      popularity: row.popularity,
      averageScore: row.averageScore,
    });
  }
  table.rows.sort((a, b) => (b.digest || 0) - (a.digest || 0));
  const visible = table.rows.filter((row) => row.numberWatched >= minRatings);
  return visible.map((row) => [row.title, formatDigest(row.digest), ...row.score.map((s, u) => (s ? String(s) : row.status[u] === 'NOT' ? '' : '–'))]);
}

export function naiveBuild(users: readonly CompareUserList[]): NaiveTable {
  const table: NaiveTable = { rows: [], users: 0 };
  // The original also redrew the whole table after every arrival; only the merges are kept
  // here, so the baseline measures computation, not an imitation of its DOM work.
  for (const user of users) naiveAddUser(table, user);
  return table;
}
