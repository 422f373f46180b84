// /anime|manga/{id}/{slug}[/sub] (host-dom.md §2.7–2.8, host-dom-2026.md §2.7–2.8).
import type { Media, MediaListEntry, User } from '../../world/types.ts';
import { activityFeedParts } from '../activity.ts';
import type { Fragment, PageContext } from '../context.ts';
import { cssUrl, html, slugify, type SafeHtml } from '../html.ts';
import {
  followScore, followStatusLabel, formatLabel, fuzzyDateText, listStatusLabel, mediaPath, mediaTitle, numberText, statusLabel, userPath,
} from '../format.ts';
import { renderHtml, renderMarkdown } from '../../markdown.ts';
import { reviewCard } from './reviewCard.ts';
import { tagPickerDialog } from './tagPicker.ts';
import { threadCard } from './threadCard.ts';

export const MEDIA_SUBPAGES = ['characters', 'staff', 'stats', 'social', 'reviews', 'watch'];

const SEASON_NAMES = { WINTER: 'Winter', SPRING: 'Spring', SUMMER: 'Summer', FALL: 'Fall' } as const;
const SOURCE_LABELS: Record<string, string> = {
  ORIGINAL: 'Original', MANGA: 'Manga', LIGHT_NOVEL: 'Light Novel', VISUAL_NOVEL: 'Visual Novel',
  VIDEO_GAME: 'Video Game', OTHER: 'Other', NOVEL: 'Novel', DOUJINSHI: 'Doujinshi', ANIME: 'Anime',
  WEB_NOVEL: 'Web Novel', LIVE_ACTION: 'Live Action', GAME: 'Game', COMIC: 'Comic',
  MULTIMEDIA_PROJECT: 'Multimedia Project', PICTURE_BOOK: 'Picture Book',
};

function dataSet(type: string, value: SafeHtml | string | number | null, extraClass = ''): SafeHtml {
  if (value === null || value === '') return html``;
  return html`<div class="data-set${extraClass}"><div class="type">${type}</div><div class="value">${value}</div></div>`;
}

function countdown(media: Media, now: number): SafeHtml {
  const next = media.nextAiringEpisode;
  if (!next) return html``;
  const left = Math.max(0, next.airingAt - now);
  const days = Math.floor(left / 86400);
  const hours = Math.floor((left % 86400) / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  return html`<div class="data-set airing-countdown"><div class="type">Airing</div><div class="value">Ep ${next.episode}: ${days}d ${hours}h ${minutes}m</div></div>`;
}

function sidebar(ctx: PageContext, media: Media): SafeHtml {
  const { world } = ctx;
  const isAnime = media.type === 'ANIME';
  const studios = media.studios.map((s) => ({ edge: s, studio: world.getStudio(s.studioId) })).filter((s) => s.studio);
  const studioLinks = (main: boolean) => {
    const list = studios.filter((s) => s.edge.isMain === main);
    if (!list.length) return null;
    return html`${list.map((s, i) => html`${i ? '\n' : ''}<span><a href="/studio/${s.studio!.id}/${slugify(s.studio!.name)}">${s.studio!.name}</a></span>`)}`;
  };
  const season = media.season && media.seasonYear
    ? html`<a href="/search/anime?year=${media.seasonYear}%25&season=${media.season}" class="value">${SEASON_NAMES[media.season]} ${media.seasonYear}</a>`
    : null;
  const ranking = media.averageScore
    ? html`<div class="rankings"><a href="/search/${media.type.toLowerCase()}?sort=SCORE_DESC" class="ranking rated"><span class="rank-text">#${Math.max(1, 101 - media.averageScore)} Highest Rated All Time</span></a><a href="/search/${media.type.toLowerCase()}?sort=POPULARITY_DESC" class="ranking popular"><span class="rank-text">#${Math.max(1, 1000 - Math.floor(media.popularity / 100))} Most Popular All Time</span></a></div>`
    : html``;
  const seasonSet = season ? html`<div class="data-set"><div class="type">Season</div>${season}</div>` : html``;
  const data = html`<div class="data">${countdown(media, world.now)}${dataSet('Format', formatLabel(media))}${isAnime ? dataSet('Episodes', media.episodes) : dataSet('Chapters', media.chapters)}${isAnime ? dataSet('Episode Duration', media.duration ? `${media.duration} mins` : null) : dataSet('Volumes', media.volumes)}${dataSet('Status', statusLabel(media.status))}${dataSet('Start Date', fuzzyDateText(media.startDate))}${dataSet('End Date', fuzzyDateText(media.endDate))}${seasonSet}${dataSet('Average Score', media.averageScore ? `${media.averageScore}%` : null)}${dataSet('Mean Score', media.meanScore ? `${media.meanScore}%` : null)}${dataSet('Popularity', numberText(media.popularity))}${dataSet('Favorites', numberText(media.favourites))}${isAnime ? dataSet('Studios', studioLinks(true)) : html``}${isAnime ? dataSet('Producers', studioLinks(false)) : html``}${dataSet('Source', media.source ? SOURCE_LABELS[media.source] : null)}${dataSet('Hashtag', media.hashtag)}${dataSet('Genres', media.genres.length ? html`${media.genres.map((g, i) => html`${i ? ', ' : ''}<a href="/search/${media.type.toLowerCase()}/${g}">${g}</a>`)}` : null)}${dataSet('Romaji', media.title.romaji)}${dataSet('English', media.title.english)}${dataSet('Native', media.title.native)}${dataSet('Synonyms', media.synonyms.length ? html`${media.synonyms.map((s, i) => html`${i ? html`<br>` : ''}<span>${s}</span>`)}` : null)}</div>`;
  const tags = world.mediaTags(media);
  const tagBlock = tags.length
    ? html`<div class="tags"><h2>Tags</h2>${tags.map((t) =>
      html`<div class="tag${t.isMediaSpoiler ? ' spoiler' : ''}"><a href="/search/${media.type.toLowerCase()}?genres=${t.name}" class="name">${t.name}</a><div class="rank">${t.rank}%</div><div class="vote-dropdown el-dropdown"><span class="el-dropdown-link">⋮</span></div></div>`)}<div class="add-icon">+</div>${ctx.viewer ? tagPickerDialog(world.tags(), ctx.viewer.options.displayAdultContent, ctx.url.searchParams.has('sim-tag-descriptions')) : html``}</div>`
    : html``;
  const external = media.idMal
    ? html`<div class="external-links"><h2>External &amp; Streaming links</h2><div class="external-links-wrap"><a href="https://myanimelist.net/${media.type.toLowerCase()}/${media.idMal}/" target="_blank" rel="noopener noreferrer" class="external-link" style="--link-color: #2e51a2;"><div class="icon-wrap" style="background: #2e51a2;"></div><span class="name">MyAnimeList</span></a></div></div>`
    : html``;
  const review = ctx.viewer ? html`<a href="/edit/review/${media.id}" class="review button">Write Review</a>` : html``;
  return html`<div class="sidebar">${ranking}${data}${tagBlock}${external}${review}</div>`;
}

/**
 * A score/progress readout of AniList's own in the status block (`.cover-wrap .list .score`).
 * Neither host-dom.md nor host-dom-2026.md §2.7 shows one on today's media page (the viewer edits
 * score and progress in the list editor), so it is drawn only on request (`?sim-native-score`), for
 * testing that entryScore steps aside when AniList draws one.
 */
function nativeScore(ctx: PageContext, entry: MediaListEntry | undefined): SafeHtml {
  if (!entry || !ctx.url.searchParams.has('sim-native-score')) return html``;
  return html`<div class="score" title="Your score and progress">${entry.score ? `Score ${entry.score} · ` : ''}Progress ${entry.progress}</div>`;
}

function listButton(ctx: PageContext, media: Media, entry: MediaListEntry | undefined): SafeHtml {
  if (!ctx.viewer) return html``;
  const label = entry ? listStatusLabel(entry.status, media.type) : 'Add to List';
  const favourite = ctx.viewer.favourites[media.type === 'ANIME' ? 'anime' : 'manga'].includes(media.id);
  return html`<div class="actions"><div class="list"><div class="add">${label}</div>${nativeScore(ctx, entry)}<div class="el-dropdown"><span class="el-dropdown-link" aria-controls="dropdown-menu-status">▾</span><ul id="dropdown-menu-status" class="el-dropdown-menu" style="display: none;">${['Set as Watching', 'Set as Planning'].map((t) => html`<li class="el-dropdown-menu__item">${media.type === 'ANIME' ? t : t.replace('Watching', 'Reading')}</li>`)}<li class="el-dropdown-menu__item el-dropdown-menu__item--divided">Open List Editor</li></ul></div></div><div class="favourite${favourite ? ' isFavourite' : ''}"><svg data-icon="heart" class="svg-inline--fa fa-heart" viewBox="0 0 512 512"></svg></div></div>`;
}

function header(ctx: PageContext, media: Media, sub: string | null): SafeHtml {
  const base = mediaPath(media).replace(/\/$/, '');
  const tabs: [string, string][] = [['Overview', `${base}/`], ['Characters', `${base}/characters`], ['Staff', `${base}/staff`], ['Reviews', `${base}/reviews`], ['Stats', `${base}/stats`], ['Social', `${base}/social`]];
  const current = sub ? `${base}/${sub}` : `${base}/`;
  const entry = ctx.viewer ? ctx.world.listEntryFor(ctx.viewer.id, media.id) : undefined;
  const banner = media.bannerImage ? html` style="background-image: ${cssUrl(media.bannerImage)}"` : html``;
  return html`<div class="header-wrap"><div class="banner"${banner}><div class="shadow"></div></div><div class="header"><div class="container"><div class="cover-wrap overlap-banner"><div class="cover-wrap-inner"><img src="${media.coverImage.large}" alt="" class="cover" loading="lazy">${listButton(ctx, media, entry)}</div></div><div class="content"><h1>${mediaTitle(media, ctx.viewer)}</h1><div class="description">${renderHtml(media.description)}</div>${(media.description?.length ?? 0) > 400 ? html`<div class="description-length-toggle">Read More</div>` : html``}<div class="nav">${tabs.map(([label, href]) =>
    html`<a href="${href}" class="link${current === href ? ' router-link-exact-active router-link-active' : ''}">${label}</a>`)}</div></div></div></div></div>`;
}

/**
 * The social tab's notes cell (AniList since 2026-09, host-dom-2026.md API facts, Automail #322):
 * a notes button whose label is the note, and the note rendered as markdown for the expanded
 * view a click opens (sim/client/behaviours.js). Empty when the entry has no notes.
 */
function notesCell(ctx: PageContext, notes: string | null): SafeHtml {
  if (!notes) return html`<div class="notes-wrap"></div>`;
  return html`<div class="notes-wrap"><div class="notes has-label" role="button" tabindex="0" label="${notes}" aria-label="Notes"><svg data-icon="sticky-note" class="svg-inline--fa fa-sticky-note" viewBox="0 0 448 512"><path fill="currentColor" d="M312 320h136V56c0-13-11-24-24-24H24C11 32 0 43 0 56v400c0 13 11 24 24 24h264V344c0-13 11-24 24-24zm129 55L343 473c-5 5-11 7-17 7h-6V352h128v6c0 6-2 12-7 17z"></path></svg></div><div class="notes-markdown" hidden>${renderMarkdown(ctx.world, notes)}</div></div>`;
}

/** Rows of the users the viewer follows who have this media on their list (the social tab adds notes). */
function followRows(ctx: PageContext, media: Media, withNotes = false): SafeHtml[] {
  if (!ctx.viewer) return [];
  return ctx.world.followingOf(ctx.viewer.id).flatMap((user: User) => {
    const entry = ctx.world.listEntryFor(user.id, media.id);
    if (!entry || entry.private) return [];
    return [html`<a href="${userPath(user.name)}" class="follow"><div class="avatar" data-src="${user.avatar.medium}" style="background-image: ${cssUrl(user.avatar.medium)}"></div><div class="name">${user.name}</div><div class="status">${followStatusLabel(entry.status, media.type)}</div>${withNotes ? notesCell(ctx, entry.notes) : html``}${followScore(entry.score, user.mediaListOptions.scoreFormat)}</a>`];
  });
}

/**
 * AniList's own list-status marker (`.list-status[status="Watching"]`), as on browse cards
 * (host-dom.md §2.10, host-dom-2026 §2.10). The docs show none on relation and recommendation
 * cards, so the simulator draws it there only on request (`?sim-card-status`), for testing that
 * the status dots step aside where AniList marks a card itself.
 */
function cardStatus(ctx: PageContext, media: Media): SafeHtml {
  if (!ctx.viewer || !ctx.url.searchParams.has('sim-card-status')) return html``;
  const entry = ctx.world.listEntryFor(ctx.viewer.id, media.id);
  return entry ? html`<div class="list-status" status="${listStatusLabel(entry.status, media.type)}"></div>` : html``;
}

function overview(ctx: PageContext, media: Media): SafeHtml {
  const { world } = ctx;
  const relations = media.relations.map((r) => ({ r, m: world.getMedia(r.mediaId) })).filter((x) => x.m);
  const characters = media.characters.slice(0, 6).map((c) => ({ c, ch: world.getCharacter(c.characterId) })).filter((x) => x.ch);
  const staff = media.staff.slice(0, 4).map((s) => ({ s, st: world.getStaff(s.staffId) })).filter((x) => x.st);
  const recs = media.recommendations.map((r) => ({ r, m: world.getMedia(r.mediaId) })).filter((x) => x.m);
  const follows = followRows(ctx, media);
  const threads = world.threads({ mediaId: media.id }).slice(0, 3);
  return html`<div class="overview">${relations.length ? html`<div class="relations small"><h2>Relations</h2><div class="grid-wrap">${relations.map(({ r, m }) =>
    html`<div class="media-preview-card small"><a href="${mediaPath(m!)}" class="cover" style="background-image: ${cssUrl(m!.coverImage.medium)}"><div class="image-text">${r.relationType.replace(/_/g, ' ')}</div></a><div class="content"><a href="${mediaPath(m!)}" class="title">${mediaTitle(m!, ctx.viewer)}</a><div class="info">${formatLabel(m!)} · ${statusLabel(m!.status)}</div></div>${cardStatus(ctx, m!)}</div>`)}</div></div>` : html``}${characters.length ? html`<div class="characters"><h2 class="link"><a href="${mediaPath(media)}characters">Characters</a></h2><div class="grid-wrap">${characters.map(({ c, ch }) =>
    html`<div class="role-card character"><a href="/character/${ch!.id}" class="cover" style="background-image: ${cssUrl(ch!.image.medium)}"></a><a href="/character/${ch!.id}" class="content"><div class="name">${ch!.name.full}</div><div class="role">${c.role[0] + c.role.slice(1).toLowerCase()}</div></a></div>`)}</div></div>` : html``}${staff.length ? html`<div class="staff"><h2 class="link"><a href="${mediaPath(media)}staff">Staff</a></h2><div class="grid-wrap">${staff.map(({ s, st }) =>
    html`<div class="role-card staff"><a href="/staff/${st!.id}" class="cover" style="background-image: ${cssUrl(st!.image.medium)}"></a><a href="/staff/${st!.id}" class="content"><div class="name">${st!.name.full}</div><div class="role">${s.role}</div></a></div>`)}</div></div>` : html``}${follows.length ? html`<div class="following"><h2>Following</h2>${follows}</div>` : html``}<div class="grid-section-wrap"><div class="media-score-distribution"><h2>Score Distribution</h2><div class="ct-chart-bar"></div></div></div><div class="grid-section-wrap"><div class="recommendations-wrap"><h2>Recommendations</h2><div class="view-all"><div class="toggle">View All Recommendations</div></div><div class="recommendations">${recs.map(({ r, m }) =>
    html`<div class="recommendation-card"><a href="${mediaPath(m!)}" class="cover" style="background-image: ${cssUrl(m!.coverImage.large)}"><div class="title">${mediaTitle(m!, ctx.viewer)}</div></a><div class="rating-wrap"><span class="rating">${r.rating}</span></div>${cardStatus(ctx, m!)}</div>`)}</div></div></div><div class="threads"><h2>Threads</h2>${threads.length ? threads.map((t) => threadCard(ctx, t, true)) : html`<div class="no-threads">No forum threads yet, create one?</div>`}</div></div>`;
}

function subpage(ctx: PageContext, media: Media, sub: string): SafeHtml {
  const { world } = ctx;
  switch (sub) {
    case 'characters':
      return html`<div class="media-characters"><div class="grid-wrap">${media.characters.map((c) => {
        const ch = world.getCharacter(c.characterId);
        if (!ch) return html``;
        const vas = c.voiceActors.map((v) => world.getStaff(v.staffId)).filter((s) => !!s);
        return html`<div class="role-card view-character-staff"><div class="character"><a href="/character/${ch.id}" class="cover" style="background-image: ${cssUrl(ch.image.medium)}"></a><a href="/character/${ch.id}" class="content"><div class="name">${ch.name.full}</div><div class="role">${c.role[0] + c.role.slice(1).toLowerCase()}</div></a></div>${vas.map((s) => html`<div class="staff"><a href="/staff/${s!.id}" class="cover" style="background-image: ${cssUrl(s!.image.medium)}"></a><a href="/staff/${s!.id}" class="content"><div class="name">${s!.name.full}</div><div class="role">${s!.language}</div></a></div>`)}</div>`;
      })}</div></div>`;
    case 'staff':
      return html`<div class="media-staff"><div class="grid-wrap">${media.staff.map((s) => {
        const st = world.getStaff(s.staffId);
        return st ? html`<div class="role-card staff"><a href="/staff/${st.id}" class="cover" style="background-image: ${cssUrl(st.image.medium)}"></a><a href="/staff/${st.id}" class="content"><div class="name">${st.name.full}</div><div class="role">${s.role}</div></a></div>` : html``;
      })}</div></div>`;
    case 'reviews':
      return html`<div class="media-reviews"><div class="review-wrap">${world.reviews({ mediaId: media.id }).filter((r) => !r.private).map((r) => reviewCard(ctx, r, 'list'))}</div></div>`;
    case 'stats': {
      const entries = world.entriesForMedia(media.id);
      const counts = new Map<string, number>();
      for (const e of entries) counts.set(listStatusLabel(e.status, media.type), (counts.get(listStatusLabel(e.status, media.type)) ?? 0) + 1);
      return html`<div class="media-stats"><div class="status-distribution">${[...counts].map(([s, n]) => html`<div class="status"><div class="name">${s}</div><div class="amount">${n} Users</div></div>`)}</div></div>`;
    }
    case 'social': {
      const follows = followRows(ctx, media, true);
      const { feed, more } = activityFeedParts(ctx, world.activities({ mediaId: media.id }));
      // host-dom.md §2.8: `.social > .activity-feed + div > h2 + .following`; Load More below the feed.
      return html`<div class="media-social social">${feed}<div class="social-side"><h2 class="link">Following</h2><div class="following">${follows}</div></div>${more}</div>`;
    }
    default:
      return html`<div class="media-watch"><div class="episodes"></div></div>`;
  }
}

export function mediaPage(ctx: PageContext, media: Media, sub: string | null): Fragment {
  const content = sub ? subpage(ctx, media, sub) : overview(ctx, media);
  const title = mediaTitle(media, ctx.viewer);
  const year = media.startDate.year ? ` (${media.startDate.year})` : '';
  return {
    status: 200,
    title: `${title}${year}`,
    navTransparent: true,
    html: html`<div class="media media-page-unscoped${media.type === 'MANGA' ? ' media-manga' : ' media-anime'}">${header(ctx, media, sub)}<div class="content container">${sidebar(ctx, media)}${content}</div></div>`,
  };
}
