// Media, staff, characters and studios of a generated world.

import type { Random } from './random.ts';
import type {
  Character, FuzzyDate, Media, MediaCharacterEdge, MediaFormat, MediaSeason, MediaSource,
  MediaStatus, MediaType, Staff, StaffLanguage, Studio,
} from './types.ts';
import { characterName, englishTitle, japanesePersonName, romajiTitle, westernPersonName } from './names.ts';
import {
  GENRES, OCCUPATIONS, PRODUCER_NAMES, STAFF_ROLES_ANIME, STAFF_ROLES_MANGA, STUDIO_NAMES, TAGS,
} from './vocabulary.ts';

export interface MediaCounts {
  anime: number;
  manga: number;
}

export interface GeneratedMedia {
  media: Media[];
  staff: Staff[];
  characters: Character[];
  studios: Studio[];
}

const DAY = 86_400;
/** manga ids start here so anime and manga ids never meet (AniList's manga ids are also high) */
export const FIRST_MANGA_ID = 30_001;

const ANIME_FORMATS: [MediaFormat, number][] = [
  ['TV', 40], ['TV_SHORT', 8], ['MOVIE', 12], ['SPECIAL', 10], ['OVA', 10], ['ONA', 12], ['MUSIC', 8],
];
const MANGA_FORMATS: [MediaFormat, number][] = [['MANGA', 70], ['NOVEL', 20], ['ONE_SHOT', 10]];
const STATUSES: [MediaStatus, number][] = [
  ['FINISHED', 80], ['RELEASING', 9], ['NOT_YET_RELEASED', 6], ['CANCELLED', 2], ['HIATUS', 3],
];
const ANIME_SOURCES: [MediaSource, number][] = [
  ['ORIGINAL', 30], ['MANGA', 35], ['LIGHT_NOVEL', 15], ['VISUAL_NOVEL', 5], ['VIDEO_GAME', 5],
  ['WEB_NOVEL', 5], ['OTHER', 5],
];
const VA_LANGUAGES: [StaffLanguage, string, number][] = [
  ['ENGLISH', 'English', 0.4], ['KOREAN', 'Korean', 0.05], ['ITALIAN', 'Italian', 0.08],
  ['SPANISH', 'Spanish', 0.1], ['PORTUGUESE', 'Portuguese', 0.08], ['FRENCH', 'French', 0.08],
  ['GERMAN', 'German', 0.1], ['HEBREW', 'Hebrew', 0.02], ['HUNGARIAN', 'Hungarian', 0.02],
];

const SAFE_GENRES = GENRES.filter((g) => g !== 'Hentai');
const SAFE_TAGS = TAGS.filter((t) => !t.isAdult);

function seasonOf(month: number): MediaSeason {
  return month <= 3 ? 'WINTER' : month <= 6 ? 'SPRING' : month <= 9 ? 'SUMMER' : 'FALL';
}

function hexColour(rng: Random): string {
  return '#' + rng.int(0, 0xffffff).toString(16).padStart(6, '0');
}

/** characters and staff have only two sizes on AniList, and no colour */
function personImage(kind: string, id: number) {
  const base = `https://s4.anilist.co/file/anilistcdn/${kind}`;
  return { large: `${base}/large/sim${id}.jpg`, medium: `${base}/medium/sim${id}.jpg` };
}

function image(kind: string, id: number, rng: Random) {
  const base = `https://s4.anilist.co/file/anilistcdn/${kind}`;
  return {
    extraLarge: `${base}/extraLarge/sim${id}.jpg`,
    large: `${base}/large/sim${id}.jpg`,
    medium: `${base}/medium/sim${id}.jpg`,
    color: hexColour(rng),
  };
}

function dateFromUnix(t: number): FuzzyDate {
  const d = new Date(t * 1000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function makeStudios(rng: Random): Studio[] {
  const animation = STUDIO_NAMES.map((name, i) => ({ name, isAnimationStudio: true, id: 1 + i * 7 }));
  const producers = PRODUCER_NAMES.map((name, i) => ({ name, isAnimationStudio: false, id: 200 + i * 5 }));
  return [...animation, ...producers].map((s) => ({
    ...s,
    favourites: rng.int(0, 20_000),
    siteUrl: `https://anilist.co/studio/${s.id}`,
  }));
}

function makeStaff(rng: Random, count: number): { staff: Staff[]; vaByLanguage: Map<StaffLanguage, number[]>; creators: number[] } {
  const staff: Staff[] = [];
  const vaByLanguage = new Map<StaffLanguage, number[]>();
  const creators: number[] = [];
  const languageOf = (i: number): [StaffLanguage, string] => {
    // Most staff are Japanese; a tail of dub actors covers every StaffLanguage.
    if (i % 10 < 6) return ['JAPANESE', 'Japanese'];
    const [code, label] = VA_LANGUAGES[i % VA_LANGUAGES.length];
    return [code, label];
  };
  for (let i = 0; i < count; i++) {
    const id = 95_001 + i;
    const [code, label] = languageOf(i);
    const isVoiceActor = code !== 'JAPANESE' || i % 2 === 0;
    const name = code === 'JAPANESE' ? japanesePersonName(rng) : westernPersonName(rng);
    const year = rng.int(1940, 2003);
    staff.push({
      id,
      name,
      language: label,
      image: personImage('staff', id),
      description: rng.chance(0.5) ? `${name.full} is a ${label.toLowerCase()} ${isVoiceActor ? 'voice actor' : 'creator'}.` : null,
      primaryOccupations: isVoiceActor ? ['Voice Actor'] : [rng.pick(OCCUPATIONS.filter((o) => o !== 'Voice Actor'))],
      gender: rng.chance(0.5) ? 'Female' : 'Male',
      dateOfBirth: { year: rng.chance(0.8) ? year : null, month: rng.int(1, 12), day: rng.int(1, 28) },
      age: 2026 - year,
      homeTown: rng.chance(0.4) ? (code === 'JAPANESE' ? 'Tokyo, Japan' : label) : null,
      favourites: Math.floor(rng.next() ** 4 * 30_000),
      siteUrl: `https://anilist.co/staff/${id}`,
    });
    if (isVoiceActor) {
      const list = vaByLanguage.get(code) ?? [];
      list.push(id);
      vaByLanguage.set(code, list);
    } else {
      creators.push(id);
    }
  }
  return { staff, vaByLanguage, creators };
}

export function generateMedia(rng: Random, counts: MediaCounts, now: number): GeneratedMedia {
  const studios = makeStudios(rng);
  const animationStudios = studios.filter((s) => s.isAnimationStudio);
  const producers = studios.filter((s) => !s.isAnimationStudio);
  const { staff, vaByLanguage, creators } = makeStaff(rng, Math.max(200, Math.round((counts.anime + counts.manga) / 3)));
  const japaneseVAs = vaByLanguage.get('JAPANESE') ?? [];
  const characters: Character[] = [];
  const media: Media[] = [];
  const usedRomaji = new Set<string>();
  let nextCharacterId = 1;
  let nextRecommendationId = 1;

  const newCharacter = (): number => {
    const id = nextCharacterId++;
    const name = characterName(rng);
    characters.push({
      id,
      name,
      image: personImage('character', id),
      description: rng.chance(0.6) ? `__Height:__ ${rng.int(140, 190)} cm\n\n${name.full} ~!keeps a secret!~ about the past.` : null,
      gender: rng.chance(0.5) ? 'Female' : 'Male',
      dateOfBirth: { year: null, month: rng.int(1, 12), day: rng.int(1, 28) },
      age: rng.chance(0.5) ? String(rng.int(8, 40)) : null,
      favourites: Math.floor(rng.next() ** 5 * 50_000),
      siteUrl: `https://anilist.co/character/${id}`,
    });
    return id;
  };

  const makeOne = (type: MediaType, index: number): Media => {
    const id = type === 'ANIME' ? 1 + index + Math.floor(index / 9) : FIRST_MANGA_ID + index * 2;
    const format = rng.weighted(type === 'ANIME' ? ANIME_FORMATS : MANGA_FORMATS);
    let status = rng.weighted(STATUSES);
    if (type === 'ANIME' && status === 'HIATUS') status = 'FINISHED';
    let { romaji, native } = romajiTitle(rng);
    while (usedRomaji.has(romaji)) romaji = `${romaji} ${rng.pick(['II', 'Zoku', 'Shin', '2'])}`;
    usedRomaji.add(romaji);
    const english = rng.chance(0.65) ? englishTitle(rng) : null;
    // Recent years are more common, as on AniList.
    const year = status === 'NOT_YET_RELEASED' ? rng.int(2026, 2027) : 2026 - Math.floor(rng.next() ** 2 * 60);
    const month = rng.int(1, 12);
    const day = rng.int(1, 28);
    const startUnix = Date.UTC(year, month - 1, day) / 1000;
    const partialStart = status === 'NOT_YET_RELEASED' && rng.chance(0.5);
    const startDate: FuzzyDate = partialStart
      ? { year, month: rng.chance(0.5) ? month : null, day: null }
      : { year, month, day };

    let episodes: number | null = null;
    let duration: number | null = null;
    let chapters: number | null = null;
    let volumes: number | null = null;
    if (type === 'ANIME') {
      switch (format) {
        case 'TV': episodes = rng.pick([12, 12, 13, 24, 25, 26, 50, 64]); duration = rng.pick([23, 24, 24, 25]); break;
        case 'TV_SHORT': episodes = rng.pick([12, 13, 24]); duration = rng.int(2, 12); break;
        case 'MOVIE': episodes = 1; duration = rng.int(60, 140); break;
        case 'SPECIAL': episodes = rng.int(1, 6); duration = rng.int(5, 25); break;
        case 'OVA': episodes = rng.int(1, 6); duration = rng.int(20, 50); break;
        case 'ONA': episodes = rng.int(1, 24); duration = rng.int(3, 25); break;
        default: episodes = 1; duration = rng.int(3, 6);
      }
    } else if (format === 'ONE_SHOT') {
      chapters = 1; volumes = 1;
    } else {
      chapters = rng.int(5, 320); volumes = Math.max(1, Math.round(chapters / rng.int(7, 11)));
    }
    let nextAiringEpisode: Media['nextAiringEpisode'] = null;
    let endDate: FuzzyDate = { year: null, month: null, day: null };
    if (status === 'RELEASING' || status === 'NOT_YET_RELEASED') {
      if (type === 'ANIME') {
        if (status === 'RELEASING' && episodes !== null && episodes < 2) episodes = 12;
        const aired = status === 'RELEASING' ? rng.int(1, (episodes ?? 12) - 1 || 1) : 0;
        nextAiringEpisode = { episode: aired + 1, airingAt: now + rng.int(3_600, 7 * DAY) };
        if (rng.chance(0.4)) episodes = null; // AniList often does not know the total yet
      } else {
        chapters = null; volumes = null;
      }
    } else if (status === 'FINISHED' || status === 'CANCELLED') {
      const span = type === 'ANIME' ? (episodes ?? 1) * 7 * DAY : (chapters ?? 1) * 10 * DAY;
      endDate = dateFromUnix(startUnix + span);
    }

    const isAdult = rng.chance(0.02);
    const genres: string[] = rng.sample(SAFE_GENRES, rng.int(1, 4));
    if (isAdult) genres.push('Hentai');
    const tagCount = rng.int(1, 7);
    const tags = rng
      .sample(isAdult ? TAGS : SAFE_TAGS, tagCount)
      .map((t) => ({ id: t.id, name: t.name, rank: rng.int(20, 100), isMediaSpoiler: rng.chance(0.05) }))
      .sort((a, b) => b.rank - a.rank);

    const studioEdges = type === 'ANIME'
      ? [
          { studioId: rng.pick(animationStudios).id, isMain: true },
          ...rng.sample(producers, rng.int(0, 2)).map((s) => ({ studioId: s.id, isMain: false })),
        ]
      : [];
    const roles = type === 'ANIME' ? STAFF_ROLES_ANIME : STAFF_ROLES_MANGA;
    const staffEdges = rng
      .sample(creators, type === 'ANIME' ? rng.int(3, 6) : rng.int(1, 2))
      .map((staffId, i) => ({ staffId, role: i === 0 && type === 'MANGA' ? 'Story & Art' : rng.pick(roles) }));

    const characterEdges: MediaCharacterEdge[] = [];
    const characterCount = type === 'ANIME' ? rng.int(2, 6) : rng.int(1, 4);
    for (let c = 0; c < characterCount; c++) {
      const voiceActors: MediaCharacterEdge['voiceActors'] = [];
      if (type === 'ANIME') {
        voiceActors.push({ staffId: rng.pick(japaneseVAs), language: 'JAPANESE' });
        for (let l = 0; l < VA_LANGUAGES.length; l++) {
          const [code, , p] = VA_LANGUAGES[l];
          const pool = vaByLanguage.get(code);
          if (pool && rng.chance(p)) voiceActors.push({ staffId: rng.pick(pool), language: code });
        }
      }
      characterEdges.push({
        characterId: newCharacter(),
        role: c === 0 ? 'MAIN' : c < 3 ? 'SUPPORTING' : 'BACKGROUND',
        voiceActors,
      });
    }

    const meanScore = status === 'NOT_YET_RELEASED' ? null : Math.round(45 + rng.next() * 25 + rng.next() * 20);
    const popularity = Math.floor(rng.next() ** 4 * 300_000) + rng.int(5, 200);
    const slugBase = romaji.replace(/[^A-Za-z0-9]+/g, '-');
    return {
      id,
      idMal: rng.chance(0.92) ? (type === 'ANIME' ? 5_000 + index * 2 : 2_000 + index * 3) : null,
      type,
      title: { romaji, english, native },
      synonyms: rng.chance(0.3) ? [romaji.split(' ').map((w) => w[0]).join('').toUpperCase()] : [],
      format,
      status,
      startDate,
      endDate,
      season: type === 'ANIME' && !partialStart ? seasonOf(month) : null,
      seasonYear: type === 'ANIME' && !partialStart ? year : null,
      episodes,
      chapters,
      volumes,
      duration,
      nextAiringEpisode,
      countryOfOrigin: rng.weighted([['JP', 85], ['KR', 8], ['CN', 6], ['TW', 1]] as const),
      source: type === 'ANIME' ? rng.weighted(ANIME_SOURCES) : rng.chance(0.9) ? 'ORIGINAL' : 'WEB_NOVEL',
      genres,
      tags,
      studios: studioEdges,
      staff: staffEdges,
      characters: characterEdges,
      relations: [],
      recommendations: [],
      meanScore,
      averageScore: meanScore === null ? null : Math.max(1, meanScore - rng.int(0, 4)),
      popularity,
      favourites: Math.floor(popularity * rng.next() * 0.08),
      trending: rng.int(0, 40),
      isAdult,
      isLicensed: rng.chance(0.7),
      hashtag: rng.chance(0.3) ? `#${slugBase.replace(/-/g, '')}` : null,
      description: `${english ?? romaji} follows ${rng.pick(['a girl', 'a boy', 'two friends', 'a family', 'a detective'])} ` +
        `who ${rng.pick(['wants to see the sea', 'finds a door to another world', 'joins a club', 'must save the kingdom', 'solves strange cases'])}.` +
        `<br><br>\n(Source: Simulator)`,
      coverImage: image(`media/${type.toLowerCase()}/cover`, id, rng),
      bannerImage: rng.chance(0.5) ? `https://s4.anilist.co/file/anilistcdn/media/${type.toLowerCase()}/banner/sim${id}.jpg` : null,
      siteUrl: `https://anilist.co/${type.toLowerCase()}/${id}`,
      updatedAt: now - rng.int(0, 400 * DAY),
    };
  };

  const anime: Media[] = [];
  for (let i = 0; i < counts.anime; i++) anime.push(makeOne('ANIME', i));
  const manga: Media[] = [];
  for (let i = 0; i < counts.manga; i++) manga.push(makeOne('MANGA', i));

  // Franchises: a later entry continues a nearby earlier one of the same type.
  const link = (list: Media[]) => {
    for (let i = 1; i < list.length; i++) {
      if (!rng.chance(0.25)) continue;
      const earlier = list[Math.max(0, i - rng.int(1, 30))];
      const later = list[i];
      if (earlier === later) continue;
      const kind = rng.weighted([['SEQUEL', 6], ['SIDE_STORY', 2], ['SPIN_OFF', 1], ['ALTERNATIVE', 1]] as const);
      const back = kind === 'SEQUEL' ? 'PREQUEL' : kind === 'SIDE_STORY' ? 'PARENT' : kind;
      earlier.relations.push({ mediaId: later.id, relationType: kind });
      later.relations.push({ mediaId: earlier.id, relationType: back });
      // Sequels keep the main cast.
      if (kind === 'SEQUEL' && earlier.characters.length > 0) later.characters[0] = { ...earlier.characters[0] };
    }
  };
  link(anime);
  link(manga);
  // Adaptations: some manga were adapted into anime.
  for (const m of manga) {
    if (anime.length === 0 || !rng.chance(0.3)) continue;
    const a = rng.pick(anime);
    if (a.relations.some((r) => r.mediaId === m.id)) continue;
    m.relations.push({ mediaId: a.id, relationType: 'ADAPTATION' });
    a.relations.push({ mediaId: m.id, relationType: 'SOURCE' });
  }
  for (const list of [anime, manga]) {
    for (const m of list) {
      const n = rng.int(0, 5);
      for (const other of rng.sample(list, n)) {
        if (other.id === m.id) continue;
        m.recommendations.push({ id: nextRecommendationId++, mediaId: other.id, rating: rng.int(-3, 120) });
      }
      m.recommendations.sort((a, b) => b.rating - a.rating);
    }
  }
  return { media: [...anime, ...manga], staff, characters, studios };
}
