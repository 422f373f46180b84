/**
 * The reads of the statsBias table (More stats, issue 26): whom the member follows, then, a batch
 * of the member's scored media at a time, AniList's average score of those media and the scores
 * the followed people gave them. Several pages ride in one request under aliases, so the rate
 * budget is spent per request, not per page.
 */

/** AniList's largest page. */
export const BIAS_PER_PAGE = 50;
/** Pages of followed users read (4 × 50): beyond that the table compares with the first 200. */
export const BIAS_FOLLOWING_PAGES = 4;
/** Media per request (Page.media answers at most 50). */
export const BIAS_MEDIA_BATCH = 50;
/** Pages of followed scores per request. */
export const BIAS_SCORE_PAGES = 3;

const followingPages = Array.from(
  { length: BIAS_FOLLOWING_PAGES },
  (_, i) => `  f${i + 1}: Page(page: ${i + 1}, perPage: ${BIAS_PER_PAGE}) { following(userId: $userId, sort: ID) { id } }`,
).join('\n');

export const STATS_BIAS_FOLLOWING = /* GraphQL */ `query StatsBiasFollowing($userId: Int!) {
${followingPages}
}`;

/** f1 … f4: pages of followed users' ids. */
export type StatsBiasFollowingResult = Record<string, { following: ({ id: number } | null)[] | null } | null>;

const scorePages = Array.from(
  { length: BIAS_SCORE_PAGES },
  (_, i) =>
    `  s${i + 1}: Page(page: $p${i + 1}, perPage: ${BIAS_PER_PAGE}) @include(if: $withScores) {
    pageInfo { hasNextPage }
    mediaList(userId_in: $users, mediaId_in: $media, status_not: PLANNING) { userId mediaId score(format: POINT_100) }
  }`,
).join('\n');
const pageVariables = Array.from({ length: BIAS_SCORE_PAGES }, (_, i) => `$p${i + 1}: Int`).join(', ');

/**
 * One batch of media: their average scores (only on the batch's first request, `withMedia`) and
 * three pages of the followed people's entries of them (none when the member follows nobody,
 * `withScores`: an empty userId_in would not limit anything); the next request asks the next three.
 */
export const STATS_BIAS_SCORES = /* GraphQL */ `query StatsBiasScores($users: [Int], $media: [Int], $withMedia: Boolean!, $withScores: Boolean!, ${pageVariables}) {
  media: Page(page: 1, perPage: ${BIAS_MEDIA_BATCH}) @include(if: $withMedia) { media(id_in: $media) { id averageScore } }
${scorePages}
}`;

export interface StatsBiasScorePage {
  pageInfo: { hasNextPage: boolean | null } | null;
  mediaList: ({ userId: number; mediaId: number; score: number | null } | null)[] | null;
}

/** `media` only when asked for; s1 … s3 the pages of scores. */
export type StatsBiasScoresResult = {
  media?: { media: ({ id: number; averageScore: number | null } | null)[] | null } | null;
} & { [alias: `s${number}`]: StatsBiasScorePage | null | undefined };
