/**
 * The score behind a "completed"/"dropped" list activity: the owner's entry for the media, in
 * the owner's score format (MediaList.score without a format argument), cached 60 s. Sent packed
 * (api/batch.ts), one part per activity on screen.
 */
import type { MediaListStatus, ScoreFormat } from './types';

export const LIST_ACTIVITY_SCORE = /* GraphQL */ `
query ListActivityScore($userName: String, $mediaId: Int) {
  MediaList(userName: $userName, mediaId: $mediaId) {
    mediaId
    status
    score
    user { name mediaListOptions { scoreFormat } }
  }
}`;

export interface ListActivityScoreResult {
  MediaList: {
    mediaId: number;
    status: MediaListStatus | null;
    /** In the owner's score format; 0 = no score. */
    score: number | null;
    user: { name: string; mediaListOptions: { scoreFormat: ScoreFormat | null } | null } | null;
  } | null;
}

/** The session-cache key of one owner's score for one media. */
export function listScoreCacheKey(userName: string, mediaId: number): string {
  return `hohListScore:${userName.toLowerCase()}:${mediaId}`;
}
