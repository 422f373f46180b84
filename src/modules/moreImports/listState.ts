/** The signed-in user's list as the import needs it: entry ids and the fields an import sets. */
import { query } from '../../api/client';
import { IMPORT_LIST_STATE, type ImportListStateResult } from '../../api/queries/importExport';
import type { JobListType, PriorEntry } from '../../lib/importJob';

/** By media id; null when the list could not be read. */
export async function fetchListState(userName: string, listType: JobListType, signal: AbortSignal): Promise<Map<number, PriorEntry> | null> {
  const data = await query<ImportListStateResult>(IMPORT_LIST_STATE, { userName, type: listType === 'anime' ? 'ANIME' : 'MANGA' }, { auth: true, signal });
  if (!data?.MediaListCollection) return null;
  const entries = new Map<number, PriorEntry>();
  for (const list of data.MediaListCollection.lists ?? []) {
    for (const entry of list?.entries ?? []) {
      if (!entry || entries.has(entry.mediaId)) continue;
      entries.set(entry.mediaId, {
        entryId: entry.id,
        status: entry.status,
        scoreRaw: entry.scoreRaw,
        progress: entry.progress,
        progressVolumes: entry.progressVolumes,
        repeat: entry.repeat,
      });
    }
  }
  return entries;
}

/** Media id → entry id. */
export function entryIds(state: ReadonlyMap<number, PriorEntry>): Map<number, number> {
  return new Map([...state].map(([mediaId, entry]) => [mediaId, entry.entryId]));
}
