import { describe, expect, it } from 'vitest';
import type { ProcessedEntry } from '../../../src/lib/listEntries';
import { parseNoteCommand } from '../../../src/lib/noteCommands';
import { animeAmounts, animeItem, mangaAmounts, mixedItems } from '../../../src/workers/stats';

function entry(extra: Partial<ProcessedEntry> & { notes?: string }): ProcessedEntry {
  const base: ProcessedEntry = { mediaId: 1, status: 'COMPLETED', progress: 0, repeat: 0, scoreRaw: 0, isCustomList: false, listLocations: [], media: {} };
  const result = { ...base, ...extra };
  if (extra.notes) result.listJSON = parseNoteCommand(extra.notes);
  return result;
}

describe('animeAmounts', () => {
  it('counts progress plus rewatches of the full length', () => {
    expect(animeAmounts(entry({ progress: 12, repeat: 1, media: { duration: 24, episodes: 12 } }))).toEqual({ minutes: 576, episodes: 24 });
  });
  it('counts only the first round with "no rewatches"', () => {
    expect(animeAmounts(entry({ progress: 12, repeat: 3, media: { duration: 24, episodes: 12 } }), true)).toEqual({ minutes: 288, episodes: 12 });
    expect(animeAmounts(entry({ progress: 5, repeat: 0, media: { duration: 24, episodes: 12 } }), true)).toEqual({ minutes: 120, episodes: 5 });
  });
  it('uses 1 for an unknown duration or length', () => {
    expect(animeAmounts(entry({ progress: 5, repeat: 2, media: { duration: null, episodes: null } }))).toEqual({ minutes: 15, episodes: 15 });
  });
  it('applies the note adjustment, never below 0', () => {
    expect(animeAmounts(entry({ progress: 10, media: { duration: 20, episodes: 10 }, notes: '${"adjust":2}$' }))).toEqual({ minutes: 240, episodes: 12 });
    expect(animeAmounts(entry({ progress: 10, media: { duration: 20, episodes: 10 }, notes: '${"adjust":-50}$' }))).toEqual({ minutes: 0, episodes: 0 });
  });
  it('gives remaining episodes and minutes', () => {
    const item = animeItem(entry({ status: 'CURRENT', progress: 4, media: { duration: 24, episodes: 12 } }));
    expect(item.remaining).toBe(8);
    expect(item.remainingMinutes).toBe(192);
    expect(animeItem(entry({ progress: 4, media: { episodes: null } })).remaining).toBe(0);
  });
});

describe('mangaAmounts', () => {
  it('COMPLETED counts the largest of the known lengths', () => {
    expect(mangaAmounts(entry({ progress: 0, progressVolumes: 0, media: { chapters: 100, volumes: 10 } }))).toEqual({ chapters: 100, volumes: 10 });
    expect(mangaAmounts(entry({ progress: 0, media: {} }))).toEqual({ chapters: 1, volumes: 0 });
  });
  it('otherwise counts progress', () => {
    expect(mangaAmounts(entry({ status: 'CURRENT', progress: 50, progressVolumes: 5, media: { chapters: 100, volumes: 10 } }))).toEqual({ chapters: 50, volumes: 5 });
  });
  it('uses the unfinished-manga table for volumes once the chapters are reached', () => {
    const onePiece = { mediaId: 30013, status: 'CURRENT', media: { chapters: null, volumes: null } } as const;
    expect(mangaAmounts(entry({ ...onePiece, progress: 1000 }))).toEqual({ chapters: 1000, volumes: 92 });
    expect(mangaAmounts(entry({ ...onePiece, progress: 500 }))).toEqual({ chapters: 500, volumes: 0 });
    expect(mangaAmounts(entry({ ...onePiece, progress: 500, media: { status: 'FINISHED' } }))).toEqual({ chapters: 500, volumes: 0 });
  });
  it('adds rereads of the full length, or only the first with "no rewatches"', () => {
    const reread = entry({ mediaId: 30013, status: 'COMPLETED', progress: 100, repeat: 1, media: {} });
    expect(mangaAmounts(reread)).toEqual({ chapters: 100 + 960, volumes: 0 + 92 });
    expect(mangaAmounts(reread, true)).toEqual({ chapters: 960, volumes: 92 });
  });
  it('adjusts chapters but not volumes', () => {
    expect(mangaAmounts(entry({ status: 'CURRENT', progress: 10, progressVolumes: 2, notes: '${"more":"1-5"}$' }))).toEqual({ chapters: 15, volumes: 2 });
  });
});

describe('mixedItems', () => {
  it('types an entry as manga when progressVolumes is a number, 0 included', () => {
    const items = mixedItems([entry({ mediaId: 1 }), entry({ mediaId: 2, progressVolumes: 0 })]);
    expect(items.map((item) => item.kind)).toEqual(['anime', 'manga']);
  });
});
