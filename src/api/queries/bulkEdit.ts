/** Bulk edit's read of the member's own list: every field it can change, with the entry ids. */
import { FUZZY_DATE, type FuzzyDate, type MediaListStatus, type ScoreFormat } from './types';

/** Every field bulk edit reads of an entry. */
const ENTRY_FIELDS = `id mediaId status score scoreRaw: score(format: POINT_100) progress progressVolumes repeat private
  hiddenFromStatusLists customLists notes priority advancedScores startedAt ${FUZZY_DATE} completedAt ${FUZZY_DATE}
  media { episodes chapters title { userPreferred } }`;

export const BULK_EDIT_LIST = /* GraphQL */ `
query BulkEditList($userName: String, $type: MediaType) {
  MediaListCollection(userName: $userName, type: $type) {
    lists {
      entries {
        ${ENTRY_FIELDS}
      }
    }
    user { name mediaListOptions { scoreFormat animeList { customLists advancedScoring } mangaList { customLists advancedScoring } } }
  }
}`;

/**
 * Entries by media id: an entry hidden from status lists and on no custom list is in no list of
 * the collection, so undo and Continue ask for the ones they miss (50 media a request).
 */
export const BULK_EDIT_ENTRIES = /* GraphQL */ `
query BulkEditEntries($userName: String, $type: MediaType, $mediaIds: [Int]) {
  Page(page: 1, perPage: 50) {
    mediaList(userName: $userName, type: $type, mediaId_in: $mediaIds) {
      ${ENTRY_FIELDS}
    }
  }
}`;

export interface BulkEditEntriesResult {
  Page: { mediaList: (BulkEditListEntry | null)[] | null } | null;
}

export interface BulkEditListEntry {
  id: number;
  mediaId: number;
  status: MediaListStatus | null;
  score: number | null;
  scoreRaw: number | null;
  progress: number | null;
  progressVolumes: number | null;
  repeat: number | null;
  private: boolean | null;
  hiddenFromStatusLists: boolean | null;
  /** AniList's Json: an object of list name to whether the entry is on it. */
  customLists: unknown;
  notes: string | null;
  priority: number | null;
  /** AniList's Json: an object of category name to score. */
  advancedScores: unknown;
  startedAt: FuzzyDate | null;
  completedAt: FuzzyDate | null;
  media: { episodes: number | null; chapters: number | null; title: { userPreferred: string | null } | null } | null;
}

export interface BulkEditListResult {
  MediaListCollection: {
    lists: ({ entries: (BulkEditListEntry | null)[] | null } | null)[] | null;
    user: {
      name: string;
      mediaListOptions: {
        scoreFormat: ScoreFormat | null;
        animeList: { customLists: (string | null)[] | null; advancedScoring: (string | null)[] | null } | null;
        mangaList: { customLists: (string | null)[] | null; advancedScoring: (string | null)[] | null } | null;
      } | null;
    } | null;
  } | null;
}
