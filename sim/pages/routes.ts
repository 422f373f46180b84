// Which page a path is: every route of spec doc 1 §2, rendered from the world.
import { notFound, type Fragment, type PageContext } from './context.ts';
import { homePage, landingPage, socialPage } from './fragments/home.ts';
import { comparePage, listPage } from './fragments/lists.ts';
import { statsPage } from './fragments/stats.ts';
import {
  profilePage, userFavouritesPage, userReviewsPage, userSocialPage, userSubmissionsPage, visibleUser,
} from './fragments/user.ts';
import { MEDIA_SUBPAGES, mediaPage } from './fragments/media.ts';
import { characterPage, searchPage, staffPage, studioPage } from './fragments/browse.ts';
import { FORUM_FEEDS, forumFeedPage, threadPage } from './fragments/forum.ts';
import { notificationsPage } from './fragments/notifications.ts';
import {
  activityPage, editPage, loginHtml, loginPage, notFoundPage, reviewPage, reviewsPage, signupPage,
  siteStatsPage, termsPage,
} from './fragments/misc.ts';
import { settingsPage } from './fragments/settings.ts';

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function userRoute(ctx: PageContext, parts: string[]): Fragment | null {
  const user = visibleUser(ctx, decode(parts[0]));
  if (!user) return notFound();
  const [tab, a, b] = parts.slice(1).map((p) => p.toLowerCase());
  if (!tab) return profilePage(ctx, user);
  if (tab === 'animelist' || tab === 'mangalist') {
    const type = tab === 'animelist' ? 'ANIME' : 'MANGA';
    if (a === 'compare' && !b) return comparePage(ctx, user, type);
    if (b) return null;
    return listPage(ctx, user, type, parts[2] ? decode(parts[2]) : null);
  }
  if (tab === 'stats') {
    const kind = a ?? 'anime';
    if (kind !== 'anime' && kind !== 'manga') return null;
    return statsPage(ctx, user, kind, b ?? 'overview');
  }
  if (a) return null;
  switch (tab) {
    case 'social': return userSocialPage(ctx, user);
    case 'favorites': return userFavouritesPage(ctx, user);
    case 'reviews': return userReviewsPage(ctx, user);
    case 'submissions': return userSubmissionsPage(ctx, user);
    default: return null;
  }
}

function mediaRoute(ctx: PageContext, kind: string, parts: string[]): Fragment | null {
  const id = Number(parts[0]);
  const media = /^\d+$/.test(parts[0] ?? '') ? ctx.world.getMedia(id) : undefined;
  // Adult media are hidden from visitors who do not show adult content, as on AniList.
  if (!media || media.type.toLowerCase() !== kind || (media.isAdult && !ctx.viewer?.options.displayAdultContent)) return notFound();
  const sub = parts[2]?.toLowerCase() ?? null;
  if (parts.length > 3 || (sub && !MEDIA_SUBPAGES.includes(sub))) return null;
  return mediaPage(ctx, media, sub);
}

function byId<T>(parts: string[], get: (id: number) => T | undefined): T | undefined {
  return /^\d+$/.test(parts[0] ?? '') ? get(Number(parts[0])) : undefined;
}

/** The fragment for a path, or the 404 page. */
export function route(ctx: PageContext): Fragment {
  const path = ctx.url.pathname.replace(/\/{2,}/g, '/');
  const parts = path.split('/').filter(Boolean);
  const [head, ...rest] = parts;
  const { world } = ctx;
  let fragment: Fragment | null = null;
  switch (head) {
    case undefined: fragment = ctx.viewer ? homePage(ctx) : landingPage(ctx); break;
    case 'home': fragment = rest.length ? null : homePage(ctx); break;
    case 'social': fragment = rest.length ? null : socialPage(ctx); break;
    case 'login': fragment = loginPage(); break;
    case 'signup': fragment = signupPage(); break;
    case 'user': fragment = rest.length ? userRoute(ctx, rest) : null; break;
    case 'anime': case 'manga': fragment = mediaRoute(ctx, head, rest); break;
    case 'activity': {
      const activity = byId(rest, (id) => world.getActivity(id));
      fragment = activity ? activityPage(ctx, activity) ?? notFound() : notFound();
      break;
    }
    case 'search': fragment = searchPage(ctx, rest[0] ?? 'anime', rest[1] ?? null); break;
    case 'character': { const c = byId(rest, (id) => world.getCharacter(id)); fragment = c ? characterPage(ctx, c) : notFound(); break; }
    case 'staff': { const s = byId(rest, (id) => world.getStaff(id)); fragment = s ? staffPage(ctx, s) : notFound(); break; }
    case 'studio': { const s = byId(rest, (id) => world.getStudio(id)); fragment = s ? studioPage(ctx, s) : notFound(); break; }
    case 'forum':
      if (rest[0] === 'thread') {
        const thread = byId(rest.slice(1), (id) => world.getThread(id));
        fragment = thread ? threadPage(ctx, thread) : notFound();
      } else {
        const feed = rest[0] ?? 'overview';
        fragment = FORUM_FEEDS.includes(feed) && rest.length <= 1 ? forumFeedPage(ctx, feed) : null;
      }
      break;
    case 'notifications': fragment = rest.length ? null : notificationsPage(ctx); break;
    case 'reviews': fragment = rest.length ? null : reviewsPage(ctx); break;
    case 'review': { const r = byId(rest, (id) => world.getReview(id)); fragment = r ? reviewPage(ctx, r) ?? notFound() : notFound(); break; }
    case 'settings': fragment = settingsPage(ctx, path.replace(/\/$/, ''), loginHtml); break;
    case 'terms': fragment = rest.length ? null : termsPage(); break;
    case 'edit': fragment = editPage(ctx, path); break;
    case 'site-stats': fragment = rest.length ? null : siteStatsPage(ctx); break;
    case '404': fragment = notFoundPage(); break;
    default: fragment = null;
  }
  return fragment ?? notFoundPage();
}
