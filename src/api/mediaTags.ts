/**
 * The genres and ranked tags of media, by id, for the tag blacklist (modules/tagBlacklist and the
 * script's own tools): asked for 50 at a time (one request per batch, never one per card) through
 * the client (so the rate budget, 429 and the down state), and kept per media in the session cache
 * for an hour. Ids already being asked for are not asked for again. A batch that fails leaves its
 * media unknown (the caller shows them as they are) and is asked for again on the next call.
 */
import { idBatches, type MediaTagFacts } from '../lib/tagBlacklist';
import { cacheGet, cacheSet } from './cache';
import { query } from './client';
import { MEDIA_TAG_FACTS, type MediaTagFactsResult } from './queries/tagBlacklist';

/** A media's tags change seldom; an hour keeps a browsing session to one request per card batch. */
export const MEDIA_TAGS_LIFETIME = 60 * 60 * 1000;

const cacheKey = (id: number) => `hohMediaTags${id}`;

/** This page's copy (the session cache may be missing or full); same lifetime. */
const memory = new Map<number, { facts: MediaTagFacts; until: number }>();

function remember(id: number, value: MediaTagFacts): void {
  memory.set(id, { facts: value, until: Date.now() + MEDIA_TAGS_LIFETIME });
  cacheSet(cacheKey(id), value, MEDIA_TAGS_LIFETIME);
}

/** The batches being asked for now, by media id. */
const inFlight = new Map<number, Promise<boolean>>();

function facts(node: NonNullable<NonNullable<NonNullable<MediaTagFactsResult['Page']>['media']>[number]>): MediaTagFacts {
  return {
    id: node.id,
    genres: (node.genres ?? []).filter((genre): genre is string => typeof genre === 'string'),
    tags: (node.tags ?? []).flatMap((tag) => (tag ? [{ name: tag.name, rank: tag.rank }] : [])),
  };
}

/** The cached facts of one media, if fresh. */
export function cachedMediaTags(id: number): MediaTagFacts | undefined {
  const held = memory.get(id);
  if (held && held.until > Date.now()) return held.facts;
  const stored = cacheGet<MediaTagFacts>(cacheKey(id));
  if (stored) memory.set(id, { facts: stored, until: Date.now() + MEDIA_TAGS_LIFETIME });
  return stored;
}

/** One request for up to 50 ids; true when it was answered. Media the API does not know are cached as having nothing. */
async function askBatch(ids: number[], signal?: AbortSignal): Promise<boolean> {
  const data = await query<MediaTagFactsResult>(MEDIA_TAG_FACTS, { ids }, { signal });
  if (!data?.Page) return false;
  const answered = new Set<number>();
  for (const node of data.Page.media ?? []) {
    if (!node) continue;
    answered.add(node.id);
    remember(node.id, facts(node));
  }
  // Not in the answer (deleted, or adult and hidden from this viewer): nothing to match, not asked again this hour.
  for (const id of ids) if (!answered.has(id)) remember(id, { id, genres: [], tags: [] });
  return true;
}

export interface MediaTagsAnswer {
  /** Every id whose facts are known (cached or just answered). */
  known: Map<number, MediaTagFacts>;
  /** Some ids could not be asked for (429 past its retries, an error, the API down). */
  failed: boolean;
}

/** The facts of these media: cached ones at once, the rest asked for in batches of 50. */
export async function mediaTags(ids: readonly number[], signal?: AbortSignal): Promise<MediaTagsAnswer> {
  const known = new Map<number, MediaTagFacts>();
  const missing: number[] = [];
  const waiting = new Set<Promise<boolean>>();
  for (const id of new Set(ids)) {
    const cached = cachedMediaTags(id);
    if (cached) known.set(id, cached);
    else if (inFlight.has(id)) waiting.add(inFlight.get(id)!);
    else missing.push(id);
  }
  for (const batch of idBatches(missing)) {
    const asked = askBatch(batch, signal).catch(() => false).finally(() => {
      for (const id of batch) if (inFlight.get(id) === asked) inFlight.delete(id);
    });
    for (const id of batch) inFlight.set(id, asked);
    waiting.add(asked);
  }
  const outcomes = await Promise.all(waiting);
  let failed = outcomes.includes(false);
  for (const id of new Set(ids)) {
    if (known.has(id)) continue;
    const cached = cachedMediaTags(id);
    if (cached) known.set(id, cached);
    else failed = true;
  }
  return { known, failed };
}
