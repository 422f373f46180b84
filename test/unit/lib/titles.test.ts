import { describe, expect, it } from 'vitest';
import { pickTitle, type TitleLanguage } from '../../../src/lib/titles';

const media = { id: 7, title: { romaji: 'Romaji', native: 'ネイティブ', english: 'English' } };
const noAlias = new Map<number, string>();
const alias = new Map([[7, 'Alias']]);

describe('pickTitle without an alias', () => {
  it('takes native for NATIVE and english for ENGLISH', () => {
    expect(pickTitle(media, 'NATIVE', noAlias, 'aliasFirst')).toBe('ネイティブ');
    expect(pickTitle(media, 'ENGLISH', noAlias, 'aliasAfterLanguage')).toBe('English');
  });

  it('falls back to romaji when the chosen title is missing or the setting is anything else', () => {
    expect(pickTitle(media, 'ROMAJI', noAlias, 'aliasFirst')).toBe('Romaji');
    // A value from outside the type (an old save, the site's _STYLISED options) still falls back.
    expect(pickTitle(media, 'ROMAJI_STYLISED' as TitleLanguage, noAlias, 'aliasFirst')).toBe('Romaji');
    expect(pickTitle({ id: 1, title: { romaji: 'R', english: null } }, 'ENGLISH', noAlias, 'aliasFirst')).toBe('R');
    expect(pickTitle({ id: 1, title: { romaji: 'R', native: '' } }, 'NATIVE', noAlias, 'aliasAfterLanguage')).toBe('R');
  });

  it('never returns undefined', () => {
    expect(pickTitle({ id: 1, title: { romaji: null, english: 'E' } }, 'ROMAJI', noAlias, 'aliasFirst')).toBe('E');
    expect(pickTitle({ id: 1, title: {} }, 'ROMAJI', noAlias, 'aliasFirst')).toBe('');
  });
});

describe('pickTitle alias orders', () => {
  it('alias first (stats tables): the alias beats every language', () => {
    expect(pickTitle(media, 'NATIVE', alias, 'aliasFirst')).toBe('Alias');
    expect(pickTitle(media, 'ENGLISH', alias, 'aliasFirst')).toBe('Alias');
    expect(pickTitle(media, 'ROMAJI', alias, 'aliasFirst')).toBe('Alias');
  });

  it('alias after language (compare, Autorecs): native/english win, the alias beats romaji', () => {
    expect(pickTitle(media, 'NATIVE', alias, 'aliasAfterLanguage')).toBe('ネイティブ');
    expect(pickTitle(media, 'ENGLISH', alias, 'aliasAfterLanguage')).toBe('English');
    expect(pickTitle(media, 'ROMAJI', alias, 'aliasAfterLanguage')).toBe('Alias');
    expect(
      pickTitle({ id: 7, title: { romaji: 'Romaji', english: null } }, 'ENGLISH', alias, 'aliasAfterLanguage'),
    ).toBe('Alias');
  });

  it('uses only the alias of the same media id', () => {
    expect(pickTitle({ ...media, id: 8 }, 'ROMAJI', alias, 'aliasFirst')).toBe('Romaji');
  });
});
