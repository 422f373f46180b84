import type { MediaType } from './types';

/** Only the notes of a list: the tag index needs nothing else, and Hoarder's list is 11,000 long. */
export const LIST_NOTES_ONLY = /* GraphQL */ `
query ListNotesOnly($name: String, $listType: MediaType) {
  MediaListCollection(userName: $name, type: $listType) {
    lists { entries { mediaId notes } }
  }
}`;

export interface ListNotesOnlyVariables {
  name: string;
  listType: MediaType;
}

export interface ListNotesOnlyResult {
  MediaListCollection: {
    lists: ({ entries: ({ mediaId: number; notes: string | null } | null)[] | null } | null)[] | null;
  } | null;
}
