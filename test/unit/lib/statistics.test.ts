import { describe, expect, it } from 'vitest';
import { average, median, mode, sum, weightedScore, WEIGHT_CENTRE } from '../../../src/lib/statistics';

describe('average, median, mode', () => {
  it('return null for empty input instead of NaN', () => {
    expect(average([])).toBeNull();
    expect(median([])).toBeNull();
    expect(mode([])).toBeNull();
    expect(sum([])).toBe(0);
  });

  it('average is the arithmetic mean', () => {
    expect(average([80, 90])).toBe(85);
    expect(average([7])).toBe(7);
    expect(average([1, 2, 4])).toBeCloseTo(7 / 3, 12);
  });

  it('median takes the middle value, or the mean of the two middle values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([10])).toBe(10);
    expect(median([100, 2, 30])).toBe(30);
  });

  it('median does not reorder the caller\'s array', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('mode returns the most frequent value, the earliest on a tie', () => {
    expect(mode([1, 2, 2, 3])).toBe(2);
    expect(mode([70, 80, 80, 70, 90])).toBe(70);
    expect(mode([80, 70, 70, 80])).toBe(80);
    expect(mode([5])).toBe(5);
  });
});

describe('weightedScore (weight centre 41)', () => {
  it('uses one pseudo-rating of 41', () => {
    expect(WEIGHT_CENTRE).toBe(41);
    expect(weightedScore([])).toBe(41);
    expect(weightedScore([0, 0])).toBe(41);
  });

  it('matches the documented oracle order A, C, B', () => {
    const a = weightedScore([90, 0]);
    const c = weightedScore([90, 50, 0]);
    const b = weightedScore([50]);
    expect(a).toBe(65.5);
    expect(c).toBeCloseTo(60.333, 3);
    expect(b).toBe(45.5);
    expect([b, a, c].sort((x, y) => y - x)).toEqual([a, c, b]);
  });
});
