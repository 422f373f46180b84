// A review card: on /reviews the card itself is the link, on /home its `.content` is
// (host-dom-2026.md §2.16); the vote indicator's tooltip says "N out of M users liked this review".
import type { Review } from '../../world/types.ts';
import type { PageContext } from '../context.ts';
import { cssUrl, html, type SafeHtml } from '../html.ts';
import { mediaTitle } from '../format.ts';

export function reviewCard(ctx: PageContext, review: Review, where: 'home' | 'list'): SafeHtml {
  const media = ctx.world.getMedia(review.mediaId);
  const user = ctx.world.getUserById(review.userId);
  if (!media) return html``;
  const banner = media.bannerImage ?? media.coverImage.large;
  const tooltipId = `review-votes-${review.id}`;
  const inner = html`<div class="banner" data-src="${banner}" style="background-image: ${cssUrl(banner)}"></div><div class="content"><div class="header">Review of <span class="title">${mediaTitle(media, ctx.viewer)}</span> by <span class="name">${user?.name ?? ''}</span></div><div class="summary">${review.summary}</div></div><div class="el-tooltip votes" aria-describedby="${tooltipId}" data-tooltip="${review.rating} out of ${review.ratingAmount} users liked this review"><svg data-icon="thumbs-up" class="svg-inline--fa fa-thumbs-up" viewBox="0 0 512 512"></svg>${review.rating}</div>`;
  if (where === 'list') return html`<a href="/review/${review.id}" class="review-card">${inner}</a>`;
  return html`<div class="review-card"><a href="/review/${review.id}" class="content-link">${inner}</a></div>`;
}
