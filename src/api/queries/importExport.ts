/**
 * The list documents of the import page (spec doc 3 §7 "Lists"): the whole list for the JSON
 * export ("List JSON export", "Export entry"), and the signed-in user's entries as the import
 * needs them to skip, resume and undo (entry id, media id and the fields an import sets).
 */
import { FUZZY_DATE, type FuzzyDate, type MediaListStatus, type ScoreFormat } from './types';

export const LIST_EXPORT = /* GraphQL */ `
query ListExport($userName: String, $type: MediaType) {
  MediaListCollection(userName: $userName, type: $type) {
    lists {
      name
      isCustomList
      isSplitCompletedList
      entries {
        mediaId
        status
        progress
        progressVolumes
        repeat
        notes
        priority
        hiddenFromStatusLists
        customLists
        advancedScores
        startedAt ${FUZZY_DATE}
        completedAt ${FUZZY_DATE}
        updatedAt
        createdAt
        media { idMal title { romaji native english } }
        score
      }
    }
    user { id name mediaListOptions { scoreFormat } }
  }
}`;

export interface ListExportEntry {
  mediaId: number;
  status: MediaListStatus | null;
  progress: number | null;
  progressVolumes?: number | null;
  repeat: number | null;
  notes: string | null;
  priority: number | null;
  hiddenFromStatusLists: boolean | null;
  customLists: unknown;
  advancedScores: unknown;
  startedAt: FuzzyDate | null;
  completedAt: FuzzyDate | null;
  updatedAt: number | null;
  createdAt: number | null;
  media: { idMal: number | null; title: { romaji: string | null; native: string | null; english: string | null } | null } | null;
  score: number | null;
}

export interface ListExportResult {
  MediaListCollection: {
    lists: ({ name: string | null; isCustomList: boolean | null; isSplitCompletedList: boolean | null; entries: (ListExportEntry | null)[] | null } | null)[] | null;
    user: { id: number; name: string; mediaListOptions: { scoreFormat: ScoreFormat | null } | null } | null;
  } | null;
}

/** The import's view of a list: what is on it, under which entry id, and the fields an import sets. */
export const IMPORT_LIST_STATE = /* GraphQL */ `
query ImportListState($userName: String, $type: MediaType) {
  MediaListCollection(userName: $userName, type: $type) {
    lists { entries { id mediaId status scoreRaw: score(format: POINT_100) progress progressVolumes repeat } }
  }
}`;

export interface ImportListStateEntry {
  id: number;
  mediaId: number;
  status: MediaListStatus | null;
  scoreRaw: number | null;
  progress: number | null;
  progressVolumes: number | null;
  repeat: number | null;
}

export interface ImportListStateResult {
  MediaListCollection: { lists: ({ entries: (ImportListStateEntry | null)[] | null } | null)[] | null } | null;
}
