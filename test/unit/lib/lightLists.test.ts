import { describe, expect, it } from 'vitest';
import { countText, isHeavy, listSize, parseCount, viewOf } from '../../../src/lib/lightLists';

describe('lightLists decisions', () => {
  it('reads the counts AniList shows, with or without separators', () => {
    expect(parseCount('11000')).toBe(11000);
    expect(parseCount(' 11,000 ')).toBe(11000);
    expect(parseCount('1\u202f234')).toBe(1234);
    expect(parseCount('0')).toBe(0);
    expect(parseCount('')).toBeNull();
    expect(parseCount(null)).toBeNull();
    expect(parseCount('many')).toBeNull();
    expect(parseCount('12a')).toBeNull();
  });

  it('takes the larger of the shown count and the rows drawn', () => {
    expect(listSize(11000, 0)).toBe(11000);
    expect(listSize(null, 1200)).toBe(1200);
    expect(listSize(40, 60)).toBe(60);
    expect(listSize(null, 0)).toBe(0);
  });

  it('is heavy only above the threshold', () => {
    expect(isHeavy(1001, 1000)).toBe(true);
    expect(isHeavy(1000, 1000)).toBe(false);
    expect(isHeavy(99, 100)).toBe(false);
    expect(isHeavy(5, Number.NaN)).toBe(false);
  });

  it("names the root's layout", () => {
    expect(viewOf(['medialist', 'table', 'POINT_10', 'ANIME'])).toBe('table');
    expect(viewOf(['medialist', 'cards'])).toBe('cards');
    expect(viewOf(['medialist', 'compact'])).toBe('compact');
    expect(viewOf(['medialist'])).toBeNull();
  });

  it('writes counts with thousands separators', () => {
    expect(countText(11000)).toBe('11,000');
    expect(countText(999)).toBe('999');
    expect(countText(1234567)).toBe('1,234,567');
    expect(countText(0)).toBe('0');
  });
});
