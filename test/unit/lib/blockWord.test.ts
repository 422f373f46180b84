import { describe, expect, it } from 'vitest';
import { blockWordMatcher } from '../../../src/lib/blockWord';

describe('blockWordMatcher', () => {
  it('matches the default value "nsfw" case-insensitively', () => {
    const matches = blockWordMatcher('nsfw');
    expect(matches('this is NSFW content')).toBe(true);
    expect(matches('Nsfw')).toBe(true);
    expect(matches('safe post')).toBe(false);
  });

  it('treats a valid value as a regular expression', () => {
    const matches = blockWordMatcher('spoil(er|s)|^hot take');
    expect(matches('no SPOILERS please')).toBe(true);
    expect(matches('Hot take: it was fine')).toBe(true);
    expect(matches('a hot take in the middle')).toBe(false);
    expect(matches('spoil')).toBe(false);
  });

  it('gives the same answer on repeated calls', () => {
    const matches = blockWordMatcher('abc');
    expect(matches('abc abc')).toBe(true);
    expect(matches('abc abc')).toBe(true);
  });

  it('falls back to a plain lower-case substring match for an invalid pattern', () => {
    const matches = blockWordMatcher('(NSFW');
    expect(matches('this is (nsfw)')).toBe(true);
    expect(matches('THIS IS (NSFW)')).toBe(true);
    expect(matches('this is nsfw')).toBe(false);
    const star = blockWordMatcher('*spoiler*');
    expect(star('has *Spoiler* inside')).toBe(true);
    expect(star('spoiler')).toBe(false);
  });

  it('matches nothing for an empty value', () => {
    expect(blockWordMatcher('')('anything')).toBe(false);
  });
});
