/**
 * The media social tab (spec doc 3 §7 "Social tab"): the followings' list entries for one media
 * (userId_in and mediaId: progress, notes, repeat, dates, status, createdAt), and the media's
 * activity feed filtered by replies and/or following, newest first, with pageInfo.lastPage.
 */
import { FUZZY_DATE, PAGE_INFO, TITLE, USER_REF, type FuzzyDate, type MediaListStatus, type MediaTitle, type MediaType, type PageInfo, type UserRef } from './types';

/** AniList's page size; more followings take more pages. */
export const SOCIAL_ENTRIES_PER_PAGE = 50;

export const SOCIAL_TAB_ENTRIES = /* GraphQL */ `
query SocialTabEntries($mediaId: Int, $userIds: [Int], $perPage: Int) {
  Media(id: $mediaId) { id type episodes chapters }
  Page(page: 1, perPage: $perPage) {
    mediaList(mediaId: $mediaId, userId_in: $userIds) {
      id userId status progress progressVolumes notes repeat createdAt startedAt ${FUZZY_DATE} completedAt ${FUZZY_DATE}
    }
  }
}`;

export interface SocialTabEntry {
  id: number;
  userId: number;
  status: MediaListStatus | null;
  progress: number | null;
  progressVolumes: number | null;
  notes: string | null;
  repeat: number | null;
  createdAt: number | null;
  startedAt: FuzzyDate | null;
  completedAt: FuzzyDate | null;
}

export interface SocialTabEntriesResult {
  Media: { id: number; type: MediaType | null; episodes: number | null; chapters: number | null } | null;
  Page: { mediaList: (SocialTabEntry | null)[] | null } | null;
}

/** The feed's page size (AniList's own feeds show 25). */
export const SOCIAL_FEED_PER_PAGE = 25;

const REPLY = `id text(asHtml: true) createdAt likeCount user { ${USER_REF} }`;

/** Only list activities carry a media, so only they can be in a media's feed. */
export const SOCIAL_TAB_FEED = /* GraphQL */ `
query SocialTabFeed($mediaId: Int, $page: Int, $perPage: Int, $hasReplies: Boolean, $isFollowing: Boolean) {
  Page(page: $page, perPage: $perPage) {
    ${PAGE_INFO}
    activities(mediaId: $mediaId, hasReplies: $hasReplies, isFollowing: $isFollowing, sort: ID_DESC) {
      __typename
      ... on ListActivity {
        id type status progress createdAt replyCount likeCount siteUrl
        user { ${USER_REF} }
        media { id type ${TITLE} coverImage { medium } }
        likes { id name }
        replies { ${REPLY} }
      }
    }
  }
}`;

export interface SocialFeedReply {
  id: number;
  text: string | null;
  createdAt: number;
  likeCount: number;
  user: UserRef | null;
}

export interface SocialFeedActivity {
  __typename: 'ListActivity';
  id: number;
  type: 'ANIME_LIST' | 'MANGA_LIST' | null;
  status: string | null;
  progress: string | null;
  createdAt: number;
  replyCount: number;
  likeCount: number;
  siteUrl: string | null;
  user: UserRef | null;
  media: { id: number; type: MediaType | null; title: MediaTitle | null; coverImage: { medium: string | null } | null } | null;
  likes: ({ id: number; name: string } | null)[] | null;
  replies: (SocialFeedReply | null)[] | null;
}

export interface SocialTabFeedResult {
  Page: { pageInfo: PageInfo | null; activities: (SocialFeedActivity | { __typename: string } | null)[] | null } | null;
}
