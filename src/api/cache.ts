/**
 * The session cache of API answers (spec doc 1 §3 "Cache item", §4 "Caching and rate"). Items
 * live in sessionStorage under keys starting with 'hoh' (host-dom.md §3.1), so they last as long
 * as the tab and never touch AniList's own session keys. Writes travel to the other tabs.
 * Where sessionStorage is missing (the worker, tests in node) the cache is simply empty.
 */
import { broadcast, onBroadcast } from '../core/channel';
import { storageArea } from '../core/storage';

export interface CacheItem<T = unknown> {
  data: T;
  /** When it was stored, ms since epoch. */
  time: number;
  /** How long it stays fresh in ms; absent or null: never expires. */
  duration?: number | null;
}

export const CACHE_PREFIX = 'hoh';
/** Items longer than this (serialised) are the "item size" case of the storage-full warning. */
export const MAX_ITEM_CHARS = 50_000;
/** How many entries go when storage is full and nothing has expired. */
export const PURGE_COUNT = 10;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The cache lifetimes the spec names (doc 1 §9, doc 2 §7, doc 3 §7), in ms. */
export const CACHE_LIFETIMES = {
  tagCache: 3 * HOUR,
  activityTimeline: 120 * SECOND,
  completedScores: 60 * SECOND,
  profileCss: 30 * SECOND,
  entryScore: 30 * SECOND,
  firstActivity: 60 * SECOND,
  rank: 2 * MINUTE,
  rankPages: 1 * HOUR,
  compatibility: 5 * MINUTE,
  favourites: 1 * HOUR,
  tagIndex: 60 * SECOND,
  notes: 60 * SECOND,
  stats: 60 * SECOND,
  profileBackground: 30 * SECOND,
  markdown: 20 * SECOND,
  ownerAnimeList: 10 * MINUTE,
  ownerMangaList: 10 * MINUTE,
  animeStaff: 15 * MINUTE,
  mangaStaff: 10 * MINUTE,
  relationStatus: 2 * MINUTE,
  recentReviews: 30 * SECOND,
  notificationActivity: 24 * HOUR,
  mangaChapterGuess: 30 * MINUTE,
  character: 1 * HOUR,
  studio: 1 * HOUR,
  mediaSubtitle: 1 * HOUR,
} as const satisfies Record<string, number>;

export type CacheLifetimeName = keyof typeof CACHE_LIFETIMES;

/** Called with an expired item just before it is removed (e.g. to show old data while refetching). */
export type OldDataCallback<T> = (item: CacheItem<T>) => void;

let storageOverride: Storage | null | undefined;
let now: () => number = () => Date.now();
let syncing = false;

function storage(): Storage | null {
  return storageOverride !== undefined ? storageOverride : storageArea('sessionStorage');
}

/** The storage key for a cache key: 'hoh' is added unless the key already starts with it. */
export function cacheStorageKey(key: string): string {
  return key.startsWith(CACHE_PREFIX) ? key : CACHE_PREFIX + key;
}

export function isCacheItem(value: unknown): value is CacheItem {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const item = value as Record<string, unknown>;
  if (!('data' in item)) return false;
  if (typeof item.time !== 'number' || !Number.isFinite(item.time)) return false;
  const duration = item.duration;
  return duration === undefined || duration === null || (typeof duration === 'number' && !Number.isNaN(duration));
}

function isExpired(item: CacheItem, at: number): boolean {
  return typeof item.duration === 'number' && at >= item.time + item.duration;
}

/** The stored item, or null for a missing one; corrupt entries are dropped on the way. */
function readItem(store: Storage, storageKey: string): CacheItem | null {
  const text = store.getItem(storageKey);
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (isCacheItem(parsed)) return parsed;
  } catch {
    // Unparsable: treated like the wrong shape below.
  }
  store.removeItem(storageKey);
  return null;
}

/** Our keys only: AniList keeps its own entries in the same sessionStorage. */
function ownKeys(store: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key !== null && key.startsWith(CACHE_PREFIX)) keys.push(key);
  }
  return keys;
}

/**
 * Fresh data for the key, or undefined when missing, corrupt or expired. An expired item is
 * handed to `onOldData` first, then removed.
 */
export function cacheGet<T>(key: string, onOldData?: OldDataCallback<T>): T | undefined {
  syncCacheAcrossTabs();
  const store = storage();
  if (!store) return undefined;
  const storageKey = cacheStorageKey(key);
  const item = readItem(store, storageKey) as CacheItem<T> | null;
  if (!item) return undefined;
  if (isExpired(item, now())) {
    onOldData?.(item);
    store.removeItem(storageKey);
    return undefined;
  }
  return item.data;
}

/** Removes every expired or corrupt entry of ours; returns how many went. */
export function purgeExpired(): number {
  const store = storage();
  if (!store) return 0;
  const at = now();
  let removed = 0;
  for (const key of ownKeys(store)) {
    const item = readItem(store, key);
    if (item === null) {
      removed += 1; // readItem dropped a corrupt entry
    } else if (isExpired(item, at)) {
      store.removeItem(key);
      removed += 1;
    }
  }
  return removed;
}

/** Removes up to `count` of our entries, oldest first. */
function removeOldest(store: Storage, count: number): void {
  const dated = ownKeys(store).map((key) => ({ key, time: readItem(store, key)?.time ?? -Infinity }));
  dated.sort((a, b) => a.time - b.time);
  for (const { key } of dated.slice(0, count)) store.removeItem(key);
}

function tryWrite(store: Storage, storageKey: string, text: string): boolean {
  try {
    store.setItem(storageKey, text);
    return true;
  } catch {
    return false;
  }
}

export function itemTooLargeMessage(storageKey: string, length: number): string {
  return `Automail: could not cache "${storageKey}": the item is ${length} characters, over the ${MAX_ITEM_CHARS} a cache item may take.`;
}

export function storageSettingsMessage(storageKey: string): string {
  return `Automail: could not cache "${storageKey}": session storage is full or blocked; check the browser's storage settings.`;
}

/** Writes, making room when storage is full (expired first, else ten entries), warning if that fails. */
function writeWithRoom(store: Storage, storageKey: string, text: string): boolean {
  if (tryWrite(store, storageKey, text)) return true;
  if (purgeExpired() === 0) removeOldest(store, PURGE_COUNT);
  if (tryWrite(store, storageKey, text)) return true;
  console.warn(
    text.length > MAX_ITEM_CHARS ? itemTooLargeMessage(storageKey, text.length) : storageSettingsMessage(storageKey),
  );
  return false;
}

/**
 * Stores data under the key for `duration` ms (omit for "never expires") and tells the other
 * tabs. Returns false when it could not be stored.
 */
export function cacheSet<T>(key: string, data: T, duration?: number | null): boolean {
  syncCacheAcrossTabs();
  const store = storage();
  if (!store) return false;
  const storageKey = cacheStorageKey(key);
  const item: CacheItem<T> = { data, time: now(), duration: duration ?? null };
  const text = JSON.stringify(item);
  if (!writeWithRoom(store, storageKey, text)) return false;
  broadcast({ type: 'cache', key: storageKey, value: item });
  return true;
}

export function cacheRemove(key: string): void {
  storage()?.removeItem(cacheStorageKey(key));
}

/** Stores what other tabs cached (idempotent; done on first use anyway). Never re-broadcasts. */
export function syncCacheAcrossTabs(): void {
  if (syncing) return;
  syncing = true;
  onBroadcast((message) => {
    if (message.type !== 'cache' || !message.key.startsWith(CACHE_PREFIX) || !isCacheItem(message.value)) return;
    const store = storage();
    if (store) writeWithRoom(store, message.key, JSON.stringify(message.value));
  });
}

/** For tests: another Storage (null = none; undefined = the real sessionStorage). */
export function setCacheStorage(next?: Storage | null): void {
  storageOverride = next;
}

/** For tests: a fake clock (undefined = Date.now). */
export function setCacheClock(next?: () => number): void {
  now = next ?? (() => Date.now());
}

/** For tests: listen to the channel again on next use. */
export function resetCacheSyncForTests(): void {
  syncing = false;
}
