/**
 * One user's list for the compare table, fetched and parsed in the worker (algorithms.md §1b
 * "Per-user load"): entries in raw mode with the score in the user's own format, the user's id,
 * name, avatar and score format, and three pages of favourites of the page's type.
 */
import type { CompareEntry, CompareListType, CompareUserList } from '../compare';
import { graphqlInWorker, type FetchBridge, type FetchResult } from '../fetchInWorker';
import { mergeRawList } from '../lists';
import type { MediaListCollection, RawListEntry } from '../../lib/listEntries';

const FAVOURITE_PAGES = 3;

// The compare table needs the score in each user's own format (for "individual rating
// systems") and the favourites in the same request, so the request holds both.
function compareDocument(type: CompareListType): string {
  const field = type === 'ANIME' ? 'anime' : 'manga';
  const pages = Array.from({ length: FAVOURITE_PAGES }, (_, i) => `p${i + 1}: ${field}(page: ${i + 1}, perPage: 25) { nodes { id } }`);
  return `query CompareUserList($userName: String, $type: MediaType) {
  MediaListCollection(userName: $userName, type: $type) {
    lists {
      entries {
        mediaId
        status
        progress
        score
        media { id episodes chapters format title { romaji native english } averageScore popularity }
      }
    }
    user { id name avatar { large } mediaListOptions { scoreFormat } }
  }
  User(name: $userName) { id favourites { ${pages.join(' ')} } }
}`;
}

export const COMPARE_USER_LIST_ANIME = compareDocument('ANIME');
export const COMPARE_USER_LIST_MANGA = compareDocument('MANGA');

interface FavouritePage {
  nodes?: ({ id: number } | null)[] | null;
}

export interface CompareUserListResult {
  MediaListCollection: (MediaListCollection<RawListEntry & CompareEntry> & {
    user?: { id: number; name: string; avatar?: { large?: string | null } | null; mediaListOptions?: { scoreFormat?: string | null } | null } | null;
  }) | null;
  User: { id: number; favourites?: Record<string, FavouritePage | null> | null } | null;
}

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
