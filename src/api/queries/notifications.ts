/** The signed-in user's notifications (needs the token): unread count, a page, reset, single count. */
import { PAGE_INFO, TITLE, USER_REF, type MediaTitle, type MediaType, type NotificationType, type PageInfo, type UserRef } from './types';

const ACTIVITY_REF = `activity {
        ... on TextActivity { id type siteUrl }
        ... on ListActivity { id type siteUrl status progress media { id ${TITLE} } }
        ... on MessageActivity { id type siteUrl }
      }`;
const THREAD_REF = 'thread { id title siteUrl } comment { id siteUrl }';
const MEDIA_REF = `media { id type ${TITLE} siteUrl coverImage { medium } }`;
const BASE = 'id type createdAt';

/** Every member of NotificationUnion, so no notification comes back as an empty object. */
const NOTIFICATION_FIELDS = `
    __typename
    ... on AiringNotification { ${BASE} episode contexts animeId ${MEDIA_REF} }
    ... on FollowingNotification { ${BASE} context user { ${USER_REF} } }
    ... on ActivityMessageNotification { ${BASE} context activityId user { ${USER_REF} } message { id siteUrl } }
    ... on ActivityMentionNotification { ${BASE} context activityId user { ${USER_REF} } ${ACTIVITY_REF} }
    ... on ActivityReplyNotification { ${BASE} context activityId user { ${USER_REF} } ${ACTIVITY_REF} }
    ... on ActivityReplySubscribedNotification { ${BASE} context activityId user { ${USER_REF} } ${ACTIVITY_REF} }
    ... on ActivityLikeNotification { ${BASE} context activityId user { ${USER_REF} } ${ACTIVITY_REF} }
    ... on ActivityReplyLikeNotification { ${BASE} context activityId user { ${USER_REF} } ${ACTIVITY_REF} }
    ... on ThreadCommentMentionNotification { ${BASE} context commentId user { ${USER_REF} } ${THREAD_REF} }
    ... on ThreadCommentReplyNotification { ${BASE} context commentId user { ${USER_REF} } ${THREAD_REF} }
    ... on ThreadCommentSubscribedNotification { ${BASE} context commentId user { ${USER_REF} } ${THREAD_REF} }
    ... on ThreadCommentLikeNotification { ${BASE} context commentId user { ${USER_REF} } ${THREAD_REF} }
    ... on ThreadLikeNotification { ${BASE} context threadId user { ${USER_REF} } ${THREAD_REF} }
    ... on RelatedMediaAdditionNotification { ${BASE} context mediaId ${MEDIA_REF} }
    ... on MediaDataChangeNotification { ${BASE} context reason mediaId ${MEDIA_REF} }
    ... on MediaMergeNotification { ${BASE} context reason mediaId deletedMediaTitles ${MEDIA_REF} }
    ... on MediaDeletionNotification { ${BASE} context reason deletedMediaTitle }`;

/**
 * A page of notifications with the unread count. `$reset: true` marks them read on AniList (the
 * site's own behaviour when its notification page opens); leave it out to only look.
 */
export const NOTIFICATIONS_PAGE = /* GraphQL */ `
query NotificationsPage($page: Int, $perPage: Int, $reset: Boolean, $types: [NotificationType]) {
  Viewer { id unreadNotificationCount }
  Page(page: $page, perPage: $perPage) {
    ${PAGE_INFO}
    notifications(resetNotificationCount: $reset, type_in: $types) {${NOTIFICATION_FIELDS}
    }
  }
}`;

interface NotificationBase {
  id: number;
  type: NotificationType | null;
  createdAt: number | null;
}

interface NotificationActivityRef {
  id: number;
  type: string | null;
  siteUrl: string | null;
  status?: string | null;
  progress?: string | null;
  media?: { id: number; title: MediaTitle | null } | null;
}

interface NotificationMediaRef {
  id: number;
  type: MediaType | null;
  title: MediaTitle | null;
  siteUrl: string | null;
  coverImage: { medium: string | null } | null;
}

interface NotificationThreadRef {
  thread: { id: number; title: string | null; siteUrl: string | null } | null;
  comment: { id: number; siteUrl: string | null } | null;
}

export type Notification =
  | (NotificationBase & { __typename: 'AiringNotification'; episode: number; contexts: (string | null)[] | null; animeId: number; media: NotificationMediaRef | null })
  | (NotificationBase & { __typename: 'FollowingNotification'; context: string | null; user: UserRef | null })
  | (NotificationBase & { __typename: 'ActivityMessageNotification'; context: string | null; activityId: number; user: UserRef | null; message: { id: number; siteUrl: string | null } | null })
  | (NotificationBase & {
      __typename:
        | 'ActivityMentionNotification'
        | 'ActivityReplyNotification'
        | 'ActivityReplySubscribedNotification'
        | 'ActivityLikeNotification'
        | 'ActivityReplyLikeNotification';
      context: string | null;
      activityId: number;
      user: UserRef | null;
      activity: NotificationActivityRef | null;
    })
  | (NotificationBase &
      NotificationThreadRef & {
        __typename:
          | 'ThreadCommentMentionNotification'
          | 'ThreadCommentReplyNotification'
          | 'ThreadCommentSubscribedNotification'
          | 'ThreadCommentLikeNotification';
        context: string | null;
        commentId: number;
        user: UserRef | null;
      })
  | (NotificationBase & NotificationThreadRef & { __typename: 'ThreadLikeNotification'; context: string | null; threadId: number; user: UserRef | null })
  | (NotificationBase & {
      __typename: 'RelatedMediaAdditionNotification' | 'MediaDataChangeNotification' | 'MediaMergeNotification';
      context: string | null;
      reason?: string | null;
      mediaId: number;
      deletedMediaTitles?: (string | null)[] | null;
      media: NotificationMediaRef | null;
    })
  | (NotificationBase & { __typename: 'MediaDeletionNotification'; context: string | null; reason: string | null; deletedMediaTitle: string | null });

export interface NotificationsPageResult {
  Viewer: { id: number; unreadNotificationCount: number | null } | null;
  Page: { pageInfo: PageInfo | null; notifications: (Notification | null)[] | null } | null;
}

/** Just the unread count (polling). */
export const UNREAD_NOTIFICATION_COUNT = /* GraphQL */ `
query UnreadNotificationCount {
  Viewer { id unreadNotificationCount }
}`;

export interface UnreadNotificationCountResult {
  Viewer: { id: number; unreadNotificationCount: number | null } | null;
}

/** Marks every notification read (the dismiss action): asks for one with the reset flag. */
export const RESET_NOTIFICATION_COUNT = /* GraphQL */ `
query ResetNotificationCount {
  Notification(resetNotificationCount: true) { __typename }
}`;

export interface ResetNotificationCountResult {
  Notification: { __typename: string } | null;
}

/**
 * The pie's poll: the unread count and the types of the newest notifications (without the reset
 * flag, so looking does not mark them read). `$perPage` is the unread count, at most 50.
 */
export const UNREAD_NOTIFICATION_TYPES = /* GraphQL */ `
query UnreadNotificationTypes($perPage: Int) {
  Viewer { id unreadNotificationCount }
  Page(page: 1, perPage: $perPage) {
    notifications(resetNotificationCount: false) {
      __typename
      ... on AiringNotification { id type }
      ... on FollowingNotification { id type }
      ... on ActivityMessageNotification { id type }
      ... on ActivityMentionNotification { id type }
      ... on ActivityReplyNotification { id type }
      ... on ActivityReplySubscribedNotification { id type }
      ... on ActivityLikeNotification { id type }
      ... on ActivityReplyLikeNotification { id type }
      ... on ThreadCommentMentionNotification { id type }
      ... on ThreadCommentReplyNotification { id type }
      ... on ThreadCommentSubscribedNotification { id type }
      ... on ThreadCommentLikeNotification { id type }
      ... on ThreadLikeNotification { id type }
      ... on RelatedMediaAdditionNotification { id type }
      ... on MediaDataChangeNotification { id type }
      ... on MediaMergeNotification { id type }
      ... on MediaDeletionNotification { id type }
    }
  }
}`;

export interface UnreadNotificationTypesResult {
  Viewer: { id: number; unreadNotificationCount: number | null } | null;
  Page: { notifications: ({ id?: number; type?: NotificationType | null } | null)[] | null } | null;
}
