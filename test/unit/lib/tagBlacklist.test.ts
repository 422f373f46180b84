import { describe, expect, it } from 'vitest';
import { blacklistMatches, describeMatches, idBatches, type MediaTagFacts } from '../../../src/lib/tagBlacklist';
import {
  DEFAULT_TAG_RANK,
  defaultTagBlacklist,
  MAX_BLACKLIST_ENTRIES,
  sanitizeBlacklistEntry,
  sanitizeTagBlacklist,
  type BlacklistEntry,
} from '../../../src/lib/tagBlacklistValue';

const media: MediaTagFacts = {
  id: 7,
  genres: ['Action', 'Horror'],
  tags: [{ name: 'Gore', rank: 85 }, { name: 'Isekai', rank: 40 }, { name: 'Zombie', rank: null }],
};

describe('blacklistMatches', () => {
  it('matches nothing with an empty list', () => {
    expect(blacklistMatches(media, [])).toEqual([]);
  });

  it('matches a genre the media has, case-insensitively, in AniList spelling', () => {
    expect(blacklistMatches(media, [{ kind: 'genre', name: 'horror', minRank: 0 }])).toEqual([{ kind: 'genre', name: 'Horror', rank: null }]);
  });

  it('matches a tag at or above its minimum rank only', () => {
    const at = (minRank: number): BlacklistEntry[] => [{ kind: 'tag', name: 'Gore', minRank }];
    expect(blacklistMatches(media, at(85))).toEqual([{ kind: 'tag', name: 'Gore', rank: 85 }]);
    expect(blacklistMatches(media, at(86))).toEqual([]);
    expect(blacklistMatches(media, at(0))).toHaveLength(1);
  });

  it('a tag without a rank counts as 0', () => {
    expect(blacklistMatches(media, [{ kind: 'tag', name: 'Zombie', minRank: 0 }])).toEqual([{ kind: 'tag', name: 'Zombie', rank: 0 }]);
    expect(blacklistMatches(media, [{ kind: 'tag', name: 'Zombie', minRank: 1 }])).toEqual([]);
  });

  it('a genre entry does not match a tag of that name, nor the reverse', () => {
    expect(blacklistMatches(media, [{ kind: 'tag', name: 'Horror', minRank: 0 }, { kind: 'genre', name: 'Gore', minRank: 0 }])).toEqual([]);
  });

  it('lists genres first, then tags, each once', () => {
    const entries: BlacklistEntry[] = [
      { kind: 'tag', name: 'Gore', minRank: 60 },
      { kind: 'tag', name: 'gore', minRank: 90 },
      { kind: 'genre', name: 'Action', minRank: 0 },
      { kind: 'tag', name: 'Isekai', minRank: 30 },
    ];
    const found = blacklistMatches(media, entries);
    expect(found.map((m) => m.name)).toEqual(['Action', 'Gore', 'Isekai']);
    expect(describeMatches(found)).toBe('Action, Gore (rank 85 %), Isekai (rank 40 %)');
  });
});

describe('idBatches', () => {
  it('packs unique ids 50 to a batch', () => {
    const ids = Array.from({ length: 120 }, (_, i) => i + 1);
    const batches = idBatches([...ids, 1, 2]);
    expect(batches.map((b) => b.length)).toEqual([50, 50, 20]);
    expect(batches.flat()).toEqual(ids);
  });
  it('is empty for no ids', () => {
    expect(idBatches([])).toEqual([]);
  });
});

describe('the stored value', () => {
  it('defaults: nothing listed; browse and Autorecs hide, the rest grey', () => {
    expect(defaultTagBlacklist()).toEqual({ entries: [], modes: { browse: 'hide', recommendations: 'grey', home: 'grey', autorecs: 'hide', related: 'grey' } });
  });

  it('keeps good entries, trims names, gives genres rank 0 and tags the default rank when missing', () => {
    expect(sanitizeBlacklistEntry({ kind: 'tag', name: ' Gore ', minRank: 70 })).toEqual({ kind: 'tag', name: 'Gore', minRank: 70 });
    expect(sanitizeBlacklistEntry({ kind: 'tag', name: 'Gore' })).toEqual({ kind: 'tag', name: 'Gore', minRank: DEFAULT_TAG_RANK });
    expect(sanitizeBlacklistEntry({ kind: 'genre', name: 'Horror', minRank: 55 })).toEqual({ kind: 'genre', name: 'Horror', minRank: 0 });
  });

  it('drops bad entries: kind, empty or long name, rank outside 0-100 or not whole', () => {
    for (const bad of [
      null, 'Gore', [], { kind: 'studio', name: 'X' }, { kind: 'tag', name: '  ' }, { kind: 'tag', name: 'x'.repeat(101) },
      { kind: 'tag', name: 'Gore', minRank: -1 }, { kind: 'tag', name: 'Gore', minRank: 101 }, { kind: 'tag', name: 'Gore', minRank: 50.5 },
      { kind: 'tag', name: 'Gore', minRank: '50' }, { kind: 'tag', name: 7 },
    ]) {
      expect(sanitizeBlacklistEntry(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('sanitises a whole value: repeats kept once, bad modes back to their default, unknown places ignored', () => {
    const value = sanitizeTagBlacklist({
      entries: [{ kind: 'tag', name: 'Gore', minRank: 80 }, { kind: 'tag', name: 'gore', minRank: 10 }, { kind: 'genre', name: 'Gore' }, 'junk'],
      modes: { browse: 'grey', home: 'explode', nowhere: 'hide' },
    });
    expect(value).toEqual({
      entries: [{ kind: 'tag', name: 'Gore', minRank: 80 }, { kind: 'genre', name: 'Gore', minRank: 0 }],
      modes: { ...defaultTagBlacklist().modes, browse: 'grey' },
    });
  });

  it('is undefined for what is not an object, and bounded in length', () => {
    expect(sanitizeTagBlacklist('Gore')).toBeUndefined();
    expect(sanitizeTagBlacklist([])).toBeUndefined();
    expect(sanitizeTagBlacklist({})).toEqual(defaultTagBlacklist());
    const many = Array.from({ length: 300 }, (_, i) => ({ kind: 'tag', name: `Tag ${i}` }));
    expect(sanitizeTagBlacklist({ entries: many })!.entries).toHaveLength(MAX_BLACKLIST_ENTRIES);
  });
});
