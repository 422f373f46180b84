/**
 * The documents of the 'Various queries' tools on /site-stats (spec doc 2 §7 "Per-user
 * activities", "User id lookup" and the "Stats page" row). Imported by the tools from this file,
 * never from the queries barrel (lazy boundary).
 */
import { PAGE_INFO, type PageInfo } from './types';

/** spec doc 2 §7 "User id lookup": name → id. */
export const VQ_USER_ID = /* GraphQL */ `
query VqUserId($name: String) {
  User(name: $name) { id name }
}`;

export interface VqUserIdResult {
  User: { id: number; name: string } | null;
}

/**
 * A page of one user's status posts (TEXT, by author) or messages (MESSAGE, on the recipient's
 * profile), newest first: the markdown source is what a search matches, the HTML what is shown.
 */
export const VQ_USER_POSTS = /* GraphQL */ `
query VqUserPosts($userId: Int, $page: Int, $type: ActivityType) {
  Page(page: $page, perPage: 50) {
    ${PAGE_INFO}
    activities(userId: $userId, type: $type, sort: ID_DESC) {
      __typename
      ... on TextActivity { id siteUrl createdAt likeCount source: text(asHtml: false) html: text(asHtml: true) user { name } }
      ... on MessageActivity { id siteUrl createdAt likeCount source: message(asHtml: false) html: message(asHtml: true) messenger { name } }
    }
  }
}`;

export interface VqPost {
  __typename: 'TextActivity' | 'MessageActivity';
  id: number;
  siteUrl: string | null;
  createdAt: number;
  likeCount: number;
  source: string | null;
  html: string | null;
  user?: { name: string } | null;
  messenger?: { name: string } | null;
}

export interface VqUserPostsResult {
  Page: { pageInfo: PageInfo | null; activities: (VqPost | null)[] | null } | null;
}

/** First activity (cached 60 s): the user's oldest activity of any kind. */
export const VQ_FIRST_ACTIVITY = /* GraphQL */ `
query VqFirstActivity($userId: Int) {
  Page(page: 1, perPage: 1) {
    activities(userId: $userId, sort: ID) {
      __typename
      ... on TextActivity { id siteUrl createdAt }
      ... on ListActivity { id siteUrl createdAt status progress media { id type title { romaji } } }
      ... on MessageActivity { id siteUrl createdAt messenger { name } }
    }
  }
}`;

/** spec doc 2 §7 "Stats page": the activities (of anyone) whose ids follow a first activity. */
export const VQ_ACTIVITY_PROBES = /* GraphQL */ `
query VqActivityProbes($ids: [Int]) {
  Page(page: 1, perPage: 50) {
    activities(id_in: $ids, sort: ID) {
      __typename
      ... on TextActivity { id createdAt }
      ... on ListActivity { id createdAt }
      ... on MessageActivity { id createdAt }
    }
  }
}`;

export interface VqActivityProbesResult {
  Page: { activities: ({ id: number; createdAt: number } | null)[] | null } | null;
}

export interface VqFirstActivityResult {
  Page: {
    activities: ({
      __typename: 'TextActivity' | 'ListActivity' | 'MessageActivity';
      id: number;
      siteUrl: string | null;
      createdAt: number;
      status?: string | null;
      progress?: string | null;
      media?: { id: number; type: 'ANIME' | 'MANGA' | null; title: { romaji: string | null } | null } | null;
      messenger?: { name: string } | null;
    } | null)[] | null;
  } | null;
}

/** Notification count (authorised): the total of the viewer's notifications. */
export const VQ_NOTIFICATION_TOTAL = /* GraphQL */ `
query VqNotificationTotal {
  Page(page: 1, perPage: 1) {
    pageInfo { total }
    notifications { __typename }
  }
}`;

export interface VqTotalResult {
  Page: { pageInfo: { total: number | null } | null } | null;
}

/** Users total: anonymous, and again authorised (members who blocked the viewer are left out). */
export const VQ_USERS_TOTAL = /* GraphQL */ `
query VqUsersTotal {
  Page(page: 1, perPage: 1) {
    pageInfo { total }
    users { id }
  }
}`;

export const VQ_VIEWER = /* GraphQL */ `
query VqViewer {
  Viewer { id name moderatorRoles }
}`;

export interface VqViewerResult {
  Viewer: { id: number; name: string; moderatorRoles: (string | null)[] | null } | null;
}

/** Message spy: the site's newest public messages. */
export const VQ_RECENT_MESSAGES = /* GraphQL */ `
query VqRecentMessages($page: Int) {
  Page(page: $page, perPage: 50) {
    activities(type: MESSAGE, sort: ID_DESC) {
      __typename
      ... on MessageActivity { id siteUrl createdAt html: message(asHtml: true) messenger { name } recipient { name } }
    }
  }
}`;

export interface VqMessage {
  __typename: 'MessageActivity';
  id: number;
  siteUrl: string | null;
  createdAt: number;
  html: string | null;
  messenger: { name: string } | null;
  recipient: { name: string } | null;
}

export interface VqRecentMessagesResult {
  Page: { activities: (VqMessage | { __typename: string } | null)[] | null } | null;
}

/** Reviews: every review by page, oldest first. */
export const VQ_REVIEWS_PAGE = /* GraphQL */ `
query VqReviewsPage($page: Int) {
  Page(page: $page, perPage: 50) {
    ${PAGE_INFO}
    reviews(sort: ID) { id rating ratingAmount score user { id name } media { id type title { romaji } } }
  }
}`;

export interface VqReview {
  id: number;
  rating: number | null;
  ratingAmount: number | null;
  score: number | null;
  user: { id: number; name: string | null } | null;
  media: { id: number; type: 'ANIME' | 'MANGA' | null; title: { romaji: string | null } | null } | null;
}

export interface VqReviewsPageResult {
  Page: { pageInfo: PageInfo | null; reviews: (VqReview | null)[] | null } | null;
}

/** A page of the users someone follows, with their statistics and favourite anime and manga. */
export const VQ_FOLLOWING_PAGE = /* GraphQL */ `
query VqFollowingPage($userId: Int!, $page: Int) {
  Page(page: $page, perPage: 50) {
    ${PAGE_INFO}
    following(userId: $userId, sort: USERNAME) {
      id
      name
      statistics {
        anime { count meanScore minutesWatched }
        manga { count meanScore chaptersRead }
      }
      favourites {
        anime { nodes { id type title { romaji } } }
        manga { nodes { id type title { romaji } } }
      }
    }
  }
}`;

export interface VqFavouriteMedia {
  id: number;
  type: 'ANIME' | 'MANGA' | null;
  title: { romaji: string | null } | null;
}

export interface VqFriend {
  id: number;
  name: string;
  statistics: {
    anime: { count: number; meanScore: number; minutesWatched: number } | null;
    manga: { count: number; meanScore: number; chaptersRead: number } | null;
  } | null;
  favourites: {
    anime: { nodes: (VqFavouriteMedia | null)[] | null } | null;
    manga: { nodes: (VqFavouriteMedia | null)[] | null } | null;
  } | null;
}

export interface VqFollowingPageResult {
  Page: { pageInfo: PageInfo | null; following: (VqFriend | null)[] | null } | null;
}

/** Followers or following names, for the blocked search's candidates. */
export const VQ_FOLLOW_NAMES = /* GraphQL */ `
query VqFollowNames($userId: Int!, $page: Int) {
  Page(page: $page, perPage: 50) {
    ${PAGE_INFO}
    following(userId: $userId, sort: USERNAME) { id name }
  }
}`;

export const VQ_FOLLOWER_NAMES = /* GraphQL */ `
query VqFollowerNames($userId: Int!, $page: Int) {
  Page(page: $page, perPage: 50) {
    ${PAGE_INFO}
    followers(userId: $userId, sort: USERNAME) { id name }
  }
}`;

export interface VqFollowNamesResult {
  Page: { pageInfo: PageInfo | null; following?: ({ id: number; name: string } | null)[] | null; followers?: ({ id: number; name: string } | null)[] | null } | null;
}

/** One list entry of a user, authorised: a 404 while the user exists means they blocked the viewer. */
export const VQ_LIST_PROBE = /* GraphQL */ `
query VqListProbe($userId: Int) {
  Page(page: 1, perPage: 1) {
    mediaList(userId: $userId) { id }
  }
}`;

export interface VqListProbeResult {
  Page: { mediaList: ({ id: number } | null)[] | null } | null;
}

/** Hidden entries: a page of a user's list with the hidden-from-status-lists flag. */
export const VQ_LIST_PAGE = /* GraphQL */ `
query VqListPage($userName: String, $type: MediaType, $page: Int) {
  Page(page: $page, perPage: 50) {
    ${PAGE_INFO}
    mediaList(userName: $userName, type: $type, sort: MEDIA_ID) {
      id
      status
      hiddenFromStatusLists
      media { id type format title { romaji } }
    }
  }
}`;

export interface VqListPageResult {
  Page: {
    pageInfo: PageInfo | null;
    mediaList: ({
      id: number;
      status: string | null;
      hiddenFromStatusLists: boolean | null;
      media: { id: number; type: 'ANIME' | 'MANGA' | null; format: string | null; title: { romaji: string | null } | null } | null;
    } | null)[] | null;
  } | null;
}

/** Related media not on the list: the list's media with their relations. */
export const VQ_LIST_RELATIONS = /* GraphQL */ `
query VqListRelations($userName: String, $type: MediaType) {
  MediaListCollection(userName: $userName, type: $type) {
    lists {
      entries {
        mediaId
        media { relations { edges { relationType node { id type format title { romaji } } } } }
      }
    }
  }
}`;

export interface VqRelatedNode {
  id: number;
  type: 'ANIME' | 'MANGA' | null;
  format: string | null;
  title: { romaji: string | null } | null;
}

export interface VqListRelationsResult {
  MediaListCollection: {
    lists: ({
      entries: ({
        mediaId: number;
        media: { relations: { edges: ({ relationType: string | null; node: VqRelatedNode | null } | null)[] | null } | null } | null;
      } | null)[] | null;
    } | null)[] | null;
  } | null;
}

/** Rank: a user's own totals, and pages of the users ranked by time watched or chapters read. */
export const VQ_USER_TOTALS = /* GraphQL */ `
query VqUserTotals($name: String) {
  User(name: $name) { id name statistics { anime { minutesWatched } manga { chaptersRead } } }
}`;

export const VQ_RANK_PAGE = /* GraphQL */ `
query VqRankPage($page: Int, $sort: [UserSort]) {
  Page(page: $page, perPage: 50) {
    users(sort: $sort) { id name statistics { anime { minutesWatched } manga { chaptersRead } } }
  }
}`;

export interface VqRankedUser {
  id: number;
  name: string;
  statistics: { anime: { minutesWatched: number } | null; manga: { chaptersRead: number } | null } | null;
}

export interface VqUserTotalsResult {
  User: VqRankedUser | null;
}

export interface VqRankPageResult {
  Page: { users: (VqRankedUser | null)[] | null } | null;
}

/** Similar users: the user's own favourite anime and manga. */
export const VQ_USER_FAVOURITES = /* GraphQL */ `
query VqUserFavourites($name: String) {
  User(name: $name) {
    id
    name
    favourites {
      anime { nodes { id type title { romaji } } }
      manga { nodes { id type title { romaji } } }
    }
  }
}`;

export interface VqUserFavouritesResult {
  User: { id: number; name: string; favourites: VqFriend['favourites'] } | null;
}
