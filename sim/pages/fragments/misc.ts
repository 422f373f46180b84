// /activity/{id}, /reviews, /review/{id}, /terms, /edit…, /site-stats, /login,
// /signup and the 404 page (host-dom.md §2.9, §2.16–2.22).
import type { Activity, Review } from '../../world/types.ts';
import { activityEntry, canSee } from '../activity.ts';
import { notFoundHtml, type Fragment, type PageContext } from '../context.ts';
import { cssUrl, html, type SafeHtml } from '../html.ts';
import { mediaPath, mediaTitle, numberText, timeElement, userPath } from '../format.ts';
import { renderMarkdown } from '../../markdown.ts';
import { reviewCard } from './reviewCard.ts';

export function activityPage(ctx: PageContext, activity: Activity): Fragment | null {
  if (!canSee(ctx, activity)) return null;
  return { status: 200, title: 'Activity', html: html`<div class="container"><div class="activity-page">${activityEntry(ctx, activity, true)}</div></div>` };
}

export function reviewsPage(ctx: PageContext): Fragment {
  const reviews = ctx.world.reviews().filter((r) => !r.private).slice(0, 30);
  return {
    status: 200,
    title: 'Reviews',
    html: html`<div class="container"><div class="recent-reviews"><h2 class="section-header">Recent Reviews</h2><div class="review-wrap">${reviews.map((r) => reviewCard(ctx, r, 'list'))}</div><div class="load-more">Load More</div></div></div>`,
  };
}

export function reviewPage(ctx: PageContext, review: Review): Fragment | null {
  const media = ctx.world.getMedia(review.mediaId);
  const user = ctx.world.getUserById(review.userId);
  if (!media || !user || (review.private && ctx.viewer?.id !== user.id)) return null;
  return {
    status: 200,
    title: `Review of ${mediaTitle(media, ctx.viewer)} by ${user.name}`,
    html: html`<div class="review"><div class="banner" style="background-image: ${cssUrl(media.bannerImage ?? media.coverImage.large)}"><div class="date">${timeElement(review.createdAt, ctx.world.now)}</div></div><div class="container"><h1><a href="${mediaPath(media)}">${mediaTitle(media, ctx.viewer)}</a></h1><div class="author">a review by <a href="${userPath(user.name)}">${user.name}</a></div><div class="markdown">${renderMarkdown(ctx.world, review.body)}</div><div class="score">${review.score}/100</div><div class="rating-wrap"><div class="actions"><div class="button up">Up</div><div class="button down">Down</div></div><div class="info">${review.rating} out of ${review.ratingAmount} users liked this review</div></div></div></div>`,
  };
}

export function termsPage(): Fragment {
  return {
    status: 200,
    title: 'Terms',
    immediate: true,
    html: html`<div class="container terms"><h1>Terms of Service</h1><p>By using AniList you agree to these terms.</p><h2>Privacy Policy</h2><p>We store the data you give us to run the site.</p></div>`,
  };
}

export function editPage(ctx: PageContext, path: string): Fragment {
  const match = /^\/edit\/(anime|manga)\/(\d+)/.exec(path);
  const media = match ? ctx.world.getMedia(Number(match[2])) : undefined;
  const rows = media ? media.staff.map((s) => ({ s, st: ctx.world.getStaff(s.staffId) })).filter((x) => x.st) : [];
  return {
    status: 200,
    title: 'Edit',
    html: html`<div class="container submission-form"><h1>${media ? html`Edit ${mediaTitle(media, ctx.viewer)}` : 'Submission'}</h1><div class="staff-rows">${rows.map(({ s, st }) =>
      html`<div class="staff-row"><div class="col"><a href="/staff/${st!.id}" class="image" style="background-image: ${cssUrl(st!.image.medium)}"></a></div><div class="col"><input class="el-input__inner" value="${st!.name.full}"></div><div class="col"><input class="el-input__inner" value="${s.role}"></div></div>`)}</div><div class="button submit">Submit</div></div>`,
  };
}

export function siteStatsPage(ctx: PageContext): Fragment {
  const { world } = ctx;
  const sections: [string, number][] = [
    ['Users', world.users().length], ['Anime', world.allMedia('ANIME').length], ['Manga', world.allMedia('MANGA').length],
    ['Characters', world.allCharacters().length], ['Staff', world.allStaff().length], ['Reviews', world.reviews().length],
  ];
  return {
    status: 200,
    title: 'Site Stats',
    html: html`<div class="container site-stats">${sections.map(([name, count]) =>
      html`<section><div class="heading"><h3>${name}</h3></div><div class="chart"><div class="point-label">${numberText(count)}</div></div></section>`)}</div>`,
  };
}

export function loginHtml(): SafeHtml {
  return html`<div class="container"><div class="login-form"><h1>Login</h1><form method="get" action="/__sim/login"><div class="el-input"><input class="el-input__inner" name="name" placeholder="Username" autocomplete="username"></div><button type="submit" class="button submit">Login</button></form><a href="/signup">Sign Up</a></div></div>`;
}

export function loginPage(): Fragment {
  return { status: 200, title: 'Login', html: loginHtml() };
}

export function signupPage(): Fragment {
  return { status: 200, title: 'Sign Up', html: html`<div class="container"><div class="signup-form"><h1>Sign Up</h1><p>Sign-ups are closed in the simulator; log in as an existing user.</p><a href="/login">Login</a></div></div>` };
}

export function notFoundPage(): Fragment {
  return { status: 404, title: '404', html: notFoundHtml() };
}
