/**
 * The terms-page feed (spec doc 3 §7 "Feed", "Random picks" activity rate): a page of 20
 * activities, forum threads or reviews, the media search (5 best matches), and the samples the
 * activity rate is computed from. HTML fields are AniList's rendering of member markdown: hostile,
 * shown only through ui/sanitizeHtml.ts.
 */
import type { ActivityReply } from './activities';
import { PAGE_INFO, TITLE, USER_REF, type MediaTitle, type MediaType, type PageInfo, type UserRef } from './types';

/** Media search results (spec doc 3 §9). */
export const FEED_MEDIA_SEARCH_COUNT = 5;

const FEED_REPLY = `id text(asHtml: true) likeCount isLiked createdAt user { ${USER_REF} } likes { id name }`;
const FEED_COMMON = `id type createdAt replyCount likeCount isLiked likes { id name } replies { ${FEED_REPLY} }`;

export const FEED_ACTIVITIES = /* GraphQL */ `
query TermsFeedActivities(
  $page: Int, $perPage: Int, $isFollowing: Boolean, $typeNotIn: [ActivityType], $hasReplies: Boolean,
  $hasRepliesOrTypeText: Boolean, $userId: Int, $mediaId: Int
) {
  Page(page: $page, perPage: $perPage) {
    ${PAGE_INFO}
    activities(
      isFollowing: $isFollowing, type_not_in: $typeNotIn, hasReplies: $hasReplies,
      hasRepliesOrTypeText: $hasRepliesOrTypeText, userId: $userId, mediaId: $mediaId, sort: ID_DESC
    ) {
      __typename
      ... on TextActivity { ${FEED_COMMON} text(asHtml: true) user { ${USER_REF} } }
      ... on ListActivity { ${FEED_COMMON} status progress user { ${USER_REF} } media { id type ${TITLE} coverImage { medium } } }
      ... on MessageActivity { ${FEED_COMMON} message(asHtml: true) messenger { ${USER_REF} } recipient { ${USER_REF} } }
    }
  }
}`;

export interface FeedActivitiesVariables {
  page: number;
  perPage: number;
  isFollowing?: boolean;
  typeNotIn?: ('ANIME_LIST' | 'MANGA_LIST' | 'TEXT' | 'MESSAGE')[];
  hasReplies?: boolean;
  hasRepliesOrTypeText?: boolean;
  userId?: number;
  mediaId?: number;
}

export interface FeedLiker {
  id: number;
  name: string;
}

/** A reply as the feed asks for it: the same fields as the single-activity query's replies. */
export type FeedReply = ActivityReply;

interface FeedActivityCommon {
  id: number;
  createdAt: number;
  replyCount: number;
  likeCount: number;
  isLiked: boolean | null;
  likes: (FeedLiker | null)[] | null;
  replies: (FeedReply | null)[] | null;
}

export interface FeedMedia {
  id: number;
  type: MediaType | null;
  title: MediaTitle | null;
  coverImage?: { medium: string | null } | null;
}

export type FeedActivity =
  | (FeedActivityCommon & { __typename: 'TextActivity'; type: 'TEXT'; text: string | null; user: UserRef | null })
  | (FeedActivityCommon & {
      __typename: 'ListActivity';
      type: 'ANIME_LIST' | 'MANGA_LIST';
      status: string | null;
      progress: string | null;
      user: UserRef | null;
      media: FeedMedia | null;
    })
  | (FeedActivityCommon & {
      __typename: 'MessageActivity';
      type: 'MESSAGE';
      message: string | null;
      messenger: UserRef | null;
      recipient: UserRef | null;
    });

export interface FeedActivitiesResult {
  Page: { pageInfo: PageInfo | null; activities: (FeedActivity | null)[] | null } | null;
}

/** Forum threads, most recently replied first, optionally by a user or about a media. */
export const FEED_THREADS = /* GraphQL */ `
query TermsFeedThreads($page: Int, $perPage: Int, $userId: Int, $mediaCategoryId: Int) {
  Page(page: $page, perPage: $perPage) {
    ${PAGE_INFO}
    threads(userId: $userId, mediaCategoryId: $mediaCategoryId, sort: REPLIED_AT_DESC) {
      id title createdAt repliedAt replyCount likeCount isLiked
      body(asHtml: true)
      user { ${USER_REF} }
      likes { id name }
    }
  }
}`;

export interface FeedThread {
  id: number;
  title: string | null;
  createdAt: number;
  repliedAt: number | null;
  replyCount: number | null;
  likeCount: number;
  isLiked: boolean | null;
  body: string | null;
  user: UserRef | null;
  likes: (FeedLiker | null)[] | null;
}

export interface FeedThreadsResult {
  Page: { pageInfo: PageInfo | null; threads: (FeedThread | null)[] | null } | null;
}

/** Reviews, newest first, optionally by a user or of a media. */
export const FEED_REVIEWS = /* GraphQL */ `
query TermsFeedReviews($page: Int, $perPage: Int, $userId: Int, $mediaId: Int) {
  Page(page: $page, perPage: $perPage) {
    ${PAGE_INFO}
    reviews(userId: $userId, mediaId: $mediaId, sort: ID_DESC) {
      id createdAt summary rating ratingAmount score
      user { ${USER_REF} }
      media { id type ${TITLE} coverImage { medium } }
    }
  }
}`;

export interface FeedReview {
  id: number;
  createdAt: number;
  summary: string | null;
  rating: number | null;
  ratingAmount: number | null;
  score: number | null;
  user: UserRef | null;
  media: FeedMedia | null;
}

export interface FeedReviewsResult {
  Page: { pageInfo: PageInfo | null; reviews: (FeedReview | null)[] | null } | null;
}

/** The best matches of a title search, anime and manga alike. */
export const FEED_MEDIA_SEARCH = /* GraphQL */ `
query TermsFeedMediaSearch($search: String, $perPage: Int) {
  Page(page: 1, perPage: $perPage) {
    media(search: $search, sort: SEARCH_MATCH) { id type ${TITLE} coverImage { medium } }
  }
}`;

export interface FeedMediaSearchResult {
  Page: { media: (FeedMedia | null)[] | null } | null;
}

/**
 * The activity-rate samples (spec doc 3 §7, §9): pages 1 and 20 of ten, newest first, of all
 * activities, of status posts and of messages. Only the times are read.
 */
const RATE_TIMES = `__typename ... on TextActivity { createdAt } ... on ListActivity { createdAt } ... on MessageActivity { createdAt }`;
export const FEED_ACTIVITY_RATE = /* GraphQL */ `
query TermsFeedActivityRate {
  allFirst: Page(page: 1, perPage: 10) { activities(sort: ID_DESC) { ${RATE_TIMES} } }
  allLast: Page(page: 20, perPage: 10) { activities(sort: ID_DESC) { ${RATE_TIMES} } }
  textFirst: Page(page: 1, perPage: 10) { activities(type: TEXT, sort: ID_DESC) { ${RATE_TIMES} } }
  textLast: Page(page: 20, perPage: 10) { activities(type: TEXT, sort: ID_DESC) { ${RATE_TIMES} } }
  messageFirst: Page(page: 1, perPage: 10) { activities(type: MESSAGE, sort: ID_DESC) { ${RATE_TIMES} } }
  messageLast: Page(page: 20, perPage: 10) { activities(type: MESSAGE, sort: ID_DESC) { ${RATE_TIMES} } }
}`;

type RatePage = { activities: ({ createdAt?: number } | null)[] | null } | null;

export interface FeedActivityRateResult {
  allFirst: RatePage;
  allLast: RatePage;
  textFirst: RatePage;
  textLast: RatePage;
  messageFirst: RatePage;
  messageLast: RatePage;
}
