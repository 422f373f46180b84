/**
 * One user's list for the compare table, fetched and parsed in the worker (algorithms.md §1b
 * "Per-user load"; the request is src/api/queries/compare.ts).
 */
import type { CompareListType } from '../../lib/compareOptions';
import type { CompareEntry, CompareUserList } from '../compare';
import { graphqlInWorker, type FetchBridge, type FetchResult } from '../fetchInWorker';
import { mergeRawList } from '../lists';
import { COMPARE_USER_LIST_ANIME, COMPARE_USER_LIST_MANGA, type CompareUserListResult } from '../../api/queries/compare';

/** The response as the compare model takes it. */
export function toCompareUserList(requestedName: string, data: CompareUserListResult): CompareUserList {
  const collection = data.MediaListCollection;
  const user = collection?.user;
  const favourites = new Set<number>();
  for (const page of Object.values(data.User?.favourites ?? {})) {
    for (const node of page?.nodes ?? []) if (node) favourites.add(node.id);
  }
  const entries: CompareEntry[] = mergeRawList(collection).map((entry) => ({
    mediaId: entry.mediaId,
    status: entry.status ?? null,
    progress: entry.progress ?? null,
    score: entry.score ?? null,
    media: entry.media ?? null,
  }));
  return {
    name: user?.name ?? requestedName,
    id: user?.id ?? data.User?.id,
    avatar: user?.avatar?.large ?? null,
    scoreFormat: user?.mediaListOptions?.scoreFormat ?? 'POINT_100',
    favourites: [...favourites],
    entries,
  };
}

/** The list answer, or why there is none; 'blocked': the user exists but their list is hidden from us. */
export type CompareListResult = FetchResult<CompareUserList> | { kind: 'blocked'; message: string };

/** A loader for CompareSession that fetches through the page's bridge. */
export function compareListLoader(bridge: FetchBridge) {
  return async (name: string, type: CompareListType, signal: AbortSignal): Promise<CompareListResult> => {
    const document = type === 'ANIME' ? COMPARE_USER_LIST_ANIME : COMPARE_USER_LIST_MANGA;
    const result = await graphqlInWorker<CompareUserListResult>(bridge, document, { userName: name, type }, signal);
    if (result.kind === 'notFound' && (result.data as Partial<CompareUserListResult> | null | undefined)?.User?.id) {
      return { kind: 'blocked', message: result.message };
    }
    if (result.kind !== 'ok') return result;
    if (!result.data.MediaListCollection) return { kind: 'notFound', message: 'Not Found.' };
    return { kind: 'ok', data: toCompareUserList(name, result.data) };
  };
}
