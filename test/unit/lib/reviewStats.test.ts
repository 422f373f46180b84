import { describe, expect, it } from 'vitest';
import { mostProlific, NAMELESS_REVIEWER, rankReviewers, rankReviews, REVIEW_WITHOUT_USER, reviewerName, summariseReviewers } from '../../../src/lib/reviewStats';

const review = (id: number, rating: number, ratingAmount: number, user: { id: number; name: string | null } | null) => ({ id, rating, ratingAmount, user });

describe('reviewStats', () => {
  const reviews = [
    review(1, 3, 3, { id: 10, name: 'A' }),
    review(2, 900, 1000, { id: 11, name: 'B' }),
    review(3, 10, 200, { id: 12, name: 'C' }),
    review(4, 0, 0, null),
    review(5, 5, 10, { id: 12, name: 'C' }),
    review(6, 1, 2, { id: 13, name: null }),
  ];

  it('ranks by the Wilson lower bound, not by the raw share', () => {
    // 3 of 3 (bound 0.44) stays below 900 of 1000 (0.88) but above 5 of 10 (0.24).
    expect(rankReviews(reviews, 'best', 3).map((r) => r.review.id)).toEqual([2, 1, 5]);
    expect(rankReviews(reviews, 'worst', 1).map((r) => r.review.id)).toEqual([3]);
    expect(rankReviews(reviews, 'best')).toHaveLength(6);
  });

  it("names reviewers in the spec's words when the name or user is missing", () => {
    expect(reviewerName(reviews[3])).toBe(REVIEW_WITHOUT_USER);
    expect(reviewerName(reviews[5])).toBe(NAMELESS_REVIEWER);
    expect(summariseReviewers(reviews).find((r) => r.userId === 12)).toMatchObject({ reviews: 2, rating: 15, ratingAmount: 210 });
  });

  it('ranks reviewers on their summed votes and counts the prolific ones', () => {
    expect(rankReviewers(reviews, 'best', 1).map((r) => r.name)).toEqual(['B']);
    expect(rankReviewers(reviews, 'worst', 1).map((r) => r.name)).toEqual(['C']);
    expect(mostProlific(reviews, 2).map((r) => [r.name, r.reviews])).toEqual([['C', 2], [NAMELESS_REVIEWER, 1]]);
    expect(mostProlific(reviews).map((r) => r.name)).not.toContain(REVIEW_WITHOUT_USER);
  });
});
