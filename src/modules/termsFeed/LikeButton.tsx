import type { FeedLiker } from '../../api/queries/termsFeed';
import { strings } from './strings';

export interface LikeButtonProps {
  likeCount: number;
  isLiked: boolean | null;
  likes: (FeedLiker | null)[] | null;
  onLike(): void;
}

/** The heart with its count; hovering lists the likers (title), as AniList's popover does. */
export function LikeButton({ likeCount, isLiked, likes, onLike }: LikeButtonProps) {
  const names = (likes ?? []).filter((liker): liker is FeedLiker => liker !== null).map((liker) => liker.name);
  return (
    <button
      type="button"
      className={`hohFeedLike${isLiked ? ' liked' : ''}`}
      aria-pressed={isLiked === true}
      aria-label={strings.likeLabel(likeCount, isLiked === true)}
      title={names.join('\n')}
      onClick={onLike}
    >
      <span className="count">{likeCount}</span> <span aria-hidden="true">♥</span>
    </button>
  );
}
