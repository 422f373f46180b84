/** AniList schema enums and small shapes shared by the query result types. */
export type MediaType = 'ANIME' | 'MANGA';
export type ScoreFormat = 'POINT_100' | 'POINT_10_DECIMAL' | 'POINT_10' | 'POINT_5' | 'POINT_3';
export type MediaListStatus = 'CURRENT' | 'PLANNING' | 'COMPLETED' | 'DROPPED' | 'PAUSED' | 'REPEATING';
export type MediaStatus = 'FINISHED' | 'RELEASING' | 'NOT_YET_RELEASED' | 'CANCELLED' | 'HIATUS';
export type MediaFormat =
  | 'TV'
  | 'TV_SHORT'
  | 'MOVIE'
  | 'SPECIAL'
  | 'OVA'
  | 'ONA'
  | 'MUSIC'
  | 'MANGA'
  | 'NOVEL'
  | 'ONE_SHOT';
export type UserTitleLanguage =
  | 'ROMAJI'
  | 'ENGLISH'
  | 'NATIVE'
  | 'ROMAJI_STYLISED'
  | 'ENGLISH_STYLISED'
  | 'NATIVE_STYLISED';
export type ActivityType = 'TEXT' | 'ANIME_LIST' | 'MANGA_LIST' | 'MESSAGE' | 'MEDIA_LIST';
export type LikeableType = 'THREAD' | 'THREAD_COMMENT' | 'ACTIVITY' | 'ACTIVITY_REPLY';
export type NotificationType =
  | 'ACTIVITY_MESSAGE'
  | 'ACTIVITY_REPLY'
  | 'FOLLOWING'
  | 'ACTIVITY_MENTION'
  | 'THREAD_COMMENT_MENTION'
  | 'THREAD_SUBSCRIBED'
  | 'THREAD_COMMENT_REPLY'
  | 'AIRING'
  | 'ACTIVITY_LIKE'
  | 'ACTIVITY_REPLY_LIKE'
  | 'THREAD_LIKE'
  | 'THREAD_COMMENT_LIKE'
  | 'ACTIVITY_REPLY_SUBSCRIBED'
  | 'RELATED_MEDIA_ADDITION'
  | 'MEDIA_DATA_CHANGE'
  | 'MEDIA_MERGE'
  | 'MEDIA_DELETION';

export interface FuzzyDate {
  year: number | null;
  month: number | null;
  day: number | null;
}

/** For mutation variables: any part may be left out. */
export interface FuzzyDateInput {
  year?: number | null;
  month?: number | null;
  day?: number | null;
}

export interface MediaTitle {
  romaji: string | null;
  native: string | null;
  english: string | null;
}

export interface PageInfo {
  total: number | null;
  perPage: number | null;
  currentPage: number | null;
  lastPage: number | null;
  hasNextPage: boolean | null;
}

export interface Avatar {
  large?: string | null;
  medium: string | null;
}

/** A user as most queries show one: enough for a name, a link and an avatar. */
export interface UserRef {
  id: number;
  name: string;
  avatar: Avatar | null;
}

/** Selections reused across documents (plain text, interpolated; the packer rejects fragments). */
export const TITLE = 'title { romaji native english }';
export const FUZZY_DATE = '{ year month day }';
export const PAGE_INFO = 'pageInfo { total perPage currentPage lastPage hasNextPage }';
export const USER_REF = 'id name avatar { medium }';
