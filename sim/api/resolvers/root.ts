// Root fields: Query, Page and Mutation.

import type { LikeableType, MediaListStatus, Studio } from '../../world/types.ts';
import type { ApiContext, Args, ResolverMap } from '../context.ts';
import { requireViewer } from '../context.ts';
import { ApiError, notFound, validationError } from '../errors.ts';
import { clampPaging, PageState } from '../paging.ts';
import { findMedia } from './media.ts';
import { findUsers, visibleUser } from './users.ts';
import { findEntries, mediaListCollection } from './lists.ts';
import { canSee, findActivities, findNotifications, findReviews, findThreadComments, findThreads } from './social.ts';
import { searchPeople } from './people.ts';

function first<T>(list: T[]): T {
  if (list.length === 0) throw notFound();
  return list[0];
}

function recommendationsOf(ctx: ApiContext, args: Args) {
  const pool = typeof args.mediaId === 'number' ? [ctx.world.getMedia(args.mediaId)].filter((m) => !!m) : ctx.world.allMedia();
  const out = [];
  for (const m of pool) {
    if (!m) continue;
    for (const r of m.recommendations) {
      if (typeof args.id === 'number' && r.id !== args.id) continue;
      if (typeof args.mediaRecommendationId === 'number' && r.mediaId !== args.mediaRecommendationId) continue;
      if (typeof args.rating_greater === 'number' && !(r.rating > args.rating_greater)) continue;
      if (typeof args.rating_lesser === 'number' && !(r.rating < args.rating_lesser)) continue;
      out.push({ id: r.id, rating: r.rating, userRating: 'NO_RATING', media: m, mediaRecommendation: ctx.world.getMedia(r.mediaId) ?? null, user: null });
    }
  }
  const sort = Array.isArray(args.sort) ? String(args.sort[0]) : 'ID';
  if (sort.startsWith('RATING')) out.sort((a, b) => (sort.endsWith('_DESC') ? b.rating - a.rating : a.rating - b.rating));
  else out.sort((a, b) => (sort === 'ID_DESC' ? b.id - a.id : a.id - b.id));
  return out;
}

function likersOf(ctx: ApiContext, id: number, type: LikeableType) {
  const target =
    type === 'ACTIVITY' ? ctx.world.getActivity(id)
    : type === 'ACTIVITY_REPLY' ? ctx.world.getActivityReply(id)
    : type === 'THREAD' ? ctx.world.getThread(id)
    : ctx.world.getThreadComment(id);
  if (!target) throw notFound();
  return target.likes.map((u) => ctx.world.getUserById(u)).filter(Boolean);
}

function likeable(ctx: ApiContext, id: number, type: LikeableType) {
  switch (type) {
    case 'ACTIVITY': return ctx.world.getActivity(id);
    case 'ACTIVITY_REPLY': return ctx.world.getActivityReply(id);
    case 'THREAD': return ctx.world.getThread(id);
    case 'THREAD_COMMENT': return ctx.world.getThreadComment(id);
  }
}

function studiosOf(ctx: ApiContext, args: Args): Studio[] {
  let list = ctx.world.allStudios().slice();
  if (typeof args.id === 'number') list = list.filter((s) => s.id === args.id);
  if (Array.isArray(args.id_in)) list = list.filter((s) => args.id_in.includes(s.id));
  if (typeof args.search === 'string' && args.search) list = list.filter((s) => s.name.toLowerCase().includes(args.search.toLowerCase()));
  return list;
}

function fuzzyInput(d: unknown) {
  if (!d || typeof d !== 'object') return undefined;
  const x = d as { year?: number | null; month?: number | null; day?: number | null };
  return { year: x.year ?? null, month: x.month ?? null, day: x.day ?? null };
}

export const rootResolvers: ResolverMap = {
  Query: {
    Page: (_s, args) => {
      const { page, perPage } = clampPaging(args.page, args.perPage);
      return new PageState(page, perPage);
    },
    Media: (_s, args, ctx) => first(findMedia(ctx, args)),
    MediaList: (_s, args, ctx) => first(findEntries(ctx, args)),
    MediaListCollection: (_s, args, ctx) => mediaListCollection(ctx, args),
    GenreCollection: (_s, _a, ctx) => ctx.world.genres(),
    MediaTagCollection: (_s, _a, ctx) => ctx.world.tags().map((t) => ({ ...t, rank: null, isMediaSpoiler: null, userId: null })),
    User: (_s, args, ctx) => visibleUser(ctx, first(findUsers(ctx, args))),
    Viewer: (_s, _a, ctx) => requireViewer(ctx),
    Notification: (_s, args, ctx) => {
      const viewer = requireViewer(ctx);
      const list = findNotifications(ctx, viewer.id, args);
      if (args.resetNotificationCount) ctx.world.markNotificationsRead(viewer.id);
      return first(list);
    },
    Staff: (_s, args, ctx) => first(searchPeople(ctx.world.allStaff(), args)),
    Character: (_s, args, ctx) => first(searchPeople(ctx.world.allCharacters(), args)),
    Studio: (_s, args, ctx) => first(studiosOf(ctx, args)),
    Review: (_s, args, ctx) => first(findReviews(ctx, args)),
    Activity: (_s, args, ctx) => {
      if (typeof args.id === 'number') {
        const a = ctx.world.getActivity(args.id);
        if (!a || !canSee(ctx, a)) throw notFound();
        return a;
      }
      return first(findActivities(ctx, args));
    },
    ActivityReply: (_s, args, ctx) => {
      if (typeof args.id === 'number') return ctx.world.getActivityReply(args.id) ?? (() => { throw notFound(); })();
      if (typeof args.activityId === 'number') return first(ctx.world.getActivity(args.activityId)?.replies.slice() ?? []);
      throw notFound();
    },
    Thread: (_s, args, ctx) => first(findThreads(ctx, args)),
    ThreadComment: (_s, args, ctx) => findThreadComments(ctx, args),
    Recommendation: (_s, args, ctx) => first(recommendationsOf(ctx, args)),
    Following: (_s, args, ctx) => first(ctx.world.followingOf(args.userId)),
    Follower: (_s, args, ctx) => first(ctx.world.followersOf(args.userId)),
    Like: (_s, args, ctx) => first(likersOf(ctx, args.likeableId, args.type ?? 'ACTIVITY')),
  },
  Page: {
    // pageInfo may be selected before the list: it resolves after the sibling list fields ran.
    pageInfo: (p: PageState) => new Promise((resolve) => setImmediate(() => resolve(p.info))),
    media: (p: PageState, args, ctx) => p.take(findMedia(ctx, args)),
    users: (p: PageState, args, ctx) => p.take(findUsers(ctx, args).filter((u) => !u.private || u.id === ctx.viewer?.id)),
    mediaList: (p: PageState, args, ctx) => p.take(findEntries(ctx, args)),
    activities: (p: PageState, args, ctx) => p.take(findActivities(ctx, args)),
    activityReplies: (p: PageState, args, ctx) => {
      const replies = typeof args.activityId === 'number'
        ? ctx.world.getActivity(args.activityId)?.replies ?? []
        : typeof args.id === 'number' ? [ctx.world.getActivityReply(args.id)].filter((r) => !!r) : [];
      return p.take(replies);
    },
    notifications: (p: PageState, args, ctx) => {
      const viewer = requireViewer(ctx);
      const list = p.take(findNotifications(ctx, viewer.id, args));
      if (args.resetNotificationCount) ctx.world.markNotificationsRead(viewer.id);
      return list;
    },
    threads: (p: PageState, args, ctx) => p.take(findThreads(ctx, args)),
    threadComments: (p: PageState, args, ctx) => p.take(findThreadComments(ctx, args)),
    reviews: (p: PageState, args, ctx) => p.take(findReviews(ctx, args)),
    staff: (p: PageState, args, ctx) => p.take(searchPeople(ctx.world.allStaff(), args)),
    characters: (p: PageState, args, ctx) => p.take(searchPeople(ctx.world.allCharacters(), args)),
    studios: (p: PageState, args, ctx) => p.take(studiosOf(ctx, args)),
    followers: (p: PageState, args, ctx) => p.take(ctx.world.followersOf(args.userId)),
    following: (p: PageState, args, ctx) => p.take(ctx.world.followingOf(args.userId)),
    recommendations: (p: PageState, args, ctx) => p.take(recommendationsOf(ctx, args)),
    likes: (p: PageState, args, ctx) => p.take(likersOf(ctx, args.likeableId, args.type ?? 'ACTIVITY')),
    airingSchedules: (p: PageState) => p.take([]),
    mediaTrends: (p: PageState) => p.take([]),
  },
  Mutation: {
    SaveMediaListEntry: (_s, args, ctx) => {
      const viewer = requireViewer(ctx);
      if (typeof args.id !== 'number' && typeof args.mediaId !== 'number') throw validationError('mediaId', 'The media id field is required.');
      if (typeof args.id === 'number') {
        const existing = ctx.world.getListEntry(args.id);
        if (!existing) throw notFound();
        if (existing.userId !== viewer.id) throw new ApiError('You are not authorized to modify this MediaList', 401);
      } else if (!ctx.world.getMedia(args.mediaId)) {
        throw validationError('mediaId', 'The selected media id is invalid.');
      }
      return ctx.world.saveListEntry(viewer.id, {
        id: args.id ?? undefined,
        mediaId: args.mediaId ?? undefined,
        status: (args.status ?? undefined) as MediaListStatus | undefined,
        score: args.score ?? undefined,
        scoreRaw: args.scoreRaw ?? undefined,
        progress: args.progress ?? undefined,
        progressVolumes: args.progressVolumes ?? undefined,
        repeat: args.repeat ?? undefined,
        priority: args.priority ?? undefined,
        private: args.private ?? undefined,
        notes: args.notes ?? undefined,
        hiddenFromStatusLists: args.hiddenFromStatusLists ?? undefined,
        customLists: args.customLists ?? undefined,
        advancedScores: args.advancedScores ?? undefined,
        startedAt: fuzzyInput(args.startedAt),
        completedAt: fuzzyInput(args.completedAt),
      });
    },
    DeleteMediaListEntry: (_s, args, ctx) => {
      const viewer = requireViewer(ctx);
      const entry = typeof args.id === 'number' ? ctx.world.getListEntry(args.id) : undefined;
      if (!entry) throw notFound();
      if (entry.userId !== viewer.id) throw new ApiError('You are not authorized to modify this MediaList', 401);
      return { deleted: ctx.world.deleteListEntry(viewer.id, entry.id) };
    },
    ToggleLike: (_s, args, ctx) => {
      const viewer = requireViewer(ctx);
      const likes = ctx.world.toggleLike(viewer.id, args.id, args.type);
      if (!likes) throw notFound();
      return likes.map((id) => ctx.world.getUserById(id)).filter(Boolean);
    },
    ToggleLikeV2: (_s, args, ctx) => {
      const viewer = requireViewer(ctx);
      if (!ctx.world.toggleLike(viewer.id, args.id, args.type)) throw notFound();
      return likeable(ctx, args.id, args.type);
    },
    SaveActivityReply: (_s, args, ctx) => {
      const viewer = requireViewer(ctx);
      if (typeof args.text !== 'string' || !args.text.trim()) throw validationError('text', 'The text field is required.');
      const reply = ctx.world.saveActivityReply(viewer.id, args.activityId, args.text, args.id ?? undefined);
      if (!reply) throw notFound();
      return reply;
    },
    SaveTextActivity: (_s, args, ctx) => {
      const viewer = requireViewer(ctx);
      if (typeof args.text !== 'string' || !args.text.trim()) throw validationError('text', 'The text field is required.');
      if (typeof args.id === 'number') {
        const a = ctx.world.getActivity(args.id);
        if (!a || a.type !== 'TEXT' || a.userId !== viewer.id) throw notFound();
      }
      return ctx.world.saveTextActivity(viewer.id, args.text, args.id ?? undefined);
    },
    SaveMessageActivity: (_s, args, ctx) => {
      const viewer = requireViewer(ctx);
      if (typeof args.message !== 'string' || !args.message.trim()) throw validationError('message', 'The message field is required.');
      if (typeof args.id === 'number') {
        const a = ctx.world.getActivity(args.id);
        if (!a || a.type !== 'MESSAGE' || a.messengerId !== viewer.id) throw notFound();
        return ctx.world.saveMessageActivity(viewer.id, a.recipientId, args.message, args.private ?? a.isPrivate, a.id);
      }
      if (typeof args.recipientId !== 'number' || !ctx.world.getUserById(args.recipientId)) throw validationError('recipientId', 'The selected recipient id is invalid.');
      return ctx.world.saveMessageActivity(viewer.id, args.recipientId, args.message, !!args.private);
    },
    DeleteActivity: (_s, args, ctx) => {
      const viewer = requireViewer(ctx);
      if (!ctx.world.getActivity(args.id)) throw notFound();
      return { deleted: ctx.world.deleteActivity(viewer.id, args.id) };
    },
    DeleteActivityReply: (_s, args, ctx) => {
      const viewer = requireViewer(ctx);
      if (!ctx.world.getActivityReply(args.id)) throw notFound();
      return { deleted: ctx.world.deleteActivityReply(viewer.id, args.id) };
    },
    UpdateUser: (_s, args, ctx) => {
      const viewer = requireViewer(ctx);
      const listOptions = (o: Args | null | undefined) =>
        o ? Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) : undefined;
      return ctx.world.updateUser(viewer.id, {
        about: args.about ?? undefined,
        titleLanguage: args.titleLanguage ?? undefined,
        staffNameLanguage: args.staffNameLanguage ?? undefined,
        displayAdultContent: args.displayAdultContent ?? undefined,
        airingNotifications: args.airingNotifications ?? undefined,
        scoreFormat: args.scoreFormat ?? undefined,
        rowOrder: args.rowOrder ?? undefined,
        profileColor: args.profileColor ?? undefined,
        timezone: args.timezone ?? undefined,
        activityMergeTime: args.activityMergeTime ?? undefined,
        animeListOptions: listOptions(args.animeListOptions),
        mangaListOptions: listOptions(args.mangaListOptions),
      });
    },
    ToggleFollow: (_s, args, ctx) => {
      const viewer = requireViewer(ctx);
      const target = ctx.world.toggleFollow(viewer.id, args.userId);
      if (!target) throw notFound();
      return target;
    },
  },
};
