import { describe, expect, it } from 'vitest';
import { createPageApiQuota, PAGE_API_QUERIES_PER_MINUTE, PAGE_API_QUOTA_WINDOW_MS } from '../../../src/lib/pageApiQuota';
import { PAGE_API_ERRORS } from '../../../src/lib/pageApi';

describe("the page interface's quota", () => {
  it('lets the quota through in a burst and answers the rest busy, with the wait until a place frees', () => {
    const quota = createPageApiQuota();
    const answers = Array.from({ length: 150 }, () => quota.take(1_000));
    expect(answers.filter((a) => a === true)).toHaveLength(PAGE_API_QUERIES_PER_MINUTE);
    expect(answers.slice(PAGE_API_QUERIES_PER_MINUTE)).toEqual(Array(150 - PAGE_API_QUERIES_PER_MINUTE).fill(PAGE_API_QUOTA_WINDOW_MS));
  });

  it('frees each place a window after it was taken (a sliding minute, not a fixed one)', () => {
    const quota = createPageApiQuota(2, 60_000);
    expect(quota.take(0)).toBe(true);
    expect(quota.take(30_000)).toBe(true);
    expect(quota.take(59_999)).toBe(1);
    expect(quota.take(60_000)).toBe(true);
    expect(quota.take(60_001)).toBe(29_999);
    expect(quota.take(90_000)).toBe(true);
  });

  it('says busy in words a caller can act on', () => {
    expect(PAGE_API_ERRORS.busy(10, 12_300)).toBe('Busy: the page interface runs at most 10 queries a minute; try again in 13 s');
    expect(PAGE_API_ERRORS.busy(10, 1)).toMatch(/try again in 1 s$/);
  });
});
