export interface MangaLength {
  chapters: number;
  volumes: number;
}

/**
 * Known chapter and volume counts of long-running manga whose AniList totals are empty,
 * by media id. Used as a floor for latest-chapter guesses. Values as the spec gives them.
 */
export const UNFINISHED_MANGA: ReadonlyMap<number, MangaLength> = new Map([
  [53390, { chapters: 116, volumes: 26 }],
  [30002, { chapters: 359, volumes: 40 }],
  [30013, { chapters: 960, volumes: 92 }],
  [85486, { chapters: 202, volumes: 20 }],
  [74347, { chapters: 119, volumes: 17 }],
  [30026, { chapters: 390, volumes: 36 }],
  [30656, { chapters: 327, volumes: 37 }],
  [30105, { chapters: 106, volumes: 14 }],
]);

/** When the table above was last brought up to date (November 2019, UTC). */
export const UNFINISHED_MANGA_UPDATED = Date.UTC(2019, 10, 1);

const YEAR_MS = 365 * 86400 * 1000;

export const UNFINISHED_MANGA_REMINDER =
  'Automail: the built-in list of commonly unfinished manga is over a year old and may need updating';

/** True when the table is over a year old at `nowMs`, so a console reminder is due. */
export function unfinishedMangaTableIsStale(nowMs: number): boolean {
  return nowMs - UNFINISHED_MANGA_UPDATED > YEAR_MS;
}
