// List entries: MediaList, MediaListCollection (grouped, chunked) and Page.mediaList.

import type { MediaListEntry, MediaType, ScoreFormat, User } from '../../world/types.ts';
import { groupListEntries, type ListGroup } from '../../world/listGroups.ts';
import type { ApiContext, Args, ResolverMap } from '../context.ts';
import { ApiError, notFound } from '../errors.ts';
import { applyFilters, applySort, fuzzyInt, type Getter } from '../filters.ts';
import { rawToFormat } from '../../world/scores.ts';
import { blocksViewer, visibleListOwner } from './users.ts';
import { enumArg, listArg } from '../args.ts';

/** AniList caps a chunk at 500 entries */
export const MAX_PER_CHUNK = 500;

function entryGetters(ctx: ApiContext): Record<string, Getter<MediaListEntry>> {
  return {
    id: (e) => e.id,
    userId: (e) => e.userId,
    mediaId: (e) => e.mediaId,
    status: (e) => e.status,
    notes: (e) => e.notes,
    startedAt: (e) => fuzzyInt(e.startedAt),
    completedAt: (e) => fuzzyInt(e.completedAt),
    type: (e) => ctx.world.getMedia(e.mediaId)?.type,
  };
}

function entrySorts(ctx: ApiContext): Record<string, Getter<MediaListEntry>> {
  const media = (e: MediaListEntry) => ctx.world.getMedia(e.mediaId);
  return {
    MEDIA_ID: (e) => e.mediaId,
    SCORE: (e) => e.scoreRaw,
    STATUS: (e) => e.status,
    PROGRESS: (e) => e.progress,
    PROGRESS_VOLUMES: (e) => e.progressVolumes,
    REPEAT: (e) => e.repeat,
    PRIORITY: (e) => e.priority,
    STARTED_ON: (e) => fuzzyInt(e.startedAt),
    FINISHED_ON: (e) => fuzzyInt(e.completedAt),
    ADDED_TIME: (e) => e.createdAt,
    UPDATED_TIME: (e) => e.updatedAt,
    MEDIA_TITLE_ROMAJI: (e) => media(e)?.title.romaji,
    MEDIA_TITLE_ENGLISH: (e) => media(e)?.title.english,
    MEDIA_TITLE_NATIVE: (e) => media(e)?.title.native,
    MEDIA_POPULARITY: (e) => media(e)?.popularity,
  };
}

/** Entries another person may see: private entries only to their owner. */
function visibleEntries(ctx: ApiContext, entries: MediaListEntry[]): MediaListEntry[] {
  return entries.filter((e) => !e.private || ctx.viewer?.id === e.userId);
}

function resolveListUser(ctx: ApiContext, args: Args): User | undefined {
  if (typeof args.userId === 'number') return ctx.world.getUserById(args.userId);
  if (typeof args.userName === 'string') return ctx.world.getUserByName(args.userName);
  return undefined;
}

export function filterEntries(ctx: ApiContext, entries: MediaListEntry[], args: Args): MediaListEntry[] {
  const { userId: _u, userName: _n, type: _t, ...rest } = args;
  let list = applyFilters(visibleEntries(ctx, entries), rest, entryGetters(ctx));
  if (args.compareWithAuthList && ctx.viewer) {
    const viewer = ctx.viewer;
    list = list.filter((e) => ctx.world.listEntryFor(viewer.id, e.mediaId));
  }
  return applySort(list, args.sort, entrySorts(ctx));
}

interface CollectionView {
  user: User;
  type: MediaType;
  entries: MediaListEntry[];
  hasNextChunk: boolean;
  forceSingleCompletedList: boolean;
}

export function mediaListCollection(ctx: ApiContext, args: Args): CollectionView {
  if (typeof args.userId !== 'number' && typeof args.userName !== 'string') {
    throw new ApiError('User id or user name required', 400);
  }
  if (!args.type) throw new ApiError('Media type required', 400);
  const user = resolveListUser(ctx, args);
  if (!user) throw notFound();
  visibleListOwner(ctx, user);
  const type = enumArg<MediaType>(args, 'type')!;
  let entries = filterEntries(ctx, ctx.world.listEntries(user.id, type), { ...args, chunk: undefined, perChunk: undefined, forceSingleCompletedList: undefined });
  let hasNextChunk = false;
  if (typeof args.chunk === 'number') {
    // Chunks cut the id-ordered list, then each chunk is grouped as usual.
    const perChunk = Math.min(MAX_PER_CHUNK, Math.max(1, typeof args.perChunk === 'number' ? args.perChunk : MAX_PER_CHUNK));
    const chunk = Math.max(1, args.chunk);
    const ordered = entries.slice().sort((a, b) => a.id - b.id);
    const start = (chunk - 1) * perChunk;
    entries = ordered.slice(start, start + perChunk);
    hasNextChunk = ordered.length > start + perChunk;
    if (args.sort) entries = applySort(entries, args.sort, entrySorts(ctx));
  }
  return { user, type, entries, hasNextChunk, forceSingleCompletedList: !!args.forceSingleCompletedList };
}

function groups(ctx: ApiContext, c: CollectionView): ListGroup[] {
  return groupListEntries(ctx.world, c.user, c.type, c.entries, { forceSingleCompletedList: c.forceSingleCompletedList });
}

export const listResolvers: ResolverMap = {
  MediaList: {
    score: (e: MediaListEntry, args, ctx) => {
      const owner = ctx.world.getUserById(e.userId);
      const format: ScoreFormat = enumArg<ScoreFormat>(args, 'format') ?? owner?.mediaListOptions.scoreFormat ?? 'POINT_100';
      return rawToFormat(e.scoreRaw, format);
    },
    customLists: (e: MediaListEntry, args) =>
      args.asArray ? Object.entries(e.customLists).map(([name, enabled]) => ({ name, enabled })) : e.customLists,
    media: (e: MediaListEntry, _a, ctx) => ctx.world.getMedia(e.mediaId) ?? null,
    user: (e: MediaListEntry, _a, ctx) => ctx.world.getUserById(e.userId) ?? null,
  },
  MediaListCollection: {
    lists: (c: CollectionView, _a, ctx) => groups(ctx, c),
    user: (c: CollectionView) => c.user,
    hasNextChunk: (c: CollectionView) => c.hasNextChunk,
    statusLists: (c: CollectionView, _a, ctx) => groups(ctx, c).filter((g) => !g.isCustomList).map((g) => g.entries),
    customLists: (c: CollectionView, _a, ctx) => groups(ctx, c).filter((g) => g.isCustomList).map((g) => g.entries),
  },
};

/** Page.mediaList and the MediaList root field. */
export function findEntries(ctx: ApiContext, args: Args): MediaListEntry[] {
  let pool: MediaListEntry[];
  if (typeof args.id === 'number') {
    const e = ctx.world.getListEntry(args.id);
    pool = e ? [e] : [];
  } else if (typeof args.userId === 'number' || typeof args.userName === 'string') {
    const user = resolveListUser(ctx, args);
    if (!user) throw notFound();
    visibleListOwner(ctx, user);
    pool = typeof args.mediaId === 'number'
      ? [ctx.world.listEntryFor(user.id, args.mediaId)].filter((e): e is MediaListEntry => !!e)
      : args.type ? ctx.world.listEntries(user.id, enumArg<MediaType>(args, 'type')!) : [...ctx.world.listEntries(user.id, 'ANIME'), ...ctx.world.listEntries(user.id, 'MANGA')];
  } else if (typeof args.mediaId === 'number' || Array.isArray(args.mediaId_in)) {
    const ids: number[] = typeof args.mediaId === 'number' ? [args.mediaId] : listArg<number>(args, 'mediaId_in') ?? [];
    pool = ids.flatMap((id) => ctx.world.entriesForMedia(id));
  } else if (Array.isArray(args.userId_in)) {
    pool = args.userId_in.flatMap((id: number) => [...ctx.world.listEntries(id, 'ANIME'), ...ctx.world.listEntries(id, 'MANGA')]);
  } else {
    pool = [];
  }
  if (args.isFollowing !== undefined && ctx.viewer) {
    const following = new Set(ctx.viewer.following);
    pool = pool.filter((e) => following.has(e.userId) === args.isFollowing);
  }
  // Entries of private users and of members who blocked the viewer stay hidden from lists that span users.
  pool = pool.filter((e) => {
    const owner = ctx.world.getUserById(e.userId);
    return !owner || ((!owner.private || owner.id === ctx.viewer?.id) && !blocksViewer(ctx, owner));
  });
  const { id: _id, userName: _n, isFollowing: _f, ...rest } = args;
  return filterEntries(ctx, pool, rest);
}
