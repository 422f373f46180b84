/**
 * A result link stays on AniList: a same-site path ('/anime/1'), or an AniList address (an
 * activity's siteUrl) turned into its path. Anything else (another host, `javascript:`) is no link.
 */
const SITE_ORIGIN = 'https://anilist.co';

export function safeSitePath(href: string): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    const url = new URL(href);
    return url.origin === SITE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
