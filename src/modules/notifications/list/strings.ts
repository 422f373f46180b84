/** Every text of the notifications list. The sign-in message is the spec's, verbatim (core/messages.ts). */
import { NOTIFICATIONS_NEED_SIGN_IN } from '../../../core/messages';

export const strings = {
  notSignedIn: NOTIFICATIONS_NEED_SIGN_IN,
  loading: 'Loading notifications...',
  failed: "Could not load your notifications from AniList's API. AniList's own list is shown instead.",
  showNative: 'Show the default list',
  showGrouped: 'Show the grouped list',
  loadMore: 'Load more',
  loadingMore: 'Loading more...',
  empty: 'No notifications',
  openComments: 'Show the comments',
  closeComments: 'Hide the comments',
  commentsLoading: 'Loading comments...',
  commentsFailed: 'Could not load the comments.',
  nearLimit: "Automail stopped asking AniList's API for now: the rate limit is nearly used up. Try again in a minute.",
  noReplies: 'No replies yet.',
  earlierReplies: (count: number) => `${count} earlier ${count === 1 ? 'reply' : 'replies'} not shown: open the activity to read them.`,
  unreadLabel: 'unread',
  listLabel: 'Notifications, grouped',
  others: (count: number) => ` and ${count} more`,
} as const;
