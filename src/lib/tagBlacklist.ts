/**
 * Does a media match the tag blacklist (lib/tagBlacklistValue.ts)? Pure, no DOM: the module's
 * cards, the media page's banner and the script's own tools all ask this.
 */
import type { BlacklistEntry, BlacklistKind } from './tagBlacklistValue';

/** What the API told about one media: its genres and its tags with their ranks. */
export interface MediaTagFacts {
  id: number;
  genres: readonly string[];
  tags: readonly { name: string; rank: number | null }[];
}

export interface BlacklistMatch {
  kind: BlacklistKind;
  /** AniList's spelling (the media's, not the entry's). */
  name: string;
  /** The tag's rank on this media; null for a genre. */
  rank: number | null;
}

/**
 * The entries this media matches, in the order of the media's own genres then tags: a genre entry
 * when the media has that genre, a tag entry when the media has the tag at its minimum rank or
 * above (a tag without a rank counts as 0). Empty: the media is not blacklisted.
 */
export function blacklistMatches(media: MediaTagFacts, entries: readonly BlacklistEntry[]): BlacklistMatch[] {
  if (!entries.length) return [];
  const genres = new Set<string>();
  const tags = new Map<string, number>();
  for (const entry of entries) {
    const key = entry.name.toLowerCase();
    if (entry.kind === 'genre') genres.add(key);
    else tags.set(key, Math.min(tags.get(key) ?? Infinity, entry.minRank));
  }
  const found: BlacklistMatch[] = [];
  for (const genre of media.genres) {
    if (genres.has(genre.toLowerCase())) found.push({ kind: 'genre', name: genre, rank: null });
  }
  for (const tag of media.tags) {
    const min = tags.get(tag.name.toLowerCase());
    if (min !== undefined && (tag.rank ?? 0) >= min) found.push({ kind: 'tag', name: tag.name, rank: tag.rank ?? 0 });
  }
  return found;
}

/** "Horror, Gore (rank 85 %)": the matches as the banner and the tools name them. */
export function describeMatches(matches: readonly BlacklistMatch[]): string {
  return matches.map((match) => (match.kind === 'tag' ? `${match.name} (rank ${match.rank ?? 0} %)` : match.name)).join(', ');
}

/** Splits ids into the batches one request asks for (AniList's page holds at most 50). */
export function idBatches(ids: readonly number[], size = 50): number[][] {
  const unique = [...new Set(ids)];
  const batches: number[][] = [];
  for (let i = 0; i < unique.length; i += size) batches.push(unique.slice(i, i + size));
  return batches;
}
