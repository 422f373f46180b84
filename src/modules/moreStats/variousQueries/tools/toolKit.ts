/**
 * What the 'Various queries' tools share (not a tool itself): API calls that turn every failure
 * into an Error the panel shows, a quiet end on Stop, the user lookup, the paced waits and the
 * paged activity reads (spec doc 2 §7 "Per-user activities": later pages in parallel).
 */
import { cacheGet, cacheSet } from '../../../../api/cache';
import { request } from '../../../../api/client';
import { VQ_USER_ID, VQ_USER_POSTS, type VqPost, type VqUserIdResult, type VqUserPostsResult } from '../../../../api/queries/variousQueries';
import { storageArea } from '../../../../core/storage';
import { inParallel } from '../../../../lib/postSearch';
import type { QueryRun } from '../types';

/** Thrown inside a run when it was stopped; `runQuietly` turns it into a plain return. */
export class RunStopped extends Error {
  override readonly name = 'RunStopped';
  constructor() {
    super('stopped');
  }
}

export function stopIfAborted(run: QueryRun): void {
  if (run.signal.aborted) throw new RunStopped();
}

/** The run's body; a Stop (or leaving the page) ends it without an error. */
export async function runQuietly(run: QueryRun, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (error instanceof RunStopped || run.signal.aborted) return;
    throw error;
  }
}

export interface CallOptions {
  /** An authorised call (the script's token). */
  auth?: boolean;
  /** Kept in the session cache under this key for `duration` ms (spec doc 2 §7 cache lifetimes). */
  cacheKey?: string;
  duration?: number;
}

/**
 * One call through the client (rate budget, health); its data, or an Error saying why not.
 * `notFound` answers with null data so that tools can tell "no such user" from a failure.
 */
export async function callApi<T>(run: QueryRun, document: string, variables: object, options: CallOptions = {}): Promise<T | null> {
  stopIfAborted(run);
  if (options.cacheKey) {
    const cached = cacheGet<T>(options.cacheKey);
    if (cached !== undefined) return cached;
  }
  const result = await request<T>(document, variables, { signal: run.signal, auth: options.auth });
  switch (result.kind) {
    case 'ok':
      if (options.cacheKey) cacheSet(options.cacheKey, result.data, options.duration);
      return result.data;
    case 'notFound':
      return null;
    case 'aborted':
      throw new RunStopped();
    case 'failed':
      throw new Error(`Error: ${result.error.message}`);
    case 'down':
      throw new Error("Error: AniList's API is not answering; try again later.");
    case 'retracted':
      throw new Error('Error: Invalid token');
  }
}

/** The user option most tools have: empty means the signed-in user. */
export const USER_OPTION = { kind: 'text', key: 'user', label: 'User', default: '', placeholder: 'user name (empty: you)' } as const;

/** Anime or manga. */
export const TYPE_OPTION = {
  kind: 'select',
  key: 'type',
  label: 'Type',
  default: 'ANIME',
  choices: [
    { value: 'ANIME', label: 'Anime' },
    { value: 'MANGA', label: 'Manga' },
  ],
} as const;

export function chosenType(run: QueryRun): 'ANIME' | 'MANGA' {
  return run.options.type === 'MANGA' ? 'MANGA' : 'ANIME';
}

/** The name typed in the options, or the signed-in user when left empty. */
export function chosenUser(run: QueryRun, key = 'user'): string {
  const typed = String(run.options[key] ?? '').trim();
  const name = typed || run.viewer || '';
  if (!name) throw new Error('Error: Enter a user name.');
  return name;
}

export function userNotFound(name: string): Error {
  return new Error(`Error: User "${name}" not found.`);
}

/** spec doc 2 §7 "User id lookup" (name → id). */
export async function userIdOf(run: QueryRun, name: string): Promise<{ id: number; name: string }> {
  const data = await callApi<VqUserIdResult>(run, VQ_USER_ID, { name });
  if (!data?.User) throw userNotFound(name);
  return data.User;
}

/** Test-only pacing: localStorage `automailTestQueryPaceMs`, read once per run (never set by the script). */
export const QUERY_PACE_TEST_KEY = 'automailTestQueryPaceMs';

/** The pause a run waits instead of `realMs`: the real one unless a test shortened it. */
export function pacer(): (realMs: number) => number {
  const stored = Number(storageArea('localStorage')?.getItem(QUERY_PACE_TEST_KEY) ?? NaN);
  const override = Number.isFinite(stored) && stored >= 0 ? stored : null;
  return (realMs) => (override === null ? realMs : Math.min(realMs, override));
}

/** Waits `ms`, ending early (with RunStopped) on Stop. */
export function pause(run: QueryRun, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (run.signal.aborted) return reject(new RunStopped());
    const onAbort = () => {
      clearTimeout(timer);
      reject(new RunStopped());
    };
    const timer = setTimeout(() => {
      run.signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    run.signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Pages fetched at once after the first: enough to be quick, few enough to leave the budget to others. */
export const PARALLEL_PAGES = 4;

export interface PageRead<T> {
  items: T[];
  lastPage: number;
  total: number;
}

/**
 * Every page of a paged query: page 1 tells how many there are, the later pages go in parallel
 * (at most PARALLEL_PAGES at once, each through the rate budget). `onPage` hears each page as it
 * arrives (in any order) with the count of pages read so far; `maxPages` caps the read.
 */
export async function readAllPages<T>(
  run: QueryRun,
  pageOf: (page: number) => Promise<PageRead<T>>,
  onPage: (items: T[], read: number, first: PageRead<T>) => void,
  maxPages = Infinity,
): Promise<T[]> {
  const first = await pageOf(1);
  const all = [...first.items];
  let read = 1;
  onPage(first.items, read, first);
  const last = Math.min(first.lastPage, maxPages);
  const later = Array.from({ length: Math.max(0, last - 1) }, (_, i) => i + 2);
  await inParallel(later, PARALLEL_PAGES, async (page) => {
    const { items } = await pageOf(page);
    stopIfAborted(run);
    all.push(...items);
    onPage(items, ++read, first);
  });
  return all;
}

/**
 * Every status post (TEXT) or message (MESSAGE) of a user, newest first (spec doc 2 §7
 * "Per-user activities"). `onPage` hears each page with the total, so a search can report
 * 'n/total' and show hits as it goes.
 */
export async function readUserPosts(
  run: QueryRun,
  userId: number,
  type: 'TEXT' | 'MESSAGE',
  onPage: (posts: VqPost[], total: number) => void,
): Promise<VqPost[]> {
  const pageOf = async (page: number): Promise<PageRead<VqPost>> => {
    const data = await callApi<VqUserPostsResult>(run, VQ_USER_POSTS, { userId, page, type });
    return {
      items: (data?.Page?.activities ?? []).filter((post): post is VqPost => !!post),
      lastPage: data?.Page?.pageInfo?.lastPage ?? 1,
      total: data?.Page?.pageInfo?.total ?? 0,
    };
  };
  const all = await readAllPages(run, pageOf, (posts, _read, first) => onPage(posts, first.total));
  return all.sort((a, b) => b.id - a.id);
}

/** An AniList path for a site URL ('https://anilist.co/activity/5' → '/activity/5'). */
export function sitePath(url: string | null, fallback: string): string {
  if (!url) return fallback;
  const match = /^https?:\/\/anilist\.co(\/[^\s]*)$/.exec(url);
  return match ? match[1] : fallback;
}
