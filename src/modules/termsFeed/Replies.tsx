/** An activity's replies, each with its like, and the form that publishes a new one. */
import { useId, useState } from 'react';
import type { FeedReply } from '../../api/queries/termsFeed';
import type { FeedController } from './controller';
import { LikeButton } from './LikeButton';
import { RichText } from './RichText';
import { strings } from './strings';
import { TimeLink, UserLink } from './TimeLink';

export function Replies({ controller, activityId, replies, noImages }: {
  controller: FeedController;
  activityId: number;
  replies: readonly (FeedReply | null)[];
  noImages: boolean;
}) {
  const [text, setText] = useState('');
  const [publishing, setPublishing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const publish = async () => {
    setPublishing(true);
    setError(null);
    const failure = await controller.reply(activityId, text);
    setPublishing(false);
    if (failure) setError(failure);
    else setText('');
  };

  return (
    <div className="hohFeedReplies">
      {replies.map((reply) =>
        reply ? (
          <div className="hohFeedReply" key={reply.id} data-reply-id={reply.id}>
            <div className="hohFeedHeader">
              <UserLink user={reply.user} noImages={noImages} />
              <TimeLink href={`/activity/${activityId}`} createdAt={reply.createdAt} />
              <LikeButton likeCount={reply.likeCount} isLiked={reply.isLiked} likes={reply.likes} onLike={() => void controller.likeReply(activityId, reply.id)} />
            </div>
            <RichText className="hohFeedReplyText" html={reply.text} noImages={noImages} />
          </div>
        ) : null,
      )}
      <form
        className="hohFeedReplyForm"
        onSubmit={(event) => {
          event.preventDefault();
          if (!publishing) void publish();
        }}
      >
        <label htmlFor={id} className="hohFeedHidden">{strings.writeReply}</label>
        <textarea id={id} className="hoh-ui-input hohFeedReplyInput" placeholder={strings.writeReply} value={text} rows={2} onChange={(event) => setText(event.currentTarget.value)} />
        <button type="submit" className="hoh-ui-button" disabled={publishing}>{strings.reply}</button>
        {publishing ? <p className="hoh-ui-hint hohFeedPublishing" role="status">{strings.publishingReply}</p> : null}
        {error ? <p className="hoh-ui-error" role="alert">{error}</p> : null}
      </form>
    </div>
  );
}
