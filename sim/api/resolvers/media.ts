// Media and the things hanging off it: titles, tags, people edges, relations, stats.

import type { Media, MediaType, UserTitleLanguage } from '../../world/types.ts';
import type { ApiContext, Args, ResolverMap } from '../context.ts';
import { connection } from '../paging.ts';
import { applyFilters, applySort, fuzzyInt, type Getter } from '../filters.ts';
import { numberArg } from '../args.ts';

export interface TitleView {
  romaji: string;
  english: string | null;
  native: string | null;
  language: UserTitleLanguage;
}

function preferredTitle(t: TitleView): string {
  if (t.language.startsWith('ENGLISH') && t.english) return t.english;
  if (t.language.startsWith('NATIVE') && t.native) return t.native;
  return t.romaji;
}

export const mediaGetters: Record<string, Getter<Media>> = {
  id: (m) => m.id,
  idMal: (m) => m.idMal,
  type: (m) => m.type,
  format: (m) => m.format,
  status: (m) => m.status,
  season: (m) => m.season,
  seasonYear: (m) => m.seasonYear,
  episodes: (m) => m.episodes,
  duration: (m) => m.duration,
  chapters: (m) => m.chapters,
  volumes: (m) => m.volumes,
  isAdult: (m) => m.isAdult,
  averageScore: (m) => m.averageScore,
  popularity: (m) => m.popularity,
  source: (m) => m.source,
  countryOfOrigin: (m) => m.countryOfOrigin,
  isLicensed: (m) => m.isLicensed,
  startDate: (m) => fuzzyInt(m.startDate),
  endDate: (m) => fuzzyInt(m.endDate),
  genre: (m) => m.genres,
  tag: (m) => m.tags.map((t) => t.name),
};

export const mediaSorts: Record<string, Getter<Media>> = {
  ID: (m) => m.id,
  TITLE_ROMAJI: (m) => m.title.romaji,
  TITLE_ENGLISH: (m) => m.title.english,
  TITLE_NATIVE: (m) => m.title.native,
  TYPE: (m) => m.type,
  FORMAT: (m) => m.format,
  START_DATE: (m) => fuzzyInt(m.startDate),
  END_DATE: (m) => fuzzyInt(m.endDate),
  SCORE: (m) => m.averageScore,
  POPULARITY: (m) => m.popularity,
  TRENDING: (m) => m.trending,
  EPISODES: (m) => m.episodes,
  DURATION: (m) => m.duration,
  STATUS: (m) => m.status,
  CHAPTERS: (m) => m.chapters,
  VOLUMES: (m) => m.volumes,
  UPDATED_AT: (m) => m.updatedAt,
  FAVOURITES: (m) => m.favourites,
};

function searchScore(m: Media, q: string): number {
  const names = [m.title.romaji, m.title.english, m.title.native, ...m.synonyms].filter((x): x is string => !!x).map((x) => x.toLowerCase());
  if (names.some((n) => n === q)) return 3;
  if (names.some((n) => n.startsWith(q))) return 2;
  if (names.some((n) => n.includes(q))) return 1;
  return 0;
}

/** Media matching AniList-style arguments, in the requested order. */
export function findMedia(ctx: ApiContext, args: Args): Media[] {
  let pool: readonly Media[] = ctx.world.allMedia(args.type as MediaType | undefined);
  if (typeof args.id === 'number') {
    const one = ctx.world.getMedia(args.id);
    pool = one ? [one] : [];
  } else if (typeof args.idMal === 'number') {
    const one = ctx.world.mediaByIdMal(args.idMal, args.type as MediaType | undefined);
    pool = one ? [one] : [];
  }
  let list = applyFilters(pool, args, mediaGetters);
  if (args.tagCategory) list = list.filter((m) => ctx.world.mediaTags(m).some((t) => t.category === args.tagCategory));
  if (typeof args.minimumTagRank === 'number' && args.tag) {
    list = list.filter((m) => m.tags.some((t) => t.name === args.tag && t.rank >= (numberArg(args, 'minimumTagRank') ?? 0)));
  }
  if (typeof args.onList === 'boolean') {
    const viewer = ctx.viewer;
    list = list.filter((m) => !!(viewer && ctx.world.listEntryFor(viewer.id, m.id)) === args.onList);
  }
  if (typeof args.search === 'string' && args.search.trim()) {
    const q = args.search.trim().toLowerCase();
    const scored = list.map((m) => [m, searchScore(m, q)] as const).filter(([, s]) => s > 0);
    scored.sort((a, b) => b[1] - a[1] || b[0].popularity - a[0].popularity);
    list = scored.map(([m]) => m);
    if (!args.sort) return list;
  }
  return applySort(list, args.sort, mediaSorts, ['ID']);
}

function titleView(m: Media, ctx: ApiContext): TitleView {
  return { ...m.title, language: ctx.viewer?.options.titleLanguage ?? 'ROMAJI' };
}

type VoiceActorEdge = { voiceActorsRefs?: { staffId: number; language: string }[] };

/** Character edges and media edges both list a role's voice actors, filtered by language. */
function voiceActorsOf(edge: VoiceActorEdge, args: Args): { staffId: number; language: string }[] {
  return (edge.voiceActorsRefs ?? []).filter((va) => !args.language || va.language === args.language);
}

const voiceActorFields = {
  voiceActors: (edge: VoiceActorEdge, args: Args, ctx: ApiContext) =>
    voiceActorsOf(edge, args)
      .map((va) => ctx.world.getStaff(va.staffId))
      .filter(Boolean),
  voiceActorRoles: (edge: VoiceActorEdge, args: Args, ctx: ApiContext) =>
    voiceActorsOf(edge, args).map((va) => ({ voiceActor: ctx.world.getStaff(va.staffId), roleNotes: null, dubGroup: null })),
};

export const mediaResolvers: ResolverMap = {
  Media: {
    title: (m: Media, _a, ctx) => titleView(m, ctx),
    status: (m: Media) => m.status,
    source: (m: Media) => m.source,
    description: (m: Media) => m.description,
    seasonInt: (m: Media) => (m.seasonYear && m.season ? (m.seasonYear % 100) * 10 + ['WINTER', 'SPRING', 'SUMMER', 'FALL'].indexOf(m.season) + 1 : null),
    tags: (m: Media, _a, ctx) => ctx.world.mediaTags(m).map((t) => ({ ...t, userId: null })),
    isFavourite: (m: Media, _a, ctx) => !!ctx.viewer && (m.type === 'ANIME' ? ctx.viewer.favourites.anime : ctx.viewer.favourites.manga).includes(m.id),
    isFavouriteBlocked: () => false,
    isLocked: () => false,
    isRecommendationBlocked: () => false,
    isReviewBlocked: () => false,
    autoCreateForumThread: () => false,
    mediaListEntry: (m: Media, _a, ctx) => {
      if (!ctx.viewer) return null;
      return ctx.world.listEntryFor(ctx.viewer.id, m.id) ?? null;
    },
    nextAiringEpisode: (m: Media, _a, ctx) => (m.nextAiringEpisode ? airingView(m, m.nextAiringEpisode.episode, m.nextAiringEpisode.airingAt, ctx) : null),
    airingSchedule: (m: Media, args, ctx) => {
      const next = m.nextAiringEpisode;
      if (!next) return connection([], (x) => x, args);
      // The upcoming episode and, unless only unaired ones are wanted, the weekly ones before it.
      const first = args.notYetAired ? next.episode : 1;
      const items = [];
      for (let ep = first; ep <= (m.episodes ?? next.episode); ep++) {
        items.push(airingView(m, ep, next.airingAt + (ep - next.episode) * 7 * 86_400, ctx));
      }
      return connection(items, (x) => x, args);
    },
    relations: (m: Media, _a, ctx) => {
      const edges = m.relations
        .map((r) => ({ node: ctx.world.getMedia(r.mediaId), relationType: r.relationType }))
        .filter((e) => e.node)
        .map((e, i) => ({ ...e, id: i + 1, isMainStudio: false }));
      return { edges, nodes: edges.map((e) => e.node), pageInfo: null };
    },
    characters: (m: Media, args, ctx) => {
      let edges = m.characters;
      if (args.role) edges = edges.filter((e) => e.role === args.role);
      const order = { MAIN: 0, SUPPORTING: 1, BACKGROUND: 2 } as const;
      if (Array.isArray(args.sort) && args.sort.includes('ROLE')) edges = edges.slice().sort((a, b) => order[a.role] - order[b.role]);
      const views = edges.map((e, i) => ({ id: i + 1, role: e.role, node: ctx.world.getCharacter(e.characterId), voiceActorsRefs: e.voiceActors, mediaRef: m }));
      return connection(views, (v) => v.node, args);
    },
    staff: (m: Media, args, ctx) => {
      const views = m.staff.map((e, i) => ({ id: i + 1, role: e.role, node: ctx.world.getStaff(e.staffId) }));
      return connection(views, (v) => v.node, args);
    },
    studios: (m: Media, args, ctx) => {
      let edges = m.studios;
      if (typeof args.isMain === 'boolean') edges = edges.filter((e) => e.isMain === args.isMain);
      const views = edges.map((e, i) => ({ id: i + 1, isMain: e.isMain, node: ctx.world.getStudio(e.studioId) })).filter((v) => v.node);
      return { edges: views, nodes: views.map((v) => v.node), pageInfo: null };
    },
    recommendations: (m: Media, args, ctx) => {
      const views = m.recommendations.map((r) => ({ id: r.id, rating: r.rating, userRating: 'NO_RATING', media: m, mediaRecommendation: ctx.world.getMedia(r.mediaId) ?? null, user: null }));
      // The world keeps them by rating, highest first (RATING_DESC); other orders on request.
      applySort(views, args.sort, { ID: (v) => v.id, RATING: (v) => v.rating });
      const c = connection(views, (v) => v, args);
      return { ...c, edges: c.edges.map((node) => ({ node })) };
    },
    reviews: (m: Media, args, ctx) => {
      const list = ctx.world.reviews({ mediaId: m.id });
      const c = connection(typeof args.limit === 'number' ? list.slice(0, args.limit) : list, (r) => r, args);
      return { ...c, edges: c.edges.map((node) => ({ node })) };
    },
    stats: (m: Media, _a, ctx) => {
      const entries = ctx.world.entriesForMedia(m.id);
      const statuses = new Map<string, number>();
      const scores = new Map<number, number>();
      for (const e of entries) {
        statuses.set(e.status, (statuses.get(e.status) ?? 0) + 1);
        if (e.scoreRaw > 0) {
          const bucket = Math.min(100, Math.max(10, Math.round(e.scoreRaw / 10) * 10));
          scores.set(bucket, (scores.get(bucket) ?? 0) + 1);
        }
      }
      return {
        statusDistribution: [...statuses].map(([status, amount]) => ({ status, amount })),
        scoreDistribution: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((score) => ({ score, amount: scores.get(score) ?? 0 })),
        airingProgression: [],
      };
    },
    externalLinks: (m: Media) =>
      m.idMal ? [{ id: m.id * 10, url: `https://myanimelist.net/${m.type.toLowerCase()}/${m.idMal}`, site: 'MyAnimeList', type: 'INFO', isDisabled: false }] : [],
    streamingEpisodes: () => [],
    rankings: () => [],
    trends: (_m: Media, args) => connection([], (x) => x, args),
    trailer: () => null,
    modNotes: () => null,
  },
  MediaTitle: {
    userPreferred: (t: TitleView) => preferredTitle(t),
  },
  CharacterEdge: {
    ...voiceActorFields,
    media: (edge: { mediaRef?: Media }) => (edge.mediaRef ? [edge.mediaRef] : []),
    name: () => null,
  },
  MediaEdge: {
    isMainStudio: (edge: { isMainStudio?: boolean }) => edge.isMainStudio ?? false,
    relationType: (edge: { relationType?: string }) => edge.relationType ?? null,
    ...voiceActorFields,
  },
  AiringSchedule: {},
};

export function airingView(m: Media, episode: number, airingAt: number, ctx: ApiContext) {
  return { id: m.id * 1000 + episode, airingAt, timeUntilAiring: airingAt - ctx.now, episode, mediaId: m.id, media: m };
}
