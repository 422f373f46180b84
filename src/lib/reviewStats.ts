/**
 * The stats page's review query (spec doc 2 §9: 100 best and worst reviews, 10 best and worst
 * reviewers, 25 most prolific). "Best" is the Wilson lower bound (z 1.96, lib/wilson) of the
 * share of readers who found a review helpful, so a review 3 of 3 liked does not beat one 900 of
 * 1000 liked; "worst" is the same bound on the share who did not. A reviewer is judged on all
 * their reviews' votes together.
 */
import { wilsonLowerBound } from './wilson';

export const BEST_REVIEWS = 100;
export const BEST_REVIEWERS = 10;
export const PROLIFIC_REVIEWERS = 25;

/** spec doc 2 §8. */
export const NAMELESS_REVIEWER = '[private or deleted]';
export const REVIEW_WITHOUT_USER = '[error]';

export interface ReviewVotes {
  readonly id: number;
  readonly rating: number;
  readonly ratingAmount: number;
  /** null: the review came without a user. */
  readonly user: { readonly id: number; readonly name: string | null } | null;
}

export interface RankedReview<R extends ReviewVotes> {
  readonly review: R;
  /** The Wilson lower bound used for the ranking, 0..1. */
  readonly confidence: number;
}

export interface ReviewerSummary {
  readonly name: string;
  readonly userId: number | null;
  readonly reviews: number;
  readonly rating: number;
  readonly ratingAmount: number;
  readonly confidence: number;
}

export function reviewerName(review: ReviewVotes): string {
  if (!review.user) return REVIEW_WITHOUT_USER;
  return review.user.name || NAMELESS_REVIEWER;
}

const helpful = (rating: number, amount: number) => wilsonLowerBound(Math.max(0, rating), Math.max(0, amount));
const unhelpful = (rating: number, amount: number) => wilsonLowerBound(Math.max(0, amount - rating), Math.max(0, amount));

function topBy<T>(items: readonly T[], score: (item: T) => number, tie: (item: T) => number, count: number): { item: T; score: number }[] {
  return items
    .map((item) => ({ item, score: score(item) }))
    .sort((a, b) => b.score - a.score || tie(a.item) - tie(b.item))
    .slice(0, count);
}

/** The `count` best (or worst) reviews, most certain first; equal ones by id. */
export function rankReviews<R extends ReviewVotes>(reviews: readonly R[], which: 'best' | 'worst', count = BEST_REVIEWS): RankedReview<R>[] {
  const score = which === 'best' ? (r: R) => helpful(r.rating, r.ratingAmount) : (r: R) => unhelpful(r.rating, r.ratingAmount);
  return topBy(reviews, score, (r) => r.id, count).map(({ item, score: confidence }) => ({ review: item, confidence }));
}

/** Every reviewer with their review count and summed votes. */
export function summariseReviewers(reviews: readonly ReviewVotes[]): ReviewerSummary[] {
  const groups = new Map<string, { name: string; userId: number | null; reviews: number; rating: number; ratingAmount: number }>();
  for (const review of reviews) {
    const key = review.user ? `u${review.user.id}` : 'none';
    const group = groups.get(key) ?? { name: reviewerName(review), userId: review.user?.id ?? null, reviews: 0, rating: 0, ratingAmount: 0 };
    group.reviews++;
    group.rating += review.rating;
    group.ratingAmount += review.ratingAmount;
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({ ...group, confidence: helpful(group.rating, group.ratingAmount) }));
}

export function rankReviewers(reviews: readonly ReviewVotes[], which: 'best' | 'worst', count = BEST_REVIEWERS): ReviewerSummary[] {
  const known = summariseReviewers(reviews).filter((reviewer) => reviewer.userId !== null);
  const score = which === 'best' ? (r: ReviewerSummary) => r.confidence : (r: ReviewerSummary) => unhelpful(r.rating, r.ratingAmount);
  return topBy(known, score, (r) => r.userId ?? 0, count).map(({ item }) => item);
}

/** The `count` reviewers with the most reviews; equal counts by name. */
export function mostProlific(reviews: readonly ReviewVotes[], count = PROLIFIC_REVIEWERS): ReviewerSummary[] {
  return summariseReviewers(reviews)
    .filter((reviewer) => reviewer.userId !== null)
    .sort((a, b) => b.reviews - a.reviews || a.name.localeCompare(b.name))
    .slice(0, count);
}
