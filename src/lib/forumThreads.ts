/**
 * The home forum preview's facts that are not DOM: which threads are the recurring challenge
 * threads (host-dom.md §6 "AWC filter") and the colours of the forum's categories (§6
 * `categoryColours`; media categories are blue for anime, green for manga).
 */

/** Titles of the recurring challenge threads start with one of these (case-insensitive). */
export const CHALLENGE_TITLE_STARTS = ['AWC', 'Anime Watching Challenge', 'Anime Watching Club', 'MRC'] as const;

export function isChallengeThread(title: string): boolean {
  const start = title.trimStart().toLowerCase();
  return CHALLENGE_TITLE_STARTS.some((prefix) => start.startsWith(prefix.toLowerCase()));
}

const CATEGORY_COLOURS: Readonly<Record<number, string>> = {
  1: '0,170,255', 2: '76,175,80', 3: '75,179,185', 4: '75,179,185', 5: '103,58,183', 7: '78,163,230',
  8: '0,150,136', 9: '96,125,139', 10: '36,36,169', 11: '251,71,30', 12: '239,48,81', 13: '233,30,99',
  15: '184,90,199', 16: '255,152,0', 17: '121,85,72', 18: '43,76,105',
};
const DEFAULT_CATEGORY_COLOUR = '78,163,230';

export function categoryColour(id: number): string {
  return `rgb(${CATEGORY_COLOURS[id] ?? DEFAULT_CATEGORY_COLOUR})`;
}

export function mediaCategoryColour(type: 'ANIME' | 'MANGA' | null): string {
  return type === 'MANGA' ? 'rgb(123,213,85)' : 'rgb(61,180,242)';
}

/** The media id of a category link: `/forum/recent?media=<id>`; null for other categories. */
export function mediaIdOfCategoryLink(href: string): number | null {
  const match = /[?&]media=(\d+)/.exec(href);
  return match ? Number(match[1]) : null;
}
