// /search/* (browse), /character/{id}, /staff/{id}, /studio/{id} (host-dom.md §2.10–2.13).
import type { Character, Media, Staff, Studio } from '../../world/types.ts';
import type { Fragment, PageContext } from '../context.ts';
import { cssUrl, html, slugify, type SafeHtml } from '../html.ts';
import { formatLabel, fuzzyDateText, listStatusLabel, mediaPath, mediaTitle } from '../format.ts';
import { renderHtml, renderMarkdown } from '../../markdown.ts';

const KIND_TITLES: Record<string, string> = {
  anime: 'Find Anime', manga: 'Find Manga', characters: 'Find Characters', staff: 'Find Staff', studios: 'Find Studios',
};

const SORTS: Record<string, (a: Media, b: Media) => number> = {
  SCORE_DESC: (a, b) => (b.averageScore ?? 0) - (a.averageScore ?? 0),
  POPULARITY_DESC: (a, b) => b.popularity - a.popularity,
  TRENDING_DESC: (a, b) => b.trending - a.trending,
  EPISODES_DESC: (a, b) => (b.episodes ?? 0) - (a.episodes ?? 0),
  EPISODES: (a, b) => (a.episodes ?? 0) - (b.episodes ?? 0),
  CHAPTERS_DESC: (a, b) => (b.chapters ?? 0) - (a.chapters ?? 0),
  CHAPTERS: (a, b) => (a.chapters ?? 0) - (b.chapters ?? 0),
  VOLUMES_DESC: (a, b) => (b.volumes ?? 0) - (a.volumes ?? 0),
  VOLUMES: (a, b) => (a.volumes ?? 0) - (b.volumes ?? 0),
};

/** The sort control's own options (host-dom-2026 §2.10). */
const SORT_OPTIONS: readonly (readonly [string, string])[] = [['POPULARITY_DESC', 'Popularity'], ['SCORE_DESC', 'Average Score'], ['TRENDING_DESC', 'Trending']];

/** The year of `?year=2019` or AniList's own `?year=2019%25` (host-dom.md §2.10), or null. */
function chosenYear(url: URL): string | null {
  const year = url.searchParams.get('year')?.replace('%', '');
  return year && /^\d{4}$/.test(year) ? year : null;
}

/** Media results per page of browse (the first page, then each page the scroll loads). */
const BROWSE_PAGE_SIZE = 50;

/** The results page `?page=` asks for (1 when absent or not a whole number). */
function browsePage(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

function mediaCard(ctx: PageContext, media: Media): SafeHtml {
  const entry = ctx.viewer ? ctx.world.listEntryFor(ctx.viewer.id, media.id) : undefined;
  const studio = media.studios.find((s) => s.isMain);
  const studioName = studio ? ctx.world.getStudio(studio.studioId)?.name ?? '' : '';
  return html`<div class="media-card"><div class="cover"><a href="${mediaPath(media)}" class="image-link" style="background-image: ${cssUrl(media.coverImage.large)}"></a><div class="overlay"><a href="${mediaPath(media)}" class="title">${mediaTitle(media, ctx.viewer)}</a><div class="studio">${studioName}</div></div>${entry ? html`<div class="list-status" status="${listStatusLabel(entry.status, media.type)}"></div>` : html``}</div><div class="data"><div class="header"><div class="date">${media.seasonYear ?? media.startDate.year ?? ''}</div><div class="score">${media.averageScore ? `${media.averageScore}%` : ''}</div></div><div class="info">${formatLabel(media)}${media.episodes ? ` · ${media.episodes} episodes` : ''}</div><div class="description">${renderHtml(media.description)}</div><div class="genres">${media.genres.map((g) => html`<span>${g}</span>`)}</div></div></div>`;
}

function personCard(kind: 'character' | 'staff', item: Character | Staff): SafeHtml {
  return html`<div class="${kind} staff-card"><a href="/${kind}/${item.id}/${slugify(item.name.full)}" class="cover" style="background-image: ${cssUrl(item.image.large)}"></a><a href="/${kind}/${item.id}/${slugify(item.name.full)}" class="name">${item.name.full}</a></div>`;
}

export function searchPage(ctx: PageContext, kind: string, landing: string | null): Fragment | null {
  const { world, url } = ctx;
  if (!(kind in KIND_TITLES)) return null;
  const query = (url.searchParams.get('search') ?? '').toLowerCase();
  // AniList marks the sort in use; a sort it has no option for (?sort=EPISODES…) marks none.
  const chosenSort = url.searchParams.get('sort') ?? (landing === 'top-100' ? 'SCORE_DESC' : 'POPULARITY_DESC');
  let results: SafeHtml;
  if (kind === 'anime' || kind === 'manga') {
    let list = [...world.allMedia(kind === 'anime' ? 'ANIME' : 'MANGA')].filter((m) => !m.isAdult || ctx.viewer?.options.displayAdultContent);
    if (query) list = list.filter((m) => [m.title.romaji, m.title.english ?? '', m.title.native ?? ''].some((t) => t.toLowerCase().includes(query)));
    // AniList's year filter (`?year=2019%25`, host-dom.md §2.10) asks the API for startDate_like
    // "2019%": the start year decides; a media with no start date falls back to its season's year.
    const year = chosenYear(url);
    if (year) list = list.filter((m) => String(m.startDate.year ?? m.seasonYear) === year);
    list.sort(SORTS[chosenSort] ?? SORTS.POPULARITY_DESC);
    // AniList loads the next results as the visitor scrolls: `?page=` is what the client's
    // sentinel (`.scroller`, data-sim-next-page) fetches and appends (sim/client/behaviours.js).
    const page = browsePage(url);
    const more = list.length > page * BROWSE_PAGE_SIZE;
    results = html`<div class="results media">${list.slice((page - 1) * BROWSE_PAGE_SIZE, page * BROWSE_PAGE_SIZE).map((m) => mediaCard(ctx, m))}</div>${more ? html`<div class="scroller" data-sim-next-page="${page + 1}"></div>` : html``}`;
  } else if (kind === 'characters') {
    const list = [...world.allCharacters()].filter((c) => !query || c.name.full.toLowerCase().includes(query)).sort((a, b) => b.favourites - a.favourites);
    results = html`<div class="results characters cover">${list.slice(0, 50).map((c) => personCard('character', c))}</div>`;
  } else if (kind === 'staff') {
    const list = [...world.allStaff()].filter((s) => !query || s.name.full.toLowerCase().includes(query)).sort((a, b) => b.favourites - a.favourites);
    results = html`<div class="results staff cover">${list.slice(0, 50).map((s) => personCard('staff', s))}</div>`;
  } else {
    const list = [...world.allStudios()].filter((s) => !query || s.name.toLowerCase().includes(query)).sort((a, b) => b.favourites - a.favourites);
    results = html`<div class="results studios">${list.slice(0, 50).map((s) => html`<div class="studio"><a href="/studio/${s.id}/${slugify(s.name)}" class="name">${s.name}</a></div>`)}</div>`;
  }
  const year = kind === 'anime' || kind === 'manga' ? chosenYear(url) : null;
  // The Year filter shows the year in use, as AniList's custom select does (host-dom-2026 §2.10).
  const yearFilter = kind === 'anime' || kind === 'manga' ? html`<div class="filter select-wrap year"><div class="name">Year</div><div class="select"><div class="value-wrap">${year ? html`<div class="value">${year}</div>` : html`<div class="placeholder">Any</div>`}</div></div></div>` : html``;
  const filters = html`<div class="filters"><div class="filter filter-select search"><div class="name">Search</div><input type="search" autocomplete="off" class="search" value="${url.searchParams.get('search') ?? ''}"></div><div class="filter select-wrap"><div class="name">Genres</div><div class="select"><div class="options">${world.genres().map((g) => html`<div class="option">${g}</div>`)}</div></div></div>${yearFilter}<div class="extra-filters-wrap"></div><div class="filter clear-all">Clear</div></div><div class="sort-wrap sort-select"><div class="label">Sort</div><div class="options">${SORT_OPTIONS.map(([value, label]) => html`<div class="option${value === chosenSort ? ' active' : ''}">${label}</div>`)}</div></div>`;
  return {
    status: 200,
    title: KIND_TITLES[kind],
    html: html`<div class="search-page-unscoped container"><div class="search-landing">${filters}<div class="filter-toggle"></div><div class="preview-section">${results}</div></div></div>`,
  };
}

function favourite(count: number, isFavourite: boolean): SafeHtml {
  return html`<div class="favourite${isFavourite ? ' isFavourite' : ''}"><span class="count">${count}</span><svg data-icon="heart" class="svg-inline--fa fa-heart" viewBox="0 0 512 512"></svg></div>`;
}

export function characterPage(ctx: PageContext, character: Character): Fragment {
  const roles = ctx.world.characterMedia(character.id);
  const isFavourite = ctx.viewer?.favourites.characters.includes(character.id) ?? false;
  const details = [
    character.dateOfBirth.month ? html`<strong>Birthday:</strong> ${fuzzyDateText(character.dateOfBirth)}<br>` : html``,
    character.age ? html`<strong>Age:</strong> ${character.age}<br>` : html``,
    character.gender ? html`<strong>Gender:</strong> ${character.gender}<br>` : html``,
  ];
  return {
    status: 200,
    title: character.name.full,
    html: html`<div class="character-page-unscoped"><div class="character"><div class="header"><div class="container"><img src="${character.image.large}" alt="" class="image" loading="lazy">${favourite(character.favourites, isFavourite)}<h1 class="name">${character.name.full}</h1><h2 class="name-alt">${character.name.native ?? ''}</h2></div></div><div class="container description-wrap"><div class="description content-wrap">${details}${renderMarkdown(ctx.world, character.description)}</div></div><div class="container language-select"></div><div class="container grid-wrap">${roles.map(({ media, edge }) => {
      const va = edge.voiceActors.map((v) => ctx.world.getStaff(v.staffId)).find((s) => !!s);
      return html`<div class="role-card view-media-staff"><div class="media"><a href="${mediaPath(media)}" class="cover" style="background-image: ${cssUrl(media.coverImage.medium)}"></a><a href="${mediaPath(media)}" class="content"><div class="name">${mediaTitle(media, ctx.viewer)}</div><div class="role">${edge.role[0] + edge.role.slice(1).toLowerCase()}</div></a></div>${va ? html`<div class="staff"><a href="/staff/${va.id}" class="cover" style="background-image: ${cssUrl(va.image.medium)}"></a><a href="/staff/${va.id}" class="content"><div class="name">${va.name.full}</div><div class="role">${va.language}</div></a></div>` : html``}</div>`;
    })}</div><div class="scroller"></div></div></div>`,
  };
}

/** AniList draws the first page of each role list and loads more on scroll; the simulator shows that first page. */
const STAFF_PAGE_ROLES = 50;

function productionRoles(ctx: PageContext, heading: string, roles: { media: Media; role: string }[]): SafeHtml {
  if (!roles.length) return html``;
  const shown = roles.slice().sort((a, b) => b.media.popularity - a.media.popularity || a.media.id - b.media.id).slice(0, STAFF_PAGE_ROLES);
  return html`<div class="media-roles"><h4>${heading}</h4><div class="grid-wrap">${shown.map(({ media, role }) =>
    html`<div class="role-card view-media"><div class="media"><a href="${mediaPath(media)}" class="cover" style="background-image: ${cssUrl(media.coverImage.medium)}"></a><a href="${mediaPath(media)}" class="content"><div class="name">${mediaTitle(media, ctx.viewer)}</div><div class="role">${role}</div></a></div></div>`)}</div></div>`;
}

export function staffPage(ctx: PageContext, staff: Staff): Fragment {
  const { world } = ctx;
  const production = world.staffMedia(staff.id);
  const voice = world.voiceActorRoles(staff.id).slice(0, STAFF_PAGE_ROLES);
  const isFavourite = ctx.viewer?.favourites.staff.includes(staff.id) ?? false;
  return {
    status: 200,
    title: staff.name.full,
    html: html`<div class="staff-page-unscoped"><div class="header"><div class="container"><img src="${staff.image.large}" alt="" class="image" loading="lazy">${favourite(staff.favourites, isFavourite)}<h1 class="name">${staff.name.full}</h1><h2 class="name-alt">${staff.name.native ?? ''}</h2></div></div><div class="container description-wrap"><div class="description">${staff.primaryOccupations.length ? html`<strong>Occupations:</strong> ${staff.primaryOccupations.join(', ')}<br>` : html``}${renderMarkdown(world, staff.description)}</div></div><div class="filters container"></div><div class="roles container">${voice.length ? html`<div class="character-roles"><h4>Character Voice Roles</h4><div class="grid-wrap">${voice.map(({ media, characterId, role }) => {
      const character = world.getCharacter(characterId);
      return html`<div class="role-card view-media-character"><div class="character">${character ? html`<a href="/character/${character.id}" class="cover" style="background-image: ${cssUrl(character.image.medium)}"></a><a href="/character/${character.id}" class="content"><div class="name">${character.name.full}</div><div class="role">${role[0] + role.slice(1).toLowerCase()}</div></a>` : html``}</div><div class="media"><a href="${mediaPath(media)}" class="cover" style="background-image: ${cssUrl(media.coverImage.medium)}"></a><a href="${mediaPath(media)}" class="content"><div class="name">${mediaTitle(media, ctx.viewer)}</div></a></div></div>`;
    })}</div></div>` : html``}${productionRoles(ctx, 'Anime Staff Roles', production.filter((r) => r.media.type === 'ANIME'))}${productionRoles(ctx, 'Manga Staff Roles', production.filter((r) => r.media.type === 'MANGA'))}</div></div>`,
  };
}

export function studioPage(ctx: PageContext, studio: Studio): Fragment {
  const works = ctx.world.studioMedia(studio.id).sort((a, b) => (b.media.startDate.year ?? 0) - (a.media.startDate.year ?? 0));
  const isFavourite = ctx.viewer?.favourites.studios.includes(studio.id) ?? false;
  return {
    status: 200,
    title: studio.name,
    html: html`<div class="studio studio-page-unscoped"><div class="container header"><h1 class="name">${studio.name}</h1>${favourite(studio.favourites, isFavourite)}</div><div class="container grid-wrap">${works.map(({ media }) => mediaCard(ctx, media))}</div></div>`,
  };
}
