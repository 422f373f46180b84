import { describe, expect, it } from 'vitest';
import { LIKERS_LOAD_ABOVE, likeCount, likersTooltip, quickView, quickViewLength, userNameOfHref } from '../../../src/lib/likeNames';

describe('like tooltips (spec doc 3 §9)', () => {
  it('loads likers only above five', () => {
    expect(LIKERS_LOAD_ABOVE).toBe(5);
  });

  it('cuts names shorter the more likers there are, and shows none above 20', () => {
    const lengths = [1, 2, 3, 4, 5, 6, 7, 11, 12, 20, 21, 500].map(quickViewLength);
    expect(lengths).toEqual([Infinity, 12, 8, 6, 4, 4, 3, 3, 2, 2, 0, 0]);
    expect(quickViewLength(0)).toBe(0);
  });

  it('builds the quick view from the names', () => {
    expect(quickView(['Mallory'])).toBe('Mallory');
    expect(quickView(['Nekomimi_the_great', 'Aoi'])).toBe('Nekomimi_the, Aoi');
    expect(quickView(['Nekomimi', 'Sakuya', 'Tanuki', 'Usagi', 'Yuzu'])).toBe('Neko, Saku, Tanu, Usag, Yuzu');
    expect(quickView(Array.from({ length: 21 }, (_, i) => `U${i}`))).toBe('');
    expect(quickView([])).toBe('');
  });

  it('lists one name a line, and how many more when the list is short', () => {
    expect(likersTooltip(['A', 'B'], 2)).toBe('A\nB');
    expect(likersTooltip(['A', 'B'], 5)).toBe('A\nB\n+3 more');
  });

  it('reads counts and profile links as the site writes them', () => {
    expect(likeCount(' 12 ')).toBe(12);
    expect(likeCount(undefined)).toBe(0);
    expect(likeCount('')).toBe(0);
    expect(userNameOfHref('/user/Mallory/')).toBe('Mallory');
    expect(userNameOfHref('https://anilist.co/user/Aoi')).toBe('Aoi');
    expect(userNameOfHref('/anime/1/')).toBeNull();
    expect(userNameOfHref(null)).toBeNull();
  });
});
