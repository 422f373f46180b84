import { describe, expect, it } from 'vitest';
import {
  activityVariables, CLEARED_BY, feedKind, NO_FILTERS, reviewVariables, setFilter, threadVariables, type FilterFlags, type FilterKey,
} from '../../../../src/modules/termsFeed/filters';

const ALL: FilterFlags = { global: true, text: true, replies: true, forum: true, reviews: true, user: true, media: true };
const on = (flags: FilterFlags) => (Object.keys(flags) as FilterKey[]).filter((key) => flags[key]).sort();

describe('setFilter: the toggles reset each other exactly as the spec lists (doc 3 §4)', () => {
  const cases: [FilterKey, FilterKey[]][] = [
    ['global', ['user', 'forum', 'reviews']],
    ['text', ['forum', 'reviews', 'media']],
    ['replies', ['reviews']],
    ['forum', ['global', 'text', 'reviews']],
    ['reviews', ['global', 'text', 'forum', 'replies']],
    ['user', ['global']],
    ['media', []],
  ];
  for (const [key, cleared] of cases) {
    it(`${key} clears ${cleared.join(', ') || 'nothing'}`, () => {
      expect([...CLEARED_BY[key]].sort()).toEqual([...cleared].sort());
      // From everything on except the key itself: switching it on clears exactly those.
      const before = { ...ALL, [key]: false };
      const after = setFilter(before, key, true);
      const expected = (Object.keys(ALL) as FilterKey[]).filter((k) => !cleared.includes(k)).sort();
      expect(on(after)).toEqual(expected);
    });
  }

  it('switching a toggle off clears nothing else', () => {
    expect(on(setFilter(ALL, 'global', false))).toEqual(on({ ...ALL, global: false }));
  });

  it('does not change the flags it was given', () => {
    const before = { ...NO_FILTERS, user: true };
    setFilter(before, 'global', true);
    expect(before.user).toBe(true);
  });
});

describe('what the flags ask for', () => {
  const none = { userId: null, mediaId: null };

  it('reviews beat forum, forum beats activities', () => {
    expect(feedKind(NO_FILTERS)).toBe('activities');
    expect(feedKind({ ...NO_FILTERS, forum: true })).toBe('threads');
    expect(feedKind({ ...NO_FILTERS, reviews: true, forum: true })).toBe('reviews');
  });

  it('the plain feed is the following feed, 20 a page', () => {
    expect(activityVariables(NO_FILTERS, none, 1, 20)).toEqual({ page: 1, perPage: 20, isFollowing: true });
  });

  it('global leaves out list activities without replies, as AniList does', () => {
    expect(activityVariables({ ...NO_FILTERS, global: true }, none, 2, 20)).toEqual({ page: 2, perPage: 20, hasRepliesOrTypeText: true });
  });

  it('text posts, replies, a user and a media', () => {
    expect(activityVariables({ ...NO_FILTERS, text: true }, none, 1, 20)).toEqual({ page: 1, perPage: 20, isFollowing: true, typeNotIn: ['ANIME_LIST', 'MANGA_LIST'] });
    expect(activityVariables({ ...NO_FILTERS, replies: true, global: true }, none, 1, 20)).toEqual({ page: 1, perPage: 20, hasReplies: true });
    expect(activityVariables({ ...NO_FILTERS, user: true }, { userId: 7, mediaId: null }, 1, 20)).toEqual({ page: 1, perPage: 20, userId: 7 });
    expect(activityVariables({ ...NO_FILTERS, media: true }, { userId: null, mediaId: 9 }, 1, 20)).toEqual({ page: 1, perPage: 20, isFollowing: true, mediaId: 9 });
    // A chosen user or media whose toggle is off does not filter.
    expect(activityVariables(NO_FILTERS, { userId: 7, mediaId: 9 }, 1, 20)).toEqual({ page: 1, perPage: 20, isFollowing: true });
  });

  it('threads and reviews by user and media', () => {
    const flags = { ...NO_FILTERS, user: true, media: true };
    expect(threadVariables(flags, { userId: 3, mediaId: 4 }, 1, 20)).toEqual({ page: 1, perPage: 20, userId: 3, mediaCategoryId: 4 });
    expect(reviewVariables(flags, { userId: 3, mediaId: 4 }, 5, 20)).toEqual({ page: 5, perPage: 20, userId: 3, mediaId: 4 });
    expect(reviewVariables(NO_FILTERS, { userId: 3, mediaId: 4 }, 1, 20)).toEqual({ page: 1, perPage: 20 });
  });
});
