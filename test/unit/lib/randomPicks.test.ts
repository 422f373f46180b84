import { describe, expect, it } from 'vitest';
import { activitiesPerHour, formatRate, randomPickPosition, RANDOM_PICK_PER_PAGE } from '../../../src/lib/randomPicks';

describe('randomPickPosition (siteStatsRandom)', () => {
  it('uses 50 a page', () => {
    expect(RANDOM_PICK_PER_PAGE).toBe(50);
  });

  it('maps the random draw onto a page and an offset within the total', () => {
    expect(randomPickPosition(120, () => 0)).toEqual({ page: 1, offset: 0 });
    expect(randomPickPosition(120, () => 0.5)).toEqual({ page: 2, offset: 10 }); // index 60
    expect(randomPickPosition(120, () => 0.9999999)).toEqual({ page: 3, offset: 19 }); // index 119, the last
    expect(randomPickPosition(50, () => 0.9999999)).toEqual({ page: 1, offset: 49 });
    expect(randomPickPosition(51, () => 0.9999999)).toEqual({ page: 2, offset: 0 });
  });

  it('never leaves the range, even for a draw of 1', () => {
    expect(randomPickPosition(7, () => 1)).toEqual({ page: 1, offset: 6 });
  });

  it('covers every page of the total', () => {
    const total = 1234;
    const lastPage = Math.ceil(total / 50);
    const seen = new Set<number>();
    for (let i = 0; i < total; i += 1) {
      const position = randomPickPosition(total, () => (i + 0.5) / total)!;
      expect(position.page).toBeGreaterThanOrEqual(1);
      expect(position.page).toBeLessThanOrEqual(lastPage);
      expect((position.page - 1) * 50 + position.offset).toBe(i);
      seen.add(position.page);
    }
    expect(seen.size).toBe(lastPage);
  });

  it('has nothing to pick from an empty or unknown total', () => {
    expect(randomPickPosition(0, () => 0.3)).toBeNull();
    expect(randomPickPosition(Number.NaN, () => 0.3)).toBeNull();
  });
});

describe('activitiesPerHour (siteStatsRandom)', () => {
  const page = (start: number, step: number) => Array.from({ length: 10 }, (_, i) => start - i * step);

  it('counts 199 gaps from the newest of page 1 to the oldest of page 20', () => {
    // 200 activities, one every 36 s: 199 gaps over 7164 s = 100 an hour.
    const first = page(1_000_000, 36);
    const last = page(1_000_000 - 190 * 36, 36);
    expect(activitiesPerHour(first, last)).toBeCloseTo(100, 9);
  });

  it('counts a short last page by what it holds', () => {
    const first = page(10_000, 60);
    const last = [10_000 - 190 * 60, 10_000 - 191 * 60]; // items 191 and 192: 191 gaps
    expect(activitiesPerHour(first, last)).toBeCloseTo(60, 9);
  });

  it('spans the newest and oldest times seen, whatever their order', () => {
    const first = [900, 7200, 3600];
    const last = [0, 1800];
    // 191 gaps (19 pages of ten, then two) over two hours.
    expect(activitiesPerHour(first, last)).toBeCloseTo(95.5, 9);
  });

  it('falls back to page 1 alone when there is no page 20', () => {
    expect(activitiesPerHour([7200, 3600, 0], [])).toBeCloseTo(1, 9);
  });

  it('has no rate without a time span', () => {
    expect(activitiesPerHour([], [])).toBeNull();
    expect(activitiesPerHour([5], [])).toBeNull();
    expect(activitiesPerHour([5, 5], [])).toBeNull();
  });

  it('writes rates to one decimal', () => {
    expect(formatRate(12.345)).toBe('12.3');
    expect(formatRate(null)).toBe('–');
  });
});
