/** Activities: several by id with replies and likes, and the raw markdown of one. */
import { TITLE, USER_REF, type ActivityType, type MediaTitle, type MediaType, type UserRef } from './types';

const REPLY_FIELDS = `id text(asHtml: true) likeCount isLiked createdAt user { ${USER_REF} } likes { id name }`;
const COMMON = `id type siteUrl createdAt replyCount likeCount isLiked isSubscribed isLocked likes { id name }`;

/** The three members of ActivityUnion with their replies; text and messages as HTML (render through DOMPurify). */
const ACTIVITY_FIELDS = `
    __typename
    ... on TextActivity { ${COMMON} text(asHtml: true) user { ${USER_REF} } replies { ${REPLY_FIELDS} } }
    ... on ListActivity { ${COMMON} status progress user { ${USER_REF} } media { id type ${TITLE} siteUrl coverImage { medium } } replies { ${REPLY_FIELDS} } }
    ... on MessageActivity { ${COMMON} message(asHtml: true) isPrivate messenger { ${USER_REF} } recipient { ${USER_REF} } replies { ${REPLY_FIELDS} } }`;

export interface ActivityReply {
  id: number;
  text: string | null;
  likeCount: number;
  isLiked: boolean | null;
  createdAt: number;
  user: UserRef | null;
  likes: ({ id: number; name: string } | null)[] | null;
}

interface ActivityCommon {
  id: number;
  type: ActivityType | null;
  siteUrl: string | null;
  createdAt: number;
  replyCount: number;
  likeCount: number;
  isLiked: boolean | null;
  isSubscribed: boolean | null;
  isLocked: boolean | null;
  likes: ({ id: number; name: string } | null)[] | null;
  /** Present only in documents that ask for replies. */
  replies?: (ActivityReply | null)[] | null;
}

export type Activity =
  | (ActivityCommon & { __typename: 'TextActivity'; text: string | null; user: UserRef | null })
  | (ActivityCommon & {
      __typename: 'ListActivity';
      status: string | null;
      progress: string | null;
      user: UserRef | null;
      media: { id: number; type: MediaType | null; title: MediaTitle | null; siteUrl: string | null; coverImage: { medium: string | null } | null } | null;
    })
  | (ActivityCommon & {
      __typename: 'MessageActivity';
      message: string | null;
      isPrivate: boolean | null;
      messenger: UserRef | null;
      recipient: UserRef | null;
    });

/** Several activities with their replies at once (the notifications page's comment panels, cached 24 h each). */
export const ACTIVITIES_BY_IDS = /* GraphQL */ `
query ActivitiesByIds($ids: [Int], $perPage: Int) {
  Page(page: 1, perPage: $perPage) {
    activities(id_in: $ids) {${ACTIVITY_FIELDS}
    }
  }
}`;

export interface ActivitiesByIdsResult {
  Page: { activities: (Activity | null)[] | null } | null;
}

/** The markdown source of an activity (markdown toggle; cached 20 s). */
export const ACTIVITY_MARKDOWN = /* GraphQL */ `
query ActivityMarkdown($id: Int) {
  Activity(id: $id) {
    __typename
    ... on TextActivity { id text(asHtml: false) }
    ... on MessageActivity { id message(asHtml: false) }
    ... on ListActivity { id }
  }
}`;

export interface ActivityMarkdownResult {
  Activity:
    | { __typename: 'TextActivity'; id: number; text: string | null }
    | { __typename: 'MessageActivity'; id: number; message: string | null }
    | { __typename: 'ListActivity'; id: number }
    | null;
}
