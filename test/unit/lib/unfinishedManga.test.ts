import { describe, expect, it } from 'vitest';
import {
  UNFINISHED_MANGA,
  UNFINISHED_MANGA_UPDATED,
  unfinishedMangaTableIsStale,
} from '../../../src/lib/unfinishedManga';

describe('UNFINISHED_MANGA', () => {
  it('holds the spec values (chapters/volumes)', () => {
    const rows = [...UNFINISHED_MANGA].map(([id, { chapters, volumes }]) => `${id} ${chapters}/${volumes}`);
    expect(rows).toEqual([
      '53390 116/26',
      '30002 359/40',
      '30013 960/92',
      '85486 202/20',
      '74347 119/17',
      '30026 390/36',
      '30656 327/37',
      '30105 106/14',
    ]);
  });
});

describe('unfinishedMangaTableIsStale', () => {
  const DAY = 86_400_000;

  it('counts from November 2019', () => {
    expect(new Date(UNFINISHED_MANGA_UPDATED).toISOString()).toBe('2019-11-01T00:00:00.000Z');
  });

  it('is due only after more than a year (365 days)', () => {
    expect(unfinishedMangaTableIsStale(UNFINISHED_MANGA_UPDATED)).toBe(false);
    expect(unfinishedMangaTableIsStale(UNFINISHED_MANGA_UPDATED + 365 * DAY)).toBe(false);
    expect(unfinishedMangaTableIsStale(UNFINISHED_MANGA_UPDATED + 365 * DAY + 1)).toBe(true);
    expect(unfinishedMangaTableIsStale(Date.UTC(2026, 0, 1))).toBe(true);
  });
});
