/**
 * Per-user column storage of the compare model: typed arrays indexed by row, grown by doubling.
 * A new row needs no write at all in the other users' columns, because zero is "absent" in every
 * array (score 0 = none, status 0 = not on the list).
 */

import type { CompareStatus, Demand, StatusFilter } from '../../lib/compareOptions';

/** Status codes; 0 must stay "not on the list" (the zero-filled default). */
export const STATUS_NAMES: readonly CompareStatus[] = ['NOT', 'COMPLETED', 'CURRENT', 'PLANNING', 'PAUSED', 'DROPPED', 'REPEATING'];
export const NOT = 0;
export const COMPLETED = 1;
export const CURRENT = 2;
export const PLANNING = 3;
export const REPEATING = 6;

export function statusCode(status: string | null | undefined): number {
  const code = status ? STATUS_NAMES.indexOf(status as CompareStatus) : -1;
  if (code > 0) return code;
  // REWATCHING is a synonym some parts of the site use; any other entry still counts as listed.
  return status === 'REWATCHING' ? REPEATING : CURRENT;
}

export interface Column {
  name: string;
  id?: number;
  avatar: string | null;
  scoreFormat: string;
  entryCount: number;
  demand: Demand;
  statusFilter: StatusFilter;
  /** Normalised (100-point) score per row; 0 = none. */
  score: Float64Array;
  /** Own-format score per row; 0 = none. */
  personal: Float64Array;
  /** Index into STATUS_NAMES. */
  status: Uint8Array;
  progress: Float64Array;
  favourite: Uint8Array;
}

export function newColumn(info: { name: string; id?: number; avatar?: string | null; scoreFormat?: string | null }, capacity: number): Column {
  return {
    name: info.name,
    id: info.id,
    avatar: info.avatar ?? null,
    scoreFormat: info.scoreFormat ?? 'POINT_100',
    entryCount: 0,
    demand: 0,
    statusFilter: false,
    score: new Float64Array(capacity),
    personal: new Float64Array(capacity),
    status: new Uint8Array(capacity),
    progress: new Float64Array(capacity),
    favourite: new Uint8Array(capacity),
  };
}

function grown<T extends Float64Array | Uint8Array | Int32Array>(array: T, capacity: number): T {
  const next = new (array.constructor as new (length: number) => T)(capacity);
  next.set(array.subarray(0, Math.min(array.length, capacity)));
  return next;
}

export function growColumn(column: Column, capacity: number): void {
  column.score = grown(column.score, capacity);
  column.personal = grown(column.personal, capacity);
  column.status = grown(column.status, capacity);
  column.progress = grown(column.progress, capacity);
  column.favourite = grown(column.favourite, capacity);
}

export function growArray<T extends Float64Array | Uint8Array | Int32Array>(array: T, capacity: number): T {
  return grown(array, capacity);
}

/** Keeps only the rows in `keep` (ascending old indices), in place of the old arrays. */
export function compactArray<T extends Float64Array | Uint8Array | Int32Array>(array: T, keep: Int32Array, capacity: number): T {
  const next = new (array.constructor as new (length: number) => T)(capacity);
  for (let i = 0; i < keep.length; i++) next[i] = array[keep[i]];
  return next;
}

export function compactColumn(column: Column, keep: Int32Array, capacity: number): void {
  column.score = compactArray(column.score, keep, capacity);
  column.personal = compactArray(column.personal, keep, capacity);
  column.status = compactArray(column.status, keep, capacity);
  column.progress = compactArray(column.progress, keep, capacity);
  column.favourite = compactArray(column.favourite, keep, capacity);
}
