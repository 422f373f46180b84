/** A fetched list activity as the block rules read feed entries (src/lib/feedFilter.ts). */
import type { SocialFeedActivity } from '../../api/queries/socialTab';
import type { FeedEntryFacts } from '../../lib/feedFilter';

export function activityFacts(activity: SocialFeedActivity): FeedEntryFacts {
  return {
    kind: activity.type === 'MANGA_LIST' ? 'manga_list' : 'anime_list',
    user: activity.user?.name ?? '',
    status: `${activity.status ?? ''}${activity.progress ? ` ${activity.progress} of` : ''}`.trim().toLowerCase(),
    mediaId: activity.media?.id ?? null,
    text: '',
    replies: activity.replyCount,
    likes: activity.likeCount,
  };
}
