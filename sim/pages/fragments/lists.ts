// /user/{name}/animelist|mangalist[/<section>] and …/compare (host-dom.md §2.4, host-dom-2026.md §2.4).
import type { Media, MediaListEntry, MediaType, User } from '../../world/types.ts';
import { groupListEntries } from '../../world/listGroups.ts';
import type { Fragment, PageContext } from '../context.ts';
import { cssUrl, html, type SafeHtml } from '../html.ts';
import { formatLabel, mediaPath, mediaTitle, scoreContent, statusLabel } from '../format.ts';
import { formatName } from '../../world/labels.ts';
import { userFrame } from './user.ts';

export interface ListSection {
  name: string;
  entries: MediaListEntry[];
}

/** The sections AniList shows, grouped by the same rule as the API's MediaListCollection. */
export function listSections(ctx: PageContext, user: User, type: MediaType): ListSection[] {
  const isOwner = ctx.viewer?.id === user.id;
  const entries = ctx.world.listEntries(user.id, type).filter((e) => isOwner || !e.private);
  return groupListEntries(ctx.world, user, type, entries).map(({ name, entries: list }) => ({ name, entries: list }));
}

function sortEntries(ctx: PageContext, entries: MediaListEntry[], viewer: User | null): MediaListEntry[] {
  const title = (e: MediaListEntry) => {
    const media = ctx.world.getMedia(e.mediaId);
    return media ? mediaTitle(media, viewer).toLowerCase() : '';
  };
  return [...entries].sort((a, b) => b.scoreRaw - a.scoreRaw || title(a).localeCompare(title(b)));
}

/**
 * What the filter column filters on, compact because Hoarder's list has 11,000 rows:
 * "FORMAT STATUS YEAR genreIndex,genreIndex" (genre indexes into the genre filter's options).
 */
function rowFacts(ctx: PageContext, media: Media): string {
  const genres = ctx.world.genres();
  const year = media.startDate.year ?? media.seasonYear ?? 0;
  return `${media.format} ${media.status} ${year} ${media.genres.map((g) => genres.indexOf(g)).filter((i) => i >= 0).join(',')}`;
}

/** An Element select: a read-only input that opens a list of options (`data-value`; '' = any). */
function select(kind: string, placeholder: string, options: [string, string][]): SafeHtml {
  return html`<div class="el-select ${kind}" data-sim-filter="${kind}"><div class="el-input el-input--suffix"><input class="el-input__inner" placeholder="${placeholder}" readonly value=""></div><div class="el-select-dropdown el-popper" style="display: none;"><ul class="el-select-dropdown__list"><li class="el-select-dropdown__item selected" data-value="">Any</li>${options.map(([value, label]) =>
    html`<li class="el-select-dropdown__item" data-value="${value}">${label}</li>`)}</ul></div></div>`;
}

/** AniList's three list layouts (host-dom-2026.md §2.4: `.medialist.table|compact|cards`). */
export const LIST_VIEWS = ['table', 'compact', 'cards'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

/**
 * The layout the page is drawn in. AniList keeps the visitor's choice in the browser; the
 * simulator takes it from the address (`?view=compact|cards`), so a test can open any layout.
 */
export function listView(url: URL): ListView {
  const asked = url.searchParams.get('view');
  return (LIST_VIEWS as readonly string[]).includes(asked ?? '') ? (asked as ListView) : 'table';
}

function row(ctx: PageContext, owner: User, entry: MediaListEntry, media: Media, view: ListView): SafeHtml {
  const format = owner.mediaListOptions.scoreFormat;
  const isOwner = ctx.viewer?.id === owner.id;
  const total = media.type === 'ANIME' ? media.episodes : media.chapters;
  const progress = html`<div class="progress">${entry.progress}${total ? `/${total}` : ''}${isOwner ? html`<span class="plus-progress">+</span>` : html``}</div>`;
  const volumes = media.type === 'MANGA'
    ? html`<div class="progress progress-volumes">${entry.progressVolumes ?? 0}${media.volumes ? `/${media.volumes}` : ''}</div>`
    : html``;
  const notes = entry.notes ? html`<div class="notes" label="${entry.notes}"><svg data-icon="comment-alt" class="svg-inline--fa fa-comment-alt" viewBox="0 0 512 512"></svg></div>` : html``;
  const repeat = entry.repeat > 0 ? html`<div class="repeat" label="${media.type === 'ANIME' ? 'Rewatched' : 'Reread'} ${entry.repeat} time${entry.repeat === 1 ? '' : 's'}"><svg data-icon="redo" class="svg-inline--fa fa-redo" viewBox="0 0 512 512"></svg></div>` : html``;
  // Cards (host-dom-2026.md §2.4: `.entry-card`) carry the same cells, the cover first.
  const rowClass = view === 'cards' ? 'entry-card row' : 'entry row';
  return html`<div class="${rowClass}" data-entry-id="${entry.id}" data-sim-facts="${rowFacts(ctx, media)}"><div class="cover"><div class="image" style="background-image: ${cssUrl(media.coverImage.medium)}"></div>${isOwner ? html`<div class="edit">…</div>` : html``}</div><div class="title"><a href="${mediaPath(media)}">${mediaTitle(media, ctx.viewer)}</a>${media.status !== 'FINISHED' ? html`<div class="release-status ${media.status}"></div>` : html``}${notes}${repeat}</div><div class="score" score="${entry.score}"><!---->${scoreContent(entry.score, format)}<!----></div>${progress}${volumes}<div class="format">${formatLabel(media)}</div></div>`;
}

function headerRow(type: MediaType): SafeHtml {
  return html`<div class="list-head row"><div class="cover"></div><div class="title">Title</div><div class="score">Score</div><div class="progress">${type === 'ANIME' ? 'Progress' : 'Chapters'}</div>${type === 'MANGA' ? html`<div class="progress">Volumes</div>` : html``}<div class="format">Format</div></div>`;
}

const FILTER_FORMATS = ['TV', 'TV_SHORT', 'MOVIE', 'SPECIAL', 'OVA', 'ONA', 'MUSIC', 'MANGA', 'NOVEL', 'ONE_SHOT'] as const;
const FILTER_STATUSES = ['RELEASING', 'FINISHED', 'NOT_YET_RELEASED', 'CANCELLED', 'HIATUS'] as const;

/**
 * The filter column: search text, the list links, format/status/genre selects and the year slider
 * (host-dom.md §2.4: `.el-slider[aria-valuemin][aria-valuemax]`, its first child the runway, the
 * heading before it holding the chosen year). The client filters the rendered rows.
 */
function filters(ctx: PageContext, owner: User, type: MediaType, sections: ListSection[], current: string | null, total: number): SafeHtml {
  const base = `/user/${owner.name}/${type === 'ANIME' ? 'animelist' : 'mangalist'}`;
  const years = [1950, new Date().getUTCFullYear() + 1];
  const formats = FILTER_FORMATS.filter((f) => (type === 'ANIME') === !['MANGA', 'NOVEL', 'ONE_SHOT'].includes(f));
  const genres = ctx.world.genres();
  return html`<div class="filters-wrap"><div class="filters"><div class="entry-filter"><div class="el-input"><input type="text" autocomplete="off" placeholder="Filter" class="el-input__inner"><span class="el-input__suffix"><i class="el-input__icon el-icon-circle-close">×</i></span></div></div><div class="filter-group"><span class="group-header">Lists</span><a href="${base}" class="${current ? '' : 'active'}"><span>All</span><span class="count">${total}</span></a>${sections.map((s) =>
    html`<a href="${base}/${encodeURIComponent(s.name)}" class="${current === s.name ? 'active' : ''}"><span>${s.name}</span><span class="count">${s.entries.length}</span></a>`)}</div><div class="filter-group"><span class="group-header">Filters</span>${select('format-filter', 'Format', formats.map((f) => [f, formatName(f)]))}${select('status-filter', 'Status', FILTER_STATUSES.map((st) => [st, statusLabel(st)]))}${select('genre-filter', 'Genres', genres.map((g, i) => [String(i), g]))}</div><div class="filter-group year"><div class="year-heading"></div><div class="el-slider" role="slider" aria-valuemin="${years[0]}" aria-valuemax="${years[1]}" aria-orientation="horizontal"><div class="el-slider__runway" style="height: 6px;"><div class="el-slider__bar" style="width: 0%;"></div><div class="el-slider__button-wrapper" style="left: 0%;"><div class="el-slider__button"></div></div></div></div></div><div class="filter-group compare-btn"><a href="${base}/compare" class="button">Compare</a></div></div></div>`;
}

export function listPage(ctx: PageContext, owner: User, type: MediaType, sectionName: string | null): Fragment | null {
  const sections = listSections(ctx, owner, type);
  const shown = sectionName ? sections.filter((s) => s.name.toLowerCase() === sectionName.toLowerCase()) : sections;
  if (sectionName && !shown.length && !sections.length) return null;
  const total = new Set(sections.flatMap((s) => s.entries.map((e) => e.id))).size;
  const view = listView(ctx.url);
  const lists = shown.map((section) => html`<div class="list-wrap"><h3 class="section-name">${section.name}</h3><div class="list-entries">${headerRow(type)}${sortEntries(ctx, section.entries, ctx.viewer).map((entry) => {
    const media = ctx.world.getMedia(entry.mediaId);
    return media ? row(ctx, owner, entry, media, view) : html``;
  })}</div></div>`);
  const path = `/user/${owner.name}/${type === 'ANIME' ? 'animelist' : 'mangalist'}`;
  const body = html`<div class="medialist ${view} ${owner.mediaListOptions.scoreFormat} ${type}">${filters(ctx, owner, type, sections, shown.length === 1 && sectionName ? shown[0].name : null, total)}<div class="lists">${lists.length ? lists : html`<div class="empty">No entries</div>`}</div></div>`;
  return {
    status: 200,
    title: `${owner.name}'s ${type === 'ANIME' ? 'Anime' : 'Manga'} List`,
    navTransparent: true,
    html: userFrame(ctx, owner, path, body),
  };
}

/** AniList's own compare view: the owner's entries beside the viewer's, for media both have. */
export function comparePage(ctx: PageContext, owner: User, type: MediaType): Fragment {
  const other = ctx.viewer;
  const ownerEntries = ctx.world.listEntries(owner.id, type).filter((e) => !e.private || other?.id === owner.id);
  const rows = other
    ? ownerEntries.flatMap((entry) => {
      const mine = ctx.world.listEntryFor(other.id, entry.mediaId);
      const media = ctx.world.getMedia(entry.mediaId);
      return mine && media && (!mine.private || other.id === owner.id) ? [{ entry, mine, media }] : [];
    })
    : [];
  const body = html`<div class="medialist compare-page table ${owner.mediaListOptions.scoreFormat}"><div class="compare"><div class="list-head row"><div class="title">Title</div><div class="score">${owner.name}</div>${other ? html`<div class="score">${other.name}</div>` : html``}</div>${rows.map(({ entry, mine, media }) =>
    html`<div class="entry row"><div class="title"><a href="${mediaPath(media)}">${mediaTitle(media, ctx.viewer)}</a></div><div class="score" score="${entry.score}"><!---->${scoreContent(entry.score, owner.mediaListOptions.scoreFormat)}<!----></div><div class="score" score="${mine.score}"><!---->${scoreContent(mine.score, other!.mediaListOptions.scoreFormat)}<!----></div></div>`)}</div></div>`;
  const path = `/user/${owner.name}/${type === 'ANIME' ? 'animelist' : 'mangalist'}/compare`;
  return { status: 200, title: `${owner.name}'s ${type === 'ANIME' ? 'Anime' : 'Manga'} List`, navTransparent: true, html: userFrame(ctx, owner, path, body) };
}
