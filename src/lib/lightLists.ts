/**
 * lightLists' decisions, without the DOM: how big the list being opened is, whether it is over
 * the member's threshold, and which of AniList's three layouts the list root is drawn in.
 */

/** AniList's list layouts, the classes of `.medialist` (host-dom.md §2.4). */
export const LIST_VIEWS = ['table', 'compact', 'cards'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

/** The layout AniList made it light in. */
export const LIGHT_VIEW: ListView = 'compact';

/** The number a list link's count shows ("11000", "11,000", " 42 "), or null when it shows none. */
export function parseCount(text: string | null | undefined): number | null {
  const digits = (text ?? '').replace(/[\s,.\u00a0\u202f]/g, '');
  return /^\d{1,7}$/.test(digits) ? Number(digits) : null;
}

/**
 * How many entries the list being opened holds: the count the filter column shows for the list
 * in view (All, or the one list of a /animelist/<list> address), or the rows drawn when they are
 * more (a page that shows no count, or draws before its counts).
 */
export function listSize(shownCount: number | null, rowsDrawn: number): number {
  return Math.max(shownCount ?? 0, rowsDrawn);
}

/** Lists with more entries than the threshold are opened light. */
export function isHeavy(size: number, threshold: number): boolean {
  return Number.isFinite(threshold) && size > threshold;
}

/** The layout the root's classes name, or null (a root of another shape). */
export function viewOf(classes: Iterable<string>): ListView | null {
  for (const name of classes) if ((LIST_VIEWS as readonly string[]).includes(name)) return name as ListView;
  return null;
}

/** A count with thousands separators ("11,000"), without loading the browser's locale data. */
export function countText(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
