// /home (signed in), the guest landing page and the guest feed /social (host-dom.md §2.1).
import type { Media, MediaListEntry, MediaType } from '../../world/types.ts';
import { activityComposer, activityFeed, feedType, filterFeed, type FeedType } from '../activity.ts';
import type { Fragment, PageContext } from '../context.ts';
import { cssUrl, html, type SafeHtml } from '../html.ts';
import { mediaPath, mediaTitle } from '../format.ts';
import { reviewCard } from './reviewCard.ts';
import { threadCard } from './threadCard.ts';

function previewCard(ctx: PageContext, media: Media, entry: MediaListEntry, index: number): SafeHtml {
  const total = media.type === 'ANIME' ? media.episodes : media.chapters;
  const progress = total ? `Progress: ${entry.progress}/${total}` : `Progress: ${entry.progress}`;
  const aired = media.nextAiringEpisode ? media.nextAiringEpisode.episode - 1 : null;
  const behind = aired !== null && aired > entry.progress ? aired - entry.progress : 0;
  const countdown = media.nextAiringEpisode
    ? html`<div class="image-text"><div class="countdown">Ep ${media.nextAiringEpisode.episode}</div>${behind ? html`<div class="behind-accent"></div>` : html``}</div>`
    : html``;
  return html`<div class="media-preview-card${index % 5 >= 2 ? ' info-left' : ''}" data-sim-entry="${entry.id}" data-sim-total="${total ?? ''}"><a href="${mediaPath(media)}" class="cover" style="background-image: ${cssUrl(media.coverImage.large)}">${countdown}<div class="image-overlay"><div class="plus-progress">${entry.progress + 1} +</div></div></a><div class="content">${behind ? html`<div class="info-header">${behind} episode${behind === 1 ? '' : 's'} behind</div>` : html``}<a href="${mediaPath(media)}" class="title">${mediaTitle(media, ctx.viewer)}</a><div class="info"><div>${progress}</div></div></div></div>`;
}

function listPreview(ctx: PageContext, type: MediaType): SafeHtml {
  if (!ctx.viewer) return html``;
  const entries = ctx.world.listEntries(ctx.viewer.id, type)
    .filter((e) => e.status === 'CURRENT' || e.status === 'REPEATING')
    .sort((a, b) => b.updatedAt - a.updatedAt)
    .slice(0, 15);
  if (!entries.length) return html``;
  const cards = entries.map((entry, i) => {
    const media = ctx.world.getMedia(entry.mediaId);
    return media ? previewCard(ctx, media, entry, i) : html``;
  });
  const label = type === 'ANIME' ? 'Anime in Progress' : 'Manga in Progress';
  return html`<div class="list-preview-wrap"><div class="section-header"><h2>${label}</h2><svg data-icon="expand" class="svg-inline--fa fa-expand size-toggle" viewBox="0 0 448 512"></svg></div><div class="list-preview">${cards}</div></div>`;
}

/**
 * AniList's "Airing" preview (host-dom-2026 §2.1 names the section; its markup is not documented,
 * so it is drawn as the in-progress sections are): the viewer's anime being watched that have a
 * next episode. Only on request (`?sim-airing-preview`, this visit), so the home other tests know
 * keeps its two sections.
 */
function airingPreview(ctx: PageContext): SafeHtml {
  if (!ctx.viewer || !ctx.url.searchParams.has('sim-airing-preview')) return html``;
  const airing = ctx.world.listEntries(ctx.viewer.id, 'ANIME')
    .filter((e) => e.status === 'CURRENT' || e.status === 'REPEATING')
    .flatMap((entry) => {
      const media = ctx.world.getMedia(entry.mediaId);
      return media?.nextAiringEpisode ? [{ entry, media, at: media.nextAiringEpisode.airingAt }] : [];
    })
    .sort((a, b) => a.at - b.at)
    .slice(0, 15);
  if (!airing.length) return html``;
  return html`<div class="list-preview-wrap"><div class="section-header"><h2>Airing</h2></div><div class="list-preview">${airing.map(({ entry, media }, i) => previewCard(ctx, media, entry, i))}</div></div>`;
}

function rightColumn(ctx: PageContext): SafeHtml {
  const reviews = ctx.world.reviews().filter((r) => !r.private).slice(0, 4);
  const threads = ctx.world.threads().slice(0, 6);
  // AniList's ad slot (host-dom.md §1.1; the 2026 class name is unconfirmed): the script removes it.
  const ad = html`<div class="sense-wrap"><ins class="adsbygoogle" style="display: block;"></ins></div>`;
  // The viewer's token rides along for the cards' own +1 (the simulator's API has no cookie session).
  return html`<div><div class="list-previews" data-sim-token="${ctx.viewer?.token ?? ''}">${airingPreview(ctx)}${listPreview(ctx, 'ANIME')}${listPreview(ctx, 'MANGA')}</div>${ad}<div class="recent-reviews"><h2 class="section-header">Recent Reviews</h2><div class="review-wrap">${reviews.map((r) => reviewCard(ctx, r, 'home'))}</div></div><div class="recent-threads"><h2 class="section-header">Forum Activity</h2><div class="forum-wrap">${threads.map((t) => threadCard(ctx, t, true))}</div></div></div>`;
}

const FEED_TYPES: [FeedType, string][] = [['all', 'All'], ['text', 'Status'], ['message', 'Messages'], ['list', 'List']];

/**
 * The feed header: Following/Global toggle and the type filter dropdown. Both reload the feed in
 * place (the client fetches this page with `?feed=` and `?type=`), as AniList's toggles do.
 */
function feedHeader(global: boolean, type: FeedType, withToggle = true): SafeHtml {
  const toggle = withToggle
    ? html`<div class="feed-type-toggle"><div class="${global ? '' : 'active'}" data-sim-feed="following">Following</div><div class="${global ? 'active' : ''}" data-sim-feed="global">Global</div></div>`
    : html``;
  return html`<div class="section-header">Activity<div class="feed-select">${toggle}<div class="el-dropdown"><span class="el-dropdown-link feed-filter" aria-controls="dropdown-menu-feed">▾</span><ul id="dropdown-menu-feed" class="el-dropdown-menu" style="display: none;">${FEED_TYPES.map(([value, label]) =>
    html`<li class="el-dropdown-menu__item${value === type ? ' active' : ''}" data-sim-feed-type="${value}">${label}</li>`)}</ul></div></div></div>`;
}

/** Home's feed: the viewer's following (or everyone's), messages only when asked for. */
function homeActivities(ctx: PageContext, global: boolean, type: FeedType) {
  const base = global ? ctx.world.activities() : ctx.world.activities({ feedOf: ctx.viewer!.id });
  return filterFeed(type === 'message' ? base : base.filter((a) => a.type !== 'MESSAGE'), type);
}

export function homePage(ctx: PageContext): Fragment {
  if (!ctx.viewer) return landingPage(ctx);
  const global = ctx.url.searchParams.get('feed') === 'global';
  const type = feedType(ctx);
  return {
    status: 200,
    title: 'Home',
    html: html`<div class="container"><div class="home"><div class="activity-feed-wrap">${feedHeader(global, type)}${activityComposer()}${activityFeed(ctx, homeActivities(ctx, global, type))}<div class="scroller"></div></div>${rightColumn(ctx)}</div></div>`,
  };
}

export function landingPage(ctx: PageContext): Fragment {
  const trending = [...ctx.world.allMedia('ANIME')].sort((a, b) => b.trending - a.trending).slice(0, 6);
  return {
    status: 200,
    title: 'AniList: Track, Discover, Share Anime & Manga',
    html: html`<div class="landing"><div class="hero"><h1>The next-generation anime platform</h1><div class="description">Track, share, and discover your favorite anime and manga with AniList.</div><a href="/signup" class="button">Join Now</a></div><div class="landing-section trending"><h3>Trending Now</h3><div class="results">${trending.map((m) => html`<a href="${mediaPath(m)}" class="media-card"><div class="cover" style="background-image: ${cssUrl(m.coverImage.large)}"></div><div class="title">${mediaTitle(m, null)}</div></a>`)}</div></div></div>`,
  };
}

export function socialPage(ctx: PageContext): Fragment {
  const type = feedType(ctx);
  const all = ctx.world.activities();
  const activities = filterFeed(type === 'message' ? all : all.filter((a) => a.type !== 'MESSAGE'), type);
  return {
    status: 200,
    title: 'Social',
    html: html`<div class="container"><div class="social-feed"><div class="activity-feed-wrap">${feedHeader(true, type, false)}${activityFeed(ctx, activities)}<div class="scroller"></div></div></div></div>`,
  };
}
