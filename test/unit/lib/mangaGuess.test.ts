import { describe, expect, it } from 'vitest';
import { GUESS_WEIGHT, guessDisplay, guessLatestChapter, latestProgressPerUser } from '../../../src/lib/mangaGuess';

const act = (userId: number, progress: string | null) => ({ userId, progress });
const W = GUESS_WEIGHT.mangaPage;

describe('latestProgressPerUser', () => {
  it('takes the trailing integer of the newest activity with progress per user', () => {
    expect(latestProgressPerUser([act(1, null), act(1, '12 - 15'), act(2, '9'), act(1, '40'), act(3, 'abc')])).toEqual([15, 9]);
  });
});

describe('guessLatestChapter (manga page, W = 25)', () => {
  it('is 0 without any progress', () => {
    expect(guessLatestChapter([act(1, null)], W, 1)).toBe(0);
  });

  it('keeps the top value with two users or fewer', () => {
    expect(guessLatestChapter([act(1, '50'), act(2, '10')], W, 1)).toBe(50);
  });

  it('takes the runner-up when k users agree on it (diff 9 → k = 4)', () => {
    const acts = [act(1, '109'), ...[2, 3, 4, 5].map((u) => act(u, '100')), act(6, '90')];
    expect(guessLatestChapter(acts, W, 1)).toBe(100);
  });

  it('keeps the top value when too few agree (diff 9 → k = 4, only 3 agree)', () => {
    const acts = [act(1, '109'), ...[2, 3, 4].map((u) => act(u, '100')), act(6, '90')];
    expect(guessLatestChapter(acts, W, 1)).toBe(109);
  });

  it('needs more agreement with the manga page weight than the finder weight (diff 1)', () => {
    // diff 1: k = 1 + ceil(25/2) = 14 on the page, 1 + ceil(20/2) = 11 in the finder
    const acts = [act(0, '101'), ...Array.from({ length: 12 }, (_, i) => act(i + 1, '100'))];
    expect(guessLatestChapter(acts, GUESS_WEIGHT.newChapters, 1)).toBe(100);
    expect(guessLatestChapter(acts, W, 1)).toBe(101);
  });

  it('uses the unfinished-manga table as a floor', () => {
    expect(guessLatestChapter([act(1, '10')], W, 30013)).toBe(960);
  });
});

describe('guessDisplay', () => {
  it('shows "(n?)" off the list or when planning, nothing without a guess', () => {
    expect(guessDisplay(42, null)).toEqual({ kind: 'guess', text: ' (42?)' });
    expect(guessDisplay(42, { status: 'PLANNING', progress: 0 })).toEqual({ kind: 'guess', text: ' (42?)' });
    expect(guessDisplay(0, null)).toEqual({ kind: 'none' });
  });

  it('caught up when progress reaches the guess, otherwise the chapters behind', () => {
    expect(guessDisplay(42, { status: 'CURRENT', progress: 50 })).toEqual({ kind: 'caughtUp', text: ' (50)' });
    expect(guessDisplay(42, { status: 'CURRENT', progress: 40 })).toEqual({ kind: 'behind', text: ' (42)', behind: ' [+2]' });
  });
});
