// Users: profile fields, viewer-relative flags, favourites and list statistics.

import type { Media, MediaListEntry, MediaType, User, UserOptions } from '../../world/types.ts';
import { notificationSettings } from '../../world/notificationOptions.ts';
import type { ApiContext, Args, ResolverMap } from '../context.ts';
import { connection } from '../paging.ts';
import { applyFilters, applySort, type Getter } from '../filters.ts';
import { apiMarkdown } from '../../markdown.ts';
import { notFound, privateUser } from '../errors.ts';
import { stringArg } from '../args.ts';

export const userGetters: Record<string, Getter<User>> = {
  id: (u) => u.id,
  name: (u) => u.name,
  isModerator: (u) => u.moderatorRoles.length > 0,
};
export const userSorts: Record<string, Getter<User>> = {
  ID: (u) => u.id,
  USERNAME: (u) => u.name.toLowerCase(),
};

/** A private profile is visible only to its owner. */
export function visibleUser(ctx: ApiContext, user: User): User {
  if (user.private && ctx.viewer?.id !== user.id) throw privateUser();
  return user;
}

/** The member blocked the signed-in viewer: AniList hides their lists and posts from them. */
export function blocksViewer(ctx: ApiContext, user: User): boolean {
  return ctx.viewer !== null && ctx.viewer.id !== user.id && user.blocked.includes(ctx.viewer.id);
}

/**
 * A list owner as the viewer may see them. A member who blocked the viewer answers their lists
 * with a plain 404 'Not Found.' (not 'Private User'), while `User(name:)` still finds
 * them: that contrast is how the script tells "has blocked you" from "does not exist"
 * (host-dom.md §2.21; src/workers/session/compareLoad.ts).
 */
export function visibleListOwner(ctx: ApiContext, user: User): User {
  visibleUser(ctx, user);
  if (blocksViewer(ctx, user)) throw notFound();
  return user;
}

export function findUsers(ctx: ApiContext, args: Args): User[] {
  let list = applyFilters(ctx.world.users(), { ...args, name: undefined }, userGetters);
  const name = stringArg(args, 'name');
  if (name !== undefined) list = list.filter((u) => u.name.toLowerCase() === name.toLowerCase());
  if (typeof args.search === 'string' && args.search) {
    const q = args.search.toLowerCase();
    list = list.filter((u) => u.name.toLowerCase().includes(q));
  }
  // Rankings by time watched or chapters read (the stats page pages through them), over the
  // entries the public sees: the same totals as a user's public statistics, so a ranking read
  // page by page can be searched by a user's own total.
  // Worked out once per user and request: a sort compares each user many times.
  const totals = new Map<string, number>();
  const progressOf = (u: User, type: MediaType) => {
    const key = `${type}${u.id}`;
    let total = totals.get(key);
    if (total === undefined) {
      total = ctx.world.listEntries(u.id, type).filter((e) => !e.private).reduce((n, e) => {
        const m = ctx.world.getMedia(e.mediaId);
        return n + (type === 'ANIME' ? e.progress * (m?.duration ?? 0) : e.progress);
      }, 0);
      totals.set(key, total);
    }
    return total;
  };
  return applySort(list, args.sort, {
    ...userSorts,
    WATCHED_TIME: (u) => progressOf(u, 'ANIME'),
    CHAPTERS_READ: (u) => progressOf(u, 'MANGA'),
  }, ['ID']);
}

function mean(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

interface Group {
  count: number;
  scores: number[];
  minutesWatched: number;
  chaptersRead: number;
  mediaIds: number[];
}

function groupStats(entries: { e: MediaListEntry; m: Media }[], keyOf: (x: { e: MediaListEntry; m: Media }) => unknown[], args: Args, keyName: string) {
  const groups = new Map<unknown, Group>();
  for (const x of entries) {
    for (const key of keyOf(x)) {
      let g = groups.get(key);
      if (!g) groups.set(key, (g = { count: 0, scores: [], minutesWatched: 0, chaptersRead: 0, mediaIds: [] }));
      g.count++;
      if (x.e.scoreRaw) g.scores.push(x.e.scoreRaw);
      g.minutesWatched += x.m.type === 'ANIME' ? x.e.progress * (x.m.duration ?? 0) : 0;
      g.chaptersRead += x.m.type === 'MANGA' ? x.e.progress : 0;
      g.mediaIds.push(x.m.id);
    }
  }
  const rows = [...groups].map(([key, g]) => ({
    [keyName]: key,
    count: g.count,
    meanScore: round2(mean(g.scores)),
    minutesWatched: g.minutesWatched,
    chaptersRead: g.chaptersRead,
    mediaIds: g.mediaIds,
  }));
  const sort = Array.isArray(args.sort) ? String(args.sort[0]) : 'COUNT_DESC';
  const field = sort.startsWith('MEAN_SCORE') ? 'meanScore' : sort.startsWith('PROGRESS') ? 'minutesWatched' : sort.startsWith('ID') ? keyName : 'count';
  const desc = sort.endsWith('_DESC');
  rows.sort((a, b) => {
    const av = a[field] as number | string;
    const bv = b[field] as number | string;
    const c = typeof av === 'number' && typeof bv === 'number' ? av - bv : String(av).localeCompare(String(bv));
    return desc ? -c : c;
  });
  return typeof args.limit === 'number' ? rows.slice(0, args.limit) : rows;
}

function statistics(ctx: ApiContext, user: User, type: MediaType) {
  const entries = ctx.world
    .listEntries(user.id, type)
    .filter((e) => !e.private || ctx.viewer?.id === user.id)
    .map((e) => ({ e, m: ctx.world.getMedia(e.mediaId)! }))
    .filter((x) => x.m);
  const scores = entries.map((x) => x.e.scoreRaw).filter((s) => s > 0);
  const mu = mean(scores);
  const sd = Math.sqrt(mean(scores.map((s) => (s - mu) ** 2)));
  const watched = entries.filter((x) => x.e.status !== 'PLANNING');
  return {
    count: entries.length,
    meanScore: round2(mu),
    standardDeviation: round2(sd),
    minutesWatched: watched.reduce((n, x) => n + (type === 'ANIME' ? x.e.progress * (x.m.duration ?? 0) : 0), 0),
    episodesWatched: watched.reduce((n, x) => n + (type === 'ANIME' ? x.e.progress : 0), 0),
    chaptersRead: watched.reduce((n, x) => n + (type === 'MANGA' ? x.e.progress : 0), 0),
    volumesRead: watched.reduce((n, x) => n + (type === 'MANGA' ? x.e.progressVolumes ?? 0 : 0), 0),
    formats: (args: Args) => groupStats(entries, (x) => [x.m.format], args, 'format'),
    statuses: (args: Args) => groupStats(entries, (x) => [x.e.status], args, 'status'),
    scores: (args: Args) => groupStats(entries.filter((x) => x.e.scoreRaw > 0), (x) => [x.e.scoreRaw], args, 'score'),
    lengths: (args: Args) => groupStats(entries, (x) => [lengthBucket(type === 'ANIME' ? x.m.episodes : x.m.chapters)], args, 'length'),
    releaseYears: (args: Args) => groupStats(entries.filter((x) => x.m.startDate.year), (x) => [x.m.startDate.year], args, 'releaseYear'),
    startYears: (args: Args) => groupStats(entries.filter((x) => x.e.startedAt.year), (x) => [x.e.startedAt.year], args, 'startYear'),
    genres: (args: Args) => groupStats(entries, (x) => x.m.genres, args, 'genre'),
    tags: (args: Args) => groupStats(entries, (x) => x.m.tags.map((t) => t.id), args, 'tagId').map((row) => ({ ...row, tag: ctx.world.tags().find((t) => t.id === row.tagId) ?? null })),
    countries: (args: Args) => groupStats(entries, (x) => [x.m.countryOfOrigin], args, 'country'),
    voiceActors: (args: Args) =>
      groupStats(entries, (x) => x.m.characters.flatMap((c) => c.voiceActors.filter((v) => v.language === 'JAPANESE').map((v) => v.staffId)), args, 'staffId')
        .map((row) => ({ ...row, voiceActor: ctx.world.getStaff(row.staffId as number) ?? null, characterIds: [] })),
    staff: (args: Args) =>
      groupStats(entries, (x) => x.m.staff.map((s) => s.staffId), args, 'staffId').map((row) => ({ ...row, staff: ctx.world.getStaff(row.staffId as number) ?? null })),
    studios: (args: Args) =>
      groupStats(entries, (x) => x.m.studios.map((s) => s.studioId), args, 'studioId').map((row) => ({ ...row, studio: ctx.world.getStudio(row.studioId as number) ?? null })),
  };
}

function lengthBucket(n: number | null): string {
  if (n === null) return 'Unknown';
  if (n <= 1) return '1';
  if (n <= 6) return '2-6';
  if (n <= 16) return '7-16';
  if (n <= 28) return '17-28';
  if (n <= 55) return '29-55';
  if (n <= 100) return '56-100';
  return '101+';
}

export const userResolvers: ResolverMap = {
  // The full list, as AniList answers: types the user never switched are on.
  UserOptions: {
    notificationOptions: (options: UserOptions) => notificationSettings(options),
  },
  User: {
    about: (u: User, args, ctx) => apiMarkdown(ctx.world, u.about, args.asHtml),
    isFollowing: (u: User, _a, ctx) => (ctx.viewer ? ctx.viewer.following.includes(u.id) : null),
    isFollower: (u: User, _a, ctx) => (ctx.viewer ? u.following.includes(ctx.viewer.id) : null),
    isBlocked: (u: User, _a, ctx) => (ctx.viewer ? ctx.viewer.blocked.includes(u.id) : null),
    bans: () => null,
    unreadNotificationCount: (u: User, _a, ctx) => (ctx.viewer?.id === u.id ? ctx.world.unreadNotificationCount(u.id) : null),
    moderatorRoles: (u: User) => u.moderatorRoles,
    moderatorStatus: (u: User) => (u.moderatorRoles.length ? u.moderatorRoles.join(', ') : null),
    previousNames: () => [],
    favourites: (u: User, _a, ctx) => ({ user: u, ctx }),
    statistics: (u: User, _a, ctx) => ({ anime: statistics(ctx, u, 'ANIME'), manga: statistics(ctx, u, 'MANGA') }),
    stats: (u: User, _a, ctx) => {
      const anime = statistics(ctx, u, 'ANIME');
      const manga = statistics(ctx, u, 'MANGA');
      const dist = (type: MediaType) => {
        const counts = new Map<string, number>();
        for (const e of ctx.world.listEntries(u.id, type)) counts.set(e.status, (counts.get(e.status) ?? 0) + 1);
        return [...counts].map(([status, amount]) => ({ status, amount }));
      };
      return {
        watchedTime: anime.minutesWatched,
        chaptersRead: manga.chaptersRead,
        activityHistory: [],
        animeStatusDistribution: dist('ANIME'),
        mangaStatusDistribution: dist('MANGA'),
        animeListScores: { meanScore: Math.round(anime.meanScore), standardDeviation: Math.round(anime.standardDeviation) },
        mangaListScores: { meanScore: Math.round(manga.meanScore), standardDeviation: Math.round(manga.standardDeviation) },
      };
    },
  },
  Favourites: {
    anime: (f: { user: User; ctx: ApiContext }, args) => mediaConnection(f.user.favourites.anime.map((id) => f.ctx.world.getMedia(id)), args),
    manga: (f: { user: User; ctx: ApiContext }, args) => mediaConnection(f.user.favourites.manga.map((id) => f.ctx.world.getMedia(id)), args),
    characters: (f: { user: User; ctx: ApiContext }, args) => {
      const nodes = f.user.favourites.characters.map((id) => f.ctx.world.getCharacter(id)).filter(Boolean);
      return connection(nodes.map((node, i) => ({ node, id: i + 1, favouriteOrder: i + 1 })), (e) => e.node, args);
    },
    staff: (f: { user: User; ctx: ApiContext }, args) => {
      const nodes = f.user.favourites.staff.map((id) => f.ctx.world.getStaff(id)).filter(Boolean);
      return connection(nodes.map((node, i) => ({ node, id: i + 1, favouriteOrder: i + 1 })), (e) => e.node, args);
    },
    studios: (f: { user: User; ctx: ApiContext }, args) => {
      const nodes = f.user.favourites.studios.map((id) => f.ctx.world.getStudio(id)).filter(Boolean);
      return connection(nodes.map((node, i) => ({ node, id: i + 1, isMain: false, favouriteOrder: i + 1 })), (e) => e.node, args);
    },
  },
};

function mediaConnection(media: (Media | undefined)[], args: Args) {
  const nodes = media.filter((m): m is Media => !!m);
  return connection(nodes.map((node, i) => ({ node, id: i + 1, isMainStudio: false, favouriteOrder: i + 1 })), (e) => e.node, args);
}
