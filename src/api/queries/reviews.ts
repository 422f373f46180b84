/** Review ratings: the 30 newest reviews for /reviews (spec doc 2 §7, cached 30 s) and ratings by id for the home cards. */

export const RECENT_REVIEWS_COUNT = 30;

export const RECENT_REVIEWS = `query AutomailRecentReviews {
  Page(page: 1, perPage: ${RECENT_REVIEWS_COUNT}) {
    reviews(sort: ID_DESC) { id rating ratingAmount user { name } }
  }
}`;

export interface ReviewRating {
  id: number;
  rating?: number | null;
  ratingAmount?: number | null;
  user?: { name?: string | null } | null;
}

export interface RecentReviewsResult {
  Page: { reviews: (ReviewRating | null)[] | null } | null;
}

/** One request for the ratings of the given reviews, each under the alias r{id}. */
export function reviewRatingsDocument(ids: readonly number[]): string {
  const parts = ids.filter((id) => Number.isInteger(id) && id > 0).map((id) => `r${id}: Review(id: ${id}) { id rating ratingAmount }`);
  return `query AutomailReviewRatings {\n  ${parts.join('\n  ')}\n}`;
}

export type ReviewRatingsResult = Record<string, ReviewRating | null>;
