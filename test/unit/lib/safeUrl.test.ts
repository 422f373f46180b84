import { describe, expect, it } from 'vitest';
import { safeUrl } from '../../../src/lib/safeUrl';
import { containsBlockedWord, SFW_BLOCKED_TAGS, SFW_BLOCKED_WORDS } from '../../../src/lib/sfwWords';

describe('safeUrl', () => {
  it('turns whitespace, slash, colon and star into dashes', () => {
    expect(safeUrl('a b\tc\nd')).toBe('a-b-c-d');
    expect(safeUrl('Fate/Zero')).toBe('Fate-Zero');
    expect(safeUrl('Re:Zero')).toBe('Re-Zero');
    expect(safeUrl('Lucky*Star')).toBe('Lucky-Star');
    expect(safeUrl('Re: Zero')).toBe('Re--Zero');
  });

  it('treats the black star U+2605 as a star too', () => {
    expect(safeUrl('Mahou Shoujo Madoka\u2605Magica')).toBe('Mahou-Shoujo-Madoka-Magica');
    expect(safeUrl('\u2605\u2605')).toBe('--');
  });

  it('drops . ) \\ # ! , % and the right quote', () => {
    expect(safeUrl('a.b)c\\d#e!f,g%h\u2019i')).toBe('abcdefghi');
    expect(safeUrl('K-On!!')).toBe('K-On');
    expect(safeUrl('Don\u2019t')).toBe('Dont');
  });

  it('turns ä into a', () => {
    expect(safeUrl('Mädchen')).toBe('Madchen');
  });

  it('URL-encodes what is left', () => {
    expect(safeUrl('Steins;Gate')).toBe('Steins%3BGate');
    expect(safeUrl('(Title) [x]')).toBe('(Title-%5Bx%5D');
    expect(safeUrl('進撃の巨人')).toBe(encodeURIComponent('進撃の巨人'));
    expect(safeUrl('A&B?')).toBe('A%26B%3F');
  });

  it('returns an empty string in SFW mode when a blocked word matches, any case', () => {
    expect(safeUrl('Hentai Title', { sfw: true })).toBe('');
    expect(safeUrl('Some HAREM show', { sfw: true })).toBe('');
    expect(safeUrl('Hentai Title', { sfw: false })).toBe('Hentai-Title');
    expect(safeUrl('Hentai Title')).toBe('Hentai-Title');
    expect(safeUrl('Clean Title', { sfw: true })).toBe('Clean-Title');
  });

  it('accepts a custom blocked word list', () => {
    expect(safeUrl('Clean Title', { sfw: true, blockedWords: ['clean'] })).toBe('');
    expect(safeUrl('Hentai Title', { sfw: true, blockedWords: ['clean'] })).toBe('Hentai-Title');
  });
});

describe('SFW word lists', () => {
  it('combine the 11 words and 27 tags', () => {
    expect(SFW_BLOCKED_WORDS).toHaveLength(38);
    expect(SFW_BLOCKED_TAGS).toHaveLength(27);
    expect(SFW_BLOCKED_WORDS).toContain('nsfw');
    expect(SFW_BLOCKED_WORDS).toContain('sex toys');
  });

  it('containsBlockedWord ignores case and skips empty words', () => {
    expect(containsBlockedWord('An ECCHI comedy')).toBe(true);
    expect(containsBlockedWord('A calm story')).toBe(false);
    expect(containsBlockedWord('anything', [''])).toBe(false);
    expect(containsBlockedWord('Large Breasts tag', ['large breasts'])).toBe(true);
  });
});
