// The notification types a member can switch on /settings/notifications (AniList's
// NotificationType enum; test/sim/notificationOptions.test.ts keeps the list equal to the schema's).
import type { NotificationOptionSetting, UserOptions } from './types.ts';

export const NOTIFICATION_TYPES = [
  'ACTIVITY_MESSAGE', 'ACTIVITY_REPLY', 'FOLLOWING', 'ACTIVITY_MENTION', 'THREAD_COMMENT_MENTION',
  'THREAD_SUBSCRIBED', 'THREAD_COMMENT_REPLY', 'AIRING', 'ACTIVITY_LIKE', 'ACTIVITY_REPLY_LIKE',
  'THREAD_LIKE', 'THREAD_COMMENT_LIKE', 'ACTIVITY_REPLY_SUBSCRIBED', 'RELATED_MEDIA_ADDITION',
  'MEDIA_DATA_CHANGE', 'MEDIA_MERGE', 'MEDIA_DELETION',
] as const;

/** Every type with its state: what the user switched, the rest on. */
export function notificationSettings(options: UserOptions): NotificationOptionSetting[] {
  const chosen = new Map((options.notificationOptions ?? []).map((option) => [option.type, option.enabled]));
  return NOTIFICATION_TYPES.map((type) => ({ type, enabled: chosen.get(type) ?? true }));
}

/** "THREAD_COMMENT_REPLY" → "Thread comment reply". */
export function notificationLabel(type: string): string {
  const words = type.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
