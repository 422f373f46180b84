import { describe, expect, it } from 'vitest';
import { DIGEST_MODES } from '../../../src/lib/compareOptions';
import { roundPlaces } from '../../../src/lib/statistics';
import { computeDigest, formatDigest, type DigestInput } from '../../../src/workers/compare';

function row(ratings: number[], extra: Partial<DigestInput> = {}): DigestInput {
  return { ratings, planning: 0, current: 0, favourites: 0, popularity: null, averageScore: null, ...extra };
}

describe('digest labels', () => {
  it('lists the fifteen modes with the spec labels verbatim, in order', () => {
    expect(DIGEST_MODES.map((mode) => mode.label)).toEqual([
      'Average',
      'Median',
      'Average~0',
      'Minimum',
      'Maximum',
      'Difference',
      'Std. Deviation',
      'Abs. Deviation',
      '#Ratings',
      '#Planning',
      '#Current',
      '#Favourites',
      '$Popularity',
      '$Score',
      '$Score diff.',
    ]);
  });
});

describe('computeDigest', () => {
  const r = row([80, 90, 60, 70]);
  it('Average', () => {
    expect(computeDigest('average', r)).toBe(75);
    expect(computeDigest('average', row([]))).toBe(0);
  });
  it('Median: mean of the two middle values; the middle one for an odd count', () => {
    expect(computeDigest('median', r)).toBe(75);
    expect(computeDigest('median', row([90, 10, 50]))).toBe(50);
    expect(computeDigest('median', row([40]))).toBe(40);
    expect(computeDigest('median', row([]))).toBe(0);
  });
  it('Average~0 counts one extra zero rating', () => {
    expect(computeDigest('average0', row([80, 90]))).toBeCloseTo(56.6667, 4);
    expect(computeDigest('average0', row([]))).toBe(0);
  });
  it('Minimum, Maximum, Difference', () => {
    expect(computeDigest('minimum', r)).toBe(60);
    expect(computeDigest('maximum', r)).toBe(90);
    expect(computeDigest('difference', r)).toBe(30);
    expect(computeDigest('minimum', row([]))).toBe(0);
    expect(computeDigest('maximum', row([]))).toBe(0);
    expect(computeDigest('difference', row([]))).toBe(0);
    expect(computeDigest('difference', row([70]))).toBe(0);
  });
  it('Std. Deviation is the population SD', () => {
    expect(computeDigest('stdDeviation', row([60, 80]))).toBe(10);
    expect(computeDigest('stdDeviation', r)).toBeCloseTo(Math.sqrt(125), 10);
    expect(computeDigest('stdDeviation', row([70]))).toBe(0);
    expect(computeDigest('stdDeviation', row([]))).toBe(0);
  });
  it('Abs. Deviation is the mean absolute deviation (no square root)', () => {
    expect(computeDigest('absDeviation', row([60, 80]))).toBe(10);
    expect(computeDigest('absDeviation', row([50, 50, 80]))).toBeCloseTo(40 / 3, 10);
    expect(computeDigest('absDeviation', row([]))).toBe(0);
  });
  it('counts', () => {
    const counts = row([80], { planning: 2, current: 3, favourites: 1 });
    expect(computeDigest('ratings', counts)).toBe(1);
    expect(computeDigest('planning', counts)).toBe(2);
    expect(computeDigest('current', counts)).toBe(3);
    expect(computeDigest('favourites', counts)).toBe(1);
  });
  it('$Popularity and $Score read the media, null when missing', () => {
    expect(computeDigest('popularity', row([], { popularity: 1234 }))).toBe(1234);
    expect(computeDigest('score', row([], { averageScore: 77 }))).toBe(77);
    expect(computeDigest('score', row([]))).toBeNull();
    expect(computeDigest('popularity', row([]))).toBeNull();
  });
  it('$Score diff.: Average − averageScore, negative when nobody rated, 0 without a site score', () => {
    expect(computeDigest('scoreDiff', row([80, 90], { averageScore: 80 }))).toBe(5);
    expect(computeDigest('scoreDiff', row([], { averageScore: 70 }))).toBe(-70);
    expect(computeDigest('scoreDiff', row([80]))).toBe(0);
  });
});

describe('formatDigest', () => {
  it('shows fractions as symbols (Appendix B)', () => {
    expect(formatDigest(85.5)).toBe('85 ½');
    expect(formatDigest(170 / 3)).toBe('56 ⅔');
    expect(formatDigest(10 + 1 / 3)).toBe('10 ⅓');
    expect(formatDigest(2.25)).toBe('2 ¼');
    expect(formatDigest(2.75)).toBe('2 ¾');
    expect(formatDigest(1 / 6)).toBe('0 ⅙');
    expect(formatDigest(5 / 6)).toBe('0 ⅚');
    expect(formatDigest(3 + 1 / 7)).toBe('3 ⅐');
    expect(formatDigest(1 / 3)).toBe('0 ⅓');
  });
  it('shows 3 decimals otherwise', () => {
    expect(formatDigest(72.12345)).toBe('72.123');
    expect(formatDigest(72)).toBe('72');
    expect(formatDigest(7.1)).toBe('7.1');
  });
  it('never gives a symbol to a negative value', () => {
    expect(formatDigest(-12.5)).toBe('-12.5');
    expect(formatDigest(-70)).toBe('-70');
  });
  it('is blank for 0, null and NaN', () => {
    expect(formatDigest(0)).toBe('');
    expect(formatDigest(null)).toBe('');
    expect(formatDigest(Number.NaN)).toBe('');
  });
});

describe('roundPlaces', () => {
  it('rounds halves toward +∞ and drops trailing zeros', () => {
    expect(roundPlaces(2.5, 0)).toBe(3);
    expect(roundPlaces(-2.5, 0)).toBe(-2);
    expect(roundPlaces(7.5, 2)).toBe(7.5);
    expect(roundPlaces(1.23456, 3)).toBe(1.235);
  });
});
