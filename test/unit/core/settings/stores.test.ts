// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  blockRuleMessages,
  blockStatusOptions,
  clearListPreview,
  formatAliasText,
  parseAliasText,
  readBlockList,
  readListPreview,
  readTitleAliases,
  validateBlockRule,
  writeBlockList,
  writeListPreview,
  writeTitleAliases,
} from '../../../../src/core/settings/stores';

describe('local stores', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  describe('titleAliases', () => {
    it('round-trips alias pairs', () => {
      writeTitleAliases([['/anime/5114/', 'FMA:B'], ['css/', '.x{color:red}']]);
      expect(localStorage.getItem('titleAliases')).toBe('[["/anime/5114/","FMA:B"],["css/",".x{color:red}"]]');
      expect(readTitleAliases()).toEqual([['/anime/5114/', 'FMA:B'], ['css/', '.x{color:red}']]);
    });

    it('reads corrupt JSON as empty with a warning, without throwing', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      localStorage.setItem('titleAliases', '[[');
      expect(readTitleAliases()).toEqual([]);
      expect(warn).toHaveBeenCalledOnce();
    });

    it('drops malformed entries and cuts alias text to 100 characters', () => {
      localStorage.setItem('titleAliases', JSON.stringify([['/anime/1/', 'x'.repeat(150)], [1, 2], 'bad']));
      expect(readTitleAliases()).toEqual([['/anime/1/', 'x'.repeat(100)]]);
    });

    it('keeps stored css/ lines whole: the 100-character cut is for titles only', () => {
      const css = '.title{' + 'color:red;'.repeat(20) + '}';
      localStorage.setItem('titleAliases', JSON.stringify([['css/', css], ['/manga/2/', 'm'.repeat(101)]]));
      expect(readTitleAliases()).toEqual([['css/', css], ['/manga/2/', 'm'.repeat(100)]]);
    });
  });

  describe('alias editor text', () => {
    it('accepts /anime/{id}/alias, /manga/{id}/alias and css/ lines', () => {
      expect(parseAliasText('/anime/5114/FMA: Brotherhood\n  /manga/30013/One Piece  \ncss/.title{color:red}').aliases).toEqual([
        ['/anime/5114/', 'FMA: Brotherhood'],
        ['/manga/30013/', 'One Piece'],
        ['css/', '.title{color:red}'],
      ]);
    });

    it('drops every other line', () => {
      const lines = ['/anime/abc/Name', '/anime/12/', 'anime/12/Name', '/novel/1/Name', '/anime/12', 'hello'];
      expect(parseAliasText(lines.join('\n'))).toEqual({ aliases: [], dropped: lines });
    });

    it('cuts an alias to 100 characters but keeps a CSS line whole', () => {
      const css = '.x{' + 'color:red;'.repeat(15) + '}';
      const { aliases } = parseAliasText(`/anime/1/${'y'.repeat(120)}\ncss/${css}`);
      expect(aliases).toEqual([['/anime/1/', 'y'.repeat(100)], ['css/', css]]);
    });

    it('parses text, reporting dropped lines and skipping blank ones', () => {
      const { aliases, dropped } = parseAliasText('/anime/1/One\n\nnonsense\r\n/manga/2/Two');
      expect(aliases).toEqual([['/anime/1/', 'One'], ['/manga/2/', 'Two']]);
      expect(dropped).toEqual(['nonsense']);
      expect(formatAliasText(aliases)).toBe('/anime/1/One\n/manga/2/Two');
    });
  });

  describe('blockList', () => {
    it('offers the 13 status options, none first', () => {
      expect(blockStatusOptions).toEqual(['', 'all', 'status', 'progress', 'anime', 'manga', 'planning', 'watching', 'reading', 'pausing', 'dropping', 'rewatching', 'rereading']);
    });

    it('needs at least one of user, status and media', () => {
      expect(validateBlockRule({ user: ' ', status: '', media: '' })).toEqual({ error: blockRuleMessages.nothingSet });
      expect(validateBlockRule({ user: 'someone', status: '', media: '' })).toEqual({ rule: { user: 'someone', status: false, media: false } });
      expect(validateBlockRule({ user: '', status: 'planning', media: '' })).toEqual({ rule: { user: false, status: 'planning', media: false } });
      expect(validateBlockRule({ user: '', status: '', media: '0' })).toEqual({ rule: { user: false, status: false, media: 0 } });
    });

    it('needs the media id to be a whole number, 0 or more', () => {
      for (const media of ['-1', '1.5', 'abc']) {
        expect(validateBlockRule({ user: 'a', status: '', media }), media).toEqual({ error: blockRuleMessages.badMedia });
      }
    });

    it('round-trips rules and drops stored rules with nothing set', () => {
      writeBlockList([{ user: 'a', status: 'all', media: 5 }]);
      expect(readBlockList()).toEqual([{ user: 'a', status: 'all', media: 5 }]);
      localStorage.setItem('blockList', JSON.stringify([{ user: false, status: false, media: false }, { user: '', status: 'bogus', media: '12' }, null]));
      expect(readBlockList()).toEqual([{ user: false, status: false, media: 12 }]);
    });

    it('reads corrupt JSON or a non-list as empty with a warning', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      localStorage.setItem('blockList', '{oops');
      expect(readBlockList()).toEqual([]);
      localStorage.setItem('blockList', '{"user":"a"}');
      expect(readBlockList()).toEqual([]);
      expect(warn).toHaveBeenCalledTimes(2);
    });
  });

  describe('hohListPreview', () => {
    const preview = {
      Page: {
        mediaList: [{
          id: 1, priority: 0, score: 8, progress: 3, status: 'CURRENT' as const,
          media: {
            id: 5, type: 'ANIME' as const, format: 'TV' as const, status: 'RELEASING' as const, episodes: 12,
            title: { romaji: 'R', english: null, native: null },
            coverImage: { large: null, medium: null, color: null },
            nextAiringEpisode: { episode: 4, timeUntilAiring: 3600 }, siteUrl: null,
          },
        }],
      },
    };

    it('round-trips and clears', () => {
      expect(readListPreview()).toBeNull();
      writeListPreview(preview);
      expect(readListPreview()).toEqual(preview);
      writeListPreview({ Page: null });
      expect(readListPreview()).toEqual({ Page: null });
      clearListPreview();
      expect(localStorage.getItem('hohListPreview')).toBeNull();
    });

    it('reads corrupt JSON as null with a warning', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      localStorage.setItem('hohListPreview', 'nope');
      expect(readListPreview()).toBeNull();
      expect(warn).toHaveBeenCalledOnce();
    });

    it('reads a stored value of the wrong shape as null with a warning', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      for (const wrong of [{ data: [1, 2] }, [1, 2], { Page: { mediaList: 'x' } }, { Page: 3 }, 'text']) {
        localStorage.setItem('hohListPreview', JSON.stringify(wrong));
        expect(readListPreview(), JSON.stringify(wrong)).toBeNull();
      }
      expect(warn).toHaveBeenCalledTimes(5);
    });
  });
});
