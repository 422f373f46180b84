/**
 * List queries: the shared list-entry core (spec doc 1 §3; the stats tables read it a chunk at a
 * time), single entries, the home list preview, notes, and the Autorecs input.
 */
import {
  FUZZY_DATE,
  TITLE,
  type FuzzyDate,
  type MediaFormat,
  type MediaListStatus,
  type MediaStatus,
  type MediaTitle,
  type MediaType,
  type ScoreFormat,
} from './types';

/**
 * Spec doc 1 §3 "List entry (shared core)" without the media's staff (the stats tables read staff
 * separately, two pages per media); scoreRaw is the score on the 100-point scale. The media's
 * selection is left open: the document closes it.
 */
export const LIST_ENTRY_NO_STAFF = `
  id
  mediaId
  status
  progress
  progressVolumes
  repeat
  notes
  startedAt ${FUZZY_DATE}
  completedAt ${FUZZY_DATE}
  scoreRaw: score(format: POINT_100)
  media {
    id
    type
    episodes
    chapters
    volumes
    duration
    nextAiringEpisode { episode }
    format
    status
    ${TITLE}
    tags { name rank }
    genres
    meanScore
    studios { nodes { isAnimationStudio id name } }`;

export interface ListEntryMedia {
  id: number;
  type: MediaType | null;
  episodes: number | null;
  chapters: number | null;
  volumes: number | null;
  duration: number | null;
  nextAiringEpisode: { episode: number } | null;
  format: MediaFormat | null;
  status: MediaStatus | null;
  title: MediaTitle | null;
  tags: ({ name: string; rank: number | null } | null)[] | null;
  genres: (string | null)[] | null;
  meanScore: number | null;
  studios: { nodes: ({ isAnimationStudio: boolean; id: number; name: string } | null)[] | null } | null;
}

export interface ListEntry {
  id: number;
  mediaId: number;
  status: MediaListStatus | null;
  progress: number | null;
  progressVolumes: number | null;
  repeat: number | null;
  notes: string | null;
  startedAt: FuzzyDate | null;
  completedAt: FuzzyDate | null;
  scoreRaw: number | null;
  media: ListEntryMedia | null;
}

export interface ListOwner {
  id: number;
  name: string;
  mediaListOptions: { scoreFormat: ScoreFormat | null } | null;
}

/** One entry of one user (entry score editor: score, notes, repeat, media type, score format). */
export const MEDIA_LIST_ENTRY = /* GraphQL */ `
query MediaListEntry($userName: String, $mediaId: Int) {
  MediaList(userName: $userName, mediaId: $mediaId) {
    id
    mediaId
    status
    progress
    progressVolumes
    repeat
    notes
    score
    scoreRaw: score(format: POINT_100)
    startedAt ${FUZZY_DATE}
    completedAt ${FUZZY_DATE}
    media { id type episodes chapters volumes }
    user { id name mediaListOptions { scoreFormat } }
  }
}`;

export interface MediaListEntryResult {
  MediaList: {
    id: number;
    mediaId: number;
    status: MediaListStatus | null;
    progress: number | null;
    progressVolumes: number | null;
    repeat: number | null;
    notes: string | null;
    /** In the owner's score format. */
    score: number | null;
    scoreRaw: number | null;
    startedAt: FuzzyDate | null;
    completedAt: FuzzyDate | null;
    media: { id: number; type: MediaType | null; episodes: number | null; chapters: number | null; volumes: number | null } | null;
    user: ListOwner | null;
  } | null;
}

/**
 * Home list preview: the user's current and repeating anime, most recently updated first. The
 * score comes on the 100-point scale (the "important entries" points read scoreRaw).
 */
export const LIST_PREVIEW = /* GraphQL */ `
query ListPreview($name: String) {
  Page(page: 1, perPage: 50) {
    mediaList(userName: $name, type: ANIME, status_in: [CURRENT, REPEATING], sort: UPDATED_TIME_DESC) {
      id
      priority
      score(format: POINT_100)
      progress
      status
      media {
        id
        type
        format
        status
        episodes
        ${TITLE}
        coverImage { large medium color }
        nextAiringEpisode { episode timeUntilAiring }
        siteUrl
      }
    }
  }
}`;

export interface ListPreviewEntry {
  id: number;
  priority: number | null;
  /** on the 100-point scale */
  score: number | null;
  progress: number | null;
  status: MediaListStatus | null;
  media: {
    id: number;
    type: MediaType | null;
    format: MediaFormat | null;
    status: MediaStatus | null;
    episodes: number | null;
    title: MediaTitle | null;
    coverImage: { large: string | null; medium: string | null; color: string | null } | null;
    nextAiringEpisode: { episode: number; timeUntilAiring: number } | null;
    siteUrl: string | null;
  } | null;
}

export interface ListPreviewResult {
  Page: { mediaList: (ListPreviewEntry | null)[] | null } | null;
}

/** Notes of a whole list (custom-tag index; cached 60 s). */
export const LIST_NOTES = /* GraphQL */ `
query ListNotes($name: String, $listType: MediaType) {
  MediaListCollection(userName: $name, type: $listType) {
    lists {
      name
      isCustomList
      entries { mediaId status notes media { id ${TITLE} } }
    }
  }
}`;

export interface ListNotesResult {
  MediaListCollection: {
    lists: ({
      name: string | null;
      isCustomList: boolean | null;
      entries: ({ mediaId: number; status: MediaListStatus | null; notes: string | null; media: { id: number; title: MediaTitle | null } | null } | null)[] | null;
    } | null)[] | null;
  } | null;
}

/** Autorecs input: the user's mean and spread, and each entry's top 5 recommendations by rating. */
export const AUTORECS_LIST = /* GraphQL */ `
query AutorecsList($name: String, $type: MediaType) {
  User(name: $name) {
    id
    statistics {
      anime { meanScore standardDeviation }
      manga { meanScore standardDeviation }
    }
  }
  MediaListCollection(userName: $name, type: $type) {
    lists {
      entries {
        mediaId
        status
        scoreRaw: score(format: POINT_100)
        media {
          recommendations(sort: RATING_DESC, perPage: 5) {
            nodes { rating mediaRecommendation { id ${TITLE} } }
          }
        }
      }
    }
  }
}`;

interface ScoreSpread {
  meanScore: number;
  standardDeviation: number;
}

export interface AutorecsEntry {
  mediaId: number;
  status: MediaListStatus | null;
  scoreRaw: number | null;
  media: {
    recommendations: {
      nodes: ({ rating: number | null; mediaRecommendation: { id: number; title: MediaTitle | null } | null } | null)[] | null;
    } | null;
  } | null;
}

export interface AutorecsListResult {
  User: { id: number; statistics: { anime: ScoreSpread | null; manga: ScoreSpread | null } | null } | null;
  MediaListCollection: { lists: ({ entries: (AutorecsEntry | null)[] | null } | null)[] | null } | null;
}
