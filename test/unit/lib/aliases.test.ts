import { describe, expect, it } from 'vitest';
import {
  ALIAS_MAX_LENGTH,
  aliasCssLines,
  aliasMapFromPairs,
  cutAlias,
  formatAliasEditorText,
  parseAliasEditorText,
  cutStoredPair,
  validAliasPairs,
} from '../../../src/lib/aliases';
import { SHORT_ROMAJI_PAIRS, buildAliasMap } from '../../../src/lib/aliasMap';

describe('cutAlias', () => {
  it('keeps the first 100 characters', () => {
    expect(ALIAS_MAX_LENGTH).toBe(100);
    expect(cutAlias('x'.repeat(100))).toBe('x'.repeat(100));
    expect(cutAlias('x'.repeat(100) + 'yz')).toBe('x'.repeat(100));
    expect(cutAlias('short')).toBe('short');
  });

  it('does not split a character made of two code units', () => {
    const cut = cutAlias('😀'.repeat(101));
    expect(Array.from(cut)).toHaveLength(100);
    expect(cut).toBe('😀'.repeat(100));
  });
});

describe('aliasMapFromPairs', () => {
  it('maps media ids from /anime/{id}/ and /manga/{id}/ prefixes', () => {
    const map = aliasMapFromPairs([
      ['/anime/5114/', 'FMA:B'],
      ['/manga/30002/', 'Berserk'],
    ]);
    expect([...map]).toEqual([
      [5114, 'FMA:B'],
      [30002, 'Berserk'],
    ]);
  });

  it('ignores prefixes that do not match /(anime|manga)/{digits}/', () => {
    const map = aliasMapFromPairs([
      ['css/', 'a{}'],
      ['/anime/abc/', 'x'],
      ['/novel/5/', 'x'],
      ['/anime/12', 'no slash'],
      ['anime/12/', 'no leading slash'],
    ]);
    expect(map.size).toBe(0);
  });

  it('cuts the alias to 100 characters', () => {
    expect(aliasMapFromPairs([['/anime/1/', 'a'.repeat(150)]]).get(1)).toBe('a'.repeat(100));
  });

  it('lets a later pair override an earlier one', () => {
    expect(aliasMapFromPairs([['/anime/1/', 'old'], ['/anime/1/', 'new']]).get(1)).toBe('new');
  });
});

describe('validAliasPairs', () => {
  it('keeps only pairs of strings', () => {
    expect(validAliasPairs('nonsense')).toEqual([]);
    expect(validAliasPairs(null)).toEqual([]);
    expect(validAliasPairs([['/anime/1/', 'a'], ['/anime/2/', 5], 'x', ['/anime/3/']])).toEqual([['/anime/1/', 'a']]);
  });
});

describe('buildAliasMap and the short-romaji list', () => {
  it('loads the 68 built-in short titles', () => {
    expect(SHORT_ROMAJI_PAIRS).toHaveLength(68);
    expect(aliasMapFromPairs(SHORT_ROMAJI_PAIRS).get(5114)).toBe('Fullmetal Alchemist: Brotherhood');
  });

  it('uses the built-in list only when shortRomaji is on', () => {
    expect(buildAliasMap([], false).size).toBe(0);
    expect(buildAliasMap([], true).get(30)).toBe('Evangelion');
  });

  it('lets the user\'s alias win over the built-in one', () => {
    const map = buildAliasMap([['/anime/30/', 'Eva']], true);
    expect(map.get(30)).toBe('Eva');
    expect(map.get(32)).toBe('End of Evangelion');
  });

  it('tolerates a broken store', () => {
    expect(buildAliasMap({ not: 'an array' }, false).size).toBe(0);
  });
});

describe('alias editor text', () => {
  it('keeps /anime/{id}/alias, /manga/{id}/alias and css/ lines and drops the rest', () => {
    const text = [
      '/anime/5114/FMA',
      'garbage line',
      '/manga/30002/Berserk (manga)',
      '',
      'css/.title{color:red}',
      '/anime/5114/',
      '/anime/x/Name',
      '/character/1/Name',
      'https://anilist.co/anime/1/Name',
    ].join('\n');
    expect(parseAliasEditorText(text)).toEqual({
      pairs: [
        ['/anime/5114/', 'FMA'],
        ['/manga/30002/', 'Berserk (manga)'],
        ['css/', '.title{color:red}'],
      ],
      dropped: ['garbage line', '/anime/5114/', '/anime/x/Name', '/character/1/Name', 'https://anilist.co/anime/1/Name'],
    });
  });

  it('accepts Windows line ends and surrounding spaces', () => {
    expect(parseAliasEditorText('  /anime/1/One \r\n/anime/2/Two')).toEqual({
      pairs: [
        ['/anime/1/', 'One'],
        ['/anime/2/', 'Two'],
      ],
      dropped: [],
    });
  });

  it('cuts editor aliases to 100 characters', () => {
    expect(parseAliasEditorText('/anime/1/' + 'b'.repeat(120)).pairs).toEqual([['/anime/1/', 'b'.repeat(100)]]);
  });

  it('keeps CSS lines whole, however long', () => {
    const css = '.title{' + 'color:red;'.repeat(20) + '}';
    expect(parseAliasEditorText('css/' + css).pairs).toEqual([['css/', css]]);
  });

  it('cuts stored alias titles but never stored CSS lines', () => {
    const long = 'z'.repeat(150);
    expect(cutStoredPair(['/anime/1/', long])).toEqual(['/anime/1/', 'z'.repeat(100)]);
    expect(cutStoredPair(['css/', long])).toEqual(['css/', long]);
  });

  it('formats stored pairs back into editor lines', () => {
    const pairs = [['/anime/1/', 'One'], ['css/', 'a{}']];
    expect(formatAliasEditorText(pairs)).toBe('/anime/1/One\ncss/a{}');
    expect(parseAliasEditorText(formatAliasEditorText(pairs)).pairs).toEqual(pairs);
  });

  it('lists the stored CSS lines', () => {
    expect(aliasCssLines([['css/', 'a{}'], ['/anime/1/', 'One'], ['css/', 'b{}']])).toEqual(['a{}', 'b{}']);
  });
});
