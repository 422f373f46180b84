/** What the social tab says, in one place (spec doc 3 §2, §4, §8; host-dom.md §2.8). */
import { REQUIRES_SIGN_IN } from '../../core/messages';

export const strings = {
  users: (n: number) => `Users: ${n}`,
  average: (percent: number) => `Avg: ${percent}%`,
  statusFilter: 'Filter the followed users by status',
  statusButton: (label: string, count: number, active: boolean) => `${label}: ${count}${active ? ' (shown alone; press again to show all)' : ''}`,
  repeat: (n: number) => `Rewatched or reread ${n} time${n === 1 ? '' : 's'}`,
  notes: 'Notes',
  hasReplies: 'Has Replies',
  following: 'Following',
  heading: 'Recent Activity',
  feedControls: 'Activity feed filters',
  loadMore: 'Load More',
  loading: 'Loading...',
  empty: 'No activity',
  failed: 'Failed to load activity',
  signIn: REQUIRES_SIGN_IN,
  replies: (n: number) => `${n} repl${n === 1 ? 'y' : 'ies'}`,
  likes: (n: number) => `${n} like${n === 1 ? '' : 's'}`,
  activityLink: 'Link to the activity',
} as const;

