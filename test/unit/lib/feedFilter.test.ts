import { describe, expect, it } from 'vitest';
import {
  activityListStatus, belowThresholds, blockedByList, blockRuleMatches, minimumCount, statusOptionMatches,
  type FeedEntryFacts,
} from '../../../src/lib/feedFilter';

const facts = (over: Partial<FeedEntryFacts>): FeedEntryFacts => ({
  kind: 'text', user: 'Aoi', status: '', mediaId: null, text: '', replies: 0, likes: 0, ...over,
});
const list = (status: string, over: Partial<FeedEntryFacts> = {}) => facts({ kind: 'anime_list', status, mediaId: 5, ...over });

describe('minimumCount', () => {
  it('takes whole numbers of 0 or more and treats anything else as no filter', () => {
    expect(minimumCount(3)).toBe(3);
    expect(minimumCount('4')).toBe(4);
    expect(minimumCount(2.7)).toBe(2);
    expect(minimumCount(-1)).toBe(0);
    expect(minimumCount('abc')).toBe(0);
    expect(minimumCount('')).toBe(0);
    expect(minimumCount(null)).toBe(0);
    expect(minimumCount(Number.NaN)).toBe(0);
  });
});

describe('belowThresholds', () => {
  it('hides an entry below either minimum', () => {
    expect(belowThresholds(facts({ replies: 1, likes: 5 }), { replies: 2, likes: 0 })).toBe(true);
    expect(belowThresholds(facts({ replies: 3, likes: 1 }), { replies: 2, likes: 2 })).toBe(true);
    expect(belowThresholds(facts({ replies: 2, likes: 2 }), { replies: 2, likes: 2 })).toBe(false);
    expect(belowThresholds(facts({}), { replies: 0, likes: 0 })).toBe(false);
  });
});

describe('block rules', () => {
  it('matches the status options against the entry kind and phrase', () => {
    expect(statusOptionMatches('all', list('completed'))).toBe(true);
    expect(statusOptionMatches('status', facts({}))).toBe(true);
    expect(statusOptionMatches('status', list('completed'))).toBe(false);
    expect(statusOptionMatches('progress', list('watched episode 3 of'))).toBe(true);
    expect(statusOptionMatches('progress', list('completed'))).toBe(false);
    expect(statusOptionMatches('anime', list('completed'))).toBe(true);
    expect(statusOptionMatches('manga', list('completed'))).toBe(false);
    expect(statusOptionMatches('manga', list('read chapter 4 of', { kind: 'manga_list' }))).toBe(true);
    expect(statusOptionMatches('planning', list('plans to watch'))).toBe(true);
    expect(statusOptionMatches('watching', list('watched episode 1 of'))).toBe(true);
    expect(statusOptionMatches('reading', list('read chapter 1 of', { kind: 'manga_list' }))).toBe(true);
    expect(statusOptionMatches('pausing', list('paused watching'))).toBe(true);
    expect(statusOptionMatches('dropping', list('dropped episode 3 of'))).toBe(true);
    expect(statusOptionMatches('rewatching', list('rewatched episode 2 of'))).toBe(true);
    expect(statusOptionMatches('rereading', list('reread chapter 2 of', { kind: 'manga_list' }))).toBe(true);
    expect(statusOptionMatches('watching', facts({}))).toBe(false);
    expect(statusOptionMatches('nonsense', list('completed'))).toBe(false);
  });

  it('needs every part a rule sets; user names ignore case', () => {
    expect(blockRuleMatches({ user: 'aoi', status: false, media: false }, list('completed'))).toBe(true);
    expect(blockRuleMatches({ user: 'Kirin', status: false, media: false }, list('completed'))).toBe(false);
    expect(blockRuleMatches({ user: 'Aoi', status: 'status', media: false }, list('completed'))).toBe(false);
    expect(blockRuleMatches({ user: 'Aoi', status: 'status', media: false }, facts({}))).toBe(true);
    expect(blockRuleMatches({ user: false, status: false, media: 5 }, list('completed'))).toBe(true);
    expect(blockRuleMatches({ user: false, status: false, media: 6 }, list('completed'))).toBe(false);
    expect(blockRuleMatches({ user: false, status: false, media: 5 }, facts({}))).toBe(false);
    expect(blockRuleMatches({ user: false, status: false, media: false }, facts({}))).toBe(false);
    expect(blockedByList([{ user: 'x', status: false, media: false }, { user: false, status: 'anime', media: false }], list('completed'))).toBe(true);
    expect(blockedByList([], list('completed'))).toBe(false);
  });
});

describe('activityListStatus', () => {
  it('reads the list status from the phrase', () => {
    expect(activityListStatus(list('completed'))).toBe('COMPLETED');
    expect(activityListStatus(list('plans to read', { kind: 'manga_list' }))).toBe('PLANNING');
    expect(activityListStatus(list('paused watching'))).toBe('PAUSED');
    expect(activityListStatus(list('dropped'))).toBe('DROPPED');
    expect(activityListStatus(list('rewatched episode 1 of'))).toBe('REPEATING');
    expect(activityListStatus(list('watched episode 1 - 3 of'))).toBe('CURRENT');
    expect(activityListStatus(list('read chapter 9 of', { kind: 'manga_list' }))).toBe('CURRENT');
    expect(activityListStatus(facts({}))).toBeNull();
  });
});
