import type { CheckerField, CheckerFuzzyDate, CheckerMedia } from '../../api/queries/checker';
import type { CheckerRuleInfo } from '../../lib/checkerRules';

// The media shape is the checker request's result type, kept with the request.
export type { CheckerMedia };

export type FuzzyDate = CheckerFuzzyDate;

export type MediaType = 'ANIME' | 'MANGA';

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

/** A rule of the catalogue (lib/checkerRules.ts) with what it reads and when it hits. */
export interface CheckerRule extends CheckerRuleInfo {
  /** The fields this rule reads beyond id, title and format (src/api/queries/checker.ts). */
  readonly needs: readonly CheckerField[];
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
