/**
 * AniList's notification union flattened into the list's items (lib/notificationGroups.ts).
 * Structural input types, so the page, the bench and the tests can feed it the API's answer.
 */
import type { NotificationItem } from './notificationGroups';

interface RawTitle {
  romaji?: string | null;
  english?: string | null;
  native?: string | null;
}

/** The fields of any NotificationUnion member the list reads (all optional but the base). */
export interface RawNotification {
  __typename?: string;
  id: number;
  type: string | null;
  createdAt: number | null;
  context?: string | null;
  contexts?: (string | null)[] | null;
  episode?: number | null;
  activityId?: number | null;
  user?: { name: string; avatar: { medium?: string | null } | null } | null;
  thread?: { id: number; title: string | null } | null;
  comment?: { id: number } | null;
  threadId?: number | null;
  commentId?: number | null;
  media?: { id: number; type?: string | null; title: RawTitle | null; coverImage?: { medium?: string | null } | null } | null;
  mediaId?: number | null;
  deletedMediaTitle?: string | null;
  deletedMediaTitles?: (string | null)[] | null;
}

/** AniList's phrases where a notification carries no context (host-dom.md §2.15). */
const FALLBACK_CONTEXT: Readonly<Record<string, string>> = {
  ACTIVITY_LIKE: ' liked your activity.',
  ACTIVITY_REPLY: ' replied to your activity.',
  ACTIVITY_MESSAGE: ' sent you a message.',
  ACTIVITY_REPLY_LIKE: ' liked your activity reply.',
  ACTIVITY_MENTION: ' mentioned you in their activity.',
  ACTIVITY_REPLY_SUBSCRIBED: " replied to activity you're subscribed to.",
  THREAD_COMMENT_LIKE: ' liked your comment, in the forum thread ',
  THREAD_SUBSCRIBED: ' commented in your subscribed forum thread ',
  THREAD_COMMENT_REPLY: ' replied to your comment, in the forum thread ',
  THREAD_LIKE: ' liked your forum thread, ',
  THREAD_COMMENT_MENTION: ' mentioned you, in the forum thread ',
  FOLLOWING: ' started following you.',
  RELATED_MEDIA_ADDITION: ' was recently added to the site.',
  MEDIA_DATA_CHANGE: ' received site data changes.',
  MEDIA_MERGE: ' was merged into ',
  MEDIA_DELETION: ' was deleted from the site.',
};

/** The titles a merge took off the site, as one text ("A, B"); null when AniList sent none. */
function mergedAwayTitles(raw: RawNotification): string | null {
  const titles = (raw.deletedMediaTitles ?? []).filter((title): title is string => !!title);
  return titles.length ? titles.join(', ') : null;
}

function mediaPath(media: NonNullable<RawNotification['media']>): string {
  return `/${media.type === 'MANGA' ? 'manga' : 'anime'}/${media.id}`;
}

/** One API notification as a list item; null for an empty union member. */
export function toNotificationItem(raw: RawNotification, titleOf: (title: RawTitle | null) => string): NotificationItem | null {
  if (!raw || typeof raw.id !== 'number' || !raw.type) return null;
  const type = raw.type;
  const user = raw.user ? { name: raw.user.name, avatar: raw.user.avatar?.medium ?? null } : null;
  const base = {
    id: raw.id,
    type,
    createdAt: raw.createdAt ?? 0,
    user,
    activityId: null as number | null,
    title: null as string | null,
    episode: null as number | null,
    cover: null as string | null,
    context: raw.context ?? FALLBACK_CONTEXT[type] ?? '',
    suffix: '',
    titleFirst: false,
    lead: null as string | null,
  };
  if (type === 'AIRING' && raw.media) {
    const [before, middle, after] = raw.contexts ?? [];
    return {
      ...base,
      target: `media:${raw.media.id}`,
      href: mediaPath(raw.media),
      title: titleOf(raw.media.title),
      episode: raw.episode ?? null,
      cover: raw.media.coverImage?.medium ?? null,
      context: `${before ?? 'Episode '}${raw.episode ?? ''}${middle ?? ' of '}`,
      suffix: after ?? ' aired.',
    };
  }
  if (type.startsWith('THREAD_')) {
    const threadId = raw.thread?.id ?? raw.threadId ?? null;
    const commentId = raw.comment?.id ?? raw.commentId ?? null;
    const href = threadId === null ? '/forum/overview' : commentId ? `/forum/thread/${threadId}/comment/${commentId}` : `/forum/thread/${threadId}`;
    // Likes and replies are about one comment; subscriptions and thread likes about the thread.
    const target = type === 'THREAD_SUBSCRIBED' || type === 'THREAD_LIKE' || !commentId ? `thread:${threadId ?? 0}` : `comment:${commentId}`;
    return { ...base, target, href, title: raw.thread?.title ?? null };
  }
  if (typeof raw.activityId === 'number' && raw.activityId > 0) {
    return { ...base, target: `activity:${raw.activityId}`, activityId: raw.activityId, href: `/activity/${raw.activityId}` };
  }
  if (type === 'FOLLOWING') {
    return { ...base, target: null, href: user ? `/user/${user.name}/` : '/notifications' };
  }
  // The site's own notifications about media (schema: RelatedMediaAddition, MediaDataChange,
  // MediaMerge, MediaDeletion). AniList writes them as sentences about the title:
  // "<Title> was recently added to the site.", "<Title> received site data changes.",
  // "<Old titles> was merged into <Title>", "<Old title> was deleted from the site.".
  if (type === 'MEDIA_MERGE') {
    const media = raw.media;
    return {
      ...base,
      target: media ? `media:${media.id}` : null,
      href: media ? mediaPath(media) : '/notifications',
      title: media ? titleOf(media.title) : null,
      cover: media?.coverImage?.medium ?? null,
      lead: mergedAwayTitles(raw),
    };
  }
  if (raw.media) {
    return { ...base, target: `media:${raw.media.id}`, href: mediaPath(raw.media), title: titleOf(raw.media.title), cover: raw.media.coverImage?.medium ?? null, titleFirst: true };
  }
  const deleted = raw.deletedMediaTitle ?? mergedAwayTitles(raw);
  return { ...base, target: null, href: '/notifications', lead: deleted || null };
}
