import { describe, expect, it } from 'vitest';
import { formatActivityRate, formatPostRate, ratePerHour, RATE_LAST_PAGE, RATE_PAGE_SIZE } from '../../../src/lib/activityRate';

/** Ten times a page, newest first, `gap` seconds apart, starting at `start` for the page's first. */
const page = (start: number, gap: number, count = RATE_PAGE_SIZE) => Array.from({ length: count }, (_, i) => start - i * gap);

describe('ratePerHour', () => {
  it('spans 199 activities from the first of page 1 to the last of page 20 (spec doc 3 §9)', () => {
    // One activity every 36 s: 100 an hour. Page 20 starts 190 activities after page 1.
    const first = page(100_000, 36);
    const last = page(100_000 - 190 * 36, 36);
    expect(RATE_LAST_PAGE).toBe(20);
    expect(ratePerHour(first, last)).toBeCloseTo(100, 6);
    expect((RATE_LAST_PAGE - 1) * RATE_PAGE_SIZE + RATE_PAGE_SIZE - 1).toBe(199);
  });

  it('counts a short far page by what it holds', () => {
    const first = page(10_000, 60);
    const last = page(10_000 - 190 * 60, 60, 4);
    // 193 intervals of a minute: 60 an hour.
    expect(ratePerHour(first, last)).toBeCloseTo(60, 6);
  });

  it('falls back to page 1 alone when page 20 is empty', () => {
    expect(ratePerHour(page(1000, 360), [])).toBeCloseTo(10, 6);
  });

  it('has no rate without two items or without time between them', () => {
    expect(ratePerHour([], [])).toBeNull();
    expect(ratePerHour([5], [])).toBeNull();
    expect(ratePerHour([5, 5, 5], [])).toBeNull();
  });
});

describe('formatting', () => {
  it('shows activities whole and posts and messages to 1 decimal', () => {
    expect(formatActivityRate(123.6)).toBe('124');
    expect(formatPostRate(3.04)).toBe('3.0');
    expect(formatPostRate(12.35)).toBe('12.3');
    expect(formatActivityRate(null)).toBe('?');
    expect(formatPostRate(null)).toBe('?');
  });
});
