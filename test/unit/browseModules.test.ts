import { describe, expect, it } from 'vitest';
import { EXTRA_SORTS, sortedAddress } from '../../src/modules/browseFilters/sorts';
import { parseView } from '../../src/modules/CSScompactBrowse/views';

describe('browse sorts (browseFilters)', () => {
  it('offers episodes for anime, chapters and volumes for manga, both ways (host-dom §2.10)', () => {
    expect(EXTRA_SORTS.anime.map((s) => s.value)).toEqual(['EPISODES_DESC', 'EPISODES']);
    expect(EXTRA_SORTS.manga.map((s) => s.value)).toEqual(['CHAPTERS_DESC', 'CHAPTERS', 'VOLUMES_DESC', 'VOLUMES']);
  });

  it('keeps the other filters and replaces an earlier sort', () => {
    expect(sortedAddress({ pathname: '/search/anime', search: '?year=2019%25&sort=SCORE_DESC' }, 'anime', 'EPISODES')).toBe('/search/anime?year=2019%25&sort=EPISODES');
    expect(sortedAddress({ pathname: '/search/manga/top-100', search: '' }, 'manga', 'VOLUMES_DESC')).toBe('/search/manga?sort=VOLUMES_DESC');
  });
});

describe('browse views (CSScompactBrowse)', () => {
  it('reads a stored view, anything else is AniList\'s own', () => {
    expect(parseView('compact')).toBe('compact');
    expect(parseView('list')).toBe('list');
    expect(parseView(null)).toBe('default');
    expect(parseView('cardView')).toBe('default');
  });
});
