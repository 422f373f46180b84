import { describe, expect, it } from 'vitest';
import { alternativeTitle, hasSubtitle, subtitleParts, type SubtitleMedia } from '../../../src/lib/subTitle';
import { formatLabel } from '../../../src/lib/mediaFormats';

const title = { romaji: 'Shingeki no Kyojin', english: 'Attack on Titan', native: '進撃の巨人' };

describe('the alternative title under a media title (subTitleInfo)', () => {
  it('offers English to a romaji reader, romaji to English and native readers', () => {
    expect(alternativeTitle(title, 'ROMAJI')).toBe('Attack on Titan');
    expect(alternativeTitle(title, 'ENGLISH')).toBe('Shingeki no Kyojin');
    expect(alternativeTitle(title, 'NATIVE')).toBe('Shingeki no Kyojin');
  });

  it('skips a title equal to the one shown, and falls back to the next', () => {
    expect(alternativeTitle({ romaji: 'Monster', english: 'monster', native: 'MONSTER' }, 'ROMAJI')).toBeNull();
    expect(alternativeTitle({ romaji: 'Monster', english: 'Monster', native: 'モンスター' }, 'ROMAJI')).toBe('モンスター');
    // An English reader of a media without an English title sees romaji in the header.
    expect(alternativeTitle({ romaji: 'Mushishi', english: null, native: '蟲師' }, 'ENGLISH')).toBe('蟲師');
    expect(alternativeTitle(null, 'ROMAJI')).toBeNull();
  });
});

describe('the parts of the line', () => {
  const anime: SubtitleMedia = { type: 'ANIME', format: 'TV_SHORT', title, startYear: 2013, seasonYear: 2013, studios: [{ id: 858, name: 'Wit Studio' }, { id: 1, name: 'Other' }] };

  it('links the year to the browse page of its type and each main studio to its page', () => {
    expect(subtitleParts(anime, 'ROMAJI')).toEqual({
      alternativeTitle: 'Attack on Titan',
      year: { text: '2013', href: '/search/anime?year=2013' },
      format: 'TV Short',
      studios: [{ text: 'Wit Studio', href: '/studio/858' }, { text: 'Other', href: '/studio/1' }],
    });
    expect(subtitleParts({ ...anime, type: 'MANGA', format: 'NOVEL', studios: [] }, 'ROMAJI')).toMatchObject({
      year: { href: '/search/manga?year=2013' }, format: 'Light Novel', studios: [],
    });
  });

  it("uses the season's year without a start date, and nothing without either", () => {
    expect(subtitleParts({ ...anime, startYear: null, seasonYear: 2014 }, 'ROMAJI').year?.text).toBe('2014');
    expect(subtitleParts({ ...anime, startYear: null, seasonYear: null }, 'ROMAJI').year).toBeNull();
  });

  it('has nothing to draw for a media AniList knows almost nothing about', () => {
    const bare: SubtitleMedia = { type: 'ANIME', format: null, title: { romaji: 'X' }, startYear: null, seasonYear: null, studios: [] };
    expect(hasSubtitle(subtitleParts(bare, 'ROMAJI'))).toBe(false);
    expect(hasSubtitle(subtitleParts({ ...bare, format: 'MOVIE' }, 'ROMAJI'))).toBe(true);
  });
});

describe("AniList's format names", () => {
  it('writes the known formats as the site does and keeps new ones readable', () => {
    expect(formatLabel('ONE_SHOT')).toBe('One Shot');
    expect(formatLabel('ONA')).toBe('ONA');
    expect(formatLabel('SOME_NEW_KIND')).toBe('SOME NEW KIND');
    expect(formatLabel(null)).toBeNull();
  });
});
