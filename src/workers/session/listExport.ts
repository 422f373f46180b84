/**
 * The JSON export of a whole anime or manga list (spec doc 3 "List JSON export", "Export entry",
 * §9 version '1.01'), fetched and written in the worker: a long list is a big answer, so it is
 * parsed where the file is built and only the file's text crosses to the page.
 */
import { LIST_EXPORT, type ListExportResult } from '../../api/queries/importExport';
import { graphqlInWorker, type FetchBridge } from '../fetchInWorker';
import type { ListType } from '../importMatch';

export const EXPORT_VERSION = '1.01';

export interface ExportContext {
  scriptInfo: { name: string; version: string };
  url: string;
  timeStamp: number;
}

export interface ListExportFile {
  fileName: string;
  mimeType: string;
  content: string;
  entryCount: number;
}

export type ListExportOutcome =
  | { ok: true; file: ListExportFile }
  | { ok: false; reason: 'notFound' | 'private' | 'failed' | 'aborted'; message: string };

/** "animelist_<user>.json" or "mangalist_<user>.json": the file is named for the list it holds. */
export function exportFileName(userName: string, listType: ListType): string {
  return `${listType}list_${userName.replace(/[^\w.-]+/g, '_')}.json`;
}

/** The export object: AniList's collection as fetched, plus who, what and when. */
export function buildListExport(collection: NonNullable<ListExportResult['MediaListCollection']>, listType: ListType, context: ExportContext): object {
  const lists = (collection.lists ?? []).flatMap((list) => (list ? [{
    name: list.name,
    isCustomList: list.isCustomList,
    isSplitCompletedList: list.isSplitCompletedList,
    entries: (list.entries ?? []).flatMap((entry) => {
      if (!entry) return [];
      if (listType === 'manga') return [entry];
      // Volumes belong to manga only (spec "Export entry").
      const { progressVolumes: _volumes, ...animeEntry } = entry;
      return [animeEntry];
    }),
  }] : []));
  const user = collection.user;
  return {
    lists,
    User: { name: user?.name ?? null, id: user?.id ?? null, mediaListOptions: { scoreFormat: user?.mediaListOptions?.scoreFormat ?? null } },
    version: EXPORT_VERSION,
    scriptInfo: context.scriptInfo,
    type: listType === 'anime' ? 'ANIME' : 'MANGA',
    url: context.url,
    timeStamp: context.timeStamp,
  };
}

export async function exportList(bridge: FetchBridge, userName: string, listType: ListType, context: ExportContext, signal?: AbortSignal): Promise<ListExportOutcome> {
  const result = await graphqlInWorker<ListExportResult>(bridge, LIST_EXPORT, { userName, type: listType === 'anime' ? 'ANIME' : 'MANGA' }, signal);
  if (result.kind === 'aborted') return { ok: false, reason: 'aborted', message: 'aborted' };
  if (result.kind !== 'ok') return { ok: false, reason: result.kind, message: result.message };
  const collection = result.data.MediaListCollection;
  if (!collection) return { ok: false, reason: 'notFound', message: 'Not Found.' };
  const file = buildListExport(collection, listType, context);
  const entryCount = (collection.lists ?? []).reduce((sum, list) => sum + (list?.entries?.length ?? 0), 0);
  return { ok: true, file: { fileName: exportFileName(userName, listType), mimeType: 'application/json', content: JSON.stringify(file), entryCount } };
}
