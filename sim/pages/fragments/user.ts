// /user/{name} and its tabs (host-dom.md §2.3, §2.6; host-dom-2026.md §2.3, §2.6).
import type { MediaType, User } from '../../world/types.ts';
import { activityComposer, activityFeed, feedType, filterFeed } from '../activity.ts';
import { avatarLink } from '../chrome.ts';
import type { Fragment, PageContext } from '../context.ts';
import { cssUrl, html, type SafeHtml } from '../html.ts';
import { mediaPath, mediaTitle, numberText, userPath } from '../format.ts';
import { renderMarkdown } from '../../markdown.ts';
import { reviewCard } from './reviewCard.ts';
import { threadCard } from './threadCard.ts';
import { activityHistory, genreOverview } from './userOverviewBlocks.ts';

const PROFILE_COLOURS = ['blue', 'purple', 'pink', 'orange', 'red', 'green', 'gray'];

/** The user a /user/{name}… page shows, or null when AniList would send the visitor to /404. */
export function visibleUser(ctx: PageContext, name: string): User | null {
  const user = ctx.world.getUserByName(name);
  if (!user) return null;
  const isSelf = ctx.viewer?.id === user.id;
  if (!isSelf && user.private) return null;
  if (ctx.viewer && !isSelf && user.blocked.includes(ctx.viewer.id)) return null;
  return user;
}

function tabs(user: User, current: string): SafeHtml {
  const base = `/user/${user.name}`;
  const items: [string, string][] = [
    ['Overview', `${base}/`], ['Anime List', `${base}/animelist`], ['Manga List', `${base}/mangalist`],
    ['Favorites', `${base}/favorites`], ['Stats', `${base}/stats/anime/overview`], ['Social', `${base}/social`],
    ['Reviews', `${base}/reviews`], ['Submissions', `${base}/submissions`],
  ];
  return html`<div class="nav-wrap"><div class="nav container">${items.map(([label, href]) =>
    html`<a href="${href}" class="link${current === href ? ' router-link-exact-active router-link-active' : ''}">${label}</a>`)}</div></div>`;
}

function header(ctx: PageContext, user: User, current: string): SafeHtml {
  const isSelf = ctx.viewer?.id === user.id;
  const follows = ctx.viewer?.following.includes(user.id) ?? false;
  const banner = user.bannerImage ? html` style="background-image: ${cssUrl(user.bannerImage)}"` : html``;
  const follow = ctx.viewer && !isSelf
    ? html`<div class="actions"><div class="follow nav-btn${follows ? ' following' : ''}"><span>${follows ? 'Following' : 'Follow'}</span></div></div>`
    : html``;
  return html`<div class="header-wrap"><div class="banner"${banner}><div class="shadow"></div><div class="banner-content container"><img src="${user.avatar.large}" alt="" class="avatar" loading="lazy"><div class="name-wrapper"><h1 class="name">${user.name}</h1>${user.donatorTier > 0 ? html`<div class="donator-badge">${user.donatorBadge}</div>` : html``}${user.moderatorRoles.length ? html`<div class="mod-badge-wrap"><div class="mod-badge">Mod</div></div>` : html``}</div>${follow}</div></div>${tabs(user, current)}</div>`;
}

/** The `.user.user-page-unscoped` root with the banner header and tabs around a tab's content. */
export function userFrame(ctx: PageContext, user: User, current: string, inner: SafeHtml, attrs: SafeHtml = html``): SafeHtml {
  const colour = PROFILE_COLOURS.includes(user.options.profileColor) ? user.options.profileColor : 'blue';
  return html`<div class="user user-page-unscoped ${colour}"${attrs}>${header(ctx, user, current)}<div class="content container">${inner}</div></div>`;
}

/**
 * The progress bar under a stat box: milestones of days watched / chapters read (host-dom.md
 * §2.3; the milestones option leaves them as they are and puts the days watched / chapters read
 * on a line of its own above them).
 */
function milestones(type: MediaType, amount: number): SafeHtml {
  const steps = type === 'ANIME' ? [10, 25, 50, 100] : [1_000, 2_500, 5_000, 10_000];
  const unit = type === 'ANIME' ? 'Days' : 'Chapters';
  return html`<div class="milestones ${type.toLowerCase()}">${steps.map((step) =>
    html`<div class="milestone${amount >= step ? ' reached' : ''}">${numberText(step)} ${unit}</div>`)}</div>`;
}

function statBox(ctx: PageContext, user: User, type: MediaType): SafeHtml {
  const entries = ctx.world.listEntries(user.id, type);
  const scored = entries.filter((e) => e.scoreRaw > 0);
  const mean = scored.length ? scored.reduce((s, e) => s + e.scoreRaw, 0) / scored.length : 0;
  let amount = 0;
  for (const e of entries) {
    const media = ctx.world.getMedia(e.mediaId);
    amount += type === 'ANIME' ? (e.progress * (media?.duration ?? 24)) / 1440 : e.progress;
  }
  const [label, value] = type === 'ANIME' ? ['Days Watched', amount.toFixed(1)] : ['Chapters Read', numberText(Math.round(amount))];
  const box = html`<div class="stats-wrap ${type.toLowerCase()}"><div class="stat"><div class="value">${entries.length}</div><div class="label">Total ${type === 'ANIME' ? 'Anime' : 'Manga'}</div></div><div class="stat"><div class="value">${value}</div><div class="label">${label}</div></div><div class="stat"><div class="value">${mean.toFixed(1)}</div><div class="label">Mean Score</div></div></div>`;
  return html`${box}${milestones(type, amount)}`;
}

function favourites(ctx: PageContext, user: User): SafeHtml {
  const { world } = ctx;
  const media = (ids: number[], kind: string) => html`<div class="favourites-wrap ${kind}">${ids.map((id) => world.getMedia(id)).filter((m) => !!m).map((m) =>
    html`<a href="${mediaPath(m!)}" class="favourite media" style="background-image: ${cssUrl(m!.coverImage.large)}" title="${mediaTitle(m!, ctx.viewer)}"></a>`)}</div>`;
  const characters = user.favourites.characters.map((id) => world.getCharacter(id)).filter((c) => !!c);
  const staff = user.favourites.staff.map((id) => world.getStaff(id)).filter((s) => !!s);
  const studios = user.favourites.studios.map((id) => world.getStudio(id)).filter((s) => !!s);
  return html`<div class="desktop favourites preview">${media(user.favourites.anime, 'anime')}${media(user.favourites.manga, 'manga')}<div class="favourites-wrap characters">${characters.map((c) =>
    html`<a href="/character/${c!.id}" class="favourite character" style="background-image: ${cssUrl(c!.image.large)}" title="${c!.name.full}"></a>`)}</div><div class="favourites-wrap staff">${staff.map((s) =>
    html`<a href="/staff/${s!.id}" class="favourite staff" style="background-image: ${cssUrl(s!.image.large)}" title="${s!.name.full}"></a>`)}</div><div class="favourites-wrap studios">${studios.map((s) =>
    html`<a href="/studio/${s!.id}/${s!.name.replace(/[^A-Za-z0-9]+/g, '-')}" class="favourite studio">${s!.name}</a>`)}</div></div>`;
}

const PROFILE_FEED_TYPES = [['all', 'All'], ['text', 'Status'], ['list', 'List'], ['message', 'Messages']] as const;

export function profilePage(ctx: PageContext, user: User): Fragment {
  const isSelf = ctx.viewer?.id === user.id;
  const type = feedType(ctx);
  const activities = ctx.world.activities({ userId: user.id })
    .concat(ctx.world.activities({ recipientId: user.id }).filter((a) => a.type === 'MESSAGE' && a.messengerId !== user.id))
    .sort((a, b) => b.createdAt - a.createdAt);
  const overview = html`<div class="overview"><div class="section"><div class="about"><div class="content-wrap"><div class="markdown">${renderMarkdown(ctx.world, user.about)}</div></div></div>${activityHistory(ctx, ctx.world.activities({ userId: user.id }))}${genreOverview(ctx, user)}${favourites(ctx, user)}</div><div class="section"><div class="stats-wrap">${statBox(ctx, user, 'ANIME')}${statBox(ctx, user, 'MANGA')}</div><div class="activity-feed-wrap"><div class="section-header">Activity<ul class="feed-type-toggle">${PROFILE_FEED_TYPES.map(([value, label]) => html`<li class="${value === type ? 'active' : ''}" data-sim-feed-type="${value}">${label}</li>`)}</ul></div>${isSelf ? activityComposer() : html``}${activityFeed(ctx, filterFeed(activities, type))}<div class="scroller"></div></div></div></div>`;
  return { status: 200, title: user.name, navTransparent: true, html: userFrame(ctx, user, `/user/${user.name}/`, overview) };
}

function followGrid(users: User[]): SafeHtml {
  return html`<div class="user-follow"><div class="wrap">${users.map((u) =>
    html`<div class="follow-card">${avatarLink(u)}<a href="${userPath(u.name)}" class="name">${u.name}</a></div>`)}</div></div>`;
}

export function userSocialPage(ctx: PageContext, user: User): Fragment {
  const { world } = ctx;
  const threads = world.threads({ userId: user.id });
  const comments = world.threads().flatMap((t) => world.threadComments(t.id).filter((c) => c.userId === user.id).map((c) => ({ c, t }))).slice(0, 30);
  const inner = html`<div class="user-social" data-sim-tab-scope=""><div class="filters"><div class="filter-group" data-sim-tabs=""><div class="group-header">Social</div><span class="active" data-sim-tab="following">Following</span><span data-sim-tab="followers">Followers</span><span data-sim-tab="threads">Threads</span><span data-sim-tab="comments">Comments</span></div></div><div class="social-content"><div data-sim-panel="following">${followGrid(world.followingOf(user.id))}</div><div data-sim-panel="followers" hidden>${followGrid(world.followersOf(user.id))}</div><div data-sim-panel="threads" hidden><div class="user-threads">${threads.map((t) => threadCard(ctx, t))}</div></div><div data-sim-panel="comments" hidden><div class="user-comments">${comments.map(({ c, t }) =>
    html`<div class="comment-wrap"><div class="header"><a href="/forum/thread/${t.id}/comment/${c.id}">${t.title}</a></div><div class="markdown">${renderMarkdown(world, c.comment)}</div></div>`)}</div></div></div></div>`;
  return { status: 200, title: `${user.name} · Social`, navTransparent: true, html: userFrame(ctx, user, `/user/${user.name}/social`, inner) };
}

export function userFavouritesPage(ctx: PageContext, user: User): Fragment {
  return { status: 200, title: `${user.name} · Favorites`, navTransparent: true, html: userFrame(ctx, user, `/user/${user.name}/favorites`, html`<div class="favourites-page">${favourites(ctx, user)}</div>`) };
}

export function userReviewsPage(ctx: PageContext, user: User): Fragment {
  const reviews = ctx.world.reviews({ userId: user.id }).filter((r) => !r.private || ctx.viewer?.id === user.id);
  return { status: 200, title: `${user.name} · Reviews`, navTransparent: true, html: userFrame(ctx, user, `/user/${user.name}/reviews`, html`<div class="review-wrap">${reviews.map((r) => reviewCard(ctx, r, 'list'))}</div>`) };
}

export function userSubmissionsPage(ctx: PageContext, user: User): Fragment {
  return { status: 200, title: `${user.name} · Submissions`, navTransparent: true, html: userFrame(ctx, user, `/user/${user.name}/submissions`, html`<div class="submissions"><div class="empty">No submissions</div></div>`) };
}
