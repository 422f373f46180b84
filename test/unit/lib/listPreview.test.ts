import { describe, expect, it } from 'vitest';
import {
  RECENTLY_AIRED,
  airingPoints,
  behindText,
  countdownText,
  episodesBehind,
  isImportant,
  plusOneSave,
  progressText,
  selectPreview,
  type PreviewCandidate,
} from '../../../src/lib/listPreview';

const H = 3600;
const D = 24 * H;

interface Item extends PreviewCandidate {
  name: string;
}

const idle = (name: string): Item => ({ name, priority: 0, scoreRaw: 0, progress: 1, nextAiring: null });
const airing = (name: string, progress: number, episode: number, t: number, extra: Partial<Item> = {}): Item => ({
  name, priority: 0, scoreRaw: 0, progress, nextAiring: { episode, timeUntilAiring: t }, ...extra,
});
const names = (items: Item[]) => items.map((item) => item.name);

describe('airingPoints (algorithms.md §1h)', () => {
  it('is recency, priority and score (60 when unscored) for an entry far from airing', () => {
    expect(airingPoints(airing('a', 1, 5, 3 * D), 0)).toBeCloseTo(100 + 0 + 6);
    expect(airingPoints(airing('a', 1, 5, 3 * D, { priority: 20, scoreRaw: 90 }), 4)).toBeCloseTo(20 + 2 + 9);
  });

  it('drops the recency part for an entry that is caught up and adds the time steps', () => {
    // caught (progress = next − 1), 30 min away: steps 24h, 12h, 3h, 1h → 4 always + 1+2+2+3 caught
    expect(airingPoints(airing('a', 4, 5, 30 * 60), 0)).toBeCloseTo(6 + 4 + 8);
    // not caught, 5 min away: all five steps, always parts only
    expect(airingPoints(airing('a', 0, 5, 5 * 60), 1)).toBeCloseTo(50 + 6 + 5);
    // caught, 5 min away: + the 10-minute step's 1 + 5
    expect(airingPoints(airing('a', 4, 5, 5 * 60), 0)).toBeCloseTo(6 + 5 + 13);
  });

  it('gives one-behind entries 7, plus 3 for each near-a-week condition', () => {
    expect(airingPoints(airing('a', 3, 5, 3 * D), 0)).toBeCloseTo(106 + 7);
    expect(airingPoints(airing('a', 3, 5, 6 * D + H), 0)).toBeCloseTo(106 + 7 + 3);
    expect(airingPoints(airing('a', 3, 5, 7 * D - 2 * H), 0)).toBeCloseTo(106 + 7 + 6);
    expect(airingPoints(airing('a', 3, 5, 7 * D - 30 * 60), 0)).toBeCloseTo(106 + 7 + 9);
    // one behind and 5 minutes away: the 10-minute step's extra 2
    expect(airingPoints(airing('a', 3, 5, 5 * 60), 0)).toBeCloseTo(106 + 5 + 2 + 7);
  });

  it('gives two-behind entries 2, plus 1 for each near-a-week condition', () => {
    expect(airingPoints(airing('a', 2, 5, 3 * D), 0)).toBeCloseTo(106 + 2);
    expect(airingPoints(airing('a', 2, 5, 7 * D - 30 * 60), 0)).toBeCloseTo(106 + 2 + 3);
  });
});

describe('isImportant', () => {
  it('counts every airing entry among the first 20', () => {
    expect(isImportant(airing('a', 0, 9, 6 * D), 19)).toBe(true);
    expect(isImportant(idle('b'), 0)).toBe(false);
  });
  it('counts later entries airing within 4 h, caught within 12 h, one behind 6 to 7 days away', () => {
    expect(isImportant(airing('a', 0, 9, 4 * H - 1), 25)).toBe(true);
    expect(isImportant(airing('a', 0, 9, 4 * H), 25)).toBe(false);
    expect(isImportant(airing('a', 8, 9, 12 * H - 1), 25)).toBe(true);
    expect(isImportant(airing('a', 7, 9, 12 * H - 1), 25)).toBe(false);
    expect(isImportant(airing('a', 7, 9, 6 * D + 1), 25)).toBe(true);
    expect(isImportant(airing('a', 7, 9, 6 * D), 25)).toBe(false);
    expect(isImportant(airing('a', 7, 9, 7 * D), 25)).toBe(false);
    expect(isImportant(airing('a', 8, 9, 6 * D + 1), 25)).toBe(false);
  });
});

describe('selectPreview', () => {
  it('shows the first 20 in one section when at most 3 entries are important', () => {
    const items = [airing('a0', 0, 3, 2 * D), ...Array.from({ length: 25 }, (_, i) => idle(`n${i + 1}`))];
    const sections = selectPreview(items);
    expect(sections).toHaveLength(1);
    expect(sections[0].kind).toBe('progress');
    expect(names(sections[0].items)).toEqual(names(items.slice(0, 20)));
  });

  it('appends important airing entries from beyond the first 20 in place of the last ones', () => {
    const items = [...Array.from({ length: 24 }, (_, i) => idle(`n${i}`)), airing('late', 4, 5, H)];
    const [section] = selectPreview(items);
    expect(names(section.items)).toEqual([...names(items.slice(0, 19)), 'late']);
  });

  it('makes an airing section by points, rounded to whole rows of 5, and fills the rest to 20', () => {
    // 7 airing entries among the first 20: 7 → 5·ceil(7/5) = 10, capped at the 7 there are.
    const airingItems = Array.from({ length: 7 }, (_, i) => airing(`a${i}`, 0, 9, (i + 1) * D));
    const items = [...airingItems, ...Array.from({ length: 30 }, (_, i) => idle(`n${i}`))];
    const sections = selectPreview(items);
    expect(sections.map((s) => s.kind)).toEqual(['airing', 'progress']);
    expect(sections[0].items).toHaveLength(7);
    // 20 − 7 = 13 → 15 not-airing entries
    expect(names(sections[1].items)).toEqual(names(items.slice(7, 22)));
    // by points: earlier index first here (recency dominates)
    expect(names(sections[0].items)).toEqual(names(airingItems));
  });

  it('rounds the important count up, not important − 1: 6 important entries show all 6 (8.80 showed 5)', () => {
    const airingItems = Array.from({ length: 6 }, (_, i) => airing(`a${i}`, 0, 9, 2 * D));
    const items = [...airingItems, ...Array.from({ length: 30 }, (_, i) => idle(`n${i}`))];
    const sections = selectPreview(items);
    expect(sections[0].items).toHaveLength(6);
    // 20 − 6 = 14 → 15 not-airing entries
    expect(sections[1].items).toHaveLength(15);
  });

  it('shows 11 important entries of 11 airing (15, capped at the airing count) and fills 10', () => {
    const airingItems = Array.from({ length: 11 }, (_, i) => airing(`a${i}`, 0, 9, 2 * D));
    const items = [...airingItems, ...Array.from({ length: 30 }, (_, i) => idle(`n${i}`))];
    const sections = selectPreview(items);
    expect(sections[0].items).toHaveLength(11);
    expect(sections[1].items).toHaveLength(10);
  });

  it('puts a caught-up entry airing in minutes ahead of recently updated ones', () => {
    const items = [
      airing('recent', 0, 9, 5 * D),
      airing('second', 0, 9, 5 * D),
      airing('third', 0, 9, 5 * D),
      airing('soon', 0, 1, 5 * 60, { priority: 0 }),
      airing('caughtSoon', 8, 9, 5 * 60),
    ];
    const [section] = selectPreview(items);
    expect(section.kind).toBe('airing');
    // 5 important → 5·ceil(4/5) = 5; points: recent 106, second 56, third 39.3, soon 25+6+5, caught 6+5+13
    expect(names(section.items)).toEqual(['recent', 'second', 'third', 'soon', 'caughtSoon']);
  });

  it('shows every important entry when more than 20 are, and leaves the other section empty', () => {
    const items = [
      ...Array.from({ length: 20 }, (_, i) => airing(`a${i}`, 0, 9, 2 * D)),
      ...Array.from({ length: 10 }, (_, i) => airing(`b${i}`, 0, 9, H)),
      ...Array.from({ length: 10 }, (_, i) => idle(`n${i}`)),
    ];
    const sections = selectPreview(items);
    expect(sections).toHaveLength(1);
    expect(sections[0].kind).toBe('airing');
    expect(sections[0].items).toHaveLength(30);
  });

  it('shows nothing for an empty list', () => {
    expect(selectPreview([])).toEqual([]);
  });
});

describe('countdownText', () => {
  it("says 'Recently aired' at or below 0", () => {
    expect(countdownText(0)).toBe(RECENTLY_AIRED);
    expect(countdownText(-100)).toBe(RECENTLY_AIRED);
  });
  it('leaves out zero parts and rounds minutes, carrying 60 minutes and 24 hours', () => {
    expect(countdownText(2 * D + 3 * H + 4 * 60)).toBe('2d 3h 4m');
    expect(countdownText(D)).toBe('1d');
    expect(countdownText(3 * H + 29)).toBe('3h');
    expect(countdownText(3 * H + 59 * 60 + 40)).toBe('4h');
    expect(countdownText(23 * H + 59 * 60 + 45)).toBe('1d');
    expect(countdownText(90)).toBe('2m');
  });
});

describe('card texts', () => {
  it('counts episodes behind from the next episode', () => {
    expect(episodesBehind(3, { episode: 6, timeUntilAiring: 1 })).toBe(2);
    expect(episodesBehind(5, { episode: 6, timeUntilAiring: 1 })).toBe(0);
    expect(episodesBehind(9, { episode: 6, timeUntilAiring: 1 })).toBe(0);
    expect(episodesBehind(1, null)).toBe(0);
    expect(behindText(1)).toBe('1 episode behind');
    expect(behindText(3)).toBe('3 episodes behind');
  });
  it("reads like AniList's card", () => {
    expect(progressText(5, 12)).toBe('Progress: 5/12');
    expect(progressText(5, null)).toBe('Progress: 5');
  });
});

describe('plusOneSave', () => {
  const today = new Date(Date.UTC(2026, 10, 23, 23, 59));

  it('raises the progress by one', () => {
    expect(plusOneSave({ id: 7, progress: 3, status: 'CURRENT', episodes: 12 }, today)).toEqual({ id: 7, progress: 4 });
  });
  it("completes on reaching the total, dated today in UTC", () => {
    expect(plusOneSave({ id: 7, progress: 11, status: 'CURRENT', episodes: 12 }, today)).toEqual({
      id: 7, progress: 12, status: 'COMPLETED', completedAt: { year: 2026, month: 11, day: 23 },
    });
    // 00:30 in UTC+2 is still the previous day in UTC
    const early = new Date('2026-11-24T00:30:00+02:00');
    expect(plusOneSave({ id: 7, progress: 11, status: 'CURRENT', episodes: 12 }, early).completedAt).toEqual({ year: 2026, month: 11, day: 23 });
  });
  it('sends no date when a rewatch reaches the total', () => {
    expect(plusOneSave({ id: 7, progress: 11, status: 'REPEATING', episodes: 12 }, today)).toEqual({ id: 7, progress: 12, status: 'COMPLETED' });
  });
  it('only increments without a known total', () => {
    expect(plusOneSave({ id: 7, progress: 40, status: 'CURRENT', episodes: null }, today)).toEqual({ id: 7, progress: 41 });
    expect(plusOneSave({ id: 7, progress: null, status: 'CURRENT', episodes: 0 }, today)).toEqual({ id: 7, progress: 1 });
  });
});
