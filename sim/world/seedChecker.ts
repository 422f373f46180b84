// Media built to hit each rule of the media data checker (spec doc 2 §5, algorithms.md 1d), on
// the lists of a new member, Linter, so a checker run over Linter's lists is short and its answer
// known. Each probe starts from a clean base (no rule hits it, all rules on) and changes what its
// rule looks at. Added after everything else, with new ids and the lowest popularity, so the rest
// of the world (and every popularity page but the last) stays exactly as it was.

import type { Random } from './random.ts';
import { member } from './seedFollows.ts';
import type { Media, MediaListEntry, WorldFixture } from './types.ts';

export const CHECKER_SEED_OFFSET = 15_015;
export const CHECKER_USER = 'Linter';
export const CHECKER_USER_ID = 950_001;
/** MAL ids of the probes start here, far above the generated ones. */
const MAL_BASE = 9_900_000;

/** One probe: the checker rule id it is built to hit (its other hits are listed too). */
export interface CheckerProbe {
  rule: string;
  mediaId: number;
  type: 'ANIME' | 'MANGA';
}

type Change = (m: Media, ids: { novel: number; source: number }) => void;

/** Rule id → type and the change that makes a clean probe hit it. */
const PROBES: ReadonlyArray<readonly [string, 'ANIME' | 'MANGA', Change]> = [
  ['endBeforeStart', 'ANIME', (m) => { m.endDate = { year: 2009, month: 1, day: 1 }; }],
  ['datesBefore1900', 'MANGA', (m) => { m.startDate = { year: 1890, month: 2, day: 3 }; m.endDate = { year: 1891, month: 2, day: 3 }; }],
  ['missingDates', 'ANIME', (m) => { m.endDate = { year: null, month: null, day: null }; }],
  ['incompleteDates', 'MANGA', (m) => { m.endDate = { year: 2011, month: null, day: null }; }],
  ['noTags', 'ANIME', (m) => { m.tags = []; }],
  ['noGenres', 'MANGA', (m) => { m.genres = []; }],
  ['tagBelow20', 'ANIME', (m) => { m.tags = m.tags.map((t) => ({ ...t, rank: 10 })); }],
  ['multipleDemographics', 'MANGA', () => undefined],
  ['invalidGenre', 'ANIME', (m) => { m.genres = ['Action', 'Cooking']; }],
  ['missingBanner', 'MANGA', (m) => { m.bannerImage = null; }],
  ['oneshotChapters', 'MANGA', (m) => { m.format = 'ONE_SHOT'; m.chapters = 3; m.volumes = 1; }],
  ['missingMalId', 'ANIME', (m) => { m.idMal = null; }],
  // The MAL id of the previous probe (missingMalId has none, so endBeforeStart's is reused below).
  ['duplicatedMalId', 'ANIME', () => undefined],
  ['missingNative', 'MANGA', (m) => { m.title.native = null; }],
  ['missingEnglish', 'ANIME', (m) => { m.title.english = null; }],
  ['noDuration', 'ANIME', (m) => { m.duration = null; }],
  ['noCount', 'MANGA', (m) => { m.chapters = null; }],
  ['noStudios', 'ANIME', (m) => { m.studios = []; }],
  ['unusualLength', 'ANIME', (m) => { m.episodes = 1200; }],
  ['noSource', 'MANGA', (m) => { m.source = null; }],
  ['sourceOther', 'ANIME', (m) => { m.source = 'OTHER'; }],
  ['originalWithSource', 'ANIME', (m, ids) => { m.source = 'ORIGINAL'; m.relations = [{ mediaId: ids.source, relationType: 'SOURCE' }]; }],
  ['synonymEqualsTitle', 'MANGA', (m) => { m.synonyms = [m.title.romaji]; }],
  ['hasHashtag', 'ANIME', (m) => { m.hashtag = '#checkerprobe'; }],
  ['hentaiNotAdult', 'MANGA', (m) => { m.genres = ['Hentai']; }],
  ['noExtraLargeCover', 'ANIME', (m) => { m.coverImage = { ...m.coverImage, extraLarge: m.coverImage.large }; }],
  ['temporaryTitle', 'ANIME', (m) => { m.title.romaji = `${m.title.romaji} (Provisional Title)`; }],
  ['romajiInconsistencies', 'MANGA', (m) => { m.title.romaji = `${m.title.romaji} Toukyou`; }],
  ['weirdSpacing', 'ANIME', (m) => { m.title.english = `${m.title.english}  Extra`; }],
  ['tvShortMixup', 'ANIME', (m) => { m.duration = 10; }],
  ['adaptationSameDate', 'ANIME', (m, ids) => { m.source = 'MANGA'; m.relations = [{ mediaId: ids.source, relationType: 'SOURCE' }]; m.startDate = { year: 2008, month: 1, day: 10 }; }],
  ['multipleSources', 'ANIME', (m, ids) => { m.source = 'MANGA'; m.relations = [{ mediaId: ids.source, relationType: 'SOURCE' }, { mediaId: ids.source + 1, relationType: 'SOURCE' }]; }],
  ['sourceFormatMismatch', 'ANIME', (m, ids) => { m.source = 'MANGA'; m.relations = [{ mediaId: ids.novel, relationType: 'SOURCE' }]; }],
  ['releasingMangaCount', 'MANGA', (m) => { m.status = 'RELEASING'; m.endDate = { year: null, month: null, day: null }; }],
  ['duplicatedStudio', 'ANIME', (m) => { m.studios = [m.studios[0], { ...m.studios[0], isMain: false }]; }],
  ['badEncoding', 'MANGA', (m) => { m.description = 'A story told plainly, with a stray &#39 in its text.'; }],
  ['misspelling', 'ANIME', (m) => { m.description = 'One of those animes that everyone talks about for a while.'; }],
  ['shortDescription', 'MANGA', (m) => { m.description = 'Too short.'; }],
  ['longDescription', 'ANIME', (m) => { m.description = 'A very long description. '.repeat(170); }],
  ['outdatedDescription', 'MANGA', (m) => { m.description = 'A finished story; the sequel will air next spring, it says.'; }],
];

/** How many media of each type the seed adds (the probes, and the three sources on manga's side). */
export const CHECKER_SEEDED_MEDIA = {
  ANIME: PROBES.filter(([, type]) => type === 'ANIME').length,
  MANGA: PROBES.filter(([, type]) => type === 'MANGA').length + 3,
} as const;

export interface CheckerSeed {
  user: string;
  probes: CheckerProbe[];
  /** the clean media the probes' relations point at (on no list) */
  sourceIds: number[];
}

function byName(fixture: WorldFixture, name: string) {
  const tag = fixture.tags.find((t) => t.name === name);
  if (!tag) throw new Error(`seedChecker: no tag ${name}`);
  return { id: tag.id, name: tag.name, rank: 80, isMediaSpoiler: false };
}

export function seedChecker(fixture: WorldFixture, rng: Random): CheckerSeed {
  const template = fixture.media.find((m) => m.type === 'ANIME' && m.format === 'TV' && m.studios.length > 0)!;
  const studio = template.studios[0];
  const lowest = Math.min(...fixture.media.map((m) => m.popularity));
  let nextId = Math.max(...fixture.media.map((m) => m.id)) + 1;
  const plainTag = fixture.tags.find((t) => t.category !== 'Demographic' && !t.isAdult)!;
  const clean = (type: 'ANIME' | 'MANGA', n: number, name: string): Media => {
    const id = nextId++;
    const anime = type === 'ANIME';
    return {
      ...structuredClone(template),
      id,
      idMal: MAL_BASE + id,
      type,
      title: { romaji: `Kensa Purobu ${name}`, english: `Checker Probe ${name}`, native: `検査プローブ${n}` },
      synonyms: [],
      format: anime ? 'TV' : 'MANGA',
      status: 'FINISHED',
      startDate: { year: 2010, month: 4, day: 5 },
      endDate: { year: 2010, month: 9, day: 20 },
      season: anime ? 'SPRING' : null,
      seasonYear: anime ? 2010 : null,
      episodes: anime ? 12 : null,
      chapters: anime ? null : 100,
      volumes: anime ? null : 10,
      duration: anime ? 24 : null,
      nextAiringEpisode: null,
      source: anime ? 'MANGA' : 'ORIGINAL',
      genres: ['Action'],
      tags: [{ id: plainTag.id, name: plainTag.name, rank: 80, isMediaSpoiler: false }],
      studios: anime ? [{ ...studio }] : [],
      staff: [],
      characters: [],
      relations: [],
      recommendations: [],
      meanScore: null,
      averageScore: null,
      popularity: lowest,
      favourites: 0,
      trending: 0,
      isAdult: false,
      hashtag: null,
      description: `The checker's probe for "${name}": a plain description of ordinary length.`,
      coverImage: { ...template.coverImage, large: `${template.coverImage.large}?probe=${id}`, extraLarge: `${template.coverImage.extraLarge ?? template.coverImage.large}?probe=${id}xl` },
      bannerImage: `https://s4.anilist.co/file/anilistcdn/media/banner/probe${id}.jpg`,
      siteUrl: `https://anilist.co/${anime ? 'anime' : 'manga'}/${id}`,
    };
  };
  // The sources the relation probes point at: two manga (the first starts 2008-01-10) and one novel.
  const source = clean('MANGA', 0, 'Source A');
  source.startDate = { year: 2008, month: 1, day: 10 };
  const sourceB = clean('MANGA', 0, 'Source B');
  sourceB.startDate = { year: 2006, month: 5, day: 1 };
  const novel = clean('MANGA', 0, 'Novel');
  novel.format = 'NOVEL';
  novel.startDate = { year: 2005, month: 3, day: 2 };
  const ids = { novel: novel.id, source: source.id };
  const made: Media[] = [source, sourceB, novel];
  const probes: CheckerProbe[] = [];
  PROBES.forEach(([rule, type, change], i) => {
    const media = clean(type, i + 1, rule);
    if (rule === 'multipleDemographics') media.tags = [byName(fixture, 'Shounen'), byName(fixture, 'Seinen')];
    if (rule === 'duplicatedMalId') media.idMal = made.find((m) => m.title.english === 'Checker Probe endBeforeStart')!.idMal;
    change(media, ids);
    made.push(media);
    probes.push({ rule, mediaId: media.id, type });
  });
  fixture.media.push(...made);

  const user = member(CHECKER_USER_ID, CHECKER_USER, fixture.now, rng);
  fixture.users.push(user);
  let entryId = Math.max(...fixture.listEntries.map((entry) => entry.id)) + 1;
  for (const probe of probes) {
    const entry: MediaListEntry = {
      id: entryId++,
      userId: user.id,
      mediaId: probe.mediaId,
      status: 'COMPLETED',
      score: 0,
      scoreRaw: 0,
      progress: 1,
      progressVolumes: null,
      repeat: 0,
      priority: 0,
      notes: null,
      private: false,
      hiddenFromStatusLists: false,
      customLists: {},
      advancedScores: {},
      startedAt: { year: null, month: null, day: null },
      completedAt: { year: null, month: null, day: null },
      updatedAt: fixture.now - 86_400,
      createdAt: fixture.now - 86_400,
    };
    fixture.listEntries.push(entry);
  }
  return { user: CHECKER_USER, probes, sourceIds: [source.id, sourceB.id, novel.id] };
}
