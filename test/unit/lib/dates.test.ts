import { describe, expect, it } from 'vitest';
import { compareFuzzyDates, fuzzyDateIso } from '../../../src/lib/dates';

describe('compareFuzzyDates', () => {
  it('returns 0 when the first date is later, by year, month or day', () => {
    expect(compareFuzzyDates({ year: 2021 }, { year: 2020 })).toBe(0);
    expect(compareFuzzyDates({ year: 2020, month: 5 }, { year: 2020, month: 4 })).toBe(0);
    expect(compareFuzzyDates({ year: 2020, month: 5, day: 2 }, { year: 2020, month: 5, day: 1 })).toBe(0);
  });

  it('returns 1 when the second date is later, by year, month or day', () => {
    expect(compareFuzzyDates({ year: 2019 }, { year: 2020 })).toBe(1);
    expect(compareFuzzyDates({ year: 2020, month: 1 }, { year: 2020, month: 12 })).toBe(1);
    expect(compareFuzzyDates({ year: 2020, month: 5, day: 1 }, { year: 2020, month: 5, day: 31 })).toBe(1);
  });

  it('decides on the year even when months or days are missing', () => {
    expect(compareFuzzyDates({ year: 2021, month: null }, { year: 2020, month: 3, day: 3 })).toBe(0);
    expect(compareFuzzyDates({ year: 2019, month: 3 }, { year: 2020 })).toBe(1);
  });

  it('returns -1 for equal dates', () => {
    expect(compareFuzzyDates({ year: 2020, month: 5, day: 1 }, { year: 2020, month: 5, day: 1 })).toBe(-1);
  });

  it('returns -1 when a missing part prevents a decision', () => {
    expect(compareFuzzyDates({ year: null }, { year: 2020 })).toBe(-1);
    expect(compareFuzzyDates({ year: 2020 }, {})).toBe(-1);
    expect(compareFuzzyDates({ year: 2020, month: 5 }, { year: 2020 })).toBe(-1);
    expect(compareFuzzyDates({ year: 2020, month: 5, day: 1 }, { year: 2020, month: 5, day: null })).toBe(-1);
    expect(compareFuzzyDates({ year: 2020, month: 5 }, { year: 2020, month: 5, day: 9 })).toBe(-1);
    expect(compareFuzzyDates(null, { year: 2020 })).toBe(-1);
    expect(compareFuzzyDates({ year: 2020 }, undefined)).toBe(-1);
  });
});

describe('fuzzyDateIso', () => {
  it('leaves out an unknown month or day instead of writing null', () => {
    expect(fuzzyDateIso({ year: 2023, month: null, day: null })).toBe('2023');
    expect(fuzzyDateIso({ year: 2023, month: 4, day: null })).toBe('2023-04');
    expect(fuzzyDateIso({ year: 2023, month: 4, day: 7 })).toBe('2023-04-07');
    expect(fuzzyDateIso({ year: 2023, month: null, day: 7 })).toBe('2023');
    expect(fuzzyDateIso({ year: null, month: 4, day: 7 })).toBe('');
    expect(fuzzyDateIso(null)).toBe('');
  });
});
