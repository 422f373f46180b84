// Root fields: Query, Page and Mutation.

import type { LikeableType, MediaListStatus, ScoreFormat, Studio, UserStaffNameLanguage, UserTitleLanguage } from '../../world/types.ts';
import { boolArg, enumArg, numberArg, listArg, objectArg, requiredId, stringArg } from '../args.ts';
import type { ApiContext, Args, ResolverMap, TypeResolvers } from '../context.ts';
import { getArgumentValues, Kind, type FieldNode, type GraphQLObjectType, type GraphQLResolveInfo, type SelectionNode } from 'graphql';
import { requireViewer } from '../context.ts';
import { ApiError, notFound, validationError } from '../errors.ts';
import { clampPaging, PageState } from '../paging.ts';
import { findMedia } from './media.ts';
import { blocksViewer, findUsers, userSorts, visibleUser } from './users.ts';
import { applySort } from '../filters.ts';
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
  const idIn = listArg<number>(args, 'id_in');
  if (idIn) list = list.filter((s) => idIn.includes(s.id));
  const search = stringArg(args, 'search')?.toLowerCase();
  if (search) list = list.filter((s) => s.name.toLowerCase().includes(search));
  return list;
}

const likeType = (args: Args): LikeableType => enumArg<LikeableType>(args, 'type') ?? 'ACTIVITY';

function fuzzyInput(d: unknown) {
  if (!d || typeof d !== 'object') return undefined;
  const x = d as { year?: number | null; month?: number | null; day?: number | null };
  return { year: x.year ?? null, month: x.month ?? null, day: x.day ?? null };
}

/** Every list a Page can hold, unpaged. */
const PAGE_LISTS: Record<string, (args: Args, ctx: ApiContext) => readonly unknown[]> = {
  media: (args, ctx) => findMedia(ctx, args),
  // Members who blocked the viewer are left out of what the viewer sees (a moderator sees everyone):
  // the stats page's blocked count is the difference of the anonymous and the authorised total.
  users: (args, ctx) => findUsers(ctx, args).filter((u) => (!u.private || u.id === ctx.viewer?.id) && (!blocksViewer(ctx, u) || !!ctx.viewer?.moderatorRoles.length)),
  mediaList: (args, ctx) => findEntries(ctx, args),
  activities: (args, ctx) => findActivities(ctx, args),
  activityReplies: (args, ctx) => {
    const activityId = numberArg(args, 'activityId');
    const id = numberArg(args, 'id');
    if (activityId !== undefined) return ctx.world.getActivity(activityId)?.replies ?? [];
    return id !== undefined ? [ctx.world.getActivityReply(id)].filter((r) => !!r) : [];
  },
  notifications: (args, ctx) => findNotifications(ctx, requireViewer(ctx).id, args),
  threads: (args, ctx) => findThreads(ctx, args),
  threadComments: (args, ctx) => findThreadComments(ctx, args),
  reviews: (args, ctx) => findReviews(ctx, args),
  staff: (args, ctx) => searchPeople(ctx.world.allStaff(), args),
  characters: (args, ctx) => searchPeople(ctx.world.allCharacters(), args),
  studios: (args, ctx) => studiosOf(ctx, args),
  followers: (args, ctx) => applySort(ctx.world.followersOf(requiredId(args, 'userId')), args.sort, userSorts),
  following: (args, ctx) => applySort(ctx.world.followingOf(requiredId(args, 'userId')), args.sort, userSorts),
  recommendations: (args, ctx) => recommendationsOf(ctx, args),
  likes: (args, ctx) => likersOf(ctx, requiredId(args, 'likeableId'), likeType(args)),
  airingSchedules: () => [],
  mediaTrends: () => [],
};

function pageListResolvers(): TypeResolvers {
  return Object.fromEntries(Object.keys(PAGE_LISTS).map((name) => [
    name,
    (p: PageState, args: Args, ctx: ApiContext, info: GraphQLResolveInfo) => p.take(String(info.path.key), () => PAGE_LISTS[name](args, ctx)),
  ]));
}

/** The Page's first list field in the query, with its arguments: what pageInfo describes. */
function primaryList(info: GraphQLResolveInfo, ctx: ApiContext): { key: string; compute: () => readonly unknown[] } | null {
  const pageType = info.schema.getType('Page') as GraphQLObjectType;
  const visit = (selections: readonly SelectionNode[]): FieldNode | null => {
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value in PAGE_LISTS) return selection;
      } else {
        const set = selection.kind === Kind.INLINE_FRAGMENT ? selection.selectionSet : info.fragments[selection.name.value]?.selectionSet;
        const found = set ? visit(set.selections) : null;
        if (found) return found;
      }
    }
    return null;
  };
  const node = visit(info.fieldNodes.flatMap((n) => n.selectionSet?.selections ?? []));
  if (!node) return null;
  const name = node.name.value;
  const args = getArgumentValues(pageType.getFields()[name], node, info.variableValues);
  return { key: node.alias?.value ?? name, compute: () => PAGE_LISTS[name](args, ctx) };
}

export const rootResolvers: ResolverMap = {
  Query: {
    Page: (_s, args, ctx, info) => {
      const { page, perPage } = clampPaging(numberArg(args, 'page'), numberArg(args, 'perPage'));
      return new PageState(page, perPage, primaryList(info, ctx));
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
    Following: (_s, args, ctx) => first(ctx.world.followingOf(requiredId(args, 'userId'))),
    Follower: (_s, args, ctx) => first(ctx.world.followersOf(requiredId(args, 'userId'))),
    Like: (_s, args, ctx) => first(likersOf(ctx, requiredId(args, 'likeableId'), likeType(args))),
  },
  Page: {
    pageInfo: (p: PageState) => p.info,
    ...pageListResolvers(),
    notifications: (p: PageState, args, ctx, info) => {
      const viewer = requireViewer(ctx);
      const list = p.take(String(info.path.key), () => PAGE_LISTS.notifications(args, ctx));
      if (args.resetNotificationCount) ctx.world.markNotificationsRead(viewer.id);
      return list;
    },
  },
  Mutation: {
    SaveMediaListEntry: (_s, args, ctx) => {
      const viewer = requireViewer(ctx);
      if (typeof args.id !== 'number' && typeof args.mediaId !== 'number') throw validationError('mediaId', 'The media id field is required.');
      if (typeof args.id === 'number') {
        const existing = ctx.world.getListEntry(args.id);
        if (!existing) throw notFound();
        if (existing.userId !== viewer.id) throw new ApiError('You are not authorized to modify this MediaList', 401);
      } else if (!ctx.world.getMedia(requiredId(args, 'mediaId'))) {
        throw validationError('mediaId', 'The selected media id is invalid.');
      }
      return ctx.world.saveListEntry(viewer.id, listEntryInput(args));
    },
    /**
     * AniList's batch edit: the same fields on several of the viewer's entries at once (the
     * schema's arguments; no customLists, no mediaId). Every id must be one of the viewer's
     * entries, checked before anything changes, so a refused batch changes nothing.
     */
    UpdateMediaListEntries: (_s, args, ctx) => {
      const viewer = requireViewer(ctx);
      const ids = (listArg<number | null>(args, 'ids') ?? []).filter((id): id is number => typeof id === 'number');
      if (!ids.length) throw validationError('ids', 'The ids field is required.');
      const entries = ids.map((id) => ctx.world.getListEntry(id));
      if (entries.some((entry) => !entry)) throw notFound();
      if (entries.some((entry) => entry!.userId !== viewer.id)) throw new ApiError('You are not authorized to modify this MediaList', 401);
      const { id: _id, mediaId: _mediaId, customLists: _lists, ...fields } = listEntryInput(args);
      return ids.map((id) => ctx.world.saveListEntry(viewer.id, { ...fields, id }));
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
      const likes = ctx.world.toggleLike(viewer.id, requiredId(args, 'id'), likeType(args));
      if (!likes) throw notFound();
      return likes.map((id) => ctx.world.getUserById(id)).filter(Boolean);
    },
    ToggleLikeV2: (_s, args, ctx) => {
      const viewer = requireViewer(ctx);
      const id = requiredId(args, 'id');
      if (!ctx.world.toggleLike(viewer.id, id, likeType(args))) throw notFound();
      return likeable(ctx, id, likeType(args));
    },
    SaveActivityReply: (_s, args, ctx) => {
      const viewer = requireViewer(ctx);
      const text = stringArg(args, 'text');
      if (text === undefined || !text.trim()) throw validationError('text', 'The text field is required.');
      const reply = ctx.world.saveActivityReply(viewer.id, requiredId(args, 'activityId'), text, numberArg(args, 'id'));
      if (!reply) throw notFound();
      return reply;
    },
    SaveTextActivity: (_s, args, ctx) => {
      const viewer = requireViewer(ctx);
      const text = stringArg(args, 'text');
      if (text === undefined || !text.trim()) throw validationError('text', 'The text field is required.');
      const id = numberArg(args, 'id');
      if (id !== undefined) {
        const a = ctx.world.getActivity(id);
        if (!a || a.type !== 'TEXT' || a.userId !== viewer.id) throw notFound();
      }
      return ctx.world.saveTextActivity(viewer.id, text, id);
    },
    SaveMessageActivity: (_s, args, ctx) => {
      const viewer = requireViewer(ctx);
      const message = stringArg(args, 'message');
      if (message === undefined || !message.trim()) throw validationError('message', 'The message field is required.');
      const id = numberArg(args, 'id');
      if (id !== undefined) {
        const a = ctx.world.getActivity(id);
        if (!a || a.type !== 'MESSAGE' || a.messengerId !== viewer.id) throw notFound();
        return ctx.world.saveMessageActivity(viewer.id, a.recipientId, message, boolArg(args, 'private') ?? a.isPrivate, a.id);
      }
      const recipientId = numberArg(args, 'recipientId');
      if (recipientId === undefined || !ctx.world.getUserById(recipientId)) throw validationError('recipientId', 'The selected recipient id is invalid.');
      return ctx.world.saveMessageActivity(viewer.id, recipientId, message, !!boolArg(args, 'private'));
    },
    DeleteActivity: (_s, args, ctx) => {
      const viewer = requireViewer(ctx);
      const id = requiredId(args, 'id');
      if (!ctx.world.getActivity(id)) throw notFound();
      return { deleted: ctx.world.deleteActivity(viewer.id, id) };
    },
    DeleteActivityReply: (_s, args, ctx) => {
      const viewer = requireViewer(ctx);
      const id = requiredId(args, 'id');
      if (!ctx.world.getActivityReply(id)) throw notFound();
      return { deleted: ctx.world.deleteActivityReply(viewer.id, id) };
    },
    UpdateUser: (_s, args, ctx) => {
      const notificationOptionsArg = (a: Args) =>
        listArg<Args | null>(a, 'notificationOptions')
          ?.filter((o): o is Args => !!o && typeof o.type === 'string' && typeof o.enabled === 'boolean')
          .map((o) => ({ type: o.type as string, enabled: o.enabled as boolean }));
      const viewer = requireViewer(ctx);
      const listOptions = (o: Args | null | undefined) =>
        o ? Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) : undefined;
      return ctx.world.updateUser(viewer.id, {
        about: stringArg(args, 'about'),
        titleLanguage: enumArg<UserTitleLanguage>(args, 'titleLanguage'),
        staffNameLanguage: enumArg<UserStaffNameLanguage>(args, 'staffNameLanguage'),
        displayAdultContent: boolArg(args, 'displayAdultContent'),
        airingNotifications: boolArg(args, 'airingNotifications'),
        scoreFormat: enumArg<ScoreFormat>(args, 'scoreFormat'),
        rowOrder: stringArg(args, 'rowOrder'),
        profileColor: stringArg(args, 'profileColor'),
        timezone: stringArg(args, 'timezone'),
        activityMergeTime: numberArg(args, 'activityMergeTime'),
        animeListOptions: listOptions(objectArg(args, 'animeListOptions')),
        mangaListOptions: listOptions(objectArg(args, 'mangaListOptions')),
        notificationOptions: notificationOptionsArg(args),
      });
    },
    ToggleFollow: (_s, args, ctx) => {
      const viewer = requireViewer(ctx);
      const target = ctx.world.toggleFollow(viewer.id, requiredId(args, 'userId'));
      if (!target) throw notFound();
      return target;
    },
  },
};

/** The list-entry fields of SaveMediaListEntry's and UpdateMediaListEntries' arguments. */
function listEntryInput(args: Args) {
  return {
    id: numberArg(args, 'id'),
    mediaId: numberArg(args, 'mediaId'),
    status: enumArg<MediaListStatus>(args, 'status'),
    score: numberArg(args, 'score'),
    scoreRaw: numberArg(args, 'scoreRaw'),
    progress: numberArg(args, 'progress'),
    progressVolumes: numberArg(args, 'progressVolumes'),
    repeat: numberArg(args, 'repeat'),
    priority: numberArg(args, 'priority'),
    private: boolArg(args, 'private'),
    notes: stringArg(args, 'notes'),
    hiddenFromStatusLists: boolArg(args, 'hiddenFromStatusLists'),
    customLists: listArg<string>(args, 'customLists'),
    advancedScores: listArg<number>(args, 'advancedScores'),
    startedAt: fuzzyInput(args.startedAt),
    completedAt: fuzzyInput(args.completedAt),
  };
}
