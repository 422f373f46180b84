/**
 * Every AniList route the script reacts to (spec doc 1 §2), as named pure detectors.
 * Detectors look only at the path (and, where a route is defined by it, the hash or query),
 * never at the origin: the local simulator (`npm start`) serves the same paths elsewhere.
 */
import { definePage, type PageDetector, type PageParams } from './pageTypes';

/** Path segments, percent-decoded, without the empty ones a trailing slash leaves. */
function segments(url: URL): string[] {
  return url.pathname
    .split('/')
    .filter((part) => part !== '')
    .map(safeDecode);
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    // A malformed escape (e.g. a lone "%") is kept as typed rather than failing the page.
    return part;
  }
}

const LIST_TYPES: Record<string, 'anime' | 'manga'> = { animelist: 'anime', mangalist: 'manga' };
const MEDIA_TYPES = new Set(['anime', 'manga']);
const NUMERIC = /^\d+$/;

/** `/user/{user}/{rest…}` → the user name and the rest, or null. */
function userPath(url: URL): { user: string; rest: string[] } | null {
  const parts = segments(url);
  if (parts[0] !== 'user' || parts.length < 2) return null;
  return { user: parts[1], rest: parts.slice(2) };
}

/** A route made of fixed leading segments and an entity id: `/character/{id}/{slug?}`. */
function entityPage<N extends string>(name: N, first: string): PageDetector<N> {
  return definePage(name, (url) => {
    const parts = segments(url);
    if (parts[0] !== first || !NUMERIC.test(parts[1] ?? '')) return null;
    return { id: parts[1], slug: parts[2] ?? '', sub: parts[3] ?? '' };
  });
}

/** A route that is exactly one path (trailing slash allowed). */
function exactPage<N extends string>(name: N, path: string): PageDetector<N> {
  const wanted = path.split('/').filter((part) => part !== '');
  return definePage(name, (url) => {
    const parts = segments(url);
    return parts.length === wanted.length && parts.every((part, i) => part === wanted[i]) ? {} : null;
  });
}

/**
 * {type, id, sub}. The slug is left out on purpose: it is only the title in the address, and
 * title aliases rewrite it in place, which must not end and restart the page's modules.
 */
function mediaMatch(url: URL): PageParams | null {
  const parts = segments(url);
  if (!MEDIA_TYPES.has(parts[0] ?? '') || !NUMERIC.test(parts[1] ?? '')) return null;
  return { type: parts[0], id: parts[1], sub: parts[3] ?? '' };
}

const hashParams = (url: URL): URLSearchParams => new URLSearchParams(url.hash.replace(/^#/, ''));

const FORUM_SECTIONS = new Set(['overview', 'search', 'recent', 'new', 'subscribed']);

export const pages = {
  home: exactPage('home', '/home'),

  /** /home#access_token=… : AniList's implicit grant returning the script's token. */
  accessTokenHash: definePage('accessTokenHash', (url) => {
    if (segments(url).join('/') !== 'home') return null;
    const token = hashParams(url).get('access_token');
    return token ? { token } : null;
  }),

  /** /home#aniscripts-login : the script's own sign-in starts here. */
  loginHash: definePage('loginHash', (url) =>
    segments(url).join('/') === 'home' && url.hash === '#aniscripts-login' ? {} : null,
  ),

  /** Any /user/{user}/… page (profile-wide extras such as the banner). */
  userAny: definePage('userAny', (url) => {
    const found = userPath(url);
    return found ? { user: found.user, sub: found.rest.join('/') } : null;
  }),

  /** The profile overview, exactly /user/{user}. */
  user: definePage('user', (url) => {
    const found = userPath(url);
    return found && found.rest.length === 0 ? { user: found.user } : null;
  }),

  /** /user/{user}/stats and its sub-stats, e.g. /stats/anime/staff → {type: 'anime', sub: 'staff'}. */
  userStats: definePage('userStats', (url) => {
    const found = userPath(url);
    if (!found || found.rest[0] !== 'stats') return null;
    return { user: found.user, type: found.rest[1] ?? '', sub: found.rest[2] ?? '' };
  }),

  /** The spec's "any path containing /stats" rule for the stats modules. */
  anyStats: definePage('anyStats', (url) => (/\/stats(\/|$)/.test(url.pathname) ? {} : null)),

  /** /user/{user}/social, with section 'my-threads' for #my-threads. */
  userSocial: definePage('userSocial', (url) => {
    const found = userPath(url);
    if (!found || found.rest.length !== 1 || found.rest[0] !== 'social') return null;
    return { user: found.user, section: url.hash === '#my-threads' ? 'my-threads' : '' };
  }),

  /** /user/{user}/animelist|mangalist, optionally one custom/status list; not the compare page. */
  userList: definePage('userList', (url) => {
    const found = userPath(url);
    const type = LIST_TYPES[found?.rest[0] ?? ''];
    if (!found || !type || found.rest[1] === 'compare' || found.rest.length > 2) return null;
    return { user: found.user, type, list: found.rest[1] ?? '' };
  }),

  /**
   * /user/{user}/animelist/compare → {user, type}. The query (users=, filter=, sort=…) is not a
   * param: the compare module owns it and rewrites it, and a rewrite must not restart the visit.
   */
  userListCompare: definePage('userListCompare', (url) => {
    const found = userPath(url);
    const type = LIST_TYPES[found?.rest[0] ?? ''];
    if (!found || !type || found.rest[1] !== 'compare' || found.rest.length !== 2) return null;
    return { user: found.user, type };
  }),

  /** /anime|manga/{id}/{slug}/{sub} → {type, id, slug, sub}; sub '' on the overview. */
  media: definePage('media', mediaMatch),

  /** The media social subpage. */
  mediaSocial: definePage('mediaSocial', (url) => {
    const found = mediaMatch(url);
    return found && found.sub === 'social' ? found : null;
  }),

  activity: definePage('activity', (url) => {
    const parts = segments(url);
    return parts[0] === 'activity' && NUMERIC.test(parts[1] ?? '') ? { id: parts[1] } : null;
  }),

  /** /search and /search/{kind}/{sub}: kind anime, manga, characters, staff, studios (or ''). */
  search: definePage('search', (url) => {
    const parts = segments(url);
    if (parts[0] !== 'search') return null;
    return { kind: parts[1] ?? '', sub: parts[2] ?? '' };
  }),

  character: entityPage('character', 'character'),
  staff: entityPage('staff', 'staff'),
  studio: entityPage('studio', 'studio'),

  /** /forum and its sections; /forum/recent?media=… carries the media id. */
  forum: definePage('forum', (url) => {
    const parts = segments(url);
    if (parts[0] !== 'forum' || parts.length > 2) return null;
    const section = parts[1] ?? '';
    if (section !== '' && !FORUM_SECTIONS.has(section)) return null;
    return {
      section,
      media: url.searchParams.get('media') ?? '',
      category: url.searchParams.get('category') ?? '',
    };
  }),

  forumThread: definePage('forumThread', (url) => {
    const parts = segments(url);
    if (parts[0] !== 'forum' || parts[1] !== 'thread' || !NUMERIC.test(parts[2] ?? '')) return null;
    return { id: parts[2], comment: parts[3] === 'comment' ? (parts[4] ?? '') : '' };
  }),

  notifications: exactPage('notifications', '/notifications'),
  /** The global (guest) activity feed. */
  social: exactPage('social', '/social'),
  /** The site-wide reviews list (AniList also pages it as /reviews/…). */
  reviews: definePage('reviews', (url) => (segments(url)[0] === 'reviews' ? {} : null)),
  settingsApps: exactPage('settingsApps', '/settings/apps'),
  settingsImport: exactPage('settingsImport', '/settings/import'),
  terms: exactPage('terms', '/terms'),
  siteStats: exactPage('siteStats', '/site-stats'),

  /** Submission and edit forms: every path beginning /edit. */
  edit: definePage('edit', (url) => (url.pathname.startsWith('/edit') ? {} : null)),

  /** AniList's client-side not-found page. */
  notFound: exactPage('notFound', '/404'),

  /**
   * Any page: for parts that live in the nav on every page (the notification pie). List it after
   * a module's specific pages, so those match first and start the visit afresh.
   */
  anyPage: definePage('anyPage', () => ({})),

  /**
   * The stats sub-tabs whose tables the script replaces (spec doc 2 §2): /stats/anime/tags,
   * /stats/anime/staff, /stats/anime/studios, /stats/manga/staff → {user, type, sub}.
   */
  userStatsTable: definePage('userStatsTable', (url) => {
    const found = userPath(url);
    if (!found || found.rest[0] !== 'stats' || found.rest.length !== 3) return null;
    const [, type, sub] = found.rest;
    const wanted = type === 'anime' ? ['tags', 'staff', 'studios'] : type === 'manga' ? ['staff'] : [];
    return wanted.includes(sub) ? { user: found.user, type, sub } : null;
  }),

  /** The profile pages that show favourites: the overview and /favorites (host-dom.md §2.3). */
  userFavourites: definePage('userFavourites', (url) => {
    const found = userPath(url);
    if (!found) return null;
    return found.rest.length === 0 || (found.rest.length === 1 && found.rest[0] === 'favorites') ? { user: found.user } : null;
  }),
} satisfies Record<string, PageDetector<string>>;

type Detectors = typeof pages;
/** The keys whose detector carries another name: none, so that `pages[name]` finds each by its name. */
type Misnamed = { [K in keyof Detectors]: Detectors[K]['name'] extends K ? never : K }[keyof Detectors];
type NoneMisnamed<T, Unexpected extends never> = [T, Unexpected][0];

/** A page detector's name (`pages.activity.name`): a misspelt page name does not compile. */
export type PageName = NoneMisnamed<Detectors[keyof Detectors]['name'], Misnamed>;

/** Where a visit runs: its detector's name, or 'any' for a module without pages (every page). */
export type VisitPage = PageName | 'any';
