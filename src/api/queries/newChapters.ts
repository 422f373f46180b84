import { TITLE, type MediaListStatus, type MediaStatus, type MediaTitle } from './types';

/** The reading list of a member, as the New Chapters finder reads it (spec doc 3 §7 "Lists"). */
export const NEW_CHAPTERS_LIST = /* GraphQL */ `
query NewChaptersList($userName: String) {
  MediaListCollection(userName: $userName, type: MANGA) {
    lists {
      entries { mediaId status progress media { id status ${TITLE} } }
    }
  }
}`;

export interface NewChaptersListResult {
  MediaListCollection: {
    lists: ({
      entries: ({
        mediaId: number;
        status: MediaListStatus | null;
        progress: number | null;
        media: { id: number; status: MediaStatus | null; title: MediaTitle | null } | null;
      } | null)[] | null;
    } | null)[] | null;
  } | null;
}
