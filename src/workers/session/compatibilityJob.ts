/**
 * The profile's Compatibility button, fetched and computed in the worker: two whole lists (one
 * may hold 11,000 entries) come in, four numbers go back (algorithms.md §1b "Compatibility
 * figure"; lists in processed mode, scores on the 100-point scale).
 *
 * Lists stay in the worker for 10 minutes (spec doc 2 §7: the owner's lists are cached), so
 * checking another profile, or the other type, refetches only what is missing.
 */
import { COMPATIBILITY_LIST, type CompatibilityListResult } from '../../api/queries/compatibility';
import type { MediaType } from '../../api/queries/types';
import { compatibility, type CompatibilityResult, type ScoredEntry } from '../compare/compatibility';
import { graphqlInWorker, type FetchBridge } from '../fetchInWorker';
import { mergeProcessedList } from '../lists';

/** spec doc 1 §9: owner anime list 10 min, owner manga list 10 min. */
export const LIST_KEEP_MS = 10 * 60 * 1000;

export interface CompatibilityJobOptions {
  /** The profile's owner. */
  owner: string;
  /** The signed-in visitor. */
  viewer: string;
  type: MediaType;
}

export type CompatibilityJobResult =
  | ({ ok: true } & CompatibilityResult)
  | { ok: false; reason: 'notFound' | 'private' | 'failed' | 'aborted'; user: string; message: string };

type ListLoad = { ok: true; entries: ScoredEntry[] } | Extract<CompatibilityJobResult, { ok: false }>;

const kept = new Map<string, { time: number; entries: ScoredEntry[] }>();

/** For tests: forget the kept lists. */
export function forgetCompatibilityLists(): void {
  kept.clear();
}

function toScored(data: CompatibilityListResult): ScoredEntry[] {
  return mergeProcessedList(data.MediaListCollection).map((entry) => ({ mediaId: entry.mediaId, scoreRaw: entry.scoreRaw ?? null }));
}

async function loadList(bridge: FetchBridge, name: string, type: MediaType, now: () => number, signal?: AbortSignal): Promise<ListLoad> {
  const key = `${type}:${name.toLowerCase()}`;
  const hit = kept.get(key);
  if (hit && now() - hit.time < LIST_KEEP_MS) return { ok: true, entries: hit.entries };
  const result = await graphqlInWorker<CompatibilityListResult>(bridge, COMPATIBILITY_LIST, { userName: name, type }, signal);
  if (result.kind === 'aborted') return { ok: false, reason: 'aborted', user: name, message: 'aborted' };
  if (result.kind !== 'ok') return { ok: false, reason: result.kind, user: name, message: result.message };
  if (!result.data.MediaListCollection) return { ok: false, reason: 'notFound', user: name, message: 'Not Found.' };
  const entries = toScored(result.data);
  kept.set(key, { time: now(), entries });
  return { ok: true, entries };
}

export async function profileCompatibility(
  bridge: FetchBridge,
  options: CompatibilityJobOptions,
  signal?: AbortSignal,
  now: () => number = Date.now,
): Promise<CompatibilityJobResult> {
  // One after the other: the second waits for no permit the first still needs.
  const owner = await loadList(bridge, options.owner, options.type, now, signal);
  if (!owner.ok) return owner;
  const viewer = await loadList(bridge, options.viewer, options.type, now, signal);
  if (!viewer.ok) return viewer;
  return { ok: true, ...compatibility(owner.entries, viewer.entries) };
}
