/** The review confidence figure's texts (spec doc 2 §8: '[private or deleted]', '[error]'). */
import type { ReviewConfidence } from '../../lib/wilson';

export const NO_NAME = '[private or deleted]';
export const NO_USER = '[error]';

/** Who wrote the review: a user without a name is private or deleted; no user at all is an error. */
export function reviewerName(user: { name?: string | null } | null | undefined): string {
  if (!user) return NO_USER;
  return user.name || NO_NAME;
}

export function confidenceTitle(confidence: ReviewConfidence, rating: number, ratingAmount: number, reviewer: string): string {
  return `Confidence ${confidence.percent}% (lower bound of the Wilson interval): ${rating} out of ${ratingAmount} users liked this review by ${reviewer}`;
}
