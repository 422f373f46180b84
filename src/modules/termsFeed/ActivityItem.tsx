/** One activity of the feed (host-dom §2.2's parts, drawn by us): who, what, when, likes, replies. */
import { useState } from 'react';
import type { FeedActivity } from '../../api/queries/termsFeed';
import type { TitleLanguage } from '../../lib/titles';
import type { FeedController } from './controller';
import { LikeButton } from './LikeButton';
import { MediaLink } from './MediaLink';
import { Replies } from './Replies';
import { RichText } from './RichText';
import { strings } from './strings';
import { TimeLink, UserLink } from './TimeLink';

export interface ActivityItemProps {
  controller: FeedController;
  activity: FeedActivity;
  dimmed: boolean;
  own: boolean;
  noImages: boolean;
  titleLanguage: TitleLanguage;
}

function Body({ activity, noImages, titleLanguage }: Pick<ActivityItemProps, 'activity' | 'noImages' | 'titleLanguage'>) {
  switch (activity.__typename) {
    case 'TextActivity':
      return <RichText className="hohFeedText" html={activity.text} noImages={noImages} />;
    case 'MessageActivity':
      return <RichText className="hohFeedText" html={activity.message} noImages={noImages} />;
    case 'ListActivity':
      return (
        <p className="hohFeedStatus">
          {`${activity.status ?? ''}${activity.progress ? ` ${activity.progress} of` : ''} `}
          {activity.media ? <MediaLink media={activity.media} noImages={noImages} titleLanguage={titleLanguage} /> : null}
        </p>
      );
  }
}

export function ActivityItem({ controller, activity, dimmed, own, noImages, titleLanguage }: ActivityItemProps) {
  const [open, setOpen] = useState(false);
  const author = activity.__typename === 'MessageActivity' ? activity.messenger : activity.user;
  const replies = activity.replies ?? [];
  return (
    <li className={`hohFeedEntry hohFeedActivity activity-${activity.type.toLowerCase()}${dimmed ? ' hohSfwDimmed' : ''}`} data-activity-id={activity.id}>
      <div className="hohFeedHeader">
        <UserLink user={author} noImages={noImages} />
        {activity.__typename === 'MessageActivity' ? (
          <>
            <span className="hohFeedTo">{strings.messageTo}</span>
            <UserLink user={activity.recipient} noImages={noImages} />
          </>
        ) : null}
        <TimeLink href={`/activity/${activity.id}`} createdAt={activity.createdAt} />
      </div>
      <Body activity={activity} noImages={noImages} titleLanguage={titleLanguage} />
      <div className="hohFeedActions">
        <button type="button" className="hohFeedRepliesToggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          {strings.repliesLabel(activity.replyCount)}
        </button>
        <LikeButton likeCount={activity.likeCount} isLiked={activity.isLiked} likes={activity.likes} onLike={() => void controller.likeActivity(activity.id)} />
        {own ? (
          <>
            <button type="button" className="hohFeedEdit" onClick={() => void controller.edit(activity.id)}>{strings.edit}</button>
            <button type="button" className="hohFeedDelete" onClick={() => void controller.remove(activity.id)}>{strings.delete}</button>
          </>
        ) : null}
      </div>
      {open ? <Replies controller={controller} activityId={activity.id} replies={replies} noImages={noImages} /> : null}
    </li>
  );
}
