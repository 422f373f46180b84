/** Media lookups: by AniList id, by MyAnimeList id, the MAL id of a media, titles in bulk, checker pages. */
import {
  FUZZY_DATE,
  PAGE_INFO,
  TITLE,
  type FuzzyDate,
  type MediaFormat,
  type MediaStatus,
  type MediaTitle,
  type MediaType,
  type PageInfo,
} from './types';

export const MEDIA_BY_ID = /* GraphQL */ `
query MediaById($id: Int, $type: MediaType) {
  Media(id: $id, type: $type) {
    id
    idMal
    type
    format
    status
    ${TITLE}
    episodes
    chapters
    volumes
    duration
    genres
    averageScore
    meanScore
    isAdult
    siteUrl
    coverImage { large medium }
    nextAiringEpisode { episode }
  }
}`;

export interface MediaSummary {
  id: number;
  idMal: number | null;
  type: MediaType | null;
  format: MediaFormat | null;
  status: MediaStatus | null;
  title: MediaTitle | null;
  episodes: number | null;
  chapters: number | null;
  volumes: number | null;
  duration: number | null;
  genres: (string | null)[] | null;
  averageScore: number | null;
  meanScore: number | null;
  isAdult: boolean | null;
  siteUrl: string | null;
  coverImage: { large: string | null; medium: string | null } | null;
  nextAiringEpisode: { episode: number } | null;
}

export interface MediaByIdResult {
  Media: MediaSummary | null;
}

/** MyAnimeList id → AniList media (mapping MAL recommendations back). */
export const MEDIA_BY_ID_MAL = /* GraphQL */ `
query MediaByIdMal($idMal: Int, $type: MediaType) {
  Media(idMal: $idMal, type: $type) {
    id
    idMal
    type
    format
    ${TITLE}
    siteUrl
    coverImage { medium }
  }
}`;

export interface MediaByIdMalResult {
  Media: {
    id: number;
    idMal: number | null;
    type: MediaType | null;
    format: MediaFormat | null;
    title: MediaTitle | null;
    siteUrl: string | null;
    coverImage: { medium: string | null } | null;
  } | null;
}

/** The MyAnimeList id of a media (cached by callers under 'hohIDmal<id>'). */
export const MEDIA_ID_MAL = /* GraphQL */ `
query MediaIdMal($id: Int) {
  Media(id: $id) { id idMal type }
}`;

export interface MediaIdMalResult {
  Media: { id: number; idMal: number | null; type: MediaType | null } | null;
}

/** Titles and kinds of many media at once (50 per page). */
export const MEDIA_TITLES = /* GraphQL */ `
query MediaTitles($ids: [Int], $page: Int) {
  Page(page: $page, perPage: 50) {
    ${PAGE_INFO}
    media(id_in: $ids) { id type format ${TITLE} siteUrl }
  }
}`;

export interface MediaTitlesResult {
  Page: {
    pageInfo: PageInfo | null;
    media: ({ id: number; type: MediaType | null; format: MediaFormat | null; title: MediaTitle | null; siteUrl: string | null } | null)[] | null;
  } | null;
}

/** The data checker's media fields (spec doc 2 §5 and §9 name what its checks read). */
const CHECKER_MEDIA = `
    id
    idMal
    type
    format
    status
    ${TITLE}
    synonyms
    description
    startDate ${FUZZY_DATE}
    endDate ${FUZZY_DATE}
    season
    seasonYear
    episodes
    duration
    chapters
    volumes
    countryOfOrigin
    source
    isAdult
    genres
    tags { name rank isMediaSpoiler }
    coverImage { large }
    bannerImage
    popularity
    studios { edges { isMain node { id name isAnimationStudio } } }
    relations { edges { relationType node { id type format } } }`;

/** One page of media of a type, most popular first (checker). */
export const CHECKER_MEDIA_PAGE = /* GraphQL */ `
query CheckerMediaPage($type: MediaType, $page: Int) {
  Page(page: $page, perPage: 50) {
    pageInfo { currentPage lastPage hasNextPage }
    media(type: $type, sort: POPULARITY_DESC) {${CHECKER_MEDIA}
    }
  }
}`;

/** The checker restricted to one user's list, by media id. */
export const CHECKER_USER_LIST_PAGE = /* GraphQL */ `
query CheckerUserListPage($userName: String, $type: MediaType, $page: Int) {
  Page(page: $page, perPage: 50) {
    pageInfo { currentPage lastPage hasNextPage }
    mediaList(userName: $userName, type: $type, sort: MEDIA_ID) {
      media {${CHECKER_MEDIA}
      }
    }
  }
}`;

export interface CheckerMedia {
  id: number;
  idMal: number | null;
  type: MediaType | null;
  format: MediaFormat | null;
  status: MediaStatus | null;
  title: MediaTitle | null;
  synonyms: (string | null)[] | null;
  description: string | null;
  startDate: FuzzyDate | null;
  endDate: FuzzyDate | null;
  season: 'WINTER' | 'SPRING' | 'SUMMER' | 'FALL' | null;
  seasonYear: number | null;
  episodes: number | null;
  duration: number | null;
  chapters: number | null;
  volumes: number | null;
  countryOfOrigin: string | null;
  source: string | null;
  isAdult: boolean | null;
  genres: (string | null)[] | null;
  tags: ({ name: string; rank: number | null; isMediaSpoiler: boolean | null } | null)[] | null;
  coverImage: { large: string | null } | null;
  bannerImage: string | null;
  popularity: number | null;
  studios: { edges: ({ isMain: boolean; node: { id: number; name: string; isAnimationStudio: boolean } | null } | null)[] | null } | null;
  relations: { edges: ({ relationType: string | null; node: { id: number; type: MediaType | null; format: MediaFormat | null } | null } | null)[] | null } | null;
}

type CheckerPageInfo = { currentPage: number | null; lastPage: number | null; hasNextPage: boolean | null };

export interface CheckerMediaPageResult {
  Page: { pageInfo: CheckerPageInfo | null; media: (CheckerMedia | null)[] | null } | null;
}

export interface CheckerUserListPageResult {
  Page: { pageInfo: CheckerPageInfo | null; mediaList: ({ media: CheckerMedia | null } | null)[] | null } | null;
}

/** Import matching: the 3 best matches for a title (packed in batches by the import tools). */
export const MEDIA_SEARCH = /* GraphQL */ `
query MediaSearch($search: String, $type: MediaType) {
  Page(page: 1, perPage: 3) {
    media(search: $search, type: $type, sort: SEARCH_MATCH) {
      id
      idMal
      type
      format
      ${TITLE}
      synonyms
      startDate { year }
      episodes
      chapters
    }
  }
}`;

export interface MediaSearchResult {
  Page: {
    media: ({
      id: number;
      idMal: number | null;
      type: MediaType | null;
      format: MediaFormat | null;
      title: MediaTitle | null;
      synonyms: (string | null)[] | null;
      startDate: { year: number | null } | null;
      episodes: number | null;
      chapters: number | null;
    } | null)[] | null;
  } | null;
}
