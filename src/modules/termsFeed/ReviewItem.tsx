/** A review of the feed: media, author, summary (plain text), score and votes. */
import type { FeedReview } from '../../api/queries/termsFeed';
import type { TitleLanguage } from '../../lib/titles';
import { MediaLink, mediaTitle } from './MediaLink';
import { strings } from './strings';
import { TimeLink, UserLink } from './TimeLink';

export function ReviewItem({ review, noImages, titleLanguage }: { review: FeedReview; noImages: boolean; titleLanguage: TitleLanguage }) {
  const href = `/review/${review.id}`;
  return (
    <li className="hohFeedEntry hohFeedReview" data-review-id={review.id}>
      <div className="hohFeedHeader">
        <UserLink user={review.user} noImages={noImages} />
        <TimeLink href={href} createdAt={review.createdAt} />
      </div>
      <h3 className="hohFeedTitle">
        <a href={href}>{strings.review(review.media ? mediaTitle(review.media, titleLanguage) : '')}</a>
      </h3>
      {review.media ? <MediaLink media={review.media} noImages={noImages} titleLanguage={titleLanguage} /> : null}
      {/* The summary is plain text on AniList: shown as text, never as HTML. */}
      <p className="hohFeedSummary">{review.summary ?? ''}</p>
      <p className="hoh-ui-hint">
        {review.score !== null ? `${strings.reviewScore(review.score)} · ` : ''}
        {strings.reviewVotes(review.rating ?? 0, review.ratingAmount ?? 0)}
      </p>
    </li>
  );
}
