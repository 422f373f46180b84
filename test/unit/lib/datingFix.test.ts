import { describe, expect, it } from 'vitest';
import {
  DATING_PACE_MS,
  DATING_TEST_PACE_KEY,
  datingCandidates,
  datingFlag,
  datingPaceMs,
  formatDatingDate,
  isDatingCandidate,
  type DatingInput,
} from '../../../src/lib/datingFix';

const base: DatingInput = {
  mediaId: 1,
  status: 'COMPLETED',
  repeat: 0,
  startedAt: { year: null, month: null, day: null },
  completedAt: { year: 2020, month: 4, day: 9 },
  media: { type: 'ANIME', episodes: 1, chapters: null },
};

describe('dating tool selection (spec doc 2 "Dating tool")', () => {
  it('takes a completed one-episode entry with a completion date, no start date and no repeats', () => {
    expect(isDatingCandidate(base)).toBe(true);
    expect(isDatingCandidate({ ...base, media: { type: 'MANGA', episodes: null, chapters: 1 } })).toBe(true);
    expect(isDatingCandidate({ ...base, repeat: null, startedAt: null })).toBe(true);
  });

  it('leaves every near miss alone', () => {
    expect(isDatingCandidate({ ...base, status: 'CURRENT' })).toBe(false);
    expect(isDatingCandidate({ ...base, repeat: 1 })).toBe(false);
    expect(isDatingCandidate({ ...base, startedAt: { year: 2019 } })).toBe(false);
    expect(isDatingCandidate({ ...base, completedAt: { year: null, month: 3, day: 2 } })).toBe(false);
    expect(isDatingCandidate({ ...base, completedAt: null })).toBe(false);
    expect(isDatingCandidate({ ...base, media: { type: 'ANIME', episodes: 2 } })).toBe(false);
    expect(isDatingCandidate({ ...base, media: { type: 'ANIME', episodes: null } })).toBe(false);
    // A manga's length is its chapters, whatever its episode field says.
    expect(isDatingCandidate({ ...base, media: { type: 'MANGA', episodes: 1, chapters: 3 } })).toBe(false);
  });

  it('flags years before 1960 and more than 3 years ahead', () => {
    expect(datingFlag(1959, 2026)).toBe('tooEarly');
    expect(datingFlag(1960, 2026)).toBeNull();
    expect(datingFlag(2029, 2026)).toBeNull();
    expect(datingFlag(2030, 2026)).toBe('tooLate');
  });

  it('lists the candidates in order with the date to set and the flag', () => {
    const entries: DatingInput[] = [
      base,
      { ...base, mediaId: 2, repeat: 2 },
      { ...base, mediaId: 3, completedAt: { year: 1950, month: null, day: 7 } },
    ];
    expect(datingCandidates(entries, (id) => `T${id}`, 2026)).toEqual([
      { mediaId: 1, type: 'ANIME', title: 'T1', date: { year: 2020, month: 4, day: 9 }, flag: null },
      { mediaId: 3, type: 'ANIME', title: 'T3', date: { year: 1950, month: null, day: 7 }, flag: 'tooEarly' },
    ]);
  });

  it('formats partial dates', () => {
    expect(formatDatingDate({ year: 2020, month: 4, day: 9 })).toBe('2020-04-09');
    expect(formatDatingDate({ year: 2020, month: 4, day: null })).toBe('2020-04');
    expect(formatDatingDate({ year: 2020, month: null, day: 9 })).toBe('2020');
  });

  it('pauses 1 s between saves unless the test key shortens it', () => {
    expect(DATING_PACE_MS).toBe(1000);
    const storage = (value: string | null) => ({ getItem: (key: string) => (key === DATING_TEST_PACE_KEY ? value : null) });
    expect(datingPaceMs(null)).toBe(1000);
    expect(datingPaceMs(storage(null))).toBe(1000);
    expect(datingPaceMs(storage('abc'))).toBe(1000);
    expect(datingPaceMs(storage('5'))).toBe(1000);
    expect(datingPaceMs(storage('50'))).toBe(50);
    expect(datingPaceMs({ getItem: () => { throw new Error('blocked'); } })).toBe(1000);
  });
});
