/**
 * The document-title fixes (host-dom.md §1.6; spec doc 1 §2 "/search…: document title set to
 * 'Find X · AniList' style text per kind"): what the title should be, or null to leave it.
 */

export const TITLE_SUFFIX = ' · AniList';

/** The kind word of each browse route (/search/{kind}…). */
const SEARCH_KINDS: Record<string, string> = {
  anime: 'Anime', manga: 'Manga', characters: 'Characters', staff: 'Staff', studios: 'Studios',
};

/** `A (YEAR) (B (YEAR)) · AniList`: a title that names its year twice. */
const DOUBLE_YEAR = /^(.+) \((\d{4})\) \((.+) \((\d{4})\)\) · AniList$/;

/** 'Find X · AniList' for a browse route, else null. */
export function searchTitle(pathname: string): string | null {
  const [first, kind] = pathname.split('/').filter(Boolean);
  if (first !== 'search' || !kind) return null;
  const word = SEARCH_KINDS[kind.toLowerCase()];
  return word ? `Find ${word}${TITLE_SUFFIX}` : null;
}

/** The title this page should carry instead of `title`, or null when it is right as it is. */
export function fixedTitle(pathname: string, title: string): string | null {
  const wanted = searchTitle(pathname);
  if (wanted) return wanted === title ? null : wanted;
  const double = DOUBLE_YEAR.exec(title);
  if (double) return `${double[1]} (${double[3]} ${double[4]})${TITLE_SUFFIX}`;
  return null;
}
