import { describe, expect, it } from 'vitest';
import { pages, type PageName } from '../../../src/core/pages';

const at = (address: string) => new URL(address);
const match = (name: PageName, address: string) => pages[name].match(at(address));

describe('page detectors', () => {
  it('names every detector after its key', () => {
    for (const [key, detector] of Object.entries(pages)) expect(detector.name).toBe(key);
  });

  it('home, with or without a trailing slash, query or hash', () => {
    expect(match('home', 'https://anilist.co/home')).toEqual({});
    expect(match('home', 'https://anilist.co/home/')).toEqual({});
    expect(match('home', 'https://anilist.co/home?x=1#feed')).toEqual({});
    expect(match('home', 'https://anilist.co/homepage')).toBeNull();
    expect(match('home', 'https://anilist.co/')).toBeNull();
  });

  it('the token hash carries the first access_token value', () => {
    expect(match('accessTokenHash', 'https://anilist.co/home#access_token=abc.def&token_type=Bearer&expires_in=31536000')).toEqual({
      token: 'abc.def',
    });
    expect(match('accessTokenHash', 'https://anilist.co/home')).toBeNull();
    expect(match('accessTokenHash', 'https://anilist.co/user/Josh#access_token=abc')).toBeNull();
    expect(match('accessTokenHash', 'https://anilist.co/home#access_token=')).toBeNull();
  });

  it('the login hash only on /home', () => {
    expect(match('loginHash', 'https://anilist.co/home#aniscripts-login')).toEqual({});
    expect(match('loginHash', 'https://anilist.co/home#other')).toBeNull();
    expect(match('loginHash', 'https://anilist.co/settings/apps#aniscripts-login')).toBeNull();
  });

  it('user overview only on exactly /user/{name}', () => {
    expect(match('user', 'https://anilist.co/user/Josh')).toEqual({ user: 'Josh' });
    expect(match('user', 'https://anilist.co/user/Josh/')).toEqual({ user: 'Josh' });
    expect(match('user', 'https://anilist.co/user/Josh/animelist')).toBeNull();
    expect(match('user', 'https://anilist.co/user/')).toBeNull();
  });

  it('decodes encoded user names and keeps malformed escapes', () => {
    expect(match('user', 'https://anilist.co/user/%E3%81%82%20b')).toEqual({ user: 'あ b' });
    expect(match('user', 'https://anilist.co/user/50%')).toEqual({ user: '50%' });
  });

  it('userAny covers every /user/ page', () => {
    expect(match('userAny', 'https://anilist.co/user/Josh/favorites')).toEqual({ user: 'Josh', sub: 'favorites' });
    expect(match('userAny', 'https://anilist.co/user/Josh')).toEqual({ user: 'Josh', sub: '' });
    expect(match('userAny', 'https://anilist.co/users/Josh')).toBeNull();
  });

  it('user stats and sub-stats', () => {
    expect(match('userStats', 'https://anilist.co/user/Josh/stats')).toEqual({ user: 'Josh', type: '', sub: '' });
    expect(match('userStats', 'https://anilist.co/user/Josh/stats/anime/staff')).toEqual({ user: 'Josh', type: 'anime', sub: 'staff' });
    expect(match('userStats', 'https://anilist.co/user/Josh/stats/anime/studios/')).toEqual({ user: 'Josh', type: 'anime', sub: 'studios' });
    expect(match('userStatsTable', 'https://anilist.co/user/Josh/stats/anime/tags')).toEqual({ user: 'Josh', type: 'anime', sub: 'tags' });
    expect(match('userStatsTable', 'https://anilist.co/user/Josh/stats/manga/staff/')).toEqual({ user: 'Josh', type: 'manga', sub: 'staff' });
    expect(match('userStatsTable', 'https://anilist.co/user/Josh/stats/manga/tags')).toBeNull();
    expect(match('userStatsTable', 'https://anilist.co/user/Josh/stats/anime/overview')).toBeNull();
    expect(match('userFavourites', 'https://anilist.co/user/Josh/')).toEqual({ user: 'Josh' });
    expect(match('userFavourites', 'https://anilist.co/user/Josh/favorites')).toEqual({ user: 'Josh' });
    expect(match('userFavourites', 'https://anilist.co/user/Josh/animelist')).toBeNull();
    expect(match('userStats', 'https://anilist.co/user/Josh/stats/manga/staff')).toEqual({ user: 'Josh', type: 'manga', sub: 'staff' });
    expect(match('userStats', 'https://anilist.co/user/Josh/social')).toBeNull();
  });

  it('any path containing /stats', () => {
    expect(match('anyStats', 'https://anilist.co/user/Josh/stats/anime/overview')).toEqual({});
    expect(match('anyStats', 'https://anilist.co/anime/1/Cowboy-Bebop/stats')).toEqual({});
    expect(match('anyStats', 'https://anilist.co/site-stats')).toBeNull();
    expect(match('anyStats', 'https://anilist.co/user/statsfan')).toBeNull();
  });

  it('user social and #my-threads', () => {
    expect(match('userSocial', 'https://anilist.co/user/Josh/social')).toEqual({ user: 'Josh', section: '' });
    expect(match('userSocial', 'https://anilist.co/user/Josh/social#my-threads')).toEqual({ user: 'Josh', section: 'my-threads' });
    expect(match('userSocial', 'https://anilist.co/user/Josh/social/extra')).toBeNull();
  });

  it('user anime and manga lists, optionally one list, never the compare page', () => {
    expect(match('userList', 'https://anilist.co/user/Josh/animelist')).toEqual({ user: 'Josh', type: 'anime', list: '' });
    expect(match('userList', 'https://anilist.co/user/Josh/mangalist/')).toEqual({ user: 'Josh', type: 'manga', list: '' });
    expect(match('userList', 'https://anilist.co/user/Josh/animelist/Watching')).toEqual({ user: 'Josh', type: 'anime', list: 'Watching' });
    expect(match('userList', 'https://anilist.co/user/Josh/animelist/compare')).toBeNull();
    expect(match('userList', 'https://anilist.co/user/Josh/novellist')).toBeNull();
  });

  it('list compare → {user, type}', () => {
    expect(match('userListCompare', 'https://anilist.co/user/Josh/animelist/compare?users=a*,b')).toEqual({ user: 'Josh', type: 'anime' });
    expect(match('userListCompare', 'https://anilist.co/user/Josh/mangalist/compare/')).toEqual({ user: 'Josh', type: 'manga' });
    expect(match('userListCompare', 'https://anilist.co/user/Josh/animelist')).toBeNull();
    expect(match('userListCompare', 'https://anilist.co/user/Josh/stats/compare')).toBeNull();
  });

  it('media pages and subpages → {type, id, sub} (the slug is only the title: aliases rewrite it)', () => {
    expect(match('media', 'https://anilist.co/anime/16498/Shingeki-no-Kyojin/')).toEqual({
      type: 'anime',
      id: '16498',
      sub: '',
    });
    expect(match('media', 'https://anilist.co/manga/30013/One-Piece/characters')).toEqual({
      type: 'manga',
      id: '30013',
      sub: 'characters',
    });
    expect(match('media', 'https://anilist.co/anime/16498')).toEqual({ type: 'anime', id: '16498', sub: '' });
    // A new slug in the same media's address is the same page.
    expect(match('media', 'https://anilist.co/anime/16498/Attack-on-Titan/')).toEqual(match('media', 'https://anilist.co/anime/16498/Shingeki-no-Kyojin/'));
    expect(match('media', 'https://anilist.co/anime/abc/x')).toBeNull();
    expect(match('media', 'https://anilist.co/novel/1/x')).toBeNull();
  });

  it('media social', () => {
    expect(match('mediaSocial', 'https://anilist.co/anime/1/Cowboy-Bebop/social')).toEqual({
      type: 'anime',
      id: '1',
      sub: 'social',
    });
    expect(match('mediaSocial', 'https://anilist.co/anime/1/Cowboy-Bebop/')).toBeNull();
  });

  it('activity', () => {
    expect(match('activity', 'https://anilist.co/activity/123456789')).toEqual({ id: '123456789' });
    expect(match('activity', 'https://anilist.co/activity/')).toBeNull();
  });

  it('search family', () => {
    expect(match('search', 'https://anilist.co/search')).toEqual({ kind: '', sub: '' });
    expect(match('search', 'https://anilist.co/search/anime?genres=Action')).toEqual({ kind: 'anime', sub: '' });
    expect(match('search', 'https://anilist.co/search/anime/this-season')).toEqual({ kind: 'anime', sub: 'this-season' });
    for (const kind of ['characters', 'staff', 'studios', 'manga']) {
      expect(match('search', `https://anilist.co/search/${kind}/`)).toEqual({ kind, sub: '' });
    }
    expect(match('search', 'https://anilist.co/searching')).toBeNull();
  });

  it('character, staff and studio pages', () => {
    expect(match('character', 'https://anilist.co/character/40882/Eren-Yeager')).toEqual({ id: '40882', slug: 'Eren-Yeager', sub: '' });
    expect(match('staff', 'https://anilist.co/staff/95185/')).toEqual({ id: '95185', slug: '', sub: '' });
    expect(match('studio', 'https://anilist.co/studio/858/Wit-Studio')).toEqual({ id: '858', slug: 'Wit-Studio', sub: '' });
    expect(match('studio', 'https://anilist.co/studio/wit')).toBeNull();
  });

  it('forum family', () => {
    expect(match('forum', 'https://anilist.co/forum')).toEqual({ section: '', media: '', category: '' });
    for (const section of ['overview', 'search', 'recent', 'new', 'subscribed']) {
      expect(match('forum', `https://anilist.co/forum/${section}`)?.section).toBe(section);
    }
    expect(match('forum', 'https://anilist.co/forum/recent?media=16498')).toEqual({ section: 'recent', media: '16498', category: '' });
    expect(match('forum', 'https://anilist.co/forum/recent?category=5')).toEqual({ section: 'recent', media: '', category: '5' });
    expect(match('forum', 'https://anilist.co/forum/thread/14')).toBeNull();
    expect(match('forum', 'https://anilist.co/forum/elsewhere')).toBeNull();
  });

  it('forum thread, with or without a comment', () => {
    expect(match('forumThread', 'https://anilist.co/forum/thread/14')).toEqual({ id: '14', comment: '' });
    expect(match('forumThread', 'https://anilist.co/forum/thread/14/comment/99')).toEqual({ id: '14', comment: '99' });
    expect(match('forumThread', 'https://anilist.co/forum/thread/')).toBeNull();
  });

  it('exact single-path pages', () => {
    const exact: [PageName, string][] = [
      ['notifications', '/notifications'],
      ['settingsApps', '/settings/apps'],
      ['settingsImport', '/settings/import'],
      ['terms', '/terms'],
      ['siteStats', '/site-stats'],
      ['notFound', '/404'],
    ];
    for (const [name, path] of exact) {
      expect(match(name, `https://anilist.co${path}`)).toEqual({});
      expect(match(name, `https://anilist.co${path}/`)).toEqual({});
      expect(match(name, `https://anilist.co${path}/more`)).toBeNull();
    }
    expect(match('settingsApps', 'https://anilist.co/settings')).toBeNull();
  });

  it('reviews', () => {
    expect(match('reviews', 'https://anilist.co/reviews')).toEqual({});
    expect(match('reviews', 'https://anilist.co/reviews/2')).toEqual({});
    expect(match('reviews', 'https://anilist.co/review/2')).toBeNull();
  });

  it('every /edit page', () => {
    expect(match('edit', 'https://anilist.co/edit/anime/16498')).toEqual({});
    expect(match('edit', 'https://anilist.co/edit')).toEqual({});
    expect(match('edit', 'https://anilist.co/user/edit')).toBeNull();
  });

  it('ignores the origin, so the local simulator serves the same routes', () => {
    expect(match('user', 'http://127.0.0.1:5000/user/Josh')).toEqual({ user: 'Josh' });
  });
});
