/**
 * The score after "completed" and "dropped" list activities in feeds ('completedScore',
 * 'droppedScore'; host-dom.md §2.2: `.status` starts with the phrase, its `a.title` is the media
 * link, the entry's `.name` the owner). The owners' entries are looked up in one packed request
 * for what is on screen (through the rate budget), cached 60 s, and shown in the owner's score
 * format (lib/scores.ts). A lookup that fails (API error, 429, a private list) shows nothing and
 * is not asked again for 60 s. Plain DOM; the feed is followed by core/feedWatch.ts.
 */
import { MAX_PACK_SIZE, packQueries, type PackPart } from '../api/batch';
import { request } from '../api/client';
import { cacheGet, cacheSet, CACHE_LIFETIMES } from '../api/cache';
import { LIST_ACTIVITY_SCORE, listScoreCacheKey, type ListActivityScoreResult } from '../api/queries/listScores';
import { element } from '../core/element';
import { FEED_SELECTORS, readEntryFacts, watchFeed } from '../core/feedWatch';
import { addStyleWhile } from '../core/styles';
import { formatScore } from '../lib/scores';

export const SCORE_CLASS = 'hohListScore';
/** The spec's re-scan of feeds for these scores (doc 1 §9: completed scores 1 s). */
export const SCORE_RESCAN_MS = 1000;

/** What is cached per owner and media: the score in the owner's format, and that format. */
export interface CachedListScore {
  score: number;
  format: string;
}

export type ScoredVerb = 'completed' | 'dropped';

const css = `.activity-entry .status .${SCORE_CLASS} { margin-left: 0.4em; padding: 0 5px; border-radius: 3px; font-size: 0.9em; font-weight: 600; color: rgb(var(--color-blue)); background: rgba(var(--color-blue), 0.1); white-space: nowrap; }`;

interface Target {
  readonly entry: Element;
  readonly user: string;
  readonly mediaId: number;
  readonly key: string;
}

function targetOf(entry: Element, verb: ScoredVerb): Target | null {
  const facts = readEntryFacts(entry);
  if (facts.kind !== 'anime_list' && facts.kind !== 'manga_list') return null;
  if (!facts.status.startsWith(verb) || facts.mediaId === null || facts.user === '') return null;
  return { entry, user: facts.user, mediaId: facts.mediaId, key: listScoreCacheKey(facts.user, facts.mediaId) };
}

/** Puts the label after the media title, once; a score of 0 (no score) shows nothing. */
function showScore(entry: Element, value: CachedListScore, verb: ScoredVerb): void {
  const status = entry.querySelector(FEED_SELECTORS.status);
  if (!status || status.querySelector(`.${SCORE_CLASS}`)) return;
  const text = formatScore(value.score, value.format);
  if (text === '') return;
  status.append(element('span', { className: SCORE_CLASS, title: `Score: ${text}`, text, dataset: { verb } }));
}

/** No entry to show (none, private, hidden from anonymous lookups): cached like a score of 0. */
const NO_SCORE: CachedListScore = { score: 0, format: '' };

/**
 * Each part's score; NO_SCORE where AniList answered that there is nothing (404, a missing or
 * private entry); null where the lookup failed (API error, 429 after the retries, the API down).
 */
async function lookUp(parts: readonly PackPart[], signal: AbortSignal): Promise<(CachedListScore | null)[]> {
  const out: (CachedListScore | null)[] = [];
  for (let start = 0; start < parts.length; start += MAX_PACK_SIZE) {
    const chunk = parts.slice(start, start + MAX_PACK_SIZE);
    const packed = packQueries(chunk);
    const result = await request<Record<string, unknown>>(packed.document, packed.variables, { signal });
    const answered = result.kind === 'ok' || result.kind === 'notFound';
    const answers =
      result.kind === 'ok' ? packed.split(result.data)
      : result.kind === 'notFound' || result.kind === 'failed' ? packed.split(result.data, result.kind === 'failed' ? result.error.errors : result.errors)
      : chunk.map(() => null);
    for (const answer of answers) {
      const entry = (answer as ListActivityScoreResult | null)?.MediaList;
      if (entry && typeof entry.score === 'number') out.push({ score: entry.score, format: entry.user?.mediaListOptions?.scoreFormat ?? '' });
      else out.push(answered ? NO_SCORE : null);
    }
  }
  return out;
}

/** Follows the page's feed until the signal aborts, labelling `verb` activities with scores. */
export async function showListActivityScores(verb: ScoredVerb, signal: AbortSignal, styleId: string): Promise<void> {
  addStyleWhile(styleId, css, signal);
  signal.addEventListener('abort', () => {
    for (const label of document.querySelectorAll<HTMLElement>(`.${SCORE_CLASS}`)) {
      if (label.dataset.verb === verb) label.remove();
    }
  }, { once: true });

  const asking = new Set<string>();
  /**
   * Entries with nothing more to do (labelled, no score, not this verb's): the 1 s re-scan skips
   * them without reading them again. AniList keeps an entry's element for its activity.
   */
  const settled = new WeakSet<Element>();
  /** Lookups that failed, by key: not asked again before the cache lifetime has passed. */
  const failedAt = new Map<string, number>();

  const label = (target: Target, value: CachedListScore): void => {
    showScore(target.entry, value, verb);
    settled.add(target.entry);
  };

  const handle = (entries: readonly Element[]): void => {
    const missing = new Map<string, Target[]>();
    for (const entry of entries) {
      if (settled.has(entry)) continue;
      if (entry.querySelector(`${FEED_SELECTORS.status} .${SCORE_CLASS}`)) continue;
      const target = targetOf(entry, verb);
      if (!target) {
        settled.add(entry);
        continue;
      }
      const cached = cacheGet<CachedListScore>(target.key);
      if (cached) {
        label(target, cached);
        continue;
      }
      if (asking.has(target.key)) continue;
      const failed = failedAt.get(target.key);
      if (failed !== undefined && Date.now() - failed < CACHE_LIFETIMES.completedScores) continue;
      missing.set(target.key, [...(missing.get(target.key) ?? []), target]);
    }
    if (missing.size === 0) return;
    const groups = [...missing.values()];
    for (const [key] of missing) asking.add(key);
    const parts = groups.map(([first]) => ({ document: LIST_ACTIVITY_SCORE, variables: { userName: first.user, mediaId: first.mediaId } }));
    const asked = lookUp(parts, signal).catch((): null[] => parts.map(() => null));
    void asked.then((answers) => {
      if (signal.aborted) return;
      groups.forEach((group, index) => {
        const key = group[0].key;
        asking.delete(key);
        const value = answers[index] ?? null;
        if (!value) {
          failedAt.set(key, Date.now());
          return;
        }
        cacheSet(key, value, CACHE_LIFETIMES.completedScores);
        // AniList may have re-rendered the entry meanwhile: label what is on the page now.
        for (const target of group) if (target.entry.isConnected) label(target, value);
      });
    });
  };

  await watchFeed({ signal, handle, feedSelector: FEED_SELECTORS.anyFeed, everyMs: SCORE_RESCAN_MS });
}
