import { describe, expect, it } from 'vitest';
import {
  averagePercent, countSize, datesTitle, followScore, followStatusWord, fuzzyDayText, progressText, scoreTone, SOCIAL_STATUSES, statusCounts, statusFromLabel, userIdFromAvatar,
} from '../../../src/lib/socialScores';

describe('social feed score conversion (spec doc 3 §5)', () => {
  it('reads each format as the follow rows show it', () => {
    expect(followScore('8/10')).toEqual({ percent: 80, weight: 1 });
    expect(followScore('8.5/10')).toEqual({ percent: 85, weight: 1 });
    expect(followScore('72/100')).toEqual({ percent: 72, weight: 1 });
    // stars: times 20 minus 10
    expect(followScore('4')).toEqual({ percent: 70, weight: 1 });
    expect(followScore(' 1 ')).toEqual({ percent: 10, weight: 1 });
    // smileys 85/60/35, weighted 0.5
    expect(followScore(null, 'smile')).toEqual({ percent: 85, weight: 0.5 });
    expect(followScore(null, 'meh')).toEqual({ percent: 60, weight: 0.5 });
    expect(followScore(null, 'frown')).toEqual({ percent: 35, weight: 0.5 });
  });

  it('reads nothing else as a score', () => {
    for (const text of ['', '0', '0/10', 'Notes', '8/5', '-3', 'abc', null]) expect(followScore(text)).toBeNull();
    expect(followScore(null, 'star')).toBeNull();
  });

  it('averages with the weights and rounds to a whole percent', () => {
    expect(averagePercent([{ percent: 80, weight: 1 }, { percent: 85, weight: 0.5 }])).toBe(82); // 81.67
    expect(averagePercent([{ percent: 72, weight: 1 }, null, { percent: 85, weight: 1 }])).toBe(79); // 78.5 rounds up
    expect(averagePercent([null])).toBeNull();
    expect(averagePercent([])).toBeNull();
  });
});

describe('status counters', () => {
  it('use a smaller font above 99 and a smaller one still above 999', () => {
    expect(countSize(99)).toBe('normal');
    expect(countSize(100)).toBe('small');
    expect(countSize(999)).toBe('small');
    expect(countSize(1000)).toBe('smaller');
  });

  it('map the rows’ status words and count them in a fixed order', () => {
    expect(['Watching', 'Reading', 'Rewatching', 'Rereading', 'Repeating', 'Completed', 'Paused', 'Dropped', 'Planning', 'Other'].map(statusFromLabel))
      .toEqual(['CURRENT', 'CURRENT', 'REPEATING', 'REPEATING', 'REPEATING', 'COMPLETED', 'PAUSED', 'DROPPED', 'PLANNING', null]);
    expect(statusCounts(['PLANNING', 'CURRENT', 'PLANNING', null])).toEqual([{ status: 'CURRENT', count: 1 }, { status: 'PLANNING', count: 2 }]);
  });

  it("name each counter with AniList's word for the status, by the media's type", () => {
    expect(SOCIAL_STATUSES.map((status) => followStatusWord(status, 'anime'))).toEqual(['Watching', 'Repeating', 'Completed', 'Paused', 'Dropped', 'Planning']);
    expect(SOCIAL_STATUSES.map((status) => followStatusWord(status, 'MANGA'))).toEqual(['Reading', 'Repeating', 'Completed', 'Paused', 'Dropped', 'Planning']);
    // Every word reads back as its status.
    for (const type of ['ANIME', 'MANGA']) for (const status of SOCIAL_STATUSES) expect(statusFromLabel(followStatusWord(status, type))).toBe(status);
  });
});

describe('row facts', () => {
  it('colour bands', () => {
    expect([75, 74, 60, 59].map(scoreTone)).toEqual(['high', 'mid', 'mid', 'low']);
  });

  it('progress, dates and the avatar’s user id', () => {
    expect(progressText(5, 12)).toBe('5/12');
    expect(progressText(5, null)).toBe('5');
    expect(progressText(0, 12)).toBe('');
    expect(fuzzyDayText({ year: 2024, month: 3, day: 9 })).toBe('2024-03-09');
    expect(fuzzyDayText({ year: 2024, month: null, day: 9 })).toBe('2024');
    expect(fuzzyDayText({ year: null })).toBe('');
    expect(datesTitle({ createdAt: 1_700_000_000, startedAt: { year: 2023 }, completedAt: null })).toBe('Added: 2023-11-14\nStarted: 2023');
    expect(userIdFromAvatar('https://s4.anilist.co/file/anilistcdn/user/avatar/large/b5102-Ab3c.png')).toBe(5102);
    expect(userIdFromAvatar('https://s4.anilist.co/file/anilistcdn/user/avatar/medium/sim1018.png?x=2')).toBe(1018);
    expect(userIdFromAvatar('https://s4.anilist.co/file/anilistcdn/user/avatar/large/default.png')).toBeNull();
    expect(userIdFromAvatar(null)).toBeNull();
  });
});
