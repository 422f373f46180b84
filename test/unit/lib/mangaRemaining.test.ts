import { describe, expect, it } from 'vitest';
import { leftText, needsGuess, remainingOf, totalsOf, type ReadingManga } from '../../../src/lib/mangaRemaining';

const entry = (over: Partial<ReadingManga>): ReadingManga => ({ mediaId: 1, progress: 0, progressVolumes: 0, chapters: null, volumes: null, ...over });

describe('mangaRemaining', () => {
  it('counts chapters and volumes left from the totals', () => {
    expect(remainingOf(entry({ progress: 30, chapters: 100, progressVolumes: 3, volumes: 10 }))).toEqual({ mediaId: 1, chapters: 70, estimated: false, volumes: 7 });
  });

  it('never goes below zero (progress past the count)', () => {
    expect(remainingOf(entry({ progress: 120, chapters: 100, progressVolumes: 12, volumes: 10 }))).toMatchObject({ chapters: 0, volumes: 0 });
  });

  it('estimates from the guess when there is no chapter count, and marks it', () => {
    const releasing = entry({ progress: 40, chapters: null });
    expect(needsGuess(releasing)).toBe(true);
    expect(remainingOf(releasing, 52)).toMatchObject({ chapters: 12, estimated: true, volumes: null });
    expect(remainingOf(releasing, 30)).toMatchObject({ chapters: 0, estimated: true });
  });

  it('says nothing without a count or a guess', () => {
    expect(remainingOf(entry({ progress: 5 }), 0)).toMatchObject({ chapters: null, estimated: false });
    expect(remainingOf(entry({ progress: 5 }))).toMatchObject({ chapters: null, estimated: false });
    expect(needsGuess(entry({ chapters: 0 }))).toBe(true);
    expect(needsGuess(entry({ chapters: 10 }))).toBe(false);
  });

  it('a count wins over a guess', () => {
    expect(remainingOf(entry({ progress: 5, chapters: 10 }), 99)).toMatchObject({ chapters: 5, estimated: false });
  });

  it('totals the rows, noting estimates and unknowns', () => {
    const totals = totalsOf([
      remainingOf(entry({ mediaId: 1, progress: 10, chapters: 20, volumes: 4, progressVolumes: 1 })),
      remainingOf(entry({ mediaId: 2, progress: 10 }), 15),
      remainingOf(entry({ mediaId: 3, progress: 10 })),
    ]);
    expect(totals).toEqual({ chapters: 15, estimated: true, volumes: 3, unknown: 1, manga: 3 });
    expect(totalsOf([])).toEqual({ chapters: 0, estimated: false, volumes: 0, unknown: 0, manga: 0 });
  });

  it('writes numbers with the estimate marker', () => {
    expect(leftText(12, true)).toBe('~12');
    expect(leftText(1200, false)).toBe('1,200');
    expect(leftText(null, false)).toBe('?');
  });
});
