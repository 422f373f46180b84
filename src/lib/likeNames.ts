/**
 * Like tooltips (spec doc 3 §9): likers are loaded only when a like count is above 5 (up to 5, the
 * site's own liker popover already holds them), and the single-activity quick view beside a like
 * count shows the likers' names cut shorter the more there are: whole for 1, then 12, 8, 6
 * characters for 2, 3, 4 likers, 4 for 5-6, 3 up to 11, 2 up to 20, and no quick view above 20.
 */

/** Above this many likes the likers come from the API; at or below, from the page. */
export const LIKERS_LOAD_ABOVE = 5;

/** Characters kept of each name in the quick view; Infinity = whole; 0 = no quick view. */
export function quickViewLength(count: number): number {
  if (count <= 0) return 0;
  if (count === 1) return Infinity;
  if (count === 2) return 12;
  if (count === 3) return 8;
  if (count === 4) return 6;
  if (count <= 6) return 4;
  if (count <= 11) return 3;
  if (count <= 20) return 2;
  return 0;
}

/** The quick view's text: the names cut to the length for their number, comma separated. */
export function quickView(names: readonly string[]): string {
  const length = quickViewLength(names.length);
  if (length === 0) return '';
  return names.map((name) => (length === Infinity ? name : [...name].slice(0, length).join(''))).join(', ');
}

/** The hover tooltip: one name a line, and how many more when the list is shorter than the count. */
export function likersTooltip(names: readonly string[], count: number): string {
  const more = count - names.length;
  return more > 0 ? [...names, `+${more} more`].join('\n') : names.join('\n');
}

/** A like count as the site prints it (`span.count`; missing at 0). */
export function likeCount(text: string | null | undefined): number {
  const n = Number.parseInt((text ?? '').replace(/[^\d]/g, ''), 10);
  return Number.isFinite(n) ? n : 0;
}

/** The user name of a profile link `/user/<name>/` (the site's liker popover tiles). */
export function userNameOfHref(href: string | null): string | null {
  const found = /^(?:https?:\/\/[^/]+)?\/user\/([^/?#]+)/.exec(href ?? '');
  return found ? decodeURIComponent(found[1]) : null;
}
