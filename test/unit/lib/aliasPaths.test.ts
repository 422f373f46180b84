import { describe, expect, it } from 'vitest';
import { aliasedMediaPath, mediaIdOfTitleLink, titleSlug } from '../../../src/lib/aliases';

describe('title aliases in addresses', () => {
  it('writes a title as a slug', () => {
    expect(titleSlug('Fullmetal Alchemist: Brotherhood')).toBe('Fullmetal-Alchemist-Brotherhood');
    expect(titleSlug('Re:Zero')).toBe('Re-Zero');
    expect(titleSlug('  進撃の巨人!! ')).toBe('進撃の巨人');
    expect(titleSlug('!!!')).toBe('');
  });

  it('puts the alias in the slug and keeps the sub-page', () => {
    expect(aliasedMediaPath('/anime/5114/Hagane-no-Renkinjutsushi/', 'FMA:B')).toBe('/anime/5114/FMA-B/');
    expect(aliasedMediaPath('/anime/5114/Hagane-no-Renkinjutsushi/characters', 'FMA B')).toBe('/anime/5114/FMA-B/characters');
    expect(aliasedMediaPath('/manga/30013', 'One Piece')).toBe('/manga/30013/One-Piece/');
    expect(aliasedMediaPath('/anime/5114/FMA-B/', 'FMA B')).toBeNull();
    expect(aliasedMediaPath('/user/Demo/', 'x')).toBeNull();
    expect(aliasedMediaPath('/anime/5114/x/', '???')).toBeNull();
  });

  it("knows a media's own page from its sub-pages", () => {
    expect(mediaIdOfTitleLink('/anime/5114/Hagane-no-Renkinjutsushi/')).toBe(5114);
    expect(mediaIdOfTitleLink('/manga/2/')).toBe(2);
    expect(mediaIdOfTitleLink('/anime/7')).toBe(7);
    expect(mediaIdOfTitleLink('/anime/5114/Hagane/characters')).toBeNull();
    expect(mediaIdOfTitleLink('/forum/recent?media=5114')).toBeNull();
  });
});
