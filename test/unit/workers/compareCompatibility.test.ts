import { describe, expect, it } from 'vitest';
import { COMPATIBILITY_HINT, compatibilityColour, formatCompatibility, rankCompatibilities } from '../../../src/lib/compatibility';
import { compatibility, lensArea, vennLayout, zScoreDifference } from '../../../src/workers/compare';

describe('compatibility', () => {
  it('is the mean absolute z-score difference over shared rated media', () => {
    const a = [
      { mediaId: 1, scoreRaw: 60 },
      { mediaId: 2, scoreRaw: 80 },
      { mediaId: 3, scoreRaw: 100 },
      { mediaId: 9, scoreRaw: 50 },
      { mediaId: 4, scoreRaw: 0 },
    ];
    const b = [
      { mediaId: 1, scoreRaw: 10 },
      { mediaId: 2, scoreRaw: 30 },
      { mediaId: 3, scoreRaw: 50 },
      { mediaId: 4, scoreRaw: 70 },
    ];
    // Identical shape after standardising: difference 0.
    expect(compatibility(a, b)).toEqual({ difference: 0, shared: 3, rated1: 4, rated2: 4 });
  });
  it('matches a hand computation', () => {
    // a: 1,2,3 (mean 2, sd 1) → z -1,0,1; b: 1,3,2 (mean 2, sd 1) → z -1,1,0; |diffs| 0,1,1 → 2/3.
    expect(zScoreDifference([1, 2, 3], [1, 3, 2])).toBeCloseTo(2 / 3, 12);
  });
  it('gives null instead of NaN or Infinity', () => {
    expect(zScoreDifference([], [])).toBeNull();
    expect(zScoreDifference([50], [60])).toBeNull();
    expect(zScoreDifference([50, 50], [60, 70])).toBeNull();
    expect(compatibility([], []).difference).toBeNull();
  });
  it('colours under 0.9 green and over 1.1 red', () => {
    expect(compatibilityColour(0.89)).toBe('green');
    expect(compatibilityColour(0.9)).toBeNull();
    expect(compatibilityColour(1.1)).toBeNull();
    expect(compatibilityColour(1.11)).toBe('red');
    expect(compatibilityColour(null)).toBeNull();
    expect(COMPATIBILITY_HINT).toBe('Lower is better. 0.8 - 1.1 is common');
  });
  it('formats 3 decimals on the profile, 3 significant digits in the following list', () => {
    expect(formatCompatibility(0.87654, 'profile')).toBe('0.877');
    expect(formatCompatibility(0.87654, 'following')).toBe('0.877');
    expect(formatCompatibility(1.2, 'following')).toBe('1.20');
    expect(formatCompatibility(null, 'profile')).toBe('');
  });
  it('ranks the following list ascending, dropping empty results', () => {
    const ranked = rankCompatibilities([{ difference: 1.2 }, { difference: null }, { difference: 0.7 }, { difference: 0 }]);
    expect(ranked.map((r) => r.difference)).toEqual([0.7, 1.2]);
  });
});

describe('vennLayout', () => {
  it('separates disjoint lists, nests a contained one', () => {
    const apart = vennLayout(100, 100, 0)!;
    expect(apart.distance).toBeCloseTo(apart.r1 + apart.r2, 12);
    const nested = vennLayout(100, 300, 100)!;
    expect(nested.distance).toBeCloseTo(Math.abs(nested.r1 - nested.r2), 12);
    expect(nested.r1 ** 2 + nested.r2 ** 2).toBeCloseTo(1, 12);
  });
  it('finds the distance whose lens has the shared share of the area', () => {
    const layout = vennLayout(200, 200, 100)!;
    const target = (Math.PI * 100) / 400;
    expect(Math.abs(lensArea(layout.r1, layout.r2, layout.distance) - target)).toBeLessThan(0.02);
    expect(vennLayout(0, 0, 0)).toBeNull();
  });
});
