/** A date where any part may be unknown, as AniList's FuzzyDate. */
export interface FuzzyDate {
  year?: number | null;
  month?: number | null;
  day?: number | null;
}

/** 0 = the first date is later, 1 = the second is later, -1 = equal or undecidable. */
export type FuzzyDateOrder = 0 | 1 | -1;

/**
 * Which of two fuzzy dates is later. This is an index, not a sort comparator: callers test
 * for 0 or 1. AniList sends null for an unknown part; 0 is treated as unknown too because no
 * real year, month or day is 0.
 */
export function compareFuzzyDates(
  first: FuzzyDate | null | undefined,
  second: FuzzyDate | null | undefined,
): FuzzyDateOrder {
  if (!first || !second) return -1;
  const parts = ['year', 'month', 'day'] as const;
  for (const part of parts) {
    const a = first[part];
    const b = second[part];
    if (!a || !b) return -1;
    if (a > b) return 0;
    if (a < b) return 1;
  }
  return -1;
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * A fuzzy date as "YYYY-MM-DD", leaving out what is unknown: "2023-04" without a day, "2023"
 * without a month (a day without its month is left out too), "" without a year.
 */
export function fuzzyDateIso(date: FuzzyDate | null | undefined): string {
  if (!date?.year) return '';
  if (!date.month) return String(date.year);
  if (!date.day) return `${date.year}-${twoDigits(date.month)}`;
  return `${date.year}-${twoDigits(date.month)}-${twoDigits(date.day)}`;
}
