/**
 * Where requests go. In a userscript manager the page is always https://anilist.co, so the API
 * is AniList's real endpoint. Only when the local simulator serves the pages itself (`npm start`)
 * does the page live elsewhere, and then the simulator answers on the same origin.
 */
export const ANILIST_ORIGIN = 'https://anilist.co';
export const ANILIST_API = 'https://graphql.anilist.co';
export const MAL_ORIGIN = 'https://myanimelist.net';

/** The page's origin; a Blob worker reports its creator's origin, so this works there too. */
function pageOrigin(): string | null {
  const origin = globalThis.location?.origin;
  return origin && origin !== 'null' ? origin : null;
}

function isAniList(origin: string | null): boolean {
  // Without a location (node tooling) there is no simulator origin to prefer, so use the real site.
  return origin === null || origin === ANILIST_ORIGIN;
}

/** The GraphQL endpoint for this page: AniList's, or the simulator's `/graphql`. */
export function apiEndpoint(): string {
  const origin = pageOrigin();
  return isAniList(origin) ? ANILIST_API : `${origin}/graphql`;
}

/** MyAnimeList's base URL: the real site, or the simulator's `/mal` mirror of it. */
export function malBase(): string {
  const origin = pageOrigin();
  return isAniList(origin) ? MAL_ORIGIN : `${origin}/mal`;
}

/**
 * The Referer every API request carries (AniList refuses requests without one since 2026-09,
 * host-dom-2026.md). On the page: its address. In a Blob worker, whose own address is a blob:
 * URL the browser never sends, the page's origin, which fetch accepts as it is the worker's own.
 */
export function apiReferrer(): string {
  const href = globalThis.location?.href ?? '';
  if (/^https?:/.test(href)) return href;
  const origin = pageOrigin();
  return `${origin && /^https?:/.test(origin) ? origin : ANILIST_ORIGIN}/`;
}
