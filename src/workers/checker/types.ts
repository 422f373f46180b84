/** A calendar date as AniList gives it: any part may be missing. */
export interface FuzzyDate {
  year?: number | null;
  month?: number | null;
  day?: number | null;
}

export type MediaType = 'ANIME' | 'MANGA';

/**
 * One media as the checker query returns it. Every field except id is optional: a rule only
 * asks for the fields it needs, and AniList answers null freely, so nothing here may be trusted.
 */
export interface CheckerMedia {
  id: number;
  idMal?: number | null;
  type?: MediaType | null;
  format?: string | null;
  status?: string | null;
  title?: { romaji?: string | null; native?: string | null; english?: string | null } | null;
  startDate?: FuzzyDate | null;
  endDate?: FuzzyDate | null;
  tags?: ReadonlyArray<{ name?: string | null; rank?: number | null } | null> | null;
  genres?: ReadonlyArray<string | null> | null;
  bannerImage?: string | null;
  chapters?: number | null;
  volumes?: number | null;
  episodes?: number | null;
  duration?: number | null;
  source?: string | null;
  isAdult?: boolean | null;
  hashtag?: string | null;
  synonyms?: ReadonlyArray<string | null> | null;
  description?: string | null;
  coverImage?: { large?: string | null; extraLarge?: string | null } | null;
  studios?: { nodes?: ReadonlyArray<{ id?: number | null } | null> | null } | null;
  relations?: {
    edges?: ReadonlyArray<{
      relationType?: string | null;
      node?: { id?: number | null; format?: string | null; startDate?: FuzzyDate | null } | null;
    } | null> | null;
  } | null;
}

/** State that lives for a whole checker run (across pages). */
export interface CheckerRunState {
  /** MAL ids seen so far, for "Duplicated MAL ID". */
  readonly seenMalIds: Set<number>;
}

export interface CheckerContext {
  /** The run's media type; used when a media lacks its own `type`. */
  readonly type: MediaType;
  readonly state: CheckerRunState;
}

export interface CheckerRule {
  /** Stable toggle id. */
  readonly id: string;
  /** The text reported for a hit (verbatim from the spec / algorithms.md catalogue). */
  readonly description: string;
  readonly defaultOn: boolean;
  /** GraphQL selections this rule needs beyond id, title and format. */
  readonly needs: readonly string[];
  hits(media: CheckerMedia, ctx: CheckerContext): boolean;
}

/** One media with at least one hit. */
export interface CheckerHit {
  id: number;
  /** Lower-case type for the link /{type}/{id}. */
  type: 'anime' | 'manga';
  format: string | null;
  romaji: string;
  /** Descriptions of the rules that hit, in catalogue order. */
  descriptions: string[];
}
