import { describe, expect, it } from 'vitest';
import { stepYear, yearRatio } from '../../../src/lib/yearStep';

describe('year stepper', () => {
  it('steps one year within the slider range', () => {
    expect(stepYear(2010, 1, 1950, 2027, 2026)).toBe(2011);
    expect(stepYear(2010, -1, 1950, 2027, 2026)).toBe(2009);
    expect(stepYear(1950, -1, 1950, 2027, 2026)).toBeNull();
    expect(stepYear(2027, 1, 1950, 2027, 2026)).toBeNull();
  });

  it('starts at the current year when none is chosen', () => {
    expect(stepYear(null, 1, 1950, 2027, 2026)).toBe(2026);
    expect(stepYear(null, -1, 1950, 2027, 2026)).toBe(2026);
    expect(stepYear(null, -1, 1950, 2000, 2026)).toBe(2000);
  });

  it('places a year on the runway', () => {
    expect(yearRatio(1950, 1950, 2050)).toBe(0);
    expect(yearRatio(2000, 1950, 2050)).toBe(0.5);
    expect(yearRatio(2000, 2000, 2000)).toBe(0);
  });
});
