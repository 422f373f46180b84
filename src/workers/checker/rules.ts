import type { CheckerField } from '../../api/queries/checker';
import { CHECKER_RULE_LIST, type CheckerRuleId } from '../../lib/checkerRules';
import type { CheckerMedia, CheckerRule, FuzzyDate, MediaType } from './types';

// The rules of the media data checker (spec doc 2 §5, algorithms.md 1d): what each reads and
// when it hits. Their order, descriptions (the texts reported for a hit) and defaults are the
// catalogue of lib/checkerRules.ts, which the page's checkboxes show too.

const DATES: readonly CheckerField[] = ['startDate', 'endDate'];

const CHECKER_LIMITS = {
  earliestYear: 1900,
  tagRankBelow: 20,
  maxEpisodes: 1000,
  maxDuration: 180,
  maxVolumes: 150,
  tvShortBoundary: 15,
  shortDescriptionBelow: 15,
  longDescriptionAbove: 4000,
} as const;

const DEMOGRAPHIC_TAGS: readonly string[] = ['Shounen', 'Shoujo', 'Josei', 'Seinen', 'Kids'];

const VALID_GENRES: ReadonlySet<string> = new Set([
  'Action', 'Adventure', 'Comedy', 'Drama', 'Ecchi', 'Fantasy', 'Hentai', 'Horror', 'Mahou Shoujo',
  'Mecha', 'Music', 'Mystery', 'Psychological', 'Romance', 'Sci-Fi', 'Slice of Life', 'Sports',
  'Supernatural', 'Thriller',
]);

/** Aria and Trigun legitimately have several sources. */
const MULTIPLE_SOURCE_EXEMPT_IDS: ReadonlySet<number> = new Set([477, 6]);

/**
 * The original's "unusual length" chapter clause read a misspelled property and so never fired;
 * the spec says to reproduce that, so manga "unusual length" means volumes only.
 */
const CHAPTER_CLAUSE_DISABLED_AS_IN_8_80 = true;
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

/** What each rule reads and when it hits, by id; lib/checkerRules.ts gives the order, the texts and the defaults. */
const CHECKS: Readonly<Record<CheckerRuleId, Pick<CheckerRule, 'needs' | 'hits'>>> = {
  endBeforeStart: {
    needs: DATES,
    hits: (m) => !!m.startDate && !!m.endDate && endsBeforeStart(m.startDate, m.endDate),
  },
  datesBefore1900: {
    needs: DATES,
    hits: (m) => {
      const start = m.startDate?.year;
      const end = m.endDate?.year;
      return (!!start && start < CHECKER_LIMITS.earliestYear) || (!!end && end < CHECKER_LIMITS.earliestYear);
    },
  },
  missingDates: {
    needs: [...DATES, 'status'],
    hits: (m) => {
      if (m.status === 'FINISHED') return !m.startDate?.year || !m.endDate?.year;
      if (m.status === 'RELEASING') return !m.startDate?.year;
      return false;
    },
  },
  incompleteDates: {
    needs: [...DATES, 'status'],
    hits: (m) => {
      if (m.status === 'FINISHED') return hasMissingParts(m.startDate) || hasMissingParts(m.endDate);
      if (m.status === 'RELEASING') return hasMissingParts(m.startDate);
      return false;
    },
  },
  noTags: {
    needs: ['tags'],
    hits: (m) => (m.tags ?? []).length === 0,
  },
  noGenres: {
    needs: ['genres'],
    hits: (m) => (m.genres ?? []).length === 0,
  },
  tagBelow20: {
    needs: ['tags'],
    hits: (m) => (m.tags ?? []).some((tag) => typeof tag?.rank === 'number' && tag.rank < CHECKER_LIMITS.tagRankBelow),
  },
  multipleDemographics: {
    needs: ['tags'],
    hits: (m) => (m.tags ?? []).filter((tag) => DEMOGRAPHIC_TAGS.includes(tag?.name ?? '')).length > 1,
  },
  invalidGenre: {
    needs: ['genres'],
    hits: (m) => (m.genres ?? []).some((genre) => !VALID_GENRES.has(genre ?? '')),
  },
  missingBanner: {
    needs: ['bannerImage'],
    hits: (m) => !m.bannerImage,
  },
  oneshotChapters: {
    needs: ['chapters'],
    hits: (m) => m.format === 'ONE_SHOT' && m.chapters !== 1,
  },
  missingMalId: {
    needs: ['idMal'],
    hits: (m) => !m.idMal,
  },
  duplicatedMalId: {
    needs: ['idMal'],
    hits: (m, ctx) => {
      if (!m.idMal) return false;
      if (ctx.state.seenMalIds.has(m.idMal)) return true;
      ctx.state.seenMalIds.add(m.idMal);
      return false;
    },
  },
  missingNative: {
    needs: [],
    hits: (m) => !m.title?.native,
  },
  missingEnglish: {
    needs: [],
    hits: (m) => !m.title?.english,
  },
  noDuration: {
    needs: ['type', 'duration', 'status'],
    hits: (m, ctx) => mediaType(m, ctx.type) === 'ANIME' && m.status !== 'NOT_YET_RELEASED' && !m.duration,
  },
  noCount: {
    needs: ['type', 'chapters', 'episodes', 'status'],
    hits: (m, ctx) => m.status === 'FINISHED' && (mediaType(m, ctx.type) === 'ANIME' ? !m.episodes : !m.chapters),
  },
  noStudios: {
    needs: ['type', 'studios'],
    hits: (m, ctx) => mediaType(m, ctx.type) === 'ANIME' && (m.studios?.nodes ?? []).length === 0,
  },
  unusualLength: {
    needs: ['type', 'chapters', 'volumes', 'duration', 'episodes'],
    hits: (m, ctx) => {
      if (mediaType(m, ctx.type) === 'ANIME') {
        return (m.episodes ?? 0) > CHECKER_LIMITS.maxEpisodes || (m.duration ?? 0) > CHECKER_LIMITS.maxDuration;
      }
      const chapterClause = !CHAPTER_CLAUSE_DISABLED_AS_IN_8_80 && (m.chapters ?? 0) > MAX_CHAPTERS;
      return chapterClause || (m.volumes ?? 0) > CHECKER_LIMITS.maxVolumes;
    },
  },
  noSource: {
    needs: ['source'],
    hits: (m) => !m.source,
  },
  sourceOther: {
    needs: ['source'],
    hits: (m) => m.source === 'OTHER',
  },
  originalWithSource: {
    needs: ['source', 'relations'],
    hits: (m) => m.source === 'ORIGINAL' && sourceEdges(m).length >= 1,
  },
  synonymEqualsTitle: {
    needs: ['synonyms'],
    hits: (m) => {
      const known = [m.title?.romaji, m.title?.native, m.title?.english].filter((t): t is string => !!t);
      return (m.synonyms ?? []).some((synonym) => synonym != null && known.includes(synonym));
    },
  },
  hasHashtag: {
    needs: ['hashtag'],
    hits: (m) => !!m.hashtag,
  },
  hentaiNotAdult: {
    needs: ['genres', 'isAdult'],
    hits: (m) => (m.genres ?? []).includes('Hentai') && !m.isAdult,
  },
  noExtraLargeCover: {
    needs: ['coverImage'],
    hits: (m) => !!m.coverImage?.large && m.coverImage.large === m.coverImage.extraLarge,
  },
  temporaryTitle: {
    needs: [],
    hits: (m) => {
      const { romaji, native } = titles(m);
      const announced = '(title to be announced)';
      return romaji.toLowerCase() === announced || native.toLowerCase() === announced
        || romaji.includes('(Provisional Title)') || native.includes(PROVISIONAL_NATIVE_MARK);
    },
  },
  romajiInconsistencies: {
    needs: [],
    hits: (m) => {
      const { romaji, native } = titles(m);
      if (containsAny(romaji, ROMAJI_MARKS)) return true;
      if (SMALL_TSU_PAIRS.some(([kana, latin]) => native.includes(kana) && romaji.includes(latin))) return true;
      return NATIVE_ONLY_SYMBOLS.some((symbol) => native.includes(symbol) && !romaji.includes(symbol));
    },
  },
  weirdSpacing: {
    needs: [],
    hits: (m) => {
      const { romaji, native, english } = titles(m);
      return [native, romaji, english].some(hasWeirdSpacing);
    },
  },
  tvShortMixup: {
    needs: ['duration'],
    hits: (m) => !!m.duration && (
      (m.format === 'TV' && m.duration < CHECKER_LIMITS.tvShortBoundary)
      || (m.format === 'TV_SHORT' && m.duration >= CHECKER_LIMITS.tvShortBoundary)),
  },
  adaptationSameDate: {
    // The team decision follows the spec's wording: flag an adaptation that started on the very
    // same date as its source. Only fully known dates count: a partial date (say 2009-09 on both
    // sides) cannot prove the two started the same day, so it gives no hit.
    needs: ['startDate', 'relations'],
    hits: (m) => sourceEdges(m).some((edge) => sameFullDate(edge?.node?.startDate, m.startDate)),
  },
  multipleSources: {
    needs: ['relations'],
    hits: (m) => sourceEdges(m).length > 1 && !MULTIPLE_SOURCE_EXEMPT_IDS.has(m.id),
  },
  sourceFormatMismatch: {
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
  releasingMangaCount: {
    needs: ['status', 'chapters', 'volumes'],
    hits: (m) => m.format === 'MANGA' && m.status === 'RELEASING' && (!!m.chapters || !!m.volumes),
  },
  duplicatedStudio: {
    needs: ['studios'],
    hits: (m) => {
      const ids = (m.studios?.nodes ?? []).map((node) => node?.id).filter((id): id is number => typeof id === 'number');
      return new Set(ids).size !== ids.length;
    },
  },
  badEncoding: {
    needs: ['description'],
    hits: (m) => containsAny(description(m) ?? '', ENCODING_JUNK),
  },
  misspelling: {
    needs: ['description'],
    hits: (m) => containsAny(description(m) ?? '', MISSPELLINGS),
  },
  shortDescription: {
    // A missing description counts as "no description".
    needs: ['description'],
    hits: (m) => (description(m) ?? '').length < CHECKER_LIMITS.shortDescriptionBelow,
  },
  longDescription: {
    needs: ['description'],
    hits: (m) => (description(m) ?? '').length > CHECKER_LIMITS.longDescriptionAbove,
  },
  outdatedDescription: {
    needs: ['description', 'status'],
    hits: (m) => m.status === 'FINISHED' && containsAny((description(m) ?? '').toLowerCase(), OUTDATED_PHRASES),
  },
};

/** The catalogue in run order: each rule as the page lists it, with what it reads and when it hits. */
export const CHECKER_RULES: readonly CheckerRule[] = CHECKER_RULE_LIST.map((rule) => ({ ...rule, ...CHECKS[rule.id] }));
