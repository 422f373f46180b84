/**
 * The profile stats tables' reads (spec doc 2 §7 "Anime and manga list; staff list"): the list
 * and the staff of every listed media, both a chunk of the id-ordered list at a time, so a list
 * of 11,000 entries arrives in pieces the rate budget paces (algorithms.md §1c "Inputs").
 */
import { LIST_ENTRY_NO_STAFF, type ListEntry } from './lists';

/** AniList's largest chunk. */
export const STATS_CHUNK_SIZE = 500;

export const STATS_LIST_CHUNK = /* GraphQL */ `
query StatsListChunk($name: String, $type: MediaType, $chunk: Int, $perChunk: Int) {
  MediaListCollection(userName: $name, type: $type, chunk: $chunk, perChunk: $perChunk) {
    hasNextChunk
    lists {
      name
      isCustomList
      entries {${LIST_ENTRY_NO_STAFF}
        }
      }
    }
    user { id name }
  }
}`;

/** A list entry as LIST_ENTRY_NO_STAFF reads it. */
export type StatsListEntry = ListEntry;

export interface StatsListChunkResult {
  MediaListCollection: {
    hasNextChunk: boolean | null;
    lists: ({ name: string | null; isCustomList: boolean | null; entries: (StatsListEntry | null)[] | null } | null)[] | null;
    user: { id: number; name: string } | null;
  } | null;
}

/** Two pages of 25 staff per media under the aliases `a` and `b` (workers/lists mergeStaffPages). */
export const STATS_STAFF_CHUNK = /* GraphQL */ `
query StatsStaffChunk($name: String, $type: MediaType, $chunk: Int, $perChunk: Int) {
  MediaListCollection(userName: $name, type: $type, chunk: $chunk, perChunk: $perChunk) {
    hasNextChunk
    lists {
      entries {
        mediaId
        media {
          id
          a: staff(page: 1, perPage: 25) { nodes { id name { first last full } } }
          b: staff(page: 2, perPage: 25) { nodes { id name { first last full } } }
        }
      }
    }
  }
}`;

interface StaffConnection {
  nodes: ({ id: number; name: { first: string | null; last: string | null; full: string | null } | null } | null)[] | null;
}

export interface StatsStaffChunkResult {
  MediaListCollection: {
    hasNextChunk: boolean | null;
    lists: ({ entries: ({ mediaId: number; media: { id: number; a: StaffConnection | null; b: StaffConnection | null } | null } | null)[] | null } | null)[] | null;
  } | null;
}
