/**
 * Reviews (spec doc 2 §7 "Stats page": all reviews by page; §9: 100 best and worst reviews, 10
 * best and worst reviewers, 25 most prolific reviewers), one table at a time.
 */
import { VQ_REVIEWS_PAGE, type VqReview, type VqReviewsPageResult } from '../../../../api/queries/variousQueries';
import { mostProlific, NAMELESS_REVIEWER, rankReviewers, rankReviews, reviewerName, type ReviewerSummary, type ReviewVotes } from '../../../../lib/reviewStats';
import type { QueryCell, QueryResult, VariousQuery } from '../types';
import { callApi, readAllPages, runQuietly } from './toolKit';

type Shown = 'bestReviews' | 'worstReviews' | 'bestReviewers' | 'worstReviewers' | 'prolific';

type Votes = ReviewVotes & { readonly source: VqReview };

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function reviewerCell(userName: string, userId: number | null): QueryCell {
  return userId !== null && userName !== NAMELESS_REVIEWER ? { text: userName, href: `/user/${encodeURIComponent(userName)}/` } : userName;
}

function reviewTable(reviews: readonly Votes[], which: 'best' | 'worst'): QueryResult {
  return {
    kind: 'table',
    caption: which === 'best' ? 'The 100 best reviews' : 'The 100 worst reviews',
    columns: ['Review', 'Reviewer', 'Helpful', 'Votes', 'Confidence'],
    rows: rankReviews(reviews, which).map(({ review, confidence }) => {
      const media = review.source.media;
      const title = media?.title?.romaji ?? `Review ${review.id}`;
      return [{ text: title, href: `/review/${review.id}` }, reviewerCell(reviewerName(review), review.user?.id ?? null), review.rating, review.ratingAmount, percent(confidence)];
    }),
  };
}

function reviewerTable(reviewers: readonly ReviewerSummary[], caption: string): QueryResult {
  return {
    kind: 'table',
    caption,
    columns: ['Reviewer', 'Reviews', 'Helpful', 'Votes', 'Confidence'],
    rows: reviewers.map((r) => [reviewerCell(r.name, r.userId), r.reviews, r.rating, r.ratingAmount, percent(r.confidence)]),
  };
}

export function reviewsResult(reviews: readonly Votes[], shown: Shown): QueryResult {
  switch (shown) {
    case 'bestReviews':
      return reviewTable(reviews, 'best');
    case 'worstReviews':
      return reviewTable(reviews, 'worst');
    case 'bestReviewers':
      return reviewerTable(rankReviewers(reviews, 'best'), 'The 10 best reviewers');
    case 'worstReviewers':
      return reviewerTable(rankReviewers(reviews, 'worst'), 'The 10 worst reviewers');
    case 'prolific':
      return reviewerTable(mostProlific(reviews), 'The 25 most prolific reviewers');
  }
}

export const reviews: VariousQuery = {
  id: 'reviews',
  label: 'Reviews',
  options: [
    {
      kind: 'select',
      key: 'show',
      label: 'Show',
      default: 'bestReviews',
      choices: [
        { value: 'bestReviews', label: 'Best reviews' },
        { value: 'worstReviews', label: 'Worst reviews' },
        { value: 'bestReviewers', label: 'Best reviewers' },
        { value: 'worstReviewers', label: 'Worst reviewers' },
        { value: 'prolific', label: 'Most prolific reviewers' },
      ],
    },
  ],
  run: (run) =>
    runQuietly(run, async () => {
      run.progress('Loading...');
      const all = await readAllPages(
        run,
        async (page) => {
          const data = await callApi<VqReviewsPageResult>(run, VQ_REVIEWS_PAGE, { page });
          return {
            items: (data?.Page?.reviews ?? []).filter((review): review is VqReview => !!review),
            lastPage: data?.Page?.pageInfo?.lastPage ?? 1,
            total: data?.Page?.pageInfo?.total ?? 0,
          };
        },
        (_items, read, first) => run.progress(`Page ${read} of ${first.lastPage}`),
      );
      const votes: Votes[] = all.map((review) => ({
        id: review.id,
        rating: review.rating ?? 0,
        ratingAmount: review.ratingAmount ?? 0,
        user: review.user ? { id: review.user.id, name: review.user.name } : null,
        source: review,
      }));
      const shown = String(run.options.show ?? 'bestReviews') as Shown;
      run.show(reviewsResult(votes, shown));
    }),
};
