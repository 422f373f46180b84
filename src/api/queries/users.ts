/** User lookups by name or id: id lookup, about text, follow counts, statistics, the viewer's own about text. */
import { PAGE_INFO, type PageInfo, type ScoreFormat } from './types';

/** Name → id (cached by callers under 'hohIDlookup<name>'). */
export const USER_ID_BY_NAME = /* GraphQL */ `
query UserIdByName($name: String) {
  User(name: $name) { id name }
}`;

export interface UserIdByNameResult {
  User: { id: number; name: string } | null;
}

/** The raw (markdown) about text, where profile JSON lives; with the score format for profile stats. */
export const USER_ABOUT = /* GraphQL */ `
query UserAbout($name: String) {
  User(name: $name) {
    id
    name
    about
    mediaListOptions { scoreFormat }
  }
}`;

export interface UserAboutResult {
  User: { id: number; name: string; about: string | null; mediaListOptions: { scoreFormat: ScoreFormat | null } | null } | null;
}

/** Follower and following totals (perPage 1: only pageInfo.total matters). */
export const FOLLOW_COUNTS = /* GraphQL */ `
query FollowCounts($userId: Int!) {
  following: Page(perPage: 1) { ${PAGE_INFO} following(userId: $userId) { id } }
  followers: Page(perPage: 1) { ${PAGE_INFO} followers(userId: $userId) { id } }
}`;

export interface FollowCountsResult {
  following: { pageInfo: PageInfo | null } | null;
  followers: { pageInfo: PageInfo | null } | null;
}

/** A user's statistics summary (cached 60 s by the stats views). */
export const USER_STATISTICS = /* GraphQL */ `
query UserStatistics($name: String) {
  User(name: $name) {
    id
    name
    mediaListOptions { scoreFormat }
    statistics {
      anime { count meanScore standardDeviation minutesWatched episodesWatched }
      manga { count meanScore standardDeviation chaptersRead volumesRead }
    }
  }
}`;

export interface UserStatisticsResult {
  User: {
    id: number;
    name: string;
    mediaListOptions: { scoreFormat: ScoreFormat | null } | null;
    statistics: {
      anime: { count: number; meanScore: number; standardDeviation: number; minutesWatched: number; episodesWatched: number } | null;
      manga: { count: number; meanScore: number; standardDeviation: number; chaptersRead: number; volumesRead: number } | null;
    } | null;
  } | null;
}

/** The signed-in user's own about text, read fresh before profile JSON is written into it. */
export const VIEWER_ABOUT = /* GraphQL */ `
query ViewerAbout {
  Viewer { id name about }
}`;

export interface ViewerAboutResult {
  Viewer: { id: number; name: string; about: string | null } | null;
}
