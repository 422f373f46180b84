/**
 * The compare page's per-user request (algorithms.md §1b "Per-user load"), made by the worker:
 * the list in raw mode with each score in the user's own format (for "individual rating
 * systems"), the user's id, name, avatar and score format, and three pages of favourites of the
 * page's type, in one request. The start year tells rows with the same title apart.
 */
import type { MediaListCollection, RawListEntry } from '../../lib/listEntries';
import type { MediaType } from './types';

export const COMPARE_FAVOURITE_PAGES = 3;

function compareUserListDocument(type: MediaType): string {
  const field = type === 'ANIME' ? 'anime' : 'manga';
  const pages = Array.from({ length: COMPARE_FAVOURITE_PAGES }, (_, i) => `p${i + 1}: ${field}(page: ${i + 1}, perPage: 25) { nodes { id } }`);
  return `query CompareUserList($userName: String, $type: MediaType) {
  MediaListCollection(userName: $userName, type: $type) {
    lists {
      entries {
        mediaId
        status
        progress
        score
        media { id episodes chapters format title { romaji native english } averageScore popularity startDate { year } }
      }
    }
    user { id name avatar { large } mediaListOptions { scoreFormat } }
  }
  User(name: $userName) { id favourites { ${pages.join(' ')} } }
}`;
}

/** The favourites are of the page's type, so there is one document per type. */
export const COMPARE_USER_LIST_ANIME = compareUserListDocument('ANIME');
export const COMPARE_USER_LIST_MANGA = compareUserListDocument('MANGA');

export interface CompareFavouritePage {
  nodes?: ({ id: number } | null)[] | null;
}

export interface CompareUserListResult {
  /** Entries as selected above; `score` is in the user's own format. */
  MediaListCollection: (MediaListCollection<RawListEntry> & {
    user?: { id: number; name: string; avatar?: { large?: string | null } | null; mediaListOptions?: { scoreFormat?: string | null } | null } | null;
  }) | null;
  /** Favourite pages by alias (p1, p2, p3). */
  User: { id: number; favourites?: Record<string, CompareFavouritePage | null> | null } | null;
}
