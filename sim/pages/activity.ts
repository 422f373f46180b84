// One activity entry as AniList renders it in every feed and on /activity/{id}
// (host-dom.md §2.2, host-dom-2026.md §2.2).
import type { Activity, ActivityReply, User } from '../world/types.ts';
import type { PageContext } from './context.ts';
import { cssUrl, html, type SafeHtml } from './html.ts';
import { mediaPath, mediaTitle, timeElement, userPath } from './format.ts';
import { renderMarkdown } from '../markdown.ts';

const HEART = html`<svg data-icon="heart" class="svg-inline--fa fa-heart fa-w-16" viewBox="0 0 512 512"><path fill="currentColor" d="M462 62c-55-47-137-38-187 14l-19 20-19-20C187 24 105 15 50 62c-63 54-66 150-10 208l194 200c12 13 33 13 45 0l194-200c56-58 53-154-11-208z"></path></svg>`;
const COMMENTS = html`<svg data-icon="comments" class="svg-inline--fa fa-comments fa-w-18" viewBox="0 0 576 512"><path fill="currentColor" d="M416 192C416 86 323 0 208 0S0 86 0 192c0 41 14 79 38 110-13 31-36 55-36 55-3 4-3 9 0 13 2 4 6 6 10 6 37 0 68-12 90-26 33 16 70 25 106 25 115 0 208-86 208-192z"></path></svg>`;

function badge(user: User): SafeHtml {
  const parts: SafeHtml[] = [];
  if (user.donatorTier > 0) parts.push(html`<div class="donator-badge">${user.donatorBadge}</div>`);
  if (user.moderatorRoles.length) parts.push(html`<div class="mod-badge-wrap"><div class="mod-badge"><strong class="label">Mod</strong></div></div>`);
  return html`${parts}`;
}

function avatar(user: User): SafeHtml {
  return html`<a href="${userPath(user.name)}" class="avatar" style="background-image: ${cssUrl(user.avatar.large)}"></a>`;
}

/** `span.count` is left out at zero, as today's AniList does. */
function count(n: number): SafeHtml {
  return n > 0 ? html`<span class="count">${n}</span>` : html``;
}

function likeWrap(ctx: PageContext, likes: number[], kind: string): SafeHtml {
  const liked = ctx.viewer !== null && likes.includes(ctx.viewer.id);
  const likers = likes.slice(0, 10).map((id) => ctx.world.getUserById(id)).filter((u): u is User => !!u);
  return html`<div class="like-wrap ${kind}"><div class="users">${likers.map((u) =>
    html`<a href="${userPath(u.name)}" class="user" style="background-image: ${cssUrl(u.avatar.medium)}"></a>`)}</div><div class="button${liked ? ' liked' : ''}">${count(likes.length)}${HEART}</div></div>`;
}

function timeBlock(ctx: PageContext, activity: Activity): SafeHtml {
  const subscribed = ctx.viewer !== null && activity.subscribers.includes(ctx.viewer.id);
  const extras = ctx.viewer
    ? html`<div class="el-dropdown"><span class="el-dropdown-link" aria-controls="dropdown-menu-activity-${activity.id}">…</span><ul id="dropdown-menu-activity-${activity.id}" class="el-dropdown-menu activity-extras-dropdown" style="display: none;"><li class="el-dropdown-menu__item"><a href="/activity/${activity.id}">Direct Link</a></li></ul></div>`
    : html``;
  return html`<div class="time"><a href="/activity/${activity.id}" class="action"><svg data-icon="link" class="svg-inline--fa fa-link" viewBox="0 0 512 512"></svg></a>${ctx.viewer ? html`<span class="action has-label" label="${subscribed ? 'Unsubscribe' : 'Subscribe'}"><svg data-icon="bell" class="svg-inline--fa fa-bell" viewBox="0 0 448 512"></svg></span>` : html``}${timeElement(activity.createdAt, ctx.world.now)}${extras}</div>`;
}

function replyHtml(ctx: PageContext, reply: ActivityReply): SafeHtml {
  const user = ctx.world.getUserById(reply.userId);
  if (!user) return html``;
  return html`<div class="reply" data-reply-id="${reply.id}"><div class="header">${avatar(user)}<a href="${userPath(user.name)}" class="name">${user.name}</a>${badge(user)}<div class="actions"><div class="action likes">${likeWrap(ctx, reply.likes, 'activity_reply')}</div><div class="action time">${timeElement(reply.createdAt, ctx.world.now)}</div></div></div><div class="reply-markdown"><div class="markdown">${renderMarkdown(ctx.world, reply.text)}</div></div></div>`;
}

function body(ctx: PageContext, activity: Activity): SafeHtml | null {
  const { world } = ctx;
  if (activity.type === 'ANIME_LIST' || activity.type === 'MANGA_LIST') {
    const user = world.getUserById(activity.userId);
    const media = world.getMedia(activity.mediaId);
    if (!user || !media) return null;
    const progress = activity.progress ? html`${activity.progress} of ` : html``;
    return html`<div class="list"><a href="${mediaPath(media)}" class="cover" style="background-image: ${cssUrl(media.coverImage.medium)}"></a><div class="details"><a href="${userPath(user.name)}" class="name">${user.name}</a>${badge(user)} <div class="status">${activity.status} ${progress}<a href="${mediaPath(media)}" class="title">${mediaTitle(media, ctx.viewer)}</a></div></div>${avatar(user)}</div>`;
  }
  if (activity.type === 'TEXT') {
    const user = world.getUserById(activity.userId);
    if (!user) return null;
    return html`<div class="text"><div class="header">${avatar(user)}<a href="${userPath(user.name)}" class="name">${user.name}</a>${badge(user)}</div><div class="activity-markdown"><div class="markdown">${renderMarkdown(world, activity.text)}</div></div></div>`;
  }
  if (activity.type !== 'MESSAGE') return null;
  const sender = world.getUserById(activity.messengerId);
  const recipient = world.getUserById(activity.recipientId);
  if (!sender || !recipient) return null;
  return html`<div class="text"><div class="header">${avatar(sender)}<a href="${userPath(sender.name)}" class="name">${sender.name}</a>${badge(sender)}${activity.isPrivate ? html`<span class="private-badge">Private</span>` : html``}<span class="arrow">→</span><a href="${userPath(recipient.name)}" class="recipient name">${recipient.name}</a></div><div class="activity-markdown"><div class="markdown">${renderMarkdown(world, activity.message)}</div></div></div>`;
}

const TYPE_CLASS: Record<Activity['type'], string> = {
  TEXT: 'activity-text', ANIME_LIST: 'activity-anime_list', MANGA_LIST: 'activity-manga_list', MESSAGE: 'activity-message',
};

/** Private messages are visible to their two parties only; a member's posts not to whom they blocked. */
export function canSee(ctx: PageContext, activity: Activity): boolean {
  const people = activity.type === 'MESSAGE' ? [activity.messengerId, activity.recipientId] : [activity.userId];
  const viewer = ctx.viewer;
  if (viewer && people.some((id) => id !== viewer.id && ctx.world.getUserById(id)?.blocked.includes(viewer.id))) return false;
  if (activity.type !== 'MESSAGE' || !activity.isPrivate) return true;
  return ctx.viewer !== null && (ctx.viewer.id === activity.messengerId || ctx.viewer.id === activity.recipientId);
}

export function activityEntry(ctx: PageContext, activity: Activity, withReplies = false): SafeHtml {
  const content = body(ctx, activity);
  if (!content || !canSee(ctx, activity)) return html``;
  const replies = withReplies
    ? html`<div class="reply-wrap"><div class="activity-replies">${activity.replies.map((r) => replyHtml(ctx, r))}</div>${ctx.viewer ? html`<div class="reply-box"><textarea class="el-textarea__inner" placeholder="Write a reply..."></textarea></div>` : html``}</div>`
    : html``;
  return html`<div class="activity-entry ${TYPE_CLASS[activity.type]}" data-activity-id="${activity.id}"><div class="wrap">${content}${timeBlock(ctx, activity)}<div class="actions"><div class="action replies">${count(activity.replies.length)}${COMMENTS}</div><div class="action likes">${likeWrap(ctx, activity.likes, 'activity')}</div></div></div>${replies}</div>`;
}

/** The feed-type filter AniList offers above feeds (All, Status, Messages, List), from `?type=`. */
export type FeedType = 'all' | 'text' | 'message' | 'list';

export function feedType(ctx: PageContext): FeedType {
  const type = ctx.url.searchParams.get('type');
  return type === 'text' || type === 'message' || type === 'list' ? type : 'all';
}

export function filterFeed(activities: Activity[], type: FeedType): Activity[] {
  switch (type) {
    case 'text': return activities.filter((a) => a.type === 'TEXT');
    case 'message': return activities.filter((a) => a.type === 'MESSAGE');
    case 'list': return activities.filter((a) => a.type === 'ANIME_LIST' || a.type === 'MANGA_LIST');
    default: return activities;
  }
}

/**
 * A feed: `.activity-feed` whose element children are the entries, then `.load-more` while there
 * is more. `?page=` picks the page: the client asks for the next one when `.load-more` is clicked
 * or the `.scroller` sentinel below the feed comes into view, and appends its entries.
 */
export function activityFeed(ctx: PageContext, activities: Activity[], limit = 25): SafeHtml {
  const { feed, more } = activityFeedParts(ctx, activities, limit);
  return html`${feed}${more}`;
}

/** The feed and its Load More apart, for pages that put something between them (media social). */
export function activityFeedParts(ctx: PageContext, activities: Activity[], limit = 25): { feed: SafeHtml; more: SafeHtml } {
  const page = Math.max(1, Math.floor(Number(ctx.url.searchParams.get('page')) || 1));
  const visible = activities.filter((a) => canSee(ctx, a));
  const shown = visible.slice((page - 1) * limit, page * limit);
  const more = visible.length > page * limit;
  return {
    feed: html`<div class="activity-feed">${shown.map((a) => activityEntry(ctx, a))}</div>`,
    more: more ? html`<div class="load-more" data-sim-next-page="${page + 1}">Load More</div>` : html``,
  };
}

export function activityComposer(): SafeHtml {
  return html`<div class="activity-edit"><div class="input el-textarea"><textarea class="el-textarea__inner" placeholder="Write a status..."></textarea></div><div class="markdown-editor"><div title="Bold"></div><div title="Italic"></div><div title="Image"></div><div title="Youtube Video"></div><div title="WebM Video"></div></div><div class="actions"><div class="button cancel">Cancel</div><div class="button save">Post</div></div></div>`;
}
