import type { CheckerField } from '../../api/queries/checker';
import type { CheckerMedia, CheckerRule, FuzzyDate, MediaType } from './types';

// The catalogue of the media data checker (spec doc 2 §5, algorithms.md 1d), in run order.
// Descriptions are the texts reported for a hit; keep them verbatim.

const DATES: readonly CheckerField[] = ['startDate', 'endDate'];

export const CHECKER_LIMITS = {
  earliestYear: 1900,
  tagRankBelow: 20,
  maxEpisodes: 1000,
  maxDuration: 180,
  maxVolumes: 150,
  tvShortBoundary: 15,
  shortDescriptionBelow: 15,
  longDescriptionAbove: 4000,
} as const;

export const DEMOGRAPHIC_TAGS: readonly string[] = ['Shounen', 'Shoujo', 'Josei', 'Seinen', 'Kids'];

export const VALID_GENRES: ReadonlySet<string> = new Set([
  'Action', 'Adventure', 'Comedy', 'Drama', 'Ecchi', 'Fantasy', 'Hentai', 'Horror', 'Mahou Shoujo',
  'Mecha', 'Music', 'Mystery', 'Psychological', 'Romance', 'Sci-Fi', 'Slice of Life', 'Sports',
  'Supernatural', 'Thriller',
]);

/** Aria and Trigun legitimately have several sources. */
export const MULTIPLE_SOURCE_EXEMPT_IDS: ReadonlySet<number> = new Set([477, 6]);

/**
 * The original's "unusual length" chapter clause read a misspelled property and so never fired;
 * the spec says to reproduce that, so manga "unusual length" means volumes only.
 */
export const CHAPTER_CLAUSE_DISABLED_AS_IN_8_80 = true;
const MAX_CHAPTERS = 2000;

const ENCODING_JUNK = ['</br>', '&#39', '[1]', '[2]', 'â€™'];
const MISSPELLINGS = ['animes ', 'mangas '];
const OUTDATED_PHRASES = [
  'upcoming adaptation', 'will cover', 'sceduled for', 'next year', 'will adapt', 'announced',
  'will air', ' tba',
];
const ROMAJI_MARKS = ['\uFF5E', '「', '」', 'ō', 'ū', '\u3002', '\uFF01', '\uFF1F', 'Toukyou', 'Oosaka'];
const SMALL_TSU_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['っち', 'tchi'], ['っちゃ', 'tcha'], ['っちょ', 'tcho'],
];
const NATIVE_ONLY_SYMBOLS = ['☆', '♪'];
const PROVISIONAL_NATIVE_MARK = '\uFF08\u4EEE\uFF09'; // （仮）

function mediaType(media: CheckerMedia, runType: MediaType): MediaType {
  return media.type ?? runType;
}

function sourceEdges(media: CheckerMedia) {
  return (media.relations?.edges ?? []).filter((edge) => edge?.relationType === 'SOURCE');
}

/** Start after end at the first differing part; undecidable when a compared part is missing. */
function endsBeforeStart(start: FuzzyDate, end: FuzzyDate): boolean {
  for (const part of ['year', 'month', 'day'] as const) {
    const a = start[part];
    const b = end[part];
    if (!a || !b) return false;
    if (a !== b) return a > b;
  }
  return false;
}

function sameFullDate(a: FuzzyDate | null | undefined, b: FuzzyDate | null | undefined): boolean {
  if (!a || !b) return false;
  return (['year', 'month', 'day'] as const).every((part) => !!a[part] && a[part] === b[part]);
}

function hasMissingParts(date: FuzzyDate | null | undefined): boolean {
  return !date?.year || !date.month || !date.day;
}

function titles(media: CheckerMedia) {
  return {
    romaji: media.title?.romaji ?? '',
    native: media.title?.native ?? '',
    english: media.title?.english ?? '',
  };
}

function hasWeirdSpacing(text: string): boolean {
  // Only the first double space is collapsed, as in the original; a trimmed, collapsed title
  // differing from the stored one means stray spacing.
  return text.trim().replace('  ', ' ') !== text;
}

function description(media: CheckerMedia): string | null {
  return typeof media.description === 'string' ? media.description : null;
}

function containsAny(text: string, needles: readonly string[]): boolean {
  return needles.some((needle) => text.includes(needle));
}

export const CHECKER_RULES: readonly CheckerRule[] = [
  {
    id: 'endBeforeStart', description: 'End date before start date', defaultOn: true, needs: DATES,
    hits: (m) => !!m.startDate && !!m.endDate && endsBeforeStart(m.startDate, m.endDate),
  },
  {
    id: 'datesBefore1900', description: 'Dates before 1900', defaultOn: true, needs: DATES,
    hits: (m) => {
      const start = m.startDate?.year;
      const end = m.endDate?.year;
      return (!!start && start < CHECKER_LIMITS.earliestYear) || (!!end && end < CHECKER_LIMITS.earliestYear);
    },
  },
  {
    id: 'missingDates', description: 'Missing dates', defaultOn: true, needs: [...DATES, 'status'],
    hits: (m) => {
      if (m.status === 'FINISHED') return !m.startDate?.year || !m.endDate?.year;
      if (m.status === 'RELEASING') return !m.startDate?.year;
      return false;
    },
  },
  {
    id: 'incompleteDates', description: 'Incomplete dates', defaultOn: false, needs: [...DATES, 'status'],
    hits: (m) => {
      if (m.status === 'FINISHED') return hasMissingParts(m.startDate) || hasMissingParts(m.endDate);
      if (m.status === 'RELEASING') return hasMissingParts(m.startDate);
      return false;
    },
  },
  {
    id: 'noTags', description: 'No tags', defaultOn: false, needs: ['tags'],
    hits: (m) => (m.tags ?? []).length === 0,
  },
  {
    id: 'noGenres', description: 'No genres', defaultOn: false, needs: ['genres'],
    hits: (m) => (m.genres ?? []).length === 0,
  },
  {
    id: 'tagBelow20', description: 'Tag below 20%', defaultOn: false, needs: ['tags'],
    hits: (m) => (m.tags ?? []).some((tag) => typeof tag?.rank === 'number' && tag.rank < CHECKER_LIMITS.tagRankBelow),
  },
  {
    id: 'multipleDemographics', description: 'Multiple demographic tags', defaultOn: false, needs: ['tags'],
    hits: (m) => (m.tags ?? []).filter((tag) => DEMOGRAPHIC_TAGS.includes(tag?.name ?? '')).length > 1,
  },
  {
    id: 'invalidGenre', description: 'Invalid genre', defaultOn: true, needs: ['genres'],
    hits: (m) => (m.genres ?? []).some((genre) => !VALID_GENRES.has(genre ?? '')),
  },
  {
    id: 'missingBanner', description: 'Missing banner', defaultOn: false, needs: ['bannerImage'],
    hits: (m) => !m.bannerImage,
  },
  {
    id: 'oneshotChapters', description: 'Oneshot without one chapter', defaultOn: false, needs: ['chapters'],
    hits: (m) => m.format === 'ONE_SHOT' && m.chapters !== 1,
  },
  {
    id: 'missingMalId', description: 'Missing MAL ID', defaultOn: false, needs: ['idMal'],
    hits: (m) => !m.idMal,
  },
  {
    id: 'duplicatedMalId', description: 'Duplicated MAL ID', defaultOn: false, needs: ['idMal'],
    hits: (m, ctx) => {
      if (!m.idMal) return false;
      if (ctx.state.seenMalIds.has(m.idMal)) return true;
      ctx.state.seenMalIds.add(m.idMal);
      return false;
    },
  },
  {
    id: 'missingNative', description: 'Missing native title', defaultOn: true, needs: [],
    hits: (m) => !m.title?.native,
  },
  {
    id: 'missingEnglish', description: 'Missing english title', defaultOn: false, needs: [],
    hits: (m) => !m.title?.english,
  },
  {
    id: 'noDuration', description: 'No duration', defaultOn: true, needs: ['type', 'duration', 'status'],
    hits: (m, ctx) => mediaType(m, ctx.type) === 'ANIME' && m.status !== 'NOT_YET_RELEASED' && !m.duration,
  },
  {
    id: 'noCount', description: 'No chapter or episode count', defaultOn: true,
    needs: ['type', 'chapters', 'episodes', 'status'],
    hits: (m, ctx) => m.status === 'FINISHED' && (mediaType(m, ctx.type) === 'ANIME' ? !m.episodes : !m.chapters),
  },
  {
    id: 'noStudios', description: 'No studios', defaultOn: false, needs: ['type', 'studios'],
    hits: (m, ctx) => mediaType(m, ctx.type) === 'ANIME' && (m.studios?.nodes ?? []).length === 0,
  },
  {
    id: 'unusualLength', description: 'Unusual length', defaultOn: true,
    needs: ['type', 'chapters', 'volumes', 'duration', 'episodes'],
    hits: (m, ctx) => {
      if (mediaType(m, ctx.type) === 'ANIME') {
        return (m.episodes ?? 0) > CHECKER_LIMITS.maxEpisodes || (m.duration ?? 0) > CHECKER_LIMITS.maxDuration;
      }
      const chapterClause = !CHAPTER_CLAUSE_DISABLED_AS_IN_8_80 && (m.chapters ?? 0) > MAX_CHAPTERS;
      return chapterClause || (m.volumes ?? 0) > CHECKER_LIMITS.maxVolumes;
    },
  },
  {
    id: 'noSource', description: 'No source', defaultOn: false, needs: ['source'],
    hits: (m) => !m.source,
  },
  {
    id: 'sourceOther', description: 'Source = other', defaultOn: false, needs: ['source'],
    hits: (m) => m.source === 'OTHER',
  },
  {
    id: 'originalWithSource', description: 'Source = original, but has a source relation', defaultOn: false,
    needs: ['source', 'relations'],
    hits: (m) => m.source === 'ORIGINAL' && sourceEdges(m).length >= 1,
  },
  {
    id: 'synonymEqualsTitle', description: 'Synonym equal to a title', defaultOn: true, needs: ['synonyms'],
    hits: (m) => {
      const known = [m.title?.romaji, m.title?.native, m.title?.english].filter((t): t is string => !!t);
      return (m.synonyms ?? []).some((synonym) => synonym != null && known.includes(synonym));
    },
  },
  {
    id: 'hasHashtag', description: 'Has Twitter hashtag', defaultOn: false, needs: ['hashtag'],
    hits: (m) => !!m.hashtag,
  },
  {
    id: 'hentaiNotAdult', description: 'Hentai with isAdult = false', defaultOn: false, needs: ['genres', 'isAdult'],
    hits: (m) => (m.genres ?? []).includes('Hentai') && !m.isAdult,
  },
  {
    id: 'noExtraLargeCover', description: 'No extraLarge cover', defaultOn: false,
    needs: ['coverImage'],
    hits: (m) => !!m.coverImage?.large && m.coverImage.large === m.coverImage.extraLarge,
  },
  {
    id: 'temporaryTitle', description: 'Temporary title', defaultOn: true, needs: [],
    hits: (m) => {
      const { romaji, native } = titles(m);
      const announced = '(title to be announced)';
      return romaji.toLowerCase() === announced || native.toLowerCase() === announced
        || romaji.includes('(Provisional Title)') || native.includes(PROVISIONAL_NATIVE_MARK);
    },
  },
  {
    id: 'romajiInconsistencies', description: 'Romaji inconsistencies', defaultOn: true, needs: [],
    hits: (m) => {
      const { romaji, native } = titles(m);
      if (containsAny(romaji, ROMAJI_MARKS)) return true;
      if (SMALL_TSU_PAIRS.some(([kana, latin]) => native.includes(kana) && romaji.includes(latin))) return true;
      return NATIVE_ONLY_SYMBOLS.some((symbol) => native.includes(symbol) && !romaji.includes(symbol));
    },
  },
  {
    id: 'weirdSpacing', description: 'Weird spacing in title', defaultOn: true, needs: [],
    hits: (m) => {
      const { romaji, native, english } = titles(m);
      return [native, romaji, english].some(hasWeirdSpacing);
    },
  },
  {
    id: 'tvShortMixup', description: 'TV/TV Short mixup', defaultOn: false, needs: ['duration'],
    hits: (m) => !!m.duration && (
      (m.format === 'TV' && m.duration < CHECKER_LIMITS.tvShortBoundary)
      || (m.format === 'TV_SHORT' && m.duration >= CHECKER_LIMITS.tvShortBoundary)),
  },
  {
    // The team decision follows the spec's wording: flag an adaptation that started on the very
    // same date as its source. Only fully known dates count: a partial date (say 2009-09 on both
    // sides) cannot prove the two started the same day, so it gives no hit.
    id: 'adaptationSameDate', description: 'Adaptation started the same date as its source', defaultOn: false,
    needs: ['startDate', 'relations'],
    hits: (m) => sourceEdges(m).some((edge) => sameFullDate(edge?.node?.startDate, m.startDate)),
  },
  {
    id: 'multipleSources', description: 'More than one source', defaultOn: false, needs: ['relations'],
    hits: (m) => sourceEdges(m).length > 1 && !MULTIPLE_SOURCE_EXEMPT_IDS.has(m.id),
  },
  {
    id: 'sourceFormatMismatch', description: 'Source field ≠ source media format', defaultOn: false,
    needs: ['source', 'relations'],
    hits: (m) => {
      // A source node without a format still differs from a known source field (algorithms 1d #33).
      const first = sourceEdges(m)[0];
      if (!first || !m.source) return false;
      const nodeFormat = first.node?.format;
      if (nodeFormat === 'NOVEL' && m.source === 'LIGHT_NOVEL') return false;
      return nodeFormat !== m.source;
    },
  },
  {
    id: 'releasingMangaCount', description: 'Releasing manga with a non-zero count', defaultOn: false,
    needs: ['status', 'chapters', 'volumes'],
    hits: (m) => m.format === 'MANGA' && m.status === 'RELEASING' && (!!m.chapters || !!m.volumes),
  },
  {
    id: 'duplicatedStudio', description: 'Duplicated studio', defaultOn: false, needs: ['studios'],
    hits: (m) => {
      const ids = (m.studios?.nodes ?? []).map((node) => node?.id).filter((id): id is number => typeof id === 'number');
      return new Set(ids).size !== ids.length;
    },
  },
  {
    id: 'badEncoding', description: 'Bad encoding in description', defaultOn: false, needs: ['description'],
    hits: (m) => containsAny(description(m) ?? '', ENCODING_JUNK),
  },
  {
    id: 'misspelling', description: 'Misspelling', defaultOn: true, needs: ['description'],
    hits: (m) => containsAny(description(m) ?? '', MISSPELLINGS),
  },
  {
    // A missing description counts as "no description".
    id: 'shortDescription', description: 'No (or very short) description', defaultOn: true, needs: ['description'],
    hits: (m) => (description(m) ?? '').length < CHECKER_LIMITS.shortDescriptionBelow,
  },
  {
    id: 'longDescription', description: 'Very long description', defaultOn: false, needs: ['description'],
    hits: (m) => (description(m) ?? '').length > CHECKER_LIMITS.longDescriptionAbove,
  },
  {
    id: 'outdatedDescription', description: 'Likely outdated description', defaultOn: true,
    needs: ['description', 'status'],
    hits: (m) => m.status === 'FINISHED' && containsAny((description(m) ?? '').toLowerCase(), OUTDATED_PHRASES),
  },
];

export type CheckerRuleId = (typeof CHECKER_RULES)[number]['id'];

/** The default toggle of every rule, by id. */
export function defaultCheckerToggles(): Record<string, boolean> {
  return Object.fromEntries(CHECKER_RULES.map((rule) => [rule.id, rule.defaultOn]));
}
