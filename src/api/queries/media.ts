/** Media lookups: by AniList id, the MAL id of a media, titles in bulk, title search. */
import {
  PAGE_INFO,
  TITLE,
  type MediaFormat,
  type MediaListStatus,
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


/** The viewer's list status on a media's relations and recommendations (authorised; cached 2 min). */
export const RELATION_STATUS = /* GraphQL */ `
query RelationStatus($id: Int) {
  Media(id: $id) {
    id
    relations { nodes { id type mediaListEntry { status } } }
    recommendations(sort: [RATING_DESC, ID], perPage: 25) {
      nodes { mediaRecommendation { id type mediaListEntry { status } } }
    }
  }
}`;

interface StatusNode {
  id: number;
  type: MediaType | null;
  mediaListEntry: { status: MediaListStatus | null } | null;
}

export interface RelationStatusResult {
  Media: {
    id: number;
    relations: { nodes: (StatusNode | null)[] | null } | null;
    recommendations: { nodes: ({ mediaRecommendation: StatusNode | null } | null)[] | null } | null;
  } | null;
}

/** Many MyAnimeList ids → AniList media in one request (mapping the MAL recommendations back). */
export const MEDIA_BY_ID_MALS = /* GraphQL */ `
query MediaByIdMals($ids: [Int], $type: MediaType) {
  Page(page: 1, perPage: 25) {
    media(idMal_in: $ids, type: $type) {
      id
      idMal
      type
      ${TITLE}
      siteUrl
      coverImage { large medium }
    }
  }
}`;

export interface MediaByIdMalsResult {
  Page: {
    media: ({
      id: number;
      idMal: number | null;
      type: MediaType | null;
      title: MediaTitle | null;
      siteUrl: string | null;
      coverImage: { large: string | null; medium: string | null } | null;
    } | null)[] | null;
  } | null;
}

/** Whether the main cast has voice actors in a language (the dub marker). */
export const MEDIA_DUB = /* GraphQL */ `
query MediaDub($id: Int, $language: StaffLanguage) {
  Media(id: $id, type: ANIME) {
    id
    characters(role: MAIN, perPage: 25) {
      edges { voiceActors(language: $language) { id } }
    }
  }
}`;

export interface MediaDubResult {
  Media: {
    id: number;
    characters: { edges: ({ voiceActors: ({ id: number } | null)[] | null } | null)[] | null } | null;
  } | null;
}

/** The first page of a manga's list activities, newest first, for the latest-chapter guess. */
const MANGA_GUESS_ACTIVITIES = `Page(page: 1, perPage: 50) {
    activities(mediaId: $id, sort: ID_DESC) { ... on ListActivity { progress userId } }
  }`;

export const MANGA_GUESS = /* GraphQL */ `
query MangaGuess($id: Int) {
  ${MANGA_GUESS_ACTIVITIES}
}`;

/** The same with the viewer's own entry (signed in with the script). */
export const MANGA_GUESS_OWN = /* GraphQL */ `
query MangaGuessOwn($id: Int) {
  ${MANGA_GUESS_ACTIVITIES}
  Media(id: $id) { id mediaListEntry { status progress } }
}`;

export interface MangaGuessResult {
  Page: { activities: ({ progress?: string | null; userId?: number | null } | null)[] | null } | null;
  Media?: { id: number; mediaListEntry: { status: MediaListStatus | null; progress: number | null } | null } | null;
}

/** The line under a media page's title (subTitleInfo): titles, year, format, main studios. */
export const MEDIA_SUBTITLE = /* GraphQL */ `
query MediaSubtitle($id: Int) {
  Media(id: $id) {
    id
    type
    format
    ${TITLE}
    startDate { year }
    seasonYear
    studios(isMain: true) { nodes { id name } }
  }
}`;

export interface MediaSubtitleResult {
  Media: {
    id: number;
    type: MediaType | null;
    format: MediaFormat | null;
    title: MediaTitle | null;
    startDate: { year: number | null } | null;
    seasonYear: number | null;
    studios: { nodes: ({ id: number; name: string } | null)[] | null } | null;
  } | null;
}
