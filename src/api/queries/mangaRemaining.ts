import type { MediaListStatus, MediaStatus } from './types';

/**
 * The manga a member is reading (CURRENT, REPEATING) with their counts: what mangaRemaining
 * subtracts. The API filters the statuses, so a list of 11,000 sends only its reading entries.
 */
export const MANGA_REMAINING_LIST = /* GraphQL */ `
query MangaRemainingList($userName: String) {
  MediaListCollection(userName: $userName, type: MANGA, status_in: [CURRENT, REPEATING]) {
    lists {
      entries { mediaId status progress progressVolumes media { id status chapters volumes } }
    }
  }
}`;

export interface MangaRemainingListResult {
  MediaListCollection: {
    lists: ({
      entries: ({
        mediaId: number;
        status: MediaListStatus | null;
        progress: number | null;
        progressVolumes: number | null;
        media: { id: number; status: MediaStatus | null; chapters: number | null; volumes: number | null } | null;
      } | null)[] | null;
    } | null)[] | null;
  } | null;
}
