/** A forum thread of the feed: title, author, replies, likes and the body (sanitised). */
import type { FeedThread } from '../../api/queries/termsFeed';
import type { FeedController } from './controller';
import { LikeButton } from './LikeButton';
import { RichText } from './RichText';
import { strings } from './strings';
import { TimeLink, UserLink } from './TimeLink';

export function ThreadItem({ controller, thread, noImages }: { controller: FeedController; thread: FeedThread; noImages: boolean }) {
  const href = `/forum/thread/${thread.id}`;
  return (
    <li className="hohFeedEntry hohFeedThread" data-thread-id={thread.id}>
      <div className="hohFeedHeader">
        <UserLink user={thread.user} noImages={noImages} />
        <TimeLink href={href} createdAt={thread.repliedAt ?? thread.createdAt} />
      </div>
      <h3 className="hohFeedTitle">
        <a href={href}>{thread.title ?? strings.thread}</a>
      </h3>
      <details className="hohFeedThreadBody">
        <summary>{strings.threadReplies(thread.replyCount ?? 0)}</summary>
        <RichText className="hohFeedText" html={thread.body} noImages={noImages} />
      </details>
      <div className="hohFeedActions">
        <LikeButton likeCount={thread.likeCount} isLiked={thread.isLiked} likes={thread.likes} onLike={() => void controller.likeThread(thread.id)} />
      </div>
    </li>
  );
}
