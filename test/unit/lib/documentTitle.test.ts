import { describe, expect, it } from 'vitest';
import { fixedTitle, searchTitle } from '../../../src/lib/documentTitle';

describe('document titles (documentTitles)', () => {
  it("gives browse routes 'Find X · AniList' by kind, landing routes included", () => {
    expect(searchTitle('/search/anime')).toBe('Find Anime · AniList');
    expect(searchTitle('/search/anime/this-season')).toBe('Find Anime · AniList');
    expect(searchTitle('/search/anime/top-100')).toBe('Find Anime · AniList');
    expect(searchTitle('/search/manga/')).toBe('Find Manga · AniList');
    expect(searchTitle('/search/characters')).toBe('Find Characters · AniList');
    expect(searchTitle('/search/staff')).toBe('Find Staff · AniList');
    expect(searchTitle('/search/studios')).toBe('Find Studios · AniList');
  });

  it('leaves other routes and unknown kinds alone', () => {
    expect(searchTitle('/search')).toBeNull();
    expect(searchTitle('/search/users')).toBeNull();
    expect(searchTitle('/anime/1/')).toBeNull();
    expect(fixedTitle('/home', 'Home · AniList')).toBeNull();
  });

  it('forces the browse title over whatever AniList wrote, and is quiet when it is right', () => {
    expect(fixedTitle('/search/anime', 'AniList')).toBe('Find Anime · AniList');
    expect(fixedTitle('/search/staff', 'Cowboy Bebop (1998) · AniList')).toBe('Find Staff · AniList');
    expect(fixedTitle('/search/anime', 'Find Anime · AniList')).toBeNull();
  });

  it('shortens a title that names its year twice', () => {
    expect(fixedTitle('/anime/4382/', 'Haruhi (2009) (Suzumiya Haruhi no Yuuutsu (2009)) · AniList'))
      .toBe('Haruhi (Suzumiya Haruhi no Yuuutsu 2009) · AniList');
    expect(fixedTitle('/anime/1/', 'Cowboy Bebop (1998) · AniList')).toBeNull();
    expect(fixedTitle('/anime/1/', 'Cowboy Bebop (1998) (Cowboy Bebop) · AniList')).toBeNull();
  });
});
