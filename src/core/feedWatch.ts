/**
 * The one way feed modules follow an AniList activity feed (spec doc 1 §9: "feed re-filter every
 * 5 s and 500 ms after a change"): wait for the feed, handle every entry at once, every entry
 * AniList adds (infinite scroll, Load More, the type toggles) as it arrives, everything again
 * 500 ms after a change and every 5 s. Plain DOM, no React, so the small always-on jobs can use
 * it too. Selectors: host-dom.md §2.1 and §2.2, host-dom-2026.md §2.1, §2.2.
 */
import type { FeedEntryFacts, FeedEntryKind } from '../lib/feedFilter';
import { observe, waitForElement } from './dom';
import { after, every } from './timers';

/** An activity entry's class (FEED_SELECTORS.entry). */
const ENTRY_CLASS_NAME = 'activity-entry';

export const FEED_SELECTORS = {
  wrap: '.activity-feed-wrap',
  feed: '.activity-feed-wrap .activity-feed',
  /** any feed: home, /social, profiles, the media social tab */
  anyFeed: '.activity-feed',
  entry: `.${ENTRY_CLASS_NAME}`,
  sectionHeader: '.activity-feed-wrap > .section-header',
  /** list activity: `.details > a.name`; status post: `.text > .header > a.name` (first = author) */
  name: '.name',
  status: '.status',
  statusTitle: '.status a.title',
  markdown: '.activity-markdown',
  replyCount: '.action.replies .count',
  likeCount: '.action.likes .button .count',
} as const;

export const FEED_REFILTER_DELAY_MS = 500;
export const FEED_REFILTER_EVERY_MS = 5000;

const KIND_CLASSES: readonly [string, FeedEntryKind][] = [
  ['activity-text', 'text'],
  ['activity-message', 'message'],
  ['activity-anime_list', 'anime_list'],
  ['activity-manga_list', 'manga_list'],
];

/** A count element's number; AniList leaves `span.count` out at zero (host-dom-2026 §2.2). */
function countOf(entry: Element, selector: string): number {
  const text = entry.querySelector(selector)?.textContent ?? '';
  const number = Number.parseInt(text.replace(/[^\d]/g, ''), 10);
  return Number.isFinite(number) ? number : 0;
}

function mediaIdOf(entry: Element): number | null {
  const href = entry.querySelector(FEED_SELECTORS.statusTitle)?.getAttribute('href') ?? '';
  const match = /^\/(?:anime|manga)\/(\d+)/.exec(href);
  return match ? Number(match[1]) : null;
}

/** The status phrase without the media title or anything a module appended after it. */
function statusPhrase(entry: Element): string {
  const status = entry.querySelector(FEED_SELECTORS.status);
  if (!status) return '';
  let phrase = '';
  for (const node of status.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) phrase += node.textContent ?? '';
    else break;
  }
  return phrase.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Reads what the filters need from one `.activity-entry`. */
export function readEntryFacts(entry: Element): FeedEntryFacts {
  const kind = KIND_CLASSES.find(([name]) => entry.classList.contains(name))?.[1] ?? 'other';
  const list = kind === 'anime_list' || kind === 'manga_list';
  return {
    kind,
    user: entry.querySelector(FEED_SELECTORS.name)?.textContent?.trim() ?? '',
    status: list ? statusPhrase(entry) : '',
    mediaId: list ? mediaIdOf(entry) : null,
    text: list ? '' : (entry.querySelector(FEED_SELECTORS.markdown)?.textContent ?? ''),
    replies: countOf(entry, FEED_SELECTORS.replyCount),
    likes: countOf(entry, FEED_SELECTORS.likeCount),
  };
}

export interface FeedWatchOptions {
  signal: AbortSignal;
  /** Called with the entries to handle: all of them, or just those AniList added. */
  handle: (entries: readonly Element[]) => void;
  /** Where the feed is (default the home feed selector). */
  feedSelector?: string;
  /** How long to wait for the feed to appear (default 10 s). */
  timeout?: number;
  /** The full pass's period (default 5 s; the list-activity scores re-scan every 1 s). */
  everyMs?: number;
}

export interface FeedWatch {
  /** The feed element, or null when it never appeared. */
  readonly feed: Element | null;
  /** Handles every entry again 500 ms from now (after a setting changed). */
  refresh(): void;
}

/**
 * The feed's entries. A class test, not `matches()` over a spread copy: this runs every second
 * on every page with a feed (the list-activity scores' rescan), and it was the largest share of
 * the script's idle time on /home after the notification poll's request.
 */
function entriesOf(feed: Element): Element[] {
  const entries: Element[] = [];
  for (const child of feed.children) if (child.classList.contains(ENTRY_CLASS_NAME)) entries.push(child);
  return entries;
}

/**
 * Follows the feed until the signal aborts. Callbacks run in the guard of the visit's module.
 * If AniList replaces the feed element, the new one is found on the next pass.
 */
export async function watchFeed(options: FeedWatchOptions): Promise<FeedWatch> {
  const { signal, handle } = options;
  const selector = options.feedSelector ?? FEED_SELECTORS.feed;
  let feed = await waitForElement(selector, { signal, timeout: options.timeout });
  if (!feed || signal.aborted) return { feed: null, refresh: () => undefined };

  let pending = false;
  const all = (): void => {
    pending = false;
    if (!feed?.isConnected) feed = document.querySelector(selector);
    if (feed) handle(entriesOf(feed));
  };
  const refresh = (): void => {
    if (pending || signal.aborted) return;
    pending = true;
    after(FEED_REFILTER_DELAY_MS, all, signal);
  };

  const wrap = feed.closest(FEED_SELECTORS.wrap) ?? feed.parentElement ?? feed;
  observe(wrap, { childList: true, subtree: true }, (records) => {
    const added: Element[] = [];
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element && node.matches(FEED_SELECTORS.entry)) added.push(node);
      }
    }
    // New entries are handled at once, so a hidden one never flashes; the rest in 500 ms.
    if (added.length > 0) handle(added);
    refresh();
  }, signal);
  every(options.everyMs ?? FEED_REFILTER_EVERY_MS, all, signal);
  handle(entriesOf(feed));
  return { feed, refresh };
}

/**
 * Sets or clears a module's class on an entry; the module's stylesheet says what the class does.
 * Returns whether the entry now carries it.
 */
export function markEntry(entry: Element, className: string, on: boolean): boolean {
  entry.classList.toggle(className, on);
  return on;
}

/** Removes a module's class from every element carrying it (on abort). */
export function clearMarks(className: string, root: ParentNode = document): void {
  for (const element of root.querySelectorAll(`.${className}`)) element.classList.remove(className);
}
