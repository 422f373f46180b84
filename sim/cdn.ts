// Demo mode (`npm start`) must not reach the internet: the world's image addresses point at
// AniList's CDN, so pages and API answers served to a real browser get them rewritten to a local
// path, where the simulator draws a tiny placeholder instead.
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

export const ANILIST_CDN_PREFIX = 'https://s4.anilist.co/file/anilistcdn/';
export const LOCAL_CDN_PATH = '/__sim/cdn/';

/** Every AniList CDN address in `text` (HTML or JSON) as the simulator's local path. */
export function localiseCdnUrls(text: string): string {
  return text.replaceAll(ANILIST_CDN_PREFIX, LOCAL_CDN_PATH);
}

/** A 1×1-viewBox SVG in a colour derived from the path, so neighbouring images look different. */
export function placeholderSvg(path: string): string {
  const colour = createHash('sha1').update(path).digest('hex').slice(0, 6);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" preserveAspectRatio="none"><rect width="1" height="1" fill="#${colour}"/></svg>`;
}

export function handleCdnRequest(path: string, res: ServerResponse): void {
  res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
  res.end(placeholderSvg(path));
}
