import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CACHE_LIFETIMES,
  cacheGet,
  cacheRemove,
  cacheSet,
  itemTooLargeMessage,
  MAX_ITEM_CHARS,
  PURGE_COUNT,
  purgeExpired,
  resetCacheSyncForTests,
  setCacheClock,
  setCacheStorage,
  storageSettingsMessage,
} from '../../../src/api/cache';
import { CHANNEL_NAME, resetChannelForTests, type ChannelMessage } from '../../../src/core/channel';
import { settle } from './fakeClock';
import { MemoryStorage } from './memoryStorage';

let storage: MemoryStorage;
let time: number;
let otherTab: BroadcastChannel;

beforeEach(() => {
  resetChannelForTests();
  resetCacheSyncForTests();
  storage = new MemoryStorage();
  setCacheStorage(storage);
  time = 5_000_000;
  setCacheClock(() => time);
  otherTab = new BroadcastChannel(CHANNEL_NAME);
});

afterEach(() => {
  otherTab.close();
  resetChannelForTests();
  setCacheStorage();
  setCacheClock();
  vi.restoreAllMocks();
});

function stored(key: string): unknown {
  const text = storage.getItem(key);
  return text === null ? null : JSON.parse(text);
}

describe('cache items', () => {
  it('stores {data, time, duration} under a hoh-prefixed key', () => {
    expect(cacheSet('Media1', { id: 1 }, 30_000)).toBe(true);
    expect(stored('hohMedia1')).toEqual({ data: { id: 1 }, time: 5_000_000, duration: 30_000 });
    cacheSet('hohMedia2', 2, 1);
    expect(storage.keys()).toEqual(['hohMedia1', 'hohMedia2']);
  });

  it('is fresh until time plus duration, then expired and removed', () => {
    cacheSet('hohX', 'value', 1_000);
    time += 999;
    expect(cacheGet('hohX')).toBe('value');
    time += 1;
    expect(cacheGet('hohX')).toBeUndefined();
    expect(storage.getItem('hohX')).toBeNull();
  });

  it('hands an expired item to the old-data callback before removing it', () => {
    cacheSet('hohX', { old: true }, 10);
    time += 10;
    const onOld = vi.fn(() => expect(storage.getItem('hohX')).not.toBeNull());
    expect(cacheGet('hohX', onOld)).toBeUndefined();
    expect(onOld).toHaveBeenCalledWith({ data: { old: true }, time: 5_000_000, duration: 10 });
    expect(storage.getItem('hohX')).toBeNull();
  });

  it('does not call the old-data callback for fresh items', () => {
    cacheSet('hohX', 1, 10);
    const onOld = vi.fn();
    expect(cacheGet('hohX', onOld)).toBe(1);
    expect(onOld).not.toHaveBeenCalled();
  });

  it('never expires without a duration', () => {
    cacheSet('hohForever', [1, 2]);
    time += 10 * 365 * 24 * 3600 * 1000;
    expect(cacheGet('hohForever')).toEqual([1, 2]);
  });

  it('keeps null data apart from a miss', () => {
    cacheSet('hohNull', null, 100);
    expect(cacheGet('hohNull')).toBeNull();
    expect(cacheGet('hohMissing')).toBeUndefined();
  });

  it('drops corrupt entries instead of throwing', () => {
    storage.setItem('hohBroken', '{not json');
    storage.setItem('hohShape', JSON.stringify({ value: 1 }));
    storage.setItem('hohTime', JSON.stringify({ data: 1, time: 'yesterday' }));
    storage.setItem('hohArray', '[1,2]');
    for (const key of ['hohBroken', 'hohShape', 'hohTime', 'hohArray']) {
      expect(() => cacheGet(key)).not.toThrow();
      expect(storage.getItem(key)).toBeNull();
    }
  });

  it('removes an entry on request', () => {
    cacheSet('hohX', 1);
    cacheRemove('X');
    expect(cacheGet('hohX')).toBeUndefined();
  });

  it('is empty and silent where there is no storage (the worker)', () => {
    setCacheStorage(null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(cacheSet('hohX', 1)).toBe(false);
    expect(cacheGet('hohX')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('purging', () => {
  it('purgeExpired removes expired and corrupt entries of ours only', () => {
    cacheSet('hohOld', 1, 10);
    cacheSet('hohNew', 2, 10_000);
    storage.setItem('hohBad', 'x');
    storage.setItem('aniListOwn', 'keep');
    time += 100;
    expect(purgeExpired()).toBe(2);
    expect(storage.keys()).toEqual(['hohNew', 'aniListOwn']);
  });
});

describe('when storage is full', () => {
  const filler = 'x'.repeat(1_000);

  function fill(count: number, duration: number | undefined, prefix: string): void {
    for (let i = 0; i < count; i += 1) {
      time += 1; // distinct ages, oldest first
      cacheSet(`hoh${prefix}${i}`, filler, duration);
    }
  }

  it('purges expired items first and keeps fresh ones', () => {
    storage = new MemoryStorage(20_000);
    setCacheStorage(storage);
    fill(5, 10, 'Old');
    fill(12, undefined, 'Keep');
    time += 1_000;
    expect(cacheSet('hohNew', 'y'.repeat(4_000))).toBe(true);
    expect(storage.keys().filter((key) => key.startsWith('hohOld'))).toEqual([]);
    expect(storage.keys().filter((key) => key.startsWith('hohKeep'))).toHaveLength(12);
  });

  it('removes ten entries, oldest first, when none expired (never the site’s own keys)', () => {
    storage = new MemoryStorage(18_500);
    setCacheStorage(storage);
    storage.setItem('siteKey', 'site');
    fill(17, undefined, 'E');
    expect(cacheSet('hohNew', 'y'.repeat(2_000))).toBe(true);
    expect(PURGE_COUNT).toBe(10);
    const left = storage.keys();
    expect(left).toContain('siteKey');
    expect(left).toContain('hohNew');
    expect(left.filter((key) => key.startsWith('hohE'))).toEqual(['hohE10', 'hohE11', 'hohE12', 'hohE13', 'hohE14', 'hohE15', 'hohE16']);
  });

  it('warns about the item size when an item over 50000 characters still does not fit', () => {
    storage = new MemoryStorage(40_000);
    setCacheStorage(storage);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(cacheSet('hohHuge', 'z'.repeat(MAX_ITEM_CHARS))).toBe(false);
    const length = JSON.stringify({ data: 'z'.repeat(MAX_ITEM_CHARS), time, duration: null }).length;
    expect(length).toBeGreaterThan(MAX_ITEM_CHARS);
    expect(warn).toHaveBeenCalledExactlyOnceWith(itemTooLargeMessage('hohHuge', length));
    expect(warn.mock.calls[0][0]).toContain('50000');
  });

  it('warns about the settings when a small item cannot be written at all', () => {
    const refusing = new MemoryStorage(0);
    setCacheStorage(refusing);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(cacheSet('hohSmall', 1)).toBe(false);
    expect(warn).toHaveBeenCalledExactlyOnceWith(storageSettingsMessage('hohSmall'));
    expect(storageSettingsMessage('hohSmall')).toContain('settings');
  });
});

describe('cache across tabs', () => {
  it('broadcasts every write', async () => {
    const received = new Promise<ChannelMessage>((resolve) => {
      otherTab.onmessage = (event: MessageEvent<ChannelMessage>) => resolve(event.data);
    });
    cacheSet('Shared', { a: 1 }, 60_000);
    expect(await received).toEqual({
      type: 'cache',
      key: 'hohShared',
      value: { data: { a: 1 }, time: 5_000_000, duration: 60_000 },
    });
  });

  it('stores what other tabs cached, ignoring foreign keys and broken items', async () => {
    cacheGet('hohAnything'); // starts listening
    otherTab.postMessage({ type: 'cache', key: 'hohFromTab', value: { data: 'hi', time, duration: 1_000 } });
    otherTab.postMessage({ type: 'cache', key: 'notOurs', value: { data: 'no', time, duration: 1_000 } });
    otherTab.postMessage({ type: 'cache', key: 'hohBroken', value: { nope: true } });
    await settle();
    expect(cacheGet('hohFromTab')).toBe('hi');
    expect(storage.getItem('notOurs')).toBeNull();
    expect(storage.getItem('hohBroken')).toBeNull();
  });
});

describe('cache lifetimes from the spec', () => {
  it('are in milliseconds', () => {
    expect(CACHE_LIFETIMES).toMatchObject({
      tagCache: 3 * 3_600_000,
      activityTimeline: 120_000,
      completedScores: 60_000,
      profileCss: 30_000,
      entryScore: 30_000,
      firstActivity: 60_000,
      rank: 120_000,
      rankPages: 3_600_000,
      compatibility: 300_000,
      favourites: 3_600_000,
      tagIndex: 60_000,
      notes: 60_000,
      stats: 60_000,
      profileBackground: 30_000,
      markdown: 20_000,
      ownerAnimeList: 600_000,
      ownerMangaList: 600_000,
      animeStaff: 900_000,
      mangaStaff: 600_000,
      relationStatus: 120_000,
      recentReviews: 30_000,
      notificationActivity: 86_400_000,
      mangaChapterGuess: 1_800_000,
      character: 3_600_000,
      studio: 3_600_000,
    });
  });
});
