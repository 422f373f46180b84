// /notifications (host-dom.md §2.15, host-dom-2026.md §2.15). Visiting the page marks the
// viewer's notifications read, as AniList's own page does when it fetches them. AniList loads
// its list 25 at a time (`Page(page, perPage: 25) { notifications }`) and asks for the next page
// when the user scrolls to the end: `?page=N` renders page N, and the `.scroller` sentinel after
// the list carries `data-sim-next-page` while pages remain (the client appends them, as feeds do).
import type { Notification } from '../../world/types.ts';
import type { Fragment, PageContext } from '../context.ts';
import { cssUrl, html, type SafeHtml } from '../html.ts';
import { mediaPath, mediaTitle, timeElement, userPath } from '../format.ts';

/** AniList's page size for the notifications list. */
export const NOTIFICATIONS_PER_PAGE = 25;

const FILTERS = ['All', 'Airing', 'Activity', 'Forum', 'Follows', 'Media'];

/** Which filter link shows a notification (the client hides the others; 'All' shows every one). */
function filterGroup(type: string): string {
  if (type === 'AIRING') return 'Airing';
  if (type === 'FOLLOWING') return 'Follows';
  if (FORUM_TYPES.has(type)) return 'Forum';
  if (type.startsWith('ACTIVITY_')) return 'Activity';
  return 'Media';
}

/** AniList's phrases for the media notifications, where the world gives none. */
const MEDIA_CONTEXTS: Record<string, string> = {
  RELATED_MEDIA_ADDITION: ' was recently added to the site.',
  MEDIA_DATA_CHANGE: ' received site data changes.',
  MEDIA_MERGE: ' was merged into ',
  MEDIA_DELETION: ' was deleted from the site.',
};

const FORUM_TYPES = new Set(['THREAD_COMMENT_MENTION', 'THREAD_SUBSCRIBED', 'THREAD_COMMENT_REPLY', 'THREAD_LIKE', 'THREAD_COMMENT_LIKE']);

function contextLine(ctx: PageContext, n: Notification): { image: SafeHtml; line: SafeHtml; hasMedia: boolean } {
  const { world } = ctx;
  const user = n.userRef !== null ? world.getUserById(n.userRef) : undefined;
  const media = n.mediaId !== null ? world.getMedia(n.mediaId) : undefined;
  const userImage = user
    ? html`<a href="${userPath(user.name)}" class="avatar" style="background-image: ${cssUrl(user.avatar.large)}"></a>`
    : html`<a class="avatar"></a>`;
  if (n.type === 'AIRING' && media) {
    const [before, middle, after] = n.contexts ?? ['Episode ', ' of ', ' aired.'];
    return {
      hasMedia: true,
      image: html`<a href="${mediaPath(media)}" class="image" style="background-image: ${cssUrl(media.coverImage.medium)}"></a>`,
      // host-dom.md §2.15: element children [0] = a media link, [3] = " aired."; child nodes
      // [1] = the episode number text, [4] = the media link (the Vue placeholder comment counts as
      // a node but not as an element). host-dom-2026 has not re-verified this structure.
      line: html`<div class="context-line"><a href="${mediaPath(media)}" class="link">${before}</a>${String(n.episode ?? '')}<span class="context">${middle}</span><!----><a href="${mediaPath(media)}" class="link">${mediaTitle(media, ctx.viewer)}</a><span class="context">${after}</span></div>`,
    };
  }
  if (n.type === 'FOLLOWING' && user) {
    return { hasMedia: false, image: userImage, line: html`<div class="context-line"><a href="${userPath(user.name)}" class="link">${user.name}</a><span class="context">${n.context ?? ' started following you.'}</span></div>` };
  }
  if (FORUM_TYPES.has(n.type)) {
    const thread = n.threadId !== null ? world.getThread(n.threadId) : undefined;
    const href = thread ? (n.commentId ? `/forum/thread/${thread.id}/comment/${n.commentId}` : `/forum/thread/${thread.id}`) : '/forum/overview';
    return { hasMedia: false, image: userImage, line: html`<div class="context-line"><a href="${href}" class="link">${user?.name ?? ''}<span class="context">${n.context ?? ''}</span><span class="title">${thread?.title ?? ''}</span></a></div>` };
  }
  if (n.type === 'RELATED_MEDIA_ADDITION' || n.type === 'MEDIA_DATA_CHANGE' || n.type === 'MEDIA_MERGE' || n.type === 'MEDIA_DELETION') {
    // AniList writes these as sentences about the title: "<Title> was recently added to the site.",
    // "<Title> received site data changes.", "<Old title> was deleted from the site.", and a merge
    // "<Old titles> was merged into <Title>" (schema: MediaMergeNotification.deletedMediaTitles
    // are the merged-away entries, `media` the one they became).
    const link = media ? html`<a href="${mediaPath(media)}" class="link">${mediaTitle(media, ctx.viewer)}</a>` : html``;
    const oldTitles = html`<span class="title">${(n.deletedMediaTitles ?? []).join(', ')}</span>`;
    const context = html`<span class="context">${n.context ?? MEDIA_CONTEXTS[n.type]}</span>`;
    const sentence = n.type === 'MEDIA_MERGE' ? html`${oldTitles}${context}${link}` : media ? html`${link}${context}` : html`${oldTitles}${context}`;
    return {
      hasMedia: !!media,
      image: media ? html`<a href="${mediaPath(media)}" class="image" style="background-image: ${cssUrl(media.coverImage.medium)}"></a>` : html`<a class="image"></a>`,
      line: html`<div class="context-line">${sentence}${n.reason ? html`<div class="expand-reason">Show Reason</div><div class="reason-markdown" style="display: none;"><p>${n.reason}</p></div>` : html``}</div>`,
    };
  }
  const href = n.activityId !== null ? `/activity/${n.activityId}` : userPath(user?.name ?? '');
  return { hasMedia: false, image: userImage, line: html`<div class="context-line"><a href="${href}" class="link">${user?.name ?? ''}<span class="context">${n.context ?? ''}</span></a></div>` };
}

function item(ctx: PageContext, n: Notification): SafeHtml {
  const { image, line, hasMedia } = contextLine(ctx, n);
  const classes = ['notification', n.read ? '' : 'unread', hasMedia ? 'hasMedia' : ''].filter(Boolean).join(' ');
  return html`<div class="${classes}" data-notification-id="${n.id}" data-sim-group="${filterGroup(n.type)}">${image}<div class="details">${line}<div class="time">${timeElement(n.createdAt, ctx.world.now)}</div></div></div>`;
}

export function notificationsPage(ctx: PageContext): Fragment {
  const viewer = ctx.viewer;
  if (!viewer) return { status: 200, title: 'Login', redirect: '/login', html: html`<div class="container"><div class="login-required">Login to view notifications</div></div>` };
  const page = Math.max(1, Math.floor(Number(ctx.url.searchParams.get('page')) || 1));
  const all = ctx.world.notificationsFor(viewer.id);
  const rendered = all.slice((page - 1) * NOTIFICATIONS_PER_PAGE, page * NOTIFICATIONS_PER_PAGE).map((n) => item(ctx, n));
  const more = all.length > page * NOTIFICATIONS_PER_PAGE;
  const scroller = more ? html`<div class="scroller" data-sim-next-page="${page + 1}"></div>` : html``;
  return {
    status: 200,
    title: 'Notifications',
    commit: () => ctx.world.markNotificationsRead(viewer.id),
    html: html`<div class="notifications-feed container" data-sim-token="${viewer.token ?? ''}"><div class="filters"><div class="group-header">Notifications</div>${FILTERS.map((f, i) =>
      html`<a href="/notifications" class="link${i === 0 ? ' router-link-exact-active router-link-active' : ''}" data-sim-filter="${f}">${f}</a>`)}<div class="reset-btn">Mark all as read</div></div><div class="notifications">${rendered.length ? rendered : html`<div class="no-notifications">No notifications</div>`}</div>${scroller}</div>`,
  };
}
