// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  blockRuleMessages,
  blockStatusOptions,
  clearListPreview,
  formatAliasText,
  parseAliasLine,
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
  });

  describe('alias editor lines', () => {
    it('accepts /anime/{id}/alias, /manga/{id}/alias and css/ lines', () => {
      expect(parseAliasLine('/anime/5114/FMA: Brotherhood')).toEqual(['/anime/5114/', 'FMA: Brotherhood']);
      expect(parseAliasLine('  /manga/30013/One Piece  ')).toEqual(['/manga/30013/', 'One Piece']);
      expect(parseAliasLine('css/.title{color:red}')).toEqual(['css/', '.title{color:red}']);
    });

    it('drops every other line', () => {
      for (const line of ['/anime/abc/Name', '/anime/12/', 'anime/12/Name', '/novel/1/Name', '/anime/12', 'hello']) {
        expect(parseAliasLine(line), line).toBeNull();
      }
    });

    it('cuts an alias to 100 characters', () => {
      expect(parseAliasLine(`/anime/1/${'y'.repeat(120)}`)?.[1]).toHaveLength(100);
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
    it('round-trips, clears, and reads corrupt JSON as null', () => {
      expect(readListPreview()).toBeNull();
      writeListPreview({ data: [1, 2] });
      expect(readListPreview()).toEqual({ data: [1, 2] });
      clearListPreview();
      expect(localStorage.getItem('hohListPreview')).toBeNull();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      localStorage.setItem('hohListPreview', 'nope');
      expect(readListPreview()).toBeNull();
      expect(warn).toHaveBeenCalledOnce();
    });
  });
});
