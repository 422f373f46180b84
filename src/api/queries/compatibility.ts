/** The lean list the profile's Compatibility button compares (algorithms.md §1b "Compatibility figure"). */
import type { MediaType } from './types';

/** Every entry's media id and its score on the 100-point scale; nothing else is needed. */
export const COMPATIBILITY_LIST = /* GraphQL */ `
query CompatibilityList($userName: String, $type: MediaType) {
  MediaListCollection(userName: $userName, type: $type) {
    user { id name }
    lists {
      name
      isCustomList
      entries { mediaId status scoreRaw: score(format: POINT_100) }
    }
  }
}`;

export interface CompatibilityListVariables {
  userName: string;
  type: MediaType;
}

export interface CompatibilityListResult {
  MediaListCollection: {
    user: { id: number; name: string } | null;
    lists: ({
      name: string | null;
      isCustomList: boolean | null;
      entries: ({ mediaId: number; status: string | null; scoreRaw: number | null } | null)[] | null;
    } | null)[] | null;
  } | null;
}
