/**
 * The import of the script's own JSON list export, prepared in the worker: the file is parsed,
 * the user's current list is fetched here, and only the entries not already on it come back, as
 * ready save variables (spec doc 3: existing entries are left untouched).
 */
import { LIST_NOTES, type ListNotesResult } from '../../api/queries/lists';
import type { ScoreFormat } from '../../lib/scores';
import { graphqlInWorker, type FetchBridge } from '../fetchInWorker';
import type { RefusedEntry } from '../importEntryCheck';
import { entriesToAdd, ownEntryTitle, ownSaveVariables, parseOwnExport, type ListType, type OwnExportEntry, type OwnSaveVariables } from '../importMatch';

export interface OwnImportContext {
  /** The signed-in user: whose list is checked, and compared with the file's user. */
  userName: string;
  userFormat: ScoreFormat;
  now: number;
}

export type OwnImportPlan =
  | {
    ok: true;
    warnings: string[];
    toAdd: OwnSaveVariables[];
    /** The file's title of each entry of `toAdd`, in the same order (for the plan and error lines). */
    toAddTitles: string[];
    alreadyOnList: number;
    /** The file's entries left out because the media is on the list already. */
    skipped: { mediaId: number; title: string }[];
    /** The file's entries AniList would refuse, with the reason: never sent. */
    refused: RefusedEntry[];
  }
  | { ok: false; error: string }
  | { ok: false; reason: 'notFound' | 'private' | 'failed' | 'aborted'; message: string };

export async function planOwnImport(bridge: FetchBridge, text: string, listType: ListType, context: OwnImportContext, signal?: AbortSignal): Promise<OwnImportPlan> {
  const parsed = parseOwnExport(text, listType, { signedInAs: context.userName, now: context.now });
  if (!parsed.ok) return parsed;
  const result = await graphqlInWorker<ListNotesResult>(bridge, LIST_NOTES, { name: context.userName, listType: listType === 'anime' ? 'ANIME' : 'MANGA' }, signal);
  if (result.kind === 'aborted') return { ok: false, reason: 'aborted', message: 'aborted' };
  if (result.kind !== 'ok') return { ok: false, reason: result.kind, message: result.message };
  const onList: number[] = [];
  for (const list of result.data.MediaListCollection?.lists ?? []) {
    for (const entry of list?.entries ?? []) if (entry) onList.push(entry.mediaId);
  }
  const fresh = entriesToAdd(parsed.value.entries, onList);
  const freshIds = new Set(fresh.map((entry) => entry.mediaId));
  return {
    ok: true,
    warnings: parsed.warnings,
    toAdd: fresh.map((entry) => ownSaveVariables(entry, listType, parsed.value.scoreFormat, context.userFormat)),
    toAddTitles: fresh.map(fileTitle),
    alreadyOnList: parsed.value.entries.length - fresh.length,
    refused: parsed.refused,
    skipped: parsed.value.entries.filter((entry) => !freshIds.has(entry.mediaId)).map((entry) => ({ mediaId: entry.mediaId, title: fileTitle(entry) })),
  };
}

/** The title the export wrote for an entry (romaji first), else its media id. */
function fileTitle(entry: OwnExportEntry): string {
  return ownEntryTitle(entry) ?? `#${entry.mediaId}`;
}
