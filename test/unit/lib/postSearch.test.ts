import { describe, expect, it } from 'vitest';
import { inParallel, mostLiked, postMatcher } from '../../../src/lib/postSearch';

describe('postMatcher', () => {
  it('matches plain text case-insensitively, regex metacharacters literally', () => {
    const matcher = postMatcher('A.b', false);
    expect(matcher.ok && matcher.test('xa.bx')).toBe(true);
    expect(matcher.ok && matcher.test('aXb')).toBe(false);
  });
  it('matches a regular expression case-insensitively and refuses an invalid one', () => {
    const matcher = postMatcher('^ep(isode)? \\d+$', true);
    expect(matcher.ok && matcher.test('EPISODE 12')).toBe(true);
    expect(matcher.ok && matcher.test('the episode 12')).toBe(false);
    const bad = postMatcher('a(', true);
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/^Invalid regular expression: /);
  });
});

describe('mostLiked', () => {
  it('keeps the top n by likes, newer first among equals', () => {
    const posts = [
      { id: 1, likeCount: 3 },
      { id: 2, likeCount: 9 },
      { id: 3, likeCount: 3 },
      { id: 4, likeCount: 0 },
    ];
    expect(mostLiked(posts, 3).map((post) => post.id)).toEqual([2, 3, 1]);
    expect(mostLiked(posts).length).toBe(4);
  });
});

describe('inParallel', () => {
  it('never runs more than the limit at once and runs every item', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    await inParallel([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running--;
      done.push(item);
    });
    expect(peak).toBe(3);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    await expect(
      inParallel([1, 2, 3, 4], 1, async (item) => {
        started.push(item);
        if (item === 2) throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(started).toEqual([1, 2]);
  });
});
