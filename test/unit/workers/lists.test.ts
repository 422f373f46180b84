import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaListCollection, RawListEntry } from '../../../src/lib/listEntries';
import { mergeProcessedList, mergeRawList, mergeStaffPages } from '../../../src/workers/lists';

afterEach(() => vi.restoreAllMocks());

function entry(mediaId: number, extra: Partial<RawListEntry> = {}): RawListEntry {
  return { mediaId, status: 'COMPLETED', progress: 1, scoreRaw: 70, media: { episodes: 12 }, ...extra };
}

function collection(): MediaListCollection {
  return {
    lists: [
      { name: 'Completed', isCustomList: false, entries: [entry(30), entry(10), entry(20)] },
      { name: 'Favs', isCustomList: true, entries: [entry(20), entry(10)] },
      null,
      { name: 'Rewatch', isCustomList: true, entries: [entry(20), null, entry(40)] },
    ],
  };
}

describe('mergeProcessedList', () => {
  it('gives one entry per media, sorted by mediaId', () => {
    expect(mergeProcessedList(collection()).map((e) => e.mediaId)).toEqual([10, 20, 30, 40]);
  });
  it('carries every custom list name, in reverse order of appearance, and isCustomList', () => {
    const byId = new Map(mergeProcessedList(collection()).map((e) => [e.mediaId, e]));
    expect(byId.get(20)?.listLocations).toEqual(['Rewatch', 'Favs']);
    expect(byId.get(20)?.isCustomList).toBe(true);
    expect(byId.get(10)?.listLocations).toEqual(['Favs']);
    expect(byId.get(30)?.listLocations).toEqual([]);
    expect(byId.get(30)?.isCustomList).toBe(false);
    // Hidden from status lists: only in a custom list.
    expect(byId.get(40)?.listLocations).toEqual(['Rewatch']);
    expect(byId.get(40)?.isCustomList).toBe(true);
  });
  it('keeps isCustomList true when the custom copy comes first', () => {
    const merged = mergeProcessedList({
      lists: [
        { name: 'Mine', isCustomList: true, entries: [entry(1)] },
        { name: 'Completed', isCustomList: false, entries: [entry(1)] },
      ],
    });
    expect(merged[0].isCustomList).toBe(true);
    expect(merged[0].listLocations).toEqual(['Mine']);
  });
  it('caps scoreRaw at 100', () => {
    const merged = mergeProcessedList({ lists: [{ entries: [entry(1, { scoreRaw: 250 }), entry(2, { scoreRaw: 55 })] }] });
    expect(merged.map((e) => e.scoreRaw)).toEqual([100, 55]);
  });
  it('infers missing episodes from the airing data without touching the response', () => {
    const raw = entry(1, { media: { episodes: null, nextAiringEpisode: { episode: 9 } } });
    const merged = mergeProcessedList({ lists: [{ entries: [raw] }] });
    expect(merged[0].media?.episodes).toBe(8);
    expect(raw.media?.episodes).toBeNull();
  });
  it('applies the repeat rules in order', () => {
    const merged = mergeProcessedList({
      lists: [
        {
          entries: [
            entry(1, { status: 'REPEATING', repeat: 0 }),
            entry(2, { status: 'COMPLETED', repeat: 50000 }),
            entry(3, { status: 'REPEATING', repeat: 20000 }),
            entry(4, { status: 'COMPLETED', repeat: 2 }),
          ],
        },
      ],
    });
    expect(merged.map((e) => e.repeat)).toEqual([1, 0, 1, 2]);
  });
  it('parses note commands into listJSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const merged = mergeProcessedList({
      lists: [{ entries: [entry(1, { notes: '${"more":"1-3"}$' }), entry(2, { notes: 'plain' }), entry(3, { notes: '${bad}$' }), entry(4)] }],
    });
    expect(merged[0].listJSON?.adjustValue).toBe(3);
    expect(merged[1].listJSON).toBeNull();
    expect(merged[2].listJSON).toBeUndefined();
    expect('listJSON' in merged[3]).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });
  it('merges the two staff pages by id', () => {
    const merged = mergeProcessedList({
      lists: [
        {
          entries: [
            entry(1, {
              media: {
                a: { nodes: [{ id: 3, name: { first: 'C' } }, { id: 1, name: { first: 'A' } }] },
                b: { nodes: [{ id: 3, name: { first: 'C2' } }, { id: 2, name: { first: 'B' } }] },
              },
            }),
          ],
        },
      ],
    });
    const media = merged[0].media!;
    expect(media.staff).toEqual([
      { id: 1, name: { first: 'A' } },
      { id: 2, name: { first: 'B' } },
      { id: 3, name: { first: 'C2' } },
    ]);
    expect('a' in media).toBe(false);
    expect('b' in media).toBe(false);
  });
  it('handles empty and missing collections', () => {
    expect(mergeProcessedList(null)).toEqual([]);
    expect(mergeProcessedList({ lists: [] })).toEqual([]);
    expect(mergeProcessedList({ lists: [{ name: 'x', entries: null }] })).toEqual([]);
  });
});

describe('mergeRawList', () => {
  it('only de-duplicates: no cap, no repeat fix, no episode inference', () => {
    const merged = mergeRawList({
      lists: [
        { name: 'Completed', entries: [entry(2, { scoreRaw: 250, status: 'REPEATING', repeat: 0, media: { episodes: null, nextAiringEpisode: { episode: 4 } } })] },
        { name: 'Custom', isCustomList: true, entries: [entry(1), entry(2, { scoreRaw: 250, status: 'REPEATING', repeat: 0 })] },
      ],
    });
    expect(merged.map((e) => e.mediaId)).toEqual([1, 2]);
    expect(merged[1].scoreRaw).toBe(250);
    expect(merged[1].repeat).toBe(0);
    expect('listLocations' in merged[1]).toBe(false);
  });
});

describe('mergeStaffPages', () => {
  it('accepts plain arrays and skips junk', () => {
    expect(mergeStaffPages([{ id: 2 }], null, { nodes: [null, { id: 1 }] })).toEqual([{ id: 1 }, { id: 2 }]);
  });
});
