/**
 * The score editor's calls (spec doc 2 §7): the viewer's entry by userName and mediaId, cached
 * 30 s, and the saves (mediaId with score as a Float, or with progress as an Int).
 */
import { cacheSet, CACHE_LIFETIMES } from '../../api/cache';
import { ApiError, mutate, query } from '../../api/client';
import { MEDIA_LIST_ENTRY, type MediaListEntryResult } from '../../api/queries/lists';
import { SAVE_MEDIA_LIST_ENTRY, type SaveMediaListEntryResult } from '../../api/queries/mutations';
import { VIEWER, type ViewerResult } from '../../api/queries/viewer';

export type EntryData = NonNullable<MediaListEntryResult['MediaList']>;

/** The cache key of 8.80 (host-dom.md §3.1): hohEntryScore<mediaId><user>. */
export const entryCacheKey = (mediaId: number, userName: string) => `hohEntryScore${mediaId}${userName}`;

export async function viewerName(signal: AbortSignal): Promise<string | null> {
  const data = await query<ViewerResult>(VIEWER, {}, { auth: true, signal });
  return data?.Viewer?.name ?? null;
}

export async function loadEntry(userName: string, mediaId: number, signal: AbortSignal): Promise<EntryData | null> {
  const data = await query<MediaListEntryResult>(
    MEDIA_LIST_ENTRY,
    { userName, mediaId },
    { auth: true, signal, cacheKey: entryCacheKey(mediaId, userName), duration: CACHE_LIFETIMES.entryScore },
  );
  return data?.MediaList ?? null;
}

/** The entry as saved, or the failure (an ApiError; null when there is nothing to say: aborted). */
export async function saveEntry(
  entry: EntryData,
  change: { score: number } | { progress: number },
  userName: string,
  signal: AbortSignal,
): Promise<EntryData | ApiError | null> {
  const result = await mutate<SaveMediaListEntryResult>(SAVE_MEDIA_LIST_ENTRY, { mediaId: entry.mediaId, ...change }, { signal });
  if (result === null) return signal.aborted ? null : new ApiError('not saved', 0);
  if (result instanceof ApiError) return result;
  const saved = result.SaveMediaListEntry;
  if (!saved) return new ApiError('answer without the entry', 0);
  const next: EntryData = { ...entry, score: saved.score ?? entry.score, progress: saved.progress ?? entry.progress, status: saved.status ?? entry.status };
  // A reload within the cache's 30 s shows what was saved, not the stale entry.
  cacheSet(entryCacheKey(entry.mediaId, userName), { MediaList: next }, CACHE_LIFETIMES.entryScore);
  return next;
}
