// Activities, replies, forum, reviews and notifications.

import type {
  Activity, ActivityReply, ForumThread, Notification, NotificationType, Review, ThreadComment,
} from '../../world/types.ts';
import type { ApiContext, Args, ResolverMap } from '../context.ts';
import { applyFilters, applySort, type Getter } from '../filters.ts';
import { apiMarkdown } from '../../markdown.ts';
import { listArg } from '../args.ts';
import { blocksViewer } from './users.ts';

const ACTIVITY_TYPENAMES = { TEXT: 'TextActivity', ANIME_LIST: 'ListActivity', MANGA_LIST: 'ListActivity', MESSAGE: 'MessageActivity' } as const;

export const NOTIFICATION_TYPENAMES: Record<NotificationType, string> = {
  AIRING: 'AiringNotification',
  FOLLOWING: 'FollowingNotification',
  ACTIVITY_MESSAGE: 'ActivityMessageNotification',
  ACTIVITY_MENTION: 'ActivityMentionNotification',
  ACTIVITY_REPLY: 'ActivityReplyNotification',
  ACTIVITY_REPLY_SUBSCRIBED: 'ActivityReplySubscribedNotification',
  ACTIVITY_LIKE: 'ActivityLikeNotification',
  ACTIVITY_REPLY_LIKE: 'ActivityReplyLikeNotification',
  THREAD_COMMENT_MENTION: 'ThreadCommentMentionNotification',
  THREAD_COMMENT_REPLY: 'ThreadCommentReplyNotification',
  THREAD_SUBSCRIBED: 'ThreadCommentSubscribedNotification',
  THREAD_COMMENT_LIKE: 'ThreadCommentLikeNotification',
  THREAD_LIKE: 'ThreadLikeNotification',
  RELATED_MEDIA_ADDITION: 'RelatedMediaAdditionNotification',
  MEDIA_DATA_CHANGE: 'MediaDataChangeNotification',
  MEDIA_MERGE: 'MediaMergeNotification',
  MEDIA_DELETION: 'MediaDeletionNotification',
};

/** The concrete GraphQL type of a union member (activities, notifications, likeables). */
export function typenameOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.__typename === 'string') return v.__typename;
  if (typeof v.type === 'string' && v.type in ACTIVITY_TYPENAMES && 'replies' in v) return ACTIVITY_TYPENAMES[v.type as keyof typeof ACTIVITY_TYPENAMES];
  if (typeof v.type === 'string' && v.type in NOTIFICATION_TYPENAMES && 'read' in v) return NOTIFICATION_TYPENAMES[v.type as NotificationType];
  if ('activityId' in v && 'text' in v) return 'ActivityReply';
  if ('threadId' in v && 'comment' in v) return 'ThreadComment';
  if ('title' in v && 'categories' in v) return 'Thread';
  return undefined;
}

/** Private messages are seen only by their two users; a private profile's posts only by its owner; a blocker's posts not by whom they blocked. */
export function canSee(ctx: ApiContext, a: Activity): boolean {
  const viewerId = ctx.viewer?.id;
  const people = a.type === 'MESSAGE' ? [a.messengerId, a.recipientId] : [a.userId];
  if (people.some((id) => { const user = ctx.world.getUserById(id); return !!user && blocksViewer(ctx, user); })) return false;
  if (a.type === 'MESSAGE') {
    if (!a.isPrivate) return true;
    return viewerId === a.messengerId || viewerId === a.recipientId;
  }
  return !ctx.world.getUserById(a.userId)?.private || viewerId === a.userId;
}

const activityGetters: Record<string, Getter<Activity>> = {
  id: (a) => a.id,
  // userId means the profile the activity sits on: the author, or a message's recipient
  userId: (a) => (a.type === 'MESSAGE' ? a.recipientId : a.userId),
  messengerId: (a) => (a.type === 'MESSAGE' ? a.messengerId : undefined),
  mediaId: (a) => (a.type === 'ANIME_LIST' || a.type === 'MANGA_LIST' ? a.mediaId : undefined),
  type: (a) => a.type,
  createdAt: (a) => a.createdAt,
};
const activitySorts: Record<string, Getter<Activity>> = {
  ID: (a) => a.id,
  PINNED: (a) => (a.isPinned ? 0 : 1),
};

export function findActivities(ctx: ApiContext, args: Args): Activity[] {
  const type = args.type === 'MEDIA_LIST' ? undefined : args.type;
  let list = applyFilters(ctx.world.activities(), { ...args, type }, activityGetters).filter((a) => canSee(ctx, a));
  if (args.type === 'MEDIA_LIST') list = list.filter((a) => a.type === 'ANIME_LIST' || a.type === 'MANGA_LIST');
  if (Array.isArray(args.type_in) && args.type_in.includes('MEDIA_LIST')) {
    const wanted = new Set([...args.type_in, 'ANIME_LIST', 'MANGA_LIST']);
    list = applyFilters(ctx.world.activities(), { ...args, type_in: undefined, type }, activityGetters).filter((a) => wanted.has(a.type) && canSee(ctx, a));
  }
  if (args.isFollowing === true && ctx.viewer) {
    const feed = new Set([ctx.viewer.id, ...ctx.viewer.following]);
    list = list.filter((a) => feed.has(a.type === 'MESSAGE' ? a.messengerId : a.userId));
  }
  if (args.hasReplies === true) list = list.filter((a) => a.replies.length > 0);
  if (args.hasRepliesOrTypeText === true) list = list.filter((a) => a.replies.length > 0 || a.type === 'TEXT');
  return applySort(list, args.sort, activitySorts, ['ID_DESC']);
}

const threadGetters: Record<string, Getter<ForumThread>> = {
  id: (t) => t.id,
  userId: (t) => t.userId,
  replyUserId: (t) => t.replyUserId,
  categoryId: (t) => t.categories.map((c) => c.id),
  mediaCategoryId: (t) => t.mediaCategories,
};
const threadSorts: Record<string, Getter<ForumThread>> = {
  ID: (t) => t.id,
  TITLE: (t) => t.title,
  CREATED_AT: (t) => t.createdAt,
  UPDATED_AT: (t) => t.updatedAt,
  REPLIED_AT: (t) => t.repliedAt,
  REPLY_COUNT: (t) => t.replyCommentId,
  VIEW_COUNT: (t) => t.viewCount,
  IS_STICKY: (t) => (t.isSticky ? 1 : 0),
};

export function findThreads(ctx: ApiContext, args: Args): ForumThread[] {
  let list = applyFilters(ctx.world.threads(), args, threadGetters);
  if (args.subscribed === true) list = list.filter((t) => !!ctx.viewer && t.subscribers.includes(ctx.viewer.id));
  if (typeof args.search === 'string' && args.search) {
    const q = args.search.toLowerCase();
    list = list.filter((t) => t.title.toLowerCase().includes(q) || t.body.toLowerCase().includes(q));
  }
  return applySort(list, args.sort, threadSorts, ['ID']);
}

export function findThreadComments(ctx: ApiContext, args: Args): ThreadComment[] {
  let list: ThreadComment[];
  if (typeof args.id === 'number') {
    const c = ctx.world.getThreadComment(args.id);
    list = c ? [c] : [];
  } else if (typeof args.threadId === 'number') {
    // Pages of thread comments hold top-level comments; replies travel in childComments.
    list = ctx.world.threadComments(args.threadId).filter((c) => c.parentId === null);
  } else {
    list = ctx.world.data.threadComments.slice();
  }
  if (typeof args.userId === 'number') list = list.filter((c) => c.userId === args.userId);
  return applySort(list, args.sort, { ID: (c) => c.id }, ['ID']);
}

const reviewGetters: Record<string, Getter<Review>> = {
  id: (r) => r.id,
  mediaId: (r) => r.mediaId,
  userId: (r) => r.userId,
};

export function findReviews(ctx: ApiContext, args: Args): Review[] {
  let list = applyFilters(ctx.world.reviews(), args, reviewGetters);
  if (args.mediaType) list = list.filter((r) => ctx.world.getMedia(r.mediaId)?.type === args.mediaType);
  list = list.filter((r) => !r.private || r.userId === ctx.viewer?.id);
  return applySort(list, args.sort, {
    ID: (r) => r.id, SCORE: (r) => r.score, RATING: (r) => r.rating, CREATED_AT: (r) => r.createdAt, UPDATED_AT: (r) => r.updatedAt,
  }, ['ID']);
}

export function findNotifications(ctx: ApiContext, userId: number, args: Args): Notification[] {
  let list = ctx.world.notificationsFor(userId);
  if (args.type) list = list.filter((n) => n.type === args.type);
  const typeIn = listArg<string>(args, 'type_in');
  if (typeIn) list = list.filter((n) => typeIn.includes(n.type));
  return list;
}

function likers(ctx: ApiContext, ids: number[]) {
  return ids.map((id) => ctx.world.getUserById(id)).filter(Boolean);
}

const activityFields = {
  replyCount: (a: Activity) => a.replies.length,
  likeCount: (a: Activity) => a.likes.length,
  isLiked: (a: Activity, _x: Args, ctx: ApiContext) => (ctx.viewer ? a.likes.includes(ctx.viewer.id) : false),
  isSubscribed: (a: Activity, _x: Args, ctx: ApiContext) => (ctx.viewer ? a.subscribers.includes(ctx.viewer.id) : false),
  siteUrl: (a: Activity) => `https://anilist.co/activity/${a.id}`,
  replies: (a: Activity) => a.replies,
  likes: (a: Activity, _x: Args, ctx: ApiContext) => likers(ctx, a.likes),
  user: (a: Activity, _x: Args, ctx: ApiContext) => (a.type === 'MESSAGE' ? null : ctx.world.getUserById(a.userId) ?? null),
};

function notificationUser(n: Notification, _a: Args, ctx: ApiContext) {
  return n.userRef !== null ? ctx.world.getUserById(n.userRef) ?? null : null;
}
function notificationActivity(n: Notification, _a: Args, ctx: ApiContext) {
  return n.activityId !== null ? ctx.world.getActivity(n.activityId) ?? null : null;
}
const commonNotification = {
  userId: (n: Notification) => n.userRef ?? 0,
  user: notificationUser,
  activityId: (n: Notification) => n.activityId ?? 0,
  activity: notificationActivity,
  threadId: (n: Notification) => n.threadId ?? 0,
  commentId: (n: Notification) => n.commentId ?? 0,
  thread: (n: Notification, _a: Args, ctx: ApiContext) => (n.threadId !== null ? ctx.world.getThread(n.threadId) ?? null : null),
  comment: (n: Notification, _a: Args, ctx: ApiContext) => (n.commentId !== null ? ctx.world.getThreadComment(n.commentId) ?? null : null),
  media: (n: Notification, _a: Args, ctx: ApiContext) => (n.mediaId !== null ? ctx.world.getMedia(n.mediaId) ?? null : null),
  mediaId: (n: Notification) => n.mediaId ?? 0,
};

const notificationResolvers: ResolverMap = Object.fromEntries(
  Object.values(NOTIFICATION_TYPENAMES).map((name) => [name, { ...commonNotification }]),
);
notificationResolvers.AiringNotification = {
  ...commonNotification,
  animeId: (n: Notification) => n.mediaId ?? 0,
  episode: (n: Notification) => n.episode ?? 0,
};
notificationResolvers.ActivityMessageNotification = {
  ...commonNotification,
  message: (n: Notification, a: Args, ctx: ApiContext) => notificationActivity(n, a, ctx),
};
notificationResolvers.ActivityReplyNotification = { ...commonNotification };
notificationResolvers.ActivityReplyLikeNotification = { ...commonNotification };
notificationResolvers.MediaDeletionNotification = {
  ...commonNotification,
  deletedMediaTitle: (n: Notification) => n.deletedMediaTitles?.[0] ?? null,
};

export const socialResolvers: ResolverMap = {
  TextActivity: { ...activityFields, text: (a: { text: string }, args, ctx) => apiMarkdown(ctx.world, a.text, args.asHtml) },
  ListActivity: { ...activityFields, media: (a: { mediaId: number }, _x, ctx) => ctx.world.getMedia(a.mediaId) ?? null },
  MessageActivity: {
    ...activityFields,
    message: (a: { message: string }, args, ctx) => apiMarkdown(ctx.world, a.message, args.asHtml),
    messenger: (a: { messengerId: number }, _x, ctx) => ctx.world.getUserById(a.messengerId) ?? null,
    recipient: (a: { recipientId: number }, _x, ctx) => ctx.world.getUserById(a.recipientId) ?? null,
  },
  ActivityReply: {
    text: (r: ActivityReply, args, ctx) => apiMarkdown(ctx.world, r.text, args.asHtml),
    likeCount: (r: ActivityReply) => r.likes.length,
    isLiked: (r: ActivityReply, _x, ctx) => (ctx.viewer ? r.likes.includes(ctx.viewer.id) : false),
    user: (r: ActivityReply, _x, ctx) => ctx.world.getUserById(r.userId) ?? null,
    likes: (r: ActivityReply, _x, ctx) => likers(ctx, r.likes),
  },
  Thread: {
    body: (t: ForumThread, args, ctx) => apiMarkdown(ctx.world, t.body, args.asHtml),
    replyCount: (t: ForumThread, _x, ctx) => ctx.world.threadComments(t.id).length,
    likeCount: (t: ForumThread) => t.likes.length,
    isLiked: (t: ForumThread, _x, ctx) => (ctx.viewer ? t.likes.includes(ctx.viewer.id) : false),
    isSubscribed: (t: ForumThread, _x, ctx) => (ctx.viewer ? t.subscribers.includes(ctx.viewer.id) : false),
    user: (t: ForumThread, _x, ctx) => ctx.world.getUserById(t.userId) ?? null,
    replyUser: (t: ForumThread, _x, ctx) => (t.replyUserId !== null ? ctx.world.getUserById(t.replyUserId) ?? null : null),
    likes: (t: ForumThread, _x, ctx) => likers(ctx, t.likes),
    siteUrl: (t: ForumThread) => `https://anilist.co/forum/thread/${t.id}`,
    mediaCategories: (t: ForumThread, _x, ctx) => t.mediaCategories.map((id) => ctx.world.getMedia(id)).filter(Boolean),
  },
  ThreadComment: {
    comment: (c: ThreadComment, args, ctx) => apiMarkdown(ctx.world, c.comment, args.asHtml),
    likeCount: (c: ThreadComment) => c.likes.length,
    isLiked: (c: ThreadComment, _x, ctx) => (ctx.viewer ? c.likes.includes(ctx.viewer.id) : false),
    siteUrl: (c: ThreadComment) => `https://anilist.co/forum/thread/${c.threadId}/comment/${c.id}`,
    thread: (c: ThreadComment, _x, ctx) => ctx.world.getThread(c.threadId) ?? null,
    user: (c: ThreadComment, _x, ctx) => ctx.world.getUserById(c.userId) ?? null,
    likes: (c: ThreadComment, _x, ctx) => likers(ctx, c.likes),
    isLocked: (c: ThreadComment, _x, ctx) => ctx.world.getThread(c.threadId)?.isLocked ?? false,
    childComments: (c: ThreadComment, _x, ctx) => childTree(ctx, c),
  },
  Review: {
    body: (r: Review, args, ctx) => apiMarkdown(ctx.world, r.body, args.asHtml),
    mediaType: (r: Review, _x, ctx) => ctx.world.getMedia(r.mediaId)?.type ?? null,
    userRating: () => 'NO_VOTE',
    siteUrl: (r: Review) => `https://anilist.co/review/${r.id}`,
    user: (r: Review, _x, ctx) => ctx.world.getUserById(r.userId) ?? null,
    media: (r: Review, _x, ctx) => ctx.world.getMedia(r.mediaId) ?? null,
  },
  ...notificationResolvers,
};

/** AniList answers childComments as JSON: nested comment objects with their own childComments. */
function childTree(ctx: ApiContext, parent: ThreadComment): unknown[] {
  return ctx.world
    .threadComments(parent.threadId)
    .filter((c) => c.parentId === parent.id)
    .map((c) => {
      const user = ctx.world.getUserById(c.userId);
      return {
        id: c.id,
        comment: c.comment,
        likeCount: c.likes.length,
        isLiked: ctx.viewer ? c.likes.includes(ctx.viewer.id) : false,
        createdAt: c.createdAt,
        user: user ? { id: user.id, name: user.name, avatar: user.avatar } : null,
        childComments: childTree(ctx, c),
      };
    });
}
