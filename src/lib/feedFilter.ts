/**
 * The feed filters' rules, without the DOM (spec doc 1 §3 "Block rule", doc 1 §5 block word,
 * doc 1 §6 safe-for-work). A feed entry is read once into `FeedEntryFacts` (core/feedWatch.ts
 * does that on the page); these functions decide what happens to it. Shared by every feed
 * module (home filters, block word, status border, later the social feeds).
 */

/** The kind of entry, from AniList's type class (host-dom §2.2). */
export type FeedEntryKind = 'text' | 'message' | 'anime_list' | 'manga_list' | 'other';

export interface FeedEntryFacts {
  readonly kind: FeedEntryKind;
  /** The author's name (a message's sender); '' when unknown. */
  readonly user: string;
  /** A list activity's status phrase, e.g. "watched episode 3 of", lower case; '' otherwise. */
  readonly status: string;
  /** A list activity's media id; null otherwise. */
  readonly mediaId: number | null;
  /** The text of a status post or message; '' for list activities. */
  readonly text: string;
  readonly replies: number;
  readonly likes: number;
}

/** A block rule as stored (core/settings/stores.ts BlockRule), structurally. */
export interface BlockRuleLike {
  readonly user: string | false;
  readonly status: string | false;
  readonly media: number | false;
}

/** The minimum reply and like counts of the comment filter; an entry below either is hidden. */
export interface CountThresholds {
  readonly replies: number;
  readonly likes: number;
}

/** A setting's number as a usable minimum: whole, 0 or more; anything else is 0 (no filter). */
export function minimumCount(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : 0;
  return Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
}

export function belowThresholds(facts: FeedEntryFacts, thresholds: CountThresholds): boolean {
  return facts.replies < thresholds.replies || facts.likes < thresholds.likes;
}

const isList = (facts: FeedEntryFacts) => facts.kind === 'anime_list' || facts.kind === 'manga_list';
const startsWith = (facts: FeedEntryFacts, ...phrases: string[]) => isList(facts) && phrases.some((p) => facts.status.startsWith(p));

/**
 * What each status option of a block rule covers. 'all' is every entry; 'status' status posts;
 * 'progress' list activities that carry progress (watched, read, rewatched, reread).
 */
export function statusOptionMatches(option: string, facts: FeedEntryFacts): boolean {
  switch (option) {
    case 'all':
      return true;
    case 'status':
      return facts.kind === 'text';
    case 'progress':
      return startsWith(facts, 'watched', 'read', 'rewatched', 'reread');
    case 'anime':
      return facts.kind === 'anime_list';
    case 'manga':
      return facts.kind === 'manga_list';
    case 'planning':
      return startsWith(facts, 'plans');
    case 'watching':
      return startsWith(facts, 'watched');
    case 'reading':
      return startsWith(facts, 'read chapter');
    case 'pausing':
      return startsWith(facts, 'paused');
    case 'dropping':
      return startsWith(facts, 'dropped');
    case 'rewatching':
      return startsWith(facts, 'rewatched');
    case 'rereading':
      return startsWith(facts, 'reread');
    default:
      return false;
  }
}

/** A rule hides an entry when every part it sets matches (user case-insensitively). */
export function blockRuleMatches(rule: BlockRuleLike, facts: FeedEntryFacts): boolean {
  if (rule.user === false && rule.status === false && rule.media === false) return false;
  if (rule.user !== false && rule.user.toLowerCase() !== facts.user.toLowerCase()) return false;
  if (rule.status !== false && !statusOptionMatches(rule.status, facts)) return false;
  if (rule.media !== false && facts.mediaId !== rule.media) return false;
  return true;
}

export function blockedByList(rules: readonly BlockRuleLike[], facts: FeedEntryFacts): boolean {
  return rules.some((rule) => blockRuleMatches(rule, facts));
}

/** The block word (and safe-for-work words) look at status posts only. */
export function isStatusPost(facts: FeedEntryFacts): boolean {
  return facts.kind === 'text';
}

/** A list activity's status as a list status, for the status border; null for other entries. */
export type ActivityListStatus = 'CURRENT' | 'COMPLETED' | 'PLANNING' | 'PAUSED' | 'DROPPED' | 'REPEATING';

export function activityListStatus(facts: FeedEntryFacts): ActivityListStatus | null {
  if (!isList(facts)) return null;
  const status = facts.status;
  if (status.startsWith('completed')) return 'COMPLETED';
  if (status.startsWith('plans')) return 'PLANNING';
  if (status.startsWith('paused')) return 'PAUSED';
  if (status.startsWith('dropped')) return 'DROPPED';
  if (status.startsWith('rewatched') || status.startsWith('reread')) return 'REPEATING';
  if (status.startsWith('watched') || status.startsWith('read')) return 'CURRENT';
  return null;
}
