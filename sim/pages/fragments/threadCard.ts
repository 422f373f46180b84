// A forum thread card (home forum preview, forum feeds, user social Threads tab).
import type { ForumThread } from '../../world/types.ts';
import type { PageContext } from '../context.ts';
import { cssUrl, html, type SafeHtml } from '../html.ts';
import { mediaTitle, relativeSpan, userPath } from '../format.ts';

const CATEGORY_COLOURS: Record<number, string> = {
  1: '0,170,255', 2: '76,175,80', 3: '75,179,185', 4: '75,179,185', 5: '103,58,183', 7: '78,163,230',
  8: '0,150,136', 9: '96,125,139', 10: '36,36,169', 11: '251,71,30', 12: '239,48,81', 13: '233,30,99',
  15: '184,90,199', 16: '255,152,0', 17: '121,85,72', 18: '43,76,105',
};

export function threadCard(ctx: PageContext, thread: ForumThread, small = false): SafeHtml {
  const { world } = ctx;
  const author = world.getUserById(thread.userId);
  const replier = thread.replyUserId ? world.getUserById(thread.replyUserId) : undefined;
  const who = replier ?? author;
  const comments = world.threadComments(thread.id).length;
  const categories = [
    ...thread.mediaCategories.map((id) => world.getMedia(id)).filter((m) => !!m).map((m) =>
      html`<span><a href="/forum/recent?media=${m!.id}" class="category ${m!.type}" style="background: rgb(${m!.type === 'ANIME' ? '61,180,242' : '123,213,85'})" title="${mediaTitle(m!, ctx.viewer)}">${m!.type === 'ANIME' ? 'Anime' : 'Manga'}</a></span>`),
    ...thread.categories.map((c) =>
      html`<span><a href="/forum/recent?category=${c.id}" class="category" style="background: rgb(${CATEGORY_COLOURS[c.id] ?? '78,163,230'})">${c.name}</a></span>`),
  ];
  const byline = replier
    ? html`<a href="${userPath(replier.name)}" class="name">${replier.name} replied ${relativeSpan(thread.repliedAt, world.now)}</a>`
    : html`<a href="${userPath(author?.name ?? '')}" class="name">By ${author?.name ?? ''}</a>`;
  return html`<div class="thread-card${small ? ' small' : ''}${thread.isSticky ? ' sticky' : ''}"><a href="/forum/thread/${thread.id}" class="title">${thread.title}</a>${small ? html`` : html`<div class="body-preview">${thread.body.slice(0, 200)}</div>`}<div class="footer">${who ? html`<a href="${userPath(who.name)}" class="avatar" style="background-image: ${cssUrl(who.avatar.medium)}"></a>` : html``}${byline}<div class="categories">${categories}</div><div class="info"><span class="views">${thread.viewCount}</span><span class="replies">${comments}</span></div></div></div>`;
}
