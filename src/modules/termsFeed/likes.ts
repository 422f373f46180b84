/**
 * A like as the feed shows it, flipped at once when clicked (spec doc 3 §4 "Likes"): the heart,
 * the count and the list of likers change before the API answers, and change back if it never does.
 */
import type { FeedLiker } from '../../api/queries/termsFeed';

export interface Likeable {
  likeCount: number;
  isLiked: boolean | null;
  likes: (FeedLiker | null)[] | null;
}

/** The item with the viewer's like added or taken away. */
export function flipLike<T extends Likeable>(item: T, viewer: FeedLiker | null): T {
  const liked = !item.isLiked;
  const others = (item.likes ?? []).filter((liker): liker is FeedLiker => liker !== null && liker.id !== viewer?.id);
  return {
    ...item,
    isLiked: liked,
    likeCount: Math.max(0, item.likeCount + (liked ? 1 : -1)),
    likes: liked && viewer ? [...others, viewer] : others,
  };
}

/** The item as the API says it is now (count and state), keeping the drawn likers in step. */
export function settleLike<T extends Likeable>(item: T, answer: { likeCount: number; isLiked: boolean | null }): T {
  return { ...item, likeCount: answer.likeCount, isLiked: answer.isLiked };
}
