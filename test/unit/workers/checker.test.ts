import { describe, expect, it } from 'vitest';
import {
  CHECKER_RULES, activeRules, checkMediaPage, checkerFields,
  newCheckerRunState, type CheckerMedia, type MediaType,
} from '../../../src/workers/checker';

const clean: CheckerMedia = {
  id: 100, idMal: 100, type: 'ANIME', format: 'TV', status: 'FINISHED',
  title: { romaji: 'Shingeki no Kyojin', native: '進撃の巨人', english: 'Attack on Titan' },
  startDate: { year: 2013, month: 4, day: 7 }, endDate: { year: 2013, month: 9, day: 28 },
  tags: [{ name: 'Shounen', rank: 90 }, { name: 'Survival', rank: 80 }], genres: ['Action', 'Drama'],
  bannerImage: 'https://img/banner.jpg', chapters: null, volumes: null, episodes: 25, duration: 24,
  source: 'MANGA', isAdult: false, hashtag: null, synonyms: ['AoT'],
  description: 'Humanity fights giants behind three walls.',
  coverImage: { large: 'l.jpg', extraLarge: 'xl.jpg' }, studios: { nodes: [{ id: 1 }] },
  relations: { edges: [{ relationType: 'SOURCE', node: { id: 5, format: 'MANGA', startDate: { year: 2009, month: 9, day: 9 } } }] },
};

const cleanManga: CheckerMedia = {
  ...clean, id: 200, idMal: 200, type: 'MANGA', format: 'MANGA', episodes: null, duration: null,
  chapters: 139, volumes: 34, studios: { nodes: [] }, source: 'ORIGINAL', relations: { edges: [] },
};

function rule(id: string) {
  const found = CHECKER_RULES.find((r) => r.id === id);
  if (!found) throw new Error(`no rule ${id}`);
  return found;
}

function fires(id: string, media: CheckerMedia, type: MediaType = media.type ?? 'ANIME'): boolean {
  return checkMediaPage([media], [rule(id)], type, newCheckerRunState()).length === 1;
}

const all = () => CHECKER_RULES;

describe('checker catalogue', () => {
  it('has 40 rules with unique ids and 15 on by default', () => {
    expect(CHECKER_RULES).toHaveLength(40);
    expect(new Set(CHECKER_RULES.map((r) => r.id)).size).toBe(40);
    expect(CHECKER_RULES.filter((r) => r.defaultOn)).toHaveLength(15);
  });

  // The catalogue of algorithms.md 1d in order: the reported text (1d's rule column; #31 worded as
  // the spec, per the team decision) and the ✓ column.
  const catalogue: Array<[id: string, description: string, defaultOn: boolean]> = [
    ['endBeforeStart', 'End date before start date', true],
    ['datesBefore1900', 'Dates before 1900', true],
    ['missingDates', 'Missing dates', true],
    ['incompleteDates', 'Incomplete dates', false],
    ['noTags', 'No tags', false],
    ['noGenres', 'No genres', false],
    ['tagBelow20', 'Tag below 20%', false],
    ['multipleDemographics', 'Multiple demographic tags', false],
    ['invalidGenre', 'Invalid genre', true],
    ['missingBanner', 'Missing banner', false],
    ['oneshotChapters', 'Oneshot without one chapter', false],
    ['missingMalId', 'Missing MAL ID', false],
    ['duplicatedMalId', 'Duplicated MAL ID', false],
    ['missingNative', 'Missing native title', true],
    ['missingEnglish', 'Missing english title', false],
    ['noDuration', 'No duration', true],
    ['noCount', 'No chapter or episode count', true],
    ['noStudios', 'No studios', false],
    ['unusualLength', 'Unusual length', true],
    ['noSource', 'No source', false],
    ['sourceOther', 'Source = other', false],
    ['originalWithSource', 'Source = original, but has a source relation', false],
    ['synonymEqualsTitle', 'Synonym equal to a title', true],
    ['hasHashtag', 'Has Twitter hashtag', false],
    ['hentaiNotAdult', 'Hentai with isAdult = false', false],
    ['noExtraLargeCover', 'No extraLarge cover', false],
    ['temporaryTitle', 'Temporary title', true],
    ['romajiInconsistencies', 'Romaji inconsistencies', true],
    ['weirdSpacing', 'Weird spacing in title', true],
    ['tvShortMixup', 'TV/TV Short mixup', false],
    ['adaptationSameDate', 'Adaptation started the same date as its source', false],
    ['multipleSources', 'More than one source', false],
    ['sourceFormatMismatch', 'Source field ≠ source media format', false],
    ['releasingMangaCount', 'Releasing manga with a non-zero count', false],
    ['duplicatedStudio', 'Duplicated studio', false],
    ['badEncoding', 'Bad encoding in description', false],
    ['misspelling', 'Misspelling', true],
    ['shortDescription', 'No (or very short) description', true],
    ['longDescription', 'Very long description', false],
    ['outdatedDescription', 'Likely outdated description', true],
  ];

  it('reports each rule by its catalogue text, in catalogue order, with its default', () => {
    expect(CHECKER_RULES.map((r) => [r.id, r.description, r.defaultOn])).toEqual(catalogue);
  });

  it('reports nothing for clean media with every rule on', () => {
    expect(checkMediaPage([clean, cleanManga], all(), 'ANIME', newCheckerRunState())).toEqual([]);
  });
});

type Case = [id: string, hit: Partial<CheckerMedia>, quiet: Partial<CheckerMedia>, base?: CheckerMedia];
const cases: Case[] = [
  ['endBeforeStart', { endDate: { year: 2013, month: 4, day: 6 } }, { endDate: { year: 2013, month: 4, day: 7 } }],
  ['endBeforeStart', { endDate: { year: 2012, month: null, day: null } }, { endDate: { year: 2013, month: null, day: 1 } }],
  ['datesBefore1900', { startDate: { year: 1899, month: 1, day: 1 } }, { startDate: { year: 1900, month: 1, day: 1 } }],
  ['datesBefore1900', { endDate: { year: 1899, month: 1, day: 1 } }, { endDate: { year: null, month: 1, day: 1 } }],
  ['missingDates', { endDate: { year: null } }, { status: 'RELEASING', endDate: { year: null } }],
  ['missingDates', { status: 'RELEASING', startDate: {} }, { status: 'NOT_YET_RELEASED', startDate: {} }],
  ['incompleteDates', { endDate: { year: 2013, month: 9, day: null } }, { status: 'RELEASING', endDate: { year: 2013, month: 9, day: null } }],
  ['incompleteDates', { status: 'RELEASING', startDate: { year: 2013, month: null, day: 1 } }, {}],
  ['noTags', { tags: [] }, { tags: [{ name: 'X', rank: 1 }] }],
  ['noTags', { tags: null }, {}],
  ['noGenres', { genres: [] }, { genres: ['Action'] }],
  ['tagBelow20', { tags: [{ name: 'X', rank: 19 }] }, { tags: [{ name: 'X', rank: 20 }] }],
  ['multipleDemographics', { tags: [{ name: 'Shounen', rank: 60 }, { name: 'Kids', rank: 60 }] }, { tags: [{ name: 'Shounen', rank: 60 }, { name: 'Action', rank: 60 }] }],
  ['invalidGenre', { genres: ['Action', 'Isekai'] }, { genres: ['Mahou Shoujo', 'Slice of Life', 'Sci-Fi', 'Thriller'] }],
  ['missingBanner', { bannerImage: null }, {}],
  ['oneshotChapters', { format: 'ONE_SHOT', chapters: null }, { format: 'ONE_SHOT', chapters: 1 }],
  ['oneshotChapters', { format: 'ONE_SHOT', chapters: 2 }, { format: 'MANGA', chapters: 2 }],
  ['missingMalId', { idMal: null }, {}],
  ['missingNative', { title: { romaji: 'A', native: null, english: 'B' } }, {}],
  ['missingEnglish', { title: { romaji: 'A', native: 'あ', english: '' } }, {}],
  ['noDuration', { duration: null }, { duration: null, status: 'NOT_YET_RELEASED' }],
  ['noDuration', { duration: 0 }, { duration: null, type: 'MANGA' }],
  ['noCount', { episodes: null }, { episodes: null, status: 'RELEASING' }],
  ['noCount', { type: 'MANGA', chapters: null }, { type: 'MANGA', chapters: 10, episodes: null }],
  ['noStudios', { studios: { nodes: [] } }, { studios: { nodes: [] }, type: 'MANGA' }],
  ['unusualLength', { episodes: 1001 }, { episodes: 1000 }],
  ['unusualLength', { duration: 181 }, { duration: 180 }],
  ['unusualLength', { volumes: 151 }, { volumes: 150, chapters: 3000 }, cleanManga],
  ['noSource', { source: null }, {}],
  ['sourceOther', { source: 'OTHER' }, {}],
  ['originalWithSource', { source: 'ORIGINAL' }, { source: 'ORIGINAL', relations: { edges: [{ relationType: 'SEQUEL', node: { format: 'TV' } }] } }],
  ['synonymEqualsTitle', { synonyms: ['Attack on Titan'] }, { synonyms: ['attack on titan', null] }],
  ['synonymEqualsTitle', { synonyms: ['進撃の巨人'] }, { synonyms: [] }],
  ['hasHashtag', { hashtag: '#aot' }, { hashtag: '' }],
  ['hentaiNotAdult', { genres: ['Hentai'], isAdult: false }, { genres: ['Hentai'], isAdult: true }],
  ['noExtraLargeCover', { coverImage: { large: 'a.jpg', extraLarge: 'a.jpg' } }, { coverImage: { large: null, extraLarge: null } }],
  ['temporaryTitle', { title: { romaji: '(Title To Be Announced)', native: 'x' } }, { title: { romaji: 'Sequel (Title to be Announced)', native: 'x' } }],
  ['temporaryTitle', { title: { romaji: 'Kimi (Provisional Title)', native: 'x' } }, { title: { romaji: 'Kimi (provisional title)', native: 'x' } }],
  ['temporaryTitle', { title: { romaji: 'Kimi', native: '君（仮）' } }, { title: { romaji: 'Kimi', native: '君(仮)' } }],
  ['romajiInconsistencies', { title: { romaji: 'Kimi～', native: 'x' } }, { title: { romaji: 'Kimi~', native: 'x' } }],
  ['romajiInconsistencies', { title: { romaji: 'Toukyou Ghoul', native: 'x' } }, { title: { romaji: 'toukyou Ghoul', native: 'x' } }],
  ['romajiInconsistencies', { title: { romaji: 'Shōjo', native: 'x' } }, { title: { romaji: 'Shoujo', native: 'x' } }],
  ['romajiInconsistencies', { title: { romaji: 'Kotchi', native: 'こっち' } }, { title: { romaji: 'Kocchi', native: 'こっち' } }],
  ['romajiInconsistencies', { title: { romaji: 'Hoshi', native: '星☆' } }, { title: { romaji: 'Hoshi☆', native: '星☆' } }],
  ['romajiInconsistencies', { title: { romaji: 'Uta', native: '歌♪' } }, { title: { romaji: 'Uta♪', native: '歌♪' } }],
  ['weirdSpacing', { title: { romaji: ' Kimi', native: 'x', english: 'y' } }, { title: { romaji: 'Kimi no Na wa', native: 'x', english: 'y' } }],
  ['weirdSpacing', { title: { romaji: 'Kimi  no', native: 'x', english: 'y' } }, { title: { romaji: 'Kimi\u00a0no', native: 'x', english: null } }],
  ['weirdSpacing', { title: { romaji: 'Kimi', native: '君\u3000', english: 'y' } }, { title: { romaji: 'Kimi', native: '君 の', english: 'y' } }],
  ['tvShortMixup', { format: 'TV', duration: 14 }, { format: 'TV', duration: 15 }],
  ['tvShortMixup', { format: 'TV_SHORT', duration: 15 }, { format: 'TV_SHORT', duration: 14 }],
  ['adaptationSameDate', { startDate: { year: 2009, month: 9, day: 9 } }, { startDate: { year: 2009, month: 9, day: 10 } }],
  ['adaptationSameDate', { startDate: { year: 2009, month: 9, day: 9 } }, { startDate: { year: 2009, month: 9, day: null } }],
  // A partial date cannot prove the same start day, even when every known part agrees.
  ['adaptationSameDate', { startDate: { year: 2009, month: 9, day: 9 } }, {
    startDate: { year: 2009, month: 9, day: null },
    relations: { edges: [{ relationType: 'SOURCE', node: { format: 'MANGA', startDate: { year: 2009, month: 9, day: null } } }] },
  }],
  ['multipleSources', { relations: { edges: [{ relationType: 'SOURCE', node: { format: 'MANGA' } }, { relationType: 'SOURCE', node: { format: 'NOVEL' } }] } }, { id: 477, relations: { edges: [{ relationType: 'SOURCE', node: { format: 'MANGA' } }, { relationType: 'SOURCE', node: { format: 'NOVEL' } }] } }],
  ['multipleSources', { id: 7, relations: { edges: [{ relationType: 'SOURCE', node: null }, { relationType: 'SOURCE', node: null }] } }, { id: 6, relations: { edges: [{ relationType: 'SOURCE', node: null }, { relationType: 'SOURCE', node: null }] } }],
  ['sourceFormatMismatch', { source: 'LIGHT_NOVEL' }, { source: 'LIGHT_NOVEL', relations: { edges: [{ relationType: 'SOURCE', node: { format: 'NOVEL' } }] } }],
  ['sourceFormatMismatch', { source: 'NOVEL', relations: { edges: [{ relationType: 'SOURCE', node: { format: 'MANGA' } }, { relationType: 'SOURCE', node: { format: 'NOVEL' } }] } }, { source: null }],
  // The first SOURCE node without a format still differs from a known source field.
  ['sourceFormatMismatch', { relations: { edges: [{ relationType: 'SOURCE', node: { format: null } }] } }, { source: null, relations: { edges: [{ relationType: 'SOURCE', node: { format: null } }] } }],
  ['sourceFormatMismatch', { relations: { edges: [{ relationType: 'SOURCE', node: null }] } }, { relations: { edges: [{ relationType: 'SEQUEL', node: { format: 'NOVEL' } }] } }],
  ['releasingMangaCount', { status: 'RELEASING', chapters: 0, volumes: 3 }, { status: 'RELEASING', chapters: 0, volumes: 0 }, cleanManga],
  ['releasingMangaCount', { status: 'RELEASING', chapters: 5 }, { status: 'RELEASING', chapters: 5, format: 'NOVEL' }, cleanManga],
  ['duplicatedStudio', { studios: { nodes: [{ id: 3 }, { id: 3 }] } }, { studios: { nodes: [{ id: 3 }, { id: 4 }] } }],
  ['badEncoding', { description: 'It&#39s fine' }, { description: "It's fine" }],
  ['badEncoding', { description: 'Line</br>break' }, { description: 'Line<br>break' }],
  ['badEncoding', { description: 'Note [2] here' }, { description: 'Note [3] here' }],
  ['misspelling', { description: 'Best animes of the year' }, { description: 'Best animes.' }],
  ['misspelling', { description: 'Best mangas ever made' }, { description: 'Best manga ever made' }],
  ['shortDescription', { description: '14 characters.' }, { description: '15 characters..' }],
  ['shortDescription', { description: null }, {}],
  ['longDescription', { description: 'a'.repeat(4001) }, { description: 'a'.repeat(4000) }],
  ['outdatedDescription', { description: 'A sequel was Announced today.' }, { status: 'RELEASING', description: 'A sequel was announced today.' }],
  ['outdatedDescription', { description: 'Second season TBA for now.' }, { description: 'TBA is not preceded by a space.' }],
];

describe('each rule fires and stays quiet at its boundary', () => {
  it.each(cases)('%s', (id, hit, quiet, base = clean) => {
    expect(fires(id, { ...base, ...hit })).toBe(true);
    expect(fires(id, { ...base, ...quiet })).toBe(false);
  });

  it('covers every rule', () => {
    const covered = new Set(cases.map(([id]) => id));
    covered.add('duplicatedMalId');
    expect(CHECKER_RULES.filter((r) => !covered.has(r.id)).map((r) => r.id)).toEqual([]);
  });
});

describe('duplicated MAL id', () => {
  it('records the first sighting and hits later ones within the run, across pages', () => {
    const state = newCheckerRunState();
    const rules = [rule('duplicatedMalId')];
    expect(checkMediaPage([{ ...clean, id: 1, idMal: 9 }], rules, 'ANIME', state)).toEqual([]);
    const second = checkMediaPage([{ ...clean, id: 2, idMal: 9 }, { ...clean, id: 3, idMal: null }], rules, 'ANIME', state);
    expect(second.map((h) => h.id)).toEqual([2]);
    expect(checkMediaPage([{ ...clean, id: 4, idMal: 9 }], rules, 'ANIME', newCheckerRunState())).toEqual([]);
  });
});

describe('page evaluation', () => {
  it('reports descriptions in catalogue order with type, format and romaji', () => {
    const media: CheckerMedia = { ...clean, endDate: { year: 1890 }, title: { romaji: 'X  Y', native: null, english: null } };
    const [hit] = checkMediaPage([media], all(), 'ANIME', newCheckerRunState());
    expect(hit).toEqual({
      id: 100, type: 'anime', format: 'TV', romaji: 'X  Y',
      descriptions: ['End date before start date', 'Dates before 1900', 'Incomplete dates', 'Missing native title', 'Missing english title', 'Weird spacing in title'],
    });
  });

  it('a null description or missing fields never stop the page', () => {
    const bare: CheckerMedia = { id: 5 };
    const hits = checkMediaPage([{ ...clean, description: null }, bare, null, { ...clean, id: 6, description: 'short' }], all(), 'MANGA', newCheckerRunState());
    expect(hits.map((h) => h.id)).toEqual([100, 5, 6]);
    expect(hits[0].descriptions).toEqual(['No (or very short) description']);
    expect(hits[1].type).toBe('manga');
    expect(hits[1].descriptions).toContain('Missing native title');
  });

  it('uses the media type, falling back to the run type', () => {
    expect(fires('noDuration', { ...clean, type: null, duration: null }, 'ANIME')).toBe(true);
    expect(fires('noDuration', { ...clean, type: null, duration: null }, 'MANGA')).toBe(false);
  });
});

describe('toggles', () => {
  it('defaults match the catalogue and an explicit toggle overrides', () => {
    // The ✓ column of algorithms.md 1d: rules 1, 2, 3, 9, 14, 16, 17, 19, 23, 27, 28, 29, 37, 38, 40.
    expect(activeRules({}).map((r) => r.id)).toEqual([
      'endBeforeStart', 'datesBefore1900', 'missingDates', 'invalidGenre', 'missingNative',
      'noDuration', 'noCount', 'unusualLength', 'synonymEqualsTitle', 'temporaryTitle',
      'romajiInconsistencies', 'weirdSpacing', 'misspelling', 'shortDescription', 'outdatedDescription',
    ]);
    const ids = activeRules({ missingNative: false, missingEnglish: true }).map((r) => r.id);
    expect(ids).toContain('missingEnglish');
    expect(ids).not.toContain('missingNative');
  });

  it('a disabled rule does not report', () => {
    const media = { ...clean, title: { romaji: 'A', native: null, english: 'B' } };
    expect(checkMediaPage([media], activeRules({ missingNative: false }), 'ANIME', newCheckerRunState())).toEqual([]);
  });
});

describe('page query fields', () => {
  it('are the union of the active rules\' fields, each once', () => {
    expect(checkerFields([rule('missingNative')])).toEqual([]);
    expect(checkerFields([rule('noTags'), rule('tagBelow20')])).toEqual(['tags']);
    expect(checkerFields([rule('missingDates'), rule('noDuration')]).sort()).toEqual(['duration', 'endDate', 'startDate', 'status', 'type']);
  });
});
