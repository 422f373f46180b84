// Staff, characters and studios, and their media connections.

import type { Character, Media, Staff, Studio } from '../../world/types.ts';
import type { ApiContext, Args, ResolverMap } from '../context.ts';
import { connection } from '../paging.ts';
import { applySort } from '../filters.ts';
import { mediaSorts } from './media.ts';
import { listArg } from '../args.ts';

const LANGUAGE_CODES: Record<string, string> = {
  Japanese: 'JAPANESE', English: 'ENGLISH', Korean: 'KOREAN', Italian: 'ITALIAN', Spanish: 'SPANISH',
  Portuguese: 'PORTUGUESE', French: 'FRENCH', German: 'GERMAN', Hebrew: 'HEBREW', Hungarian: 'HUNGARIAN',
};

function nameView(name: Staff['name'], ctx: ApiContext) {
  const lang = ctx.viewer?.options.staffNameLanguage ?? 'ROMAJI_WESTERN';
  const userPreferred = lang === 'NATIVE' && name.native ? name.native
    : lang === 'ROMAJI' && name.last ? `${name.last} ${name.first ?? ''}`.trim()
    : name.full;
  return { ...name, alternativeSpoiler: [], userPreferred };
}

function onListFilter(ctx: ApiContext, onList: unknown) {
  return (m: Media) => typeof onList !== 'boolean' || !!(ctx.viewer && ctx.world.listEntryFor(ctx.viewer.id, m.id)) === onList;
}

function sortEdges<E extends { node: Media }>(edges: E[], sort: unknown): E[] {
  if (!sort) return edges;
  const getters = Object.fromEntries(Object.entries(mediaSorts).map(([k, g]) => [k, (e: E) => g(e.node)]));
  return applySort(edges, sort, getters);
}

export const peopleResolvers: ResolverMap = {
  Staff: {
    name: (s: Staff, _a, ctx) => nameView(s.name, ctx),
    language: (s: Staff) => LANGUAGE_CODES[s.language] ?? null,
    languageV2: (s: Staff) => s.language,
    yearsActive: () => [],
    dateOfDeath: () => ({ year: null, month: null, day: null }),
    isFavourite: (s: Staff, _a, ctx) => !!ctx.viewer?.favourites.staff.includes(s.id),
    isFavouriteBlocked: () => false,
    staffMedia: (s: Staff, args, ctx) => {
      let edges = ctx.world.staffMedia(s.id).map(({ media, role }, i) => ({ id: i + 1, node: media, staffRole: role, isMainStudio: false }));
      if (args.type) edges = edges.filter((e) => e.node.type === args.type);
      edges = edges.filter((e) => onListFilter(ctx, args.onList)(e.node));
      return connection(sortEdges(edges, args.sort), (e) => e.node, args);
    },
    characters: (s: Staff, args, ctx) => {
      const edges = ctx.world.voiceActorRoles(s.id).map(({ media, characterId, role }, i) => ({
        id: i + 1, role, node: ctx.world.getCharacter(characterId), mediaRef: media,
      }));
      applySort(edges, args.sort, { ID: (e) => e.node?.id, FAVOURITES: (e) => e.node?.favourites, ROLE: (e) => e.role });
      return connection(edges, (e) => e.node, args);
    },
    characterMedia: (s: Staff, args, ctx) => {
      let edges = ctx.world.voiceActorRoles(s.id).map(({ media, characterId, role }, i) => ({
        id: i + 1, node: media, characterRole: role, characters: [ctx.world.getCharacter(characterId)].filter(Boolean), isMainStudio: false,
      }));
      edges = edges.filter((e) => onListFilter(ctx, args.onList)(e.node));
      return connection(sortEdges(edges, args.sort), (e) => e.node, args);
    },
  },
  Character: {
    name: (c: Character, _a, ctx) => nameView(c.name, ctx),
    isFavourite: (c: Character, _a, ctx) => !!ctx.viewer?.favourites.characters.includes(c.id),
    isFavouriteBlocked: () => false,
    media: (c: Character, args, ctx) => {
      let edges = ctx.world.characterMedia(c.id).map(({ media, edge }, i) => ({
        id: i + 1, node: media, characterRole: edge.role, voiceActorsRefs: edge.voiceActors, characters: [c], isMainStudio: false,
      }));
      if (args.type) edges = edges.filter((e) => e.node.type === args.type);
      edges = edges.filter((e) => onListFilter(ctx, args.onList)(e.node));
      return connection(sortEdges(edges, args.sort), (e) => e.node, args);
    },
  },
  Studio: {
    isFavourite: (s: Studio, _a, ctx) => !!ctx.viewer?.favourites.studios.includes(s.id),
    media: (s: Studio, args, ctx) => {
      let edges = ctx.world.studioMedia(s.id).map(({ media, isMain }, i) => ({ id: i + 1, node: media, isMainStudio: isMain }));
      if (typeof args.isMain === 'boolean') edges = edges.filter((e) => e.isMainStudio === args.isMain);
      edges = edges.filter((e) => onListFilter(ctx, args.onList)(e.node));
      return connection(sortEdges(edges, args.sort), (e) => e.node, args);
    },
  },
};

export function searchPeople<T extends { id: number; name: Staff['name'] }>(list: readonly T[], args: Args): T[] {
  let out = list.slice();
  if (typeof args.id === 'number') out = out.filter((x) => x.id === args.id);
  const idIn = listArg<number>(args, 'id_in');
  if (idIn) out = out.filter((x) => idIn.includes(x.id));
  const idNotIn = listArg<number>(args, 'id_not_in');
  if (idNotIn) out = out.filter((x) => !idNotIn.includes(x.id));
  if (typeof args.search === 'string' && args.search) {
    const q = args.search.toLowerCase();
    out = out.filter((x) => [x.name.full, x.name.native, ...x.name.alternative].some((n) => n?.toLowerCase().includes(q)));
  }
  return applySort(out, args.sort, { ID: (x) => x.id, FAVOURITES: (x) => (x as unknown as { favourites: number }).favourites }, ['ID']);
}
