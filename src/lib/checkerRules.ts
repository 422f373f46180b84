/**
 * The media data checker's catalogue (spec doc 2 §5, algorithms.md 1d), in run order: each rule's
 * id, its description (the text reported for a hit, and the label of its checkbox; keep them
 * verbatim) and whether it is on by default. The page draws the checkboxes from it; the worker's
 * rules (workers/checker/rules.ts) add what each reads and when it hits.
 */

export interface CheckerRuleInfo {
  /** Stable toggle id. */
  readonly id: string;
  readonly description: string;
  readonly defaultOn: boolean;
}

export const CHECKER_RULE_LIST = [
  { id: 'endBeforeStart', description: 'End date before start date', defaultOn: true },
  { id: 'datesBefore1900', description: 'Dates before 1900', defaultOn: true },
  { id: 'missingDates', description: 'Missing dates', defaultOn: true },
  { id: 'incompleteDates', description: 'Incomplete dates', defaultOn: false },
  { id: 'noTags', description: 'No tags', defaultOn: false },
  { id: 'noGenres', description: 'No genres', defaultOn: false },
  { id: 'tagBelow20', description: 'Tag below 20%', defaultOn: false },
  { id: 'multipleDemographics', description: 'Multiple demographic tags', defaultOn: false },
  { id: 'invalidGenre', description: 'Invalid genre', defaultOn: true },
  { id: 'missingBanner', description: 'Missing banner', defaultOn: false },
  { id: 'oneshotChapters', description: 'Oneshot without one chapter', defaultOn: false },
  { id: 'missingMalId', description: 'Missing MAL ID', defaultOn: false },
  { id: 'duplicatedMalId', description: 'Duplicated MAL ID', defaultOn: false },
  { id: 'missingNative', description: 'Missing native title', defaultOn: true },
  { id: 'missingEnglish', description: 'Missing english title', defaultOn: false },
  { id: 'noDuration', description: 'No duration', defaultOn: true },
  { id: 'noCount', description: 'No chapter or episode count', defaultOn: true },
  { id: 'noStudios', description: 'No studios', defaultOn: false },
  { id: 'unusualLength', description: 'Unusual length', defaultOn: true },
  { id: 'noSource', description: 'No source', defaultOn: false },
  { id: 'sourceOther', description: 'Source = other', defaultOn: false },
  { id: 'originalWithSource', description: 'Source = original, but has a source relation', defaultOn: false },
  { id: 'synonymEqualsTitle', description: 'Synonym equal to a title', defaultOn: true },
  { id: 'hasHashtag', description: 'Has Twitter hashtag', defaultOn: false },
  { id: 'hentaiNotAdult', description: 'Hentai with isAdult = false', defaultOn: false },
  { id: 'noExtraLargeCover', description: 'No extraLarge cover', defaultOn: false },
  { id: 'temporaryTitle', description: 'Temporary title', defaultOn: true },
  { id: 'romajiInconsistencies', description: 'Romaji inconsistencies', defaultOn: true },
  { id: 'weirdSpacing', description: 'Weird spacing in title', defaultOn: true },
  { id: 'tvShortMixup', description: 'TV/TV Short mixup', defaultOn: false },
  { id: 'adaptationSameDate', description: 'Adaptation started the same date as its source', defaultOn: false },
  { id: 'multipleSources', description: 'More than one source', defaultOn: false },
  { id: 'sourceFormatMismatch', description: 'Source field ≠ source media format', defaultOn: false },
  { id: 'releasingMangaCount', description: 'Releasing manga with a non-zero count', defaultOn: false },
  { id: 'duplicatedStudio', description: 'Duplicated studio', defaultOn: false },
  { id: 'badEncoding', description: 'Bad encoding in description', defaultOn: false },
  { id: 'misspelling', description: 'Misspelling', defaultOn: true },
  { id: 'shortDescription', description: 'No (or very short) description', defaultOn: true },
  { id: 'longDescription', description: 'Very long description', defaultOn: false },
  { id: 'outdatedDescription', description: 'Likely outdated description', defaultOn: true },
] as const satisfies readonly CheckerRuleInfo[];

export type CheckerRuleId = (typeof CHECKER_RULE_LIST)[number]['id'];
