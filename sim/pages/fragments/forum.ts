// /forum family and /forum/thread/{id} (host-dom.md §2.14, host-dom-2026.md §2.14).
import type { ForumThread, ThreadComment } from '../../world/types.ts';
import type { Fragment, PageContext } from '../context.ts';
import { cssUrl, html, type SafeHtml } from '../html.ts';
import { mediaPath, mediaTitle, timeElement, userPath } from '../format.ts';
import { renderMarkdown } from '../../markdown.ts';
import { threadCard } from './threadCard.ts';

export const FORUM_FEEDS = ['overview', 'recent', 'new', 'subscribed', 'search'];

/** The same like component as the feeds' (host-dom-2026 §2.2/§2.14): the liker popover, then the button. */
function likeWrap(ctx: PageContext, likes: number[], kind: string): SafeHtml {
  const liked = ctx.viewer !== null && likes.includes(ctx.viewer.id);
  const likers = likes.slice(0, 10).map((id) => ctx.world.getUserById(id)).filter((u) => !!u);
  return html`<div class="like-wrap ${kind}"><div class="users">${likers.map((u) =>
    html`<a href="${userPath(u.name)}" class="user" style="background-image: ${cssUrl(u.avatar.medium)}"></a>`)}</div><div class="button${liked ? ' liked' : ''}">${likes.length > 0 ? html`<span class="count">${likes.length}</span>` : html``}<svg data-icon="heart" class="svg-inline--fa fa-heart" viewBox="0 0 512 512"></svg></div></div>`;
}

export function forumFeedPage(ctx: PageContext, feed: string): Fragment {
  const { world, url, viewer } = ctx;
  const mediaId = Number(url.searchParams.get('media')) || undefined;
  const categoryId = Number(url.searchParams.get('category')) || undefined;
  let threads: ForumThread[] = world.threads({ mediaId, categoryId });
  if (feed === 'new') threads = [...threads].sort((a, b) => b.createdAt - a.createdAt);
  if (feed === 'subscribed') threads = viewer ? threads.filter((t) => t.subscribers.includes(viewer.id)) : [];
  if (feed === 'search') {
    const q = (url.searchParams.get('search') ?? '').toLowerCase();
    threads = threads.filter((t) => t.title.toLowerCase().includes(q));
  }
  const media = mediaId ? world.getMedia(mediaId) : undefined;
  const links: [string, string][] = [['Overview', '/forum/overview'], ['Recent', '/forum/recent'], ['New', '/forum/new'], ['Subscribed', '/forum/subscribed']];
  return {
    status: 200,
    title: 'Forum',
    html: html`<div class="forum-feed container"><div class="filters"><a href="/forum/thread/new" class="create-btn button">Create New Thread</a><div class="filter-group">${links.map(([label, href]) =>
      html`<a href="${href}" class="link${href === `/forum/${feed}` ? ' router-link-exact-active router-link-active' : ''}">${label}</a>`)}</div></div><div class="feed">${media ? html`<div class="media-header"><a href="${mediaPath(media)}">${mediaTitle(media, viewer)}</a></div>` : html``}${feed === 'overview' ? html`<div class="overview-header">Recently Active</div>` : html``}${threads.slice(0, 30).map((t) => threadCard(ctx, t))}</div></div>`,
  };
}

function comment(ctx: PageContext, thread: ForumThread, item: ThreadComment, all: ThreadComment[], depth: number): SafeHtml {
  const user = ctx.world.getUserById(item.userId);
  const children = all.filter((c) => c.parentId === item.id);
  return html`<div class="comment-wrap${depth % 2 ? ' odd' : ''}"><div class="comment"><div class="header">${user ? html`<a href="${userPath(user.name)}" class="avatar" style="background-image: ${cssUrl(user.avatar.medium)}"></a><a href="${userPath(user.name)}" class="name">${user.name}</a>` : html``}<div class="time">${timeElement(item.createdAt, ctx.world.now)}</div></div><div class="body"><div class="markdown">${renderMarkdown(ctx.world, item.comment)}</div><div class="actions"><div class="action likes">${likeWrap(ctx, item.likes, 'thread_comment')}<a href="/forum/thread/${thread.id}/comment/${item.id}" class="hidden"></a></div><div class="action reply">Reply</div></div></div></div>${children.length ? html`<div class="child-comments">${children.map((c) => comment(ctx, thread, c, all, depth + 1))}</div>` : html``}</div>`;
}

export function threadPage(ctx: PageContext, thread: ForumThread): Fragment {
  const { world } = ctx;
  const author = world.getUserById(thread.userId);
  const all = world.threadComments(thread.id);
  const top = all.filter((c) => c.parentId === null);
  const mediaTags = thread.mediaCategories.map((id) => world.getMedia(id)).filter((m) => !!m).map((m) =>
    html`<a href="/forum/recent?media=${m!.id}" class="category media ${m!.type}">${mediaTitle(m!, ctx.viewer)}</a>`);
  return {
    status: 200,
    title: thread.title,
    html: html`<div class="forum-thread container"><div class="header"><h1 class="title">${thread.title}</h1><div class="categories">${thread.categories.map((c) => html`<a href="/forum/recent?category=${c.id}" class="category">${c.name}</a>`)}${mediaTags}</div></div><div class="body"><div class="user">${author ? html`<a href="${userPath(author.name)}" class="name">${author.name}</a>` : html``}${timeElement(thread.createdAt, world.now)}</div><div class="markdown">${renderMarkdown(world, thread.body)}</div><div class="footer"><div class="actions">${likeWrap(ctx, thread.likes, 'thread')}<div class="button subscribe">${ctx.viewer && thread.subscribers.includes(ctx.viewer.id) ? 'Unsubscribe' : 'Subscribe'}</div></div></div></div><div class="comments">${top.length ? top.map((c) => comment(ctx, thread, c, all, 0)) : html`<div class="no-comments">No comments</div>`}</div></div>`,
  };
}
