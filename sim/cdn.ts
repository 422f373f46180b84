// Images for browsers: the world's image addresses point at AniList's CDN. Demo mode rewrites
// them in pages and API answers to a local path; the test harness routes the CDN host there when
// a test runs with images on. Either way the simulator draws a tiny SVG placeholder: a media's
// cover and banner in the media's own cover colour (as AniList shows that colour while a cover
// loads), everything else in a colour derived from the path, so neighbours look different.
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { World } from './world/types.ts';

export const ANILIST_CDN_PREFIX = 'https://s4.anilist.co/file/anilistcdn/';
export const LOCAL_CDN_PATH = '/__sim/cdn/';

/** Every AniList CDN address in `text` (HTML or JSON) as the simulator's local path. */
export function localiseCdnUrls(text: string): string {
  return text.replaceAll(ANILIST_CDN_PREFIX, LOCAL_CDN_PATH);
}

const MEDIA_IMAGE = /\/media\/(?:anime|manga)\/(cover|banner)\/(?:[A-Za-z]+\/)?sim(\d+)\./;

function hashColour(path: string): string {
  return '#' + createHash('sha1').update(path).digest('hex').slice(0, 6);
}

/** The colour a placeholder is drawn in: the media's cover colour where the path names a media. */
export function placeholderColour(world: World | null, path: string): string {
  const match = MEDIA_IMAGE.exec(path);
  const colour = match && world ? world.getMedia(Number(match[2]))?.coverImage.color : null;
  return colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour : hashColour(path);
}

/**
 * A 1×1-viewBox SVG filled with the colour, stretched to whatever box shows it. Flat on
 * purpose: the pages lay their own shade over banners, and flat areas keep screenshots small.
 */
export function placeholderSvg(path: string, world: World | null = null): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" preserveAspectRatio="none"><rect width="1" height="1" fill="${placeholderColour(world, path)}"/></svg>`;
}

export function handleCdnRequest(path: string, res: ServerResponse, world: World | null = null): void {
  res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
  res.end(placeholderSvg(path, world));
}
