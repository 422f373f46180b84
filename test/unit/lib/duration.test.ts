import { describe, expect, it } from 'vitest';
import { formatDuration, formatMinutes, roundGeometric } from '../../../src/lib/duration';

const MIN = 60;
const HOUR = 3600;
const DAY = 86400;

describe('roundGeometric', () => {
  it('rounds normally under 1', () => {
    expect(roundGeometric(0.49)).toBe(0);
    expect(roundGeometric(0.5)).toBe(1);
    expect(roundGeometric(0)).toBe(0);
  });

  it('rounds up only above the geometric mean of the neighbours', () => {
    expect(roundGeometric(2.44)).toBe(2); // √6 ≈ 2.449
    expect(roundGeometric(2.45)).toBe(3);
    expect(roundGeometric(1.41)).toBe(1); // √2 ≈ 1.414
    expect(roundGeometric(1.42)).toBe(2);
    expect(roundGeometric(5)).toBe(5);
  });
});

describe('formatDuration', () => {
  it('matches the documented examples', () => {
    expect(formatDuration(90 * MIN)).toBe('1h 30m');
    expect(formatDuration(90 * MIN, 'long')).toBe('1 hour 30 minutes');
    expect(formatDuration(1439 * MIN)).toBe('24h');
    expect(formatDuration(2000 * MIN)).toBe('1d 9h');
    expect(formatDuration(43_200 * MIN)).toBe('1m');
    expect(formatDuration(100_000 * MIN)).toBe('2m');
  });

  it('uses seconds under a minute', () => {
    expect(formatDuration(45)).toBe('45s');
    expect(formatDuration(1, 'long')).toBe('1 second');
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(0, 'long')).toBe('0 seconds');
  });

  it('treats negative and non-finite input as 0', () => {
    expect(formatDuration(-30)).toBe('0s');
    expect(formatDuration(Number.NaN)).toBe('0s');
  });

  it('picks the largest unit with value ≥ 1: year 365 d, month 30 d, week 7 d', () => {
    expect(formatDuration(2 * 365 * DAY)).toBe('2y');
    expect(formatDuration(2 * 365 * DAY, 'long')).toBe('2 years');
    expect(formatDuration(365 * DAY - 1)).toBe('12m');
    expect(formatDuration(3 * 30 * DAY, 'long')).toBe('3 months');
    expect(formatDuration(14 * DAY)).toBe('2w');
    expect(formatDuration(3 * DAY)).toBe('3d');
    expect(formatDuration(5 * MIN, 'long')).toBe('5 minutes');
  });

  it('shows one unit alone when the rest rounds to 0', () => {
    expect(formatDuration(HOUR)).toBe('1h');
    expect(formatDuration(HOUR + 20, 'long')).toBe('1 hour');
    expect(formatDuration(7 * DAY, 'long')).toBe('1 week');
    expect(formatDuration(365 * DAY, 'long')).toBe('1 year');
  });

  it('adds the rest in the next unit down when the unit fits once', () => {
    expect(formatDuration(HOUR + MIN, 'long')).toBe('1 hour 1 minute');
    expect(formatDuration(HOUR + MIN)).toBe('1h 1m');
    expect(formatDuration(10 * DAY)).toBe('1w 3d');
    expect(formatDuration(MIN + 30, 'long')).toBe('1 minute 30 seconds');
    expect(formatDuration(365 * DAY + 6 * 30 * DAY, 'long')).toBe('1 year 6 months');
    expect(formatDuration(DAY + 2 * HOUR, 'long')).toBe('1 day 2 hours');
  });

  it('never shows a rest equal to a whole unit ("1h 60m" becomes "2h")', () => {
    expect(formatDuration(HOUR + 59.5 * MIN)).toBe('2h');
    expect(formatDuration(HOUR + 59 * MIN)).toBe('1h 59m');
  });
});

describe('formatMinutes', () => {
  it('shows "-" for nothing, else the same duration as the stats tables', () => {
    expect(formatMinutes(0)).toBe('-');
    expect(formatMinutes(-3)).toBe('-');
    expect(formatMinutes(44.6)).toBe('45m');
    expect(formatMinutes(150)).toBe('3h');
    // 182 hours: what Genres & Tags printed as "182h" reads as More stats writes it.
    expect(formatMinutes(182 * 60)).toBe(formatDuration(182 * 3600));
    expect(formatMinutes(182 * 60)).toBe('1w 1d');
  });
});
