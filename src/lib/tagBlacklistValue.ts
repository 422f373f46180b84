/**
 * The tag blacklist's stored value (settings key `tagBlacklistValue`, module `tagBlacklist`): the
 * tags (each with the minimum rank from which it counts, as AniList ranks a tag on a media, 0-100)
 * and genres (no rank) the member does not want to see, and per place where media are listed
 * whether matching media are hidden or greyed. Its validation lives here, small, because the
 * settings' validation (core/settings/validate.ts, in the start) reads it.
 */

export const blacklistPlaces = ['browse', 'recommendations', 'home', 'autorecs', 'related'] as const;
export type BlacklistPlace = (typeof blacklistPlaces)[number];

export const blacklistModes = ['hide', 'grey'] as const;
export type BlacklistMode = (typeof blacklistModes)[number];

export type BlacklistKind = 'tag' | 'genre';

export interface BlacklistEntry {
  kind: BlacklistKind;
  /** As AniList spells it (GenreCollection / MediaTagCollection). */
  name: string;
  /** Tags: the lowest rank (0-100) at which the tag counts. Genres: always 0 (genres have no rank). */
  minRank: number;
}

export interface TagBlacklistValue {
  entries: BlacklistEntry[];
  modes: Record<BlacklistPlace, BlacklistMode>;
}

/** What a new tag entry starts with: AniList itself shows a tag's rank, and below ~60 % a tag is minor. */
export const DEFAULT_TAG_RANK = 60;
/** More entries than anyone keeps; bounds what one settings save can make the matcher read. */
export const MAX_BLACKLIST_ENTRIES = 200;
const MAX_NAME_LENGTH = 100;

/**
 * Browse and Autorecs are for finding something new: hidden. Recommendations on a media page, the
 * home previews (the member's own list) and related media stay in place, greyed, so nothing of
 * one's own list silently disappears.
 */
export function defaultTagBlacklist(): TagBlacklistValue {
  return { entries: [], modes: { browse: 'hide', recommendations: 'grey', home: 'grey', autorecs: 'hide', related: 'grey' } };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One entry as stored, or null when it is not one (bad kind, empty name, rank out of 0-100). */
export function sanitizeBlacklistEntry(raw: unknown): BlacklistEntry | null {
  if (!isObject(raw)) return null;
  const kind = raw.kind === 'tag' || raw.kind === 'genre' ? raw.kind : null;
  const name = typeof raw.name === 'string' ? raw.name.trim() : '';
  if (!kind || !name || name.length > MAX_NAME_LENGTH) return null;
  if (kind === 'genre') return { kind, name, minRank: 0 };
  const rank = raw.minRank === undefined ? DEFAULT_TAG_RANK : raw.minRank;
  if (typeof rank !== 'number' || !Number.isInteger(rank) || rank < 0 || rank > 100) return null;
  return { kind, name, minRank: rank };
}

/** Same kind and name (AniList's names differ in case nowhere, so case is ignored). */
export const sameEntry = (a: Pick<BlacklistEntry, 'kind' | 'name'>, b: Pick<BlacklistEntry, 'kind' | 'name'>): boolean =>
  a.kind === b.kind && a.name.toLowerCase() === b.name.toLowerCase();

/**
 * The stored value made safe: bad entries dropped, a repeated entry kept once (the first), at
 * most MAX_BLACKLIST_ENTRIES; each place's mode, or its default. Undefined when it is not an object.
 */
export function sanitizeTagBlacklist(raw: unknown): TagBlacklistValue | undefined {
  if (!isObject(raw)) return undefined;
  const value = defaultTagBlacklist();
  if (Array.isArray(raw.entries)) {
    for (const item of raw.entries) {
      const entry = sanitizeBlacklistEntry(item);
      if (!entry || value.entries.some((kept) => sameEntry(kept, entry))) continue;
      value.entries.push(entry);
      if (value.entries.length >= MAX_BLACKLIST_ENTRIES) break;
    }
  }
  if (isObject(raw.modes)) {
    for (const place of blacklistPlaces) {
      const mode = raw.modes[place];
      if (mode === 'hide' || mode === 'grey') value.modes[place] = mode;
    }
  }
  return value;
}
