/**
 * The activity timeline (spec doc 1 §2: the media social tab's own-activity timeline, cached
 * 120 s; /activity/{id}'s previous/next/profile arrows).
 */
import { USER_REF, type UserRef } from './types';

/** One user's list activities on one media, newest first (a timeline rarely has more than 50). */
export const MEDIA_TIMELINE = /* GraphQL */ `
query MediaTimeline($userId: Int, $mediaId: Int) {
  Page(page: 1, perPage: 50) {
    activities(userId: $userId, mediaId: $mediaId, sort: ID_DESC) {
      __typename
      ... on ListActivity { id status progress createdAt }
    }
  }
}`;

export interface TimelineActivity {
  __typename: 'ListActivity';
  id: number;
  status: string | null;
  progress: string | null;
  createdAt: number;
}

export interface MediaTimelineResult {
  Page: { activities: (TimelineActivity | { __typename: string } | null)[] | null } | null;
}

/** Who wrote an activity, and when: where its neighbours are looked for. */
export const ACTIVITY_AUTHOR = /* GraphQL */ `
query ActivityAuthor($id: Int) {
  Activity(id: $id) {
    __typename
    ... on TextActivity { id createdAt user { ${USER_REF} } }
    ... on ListActivity { id createdAt user { ${USER_REF} } }
    ... on MessageActivity { id createdAt messenger { ${USER_REF} } recipient { ${USER_REF} } }
  }
}`;

export type ActivityAuthorResult = {
  Activity:
    | { __typename: 'TextActivity' | 'ListActivity'; id: number; createdAt: number; user: UserRef | null }
    | { __typename: 'MessageActivity'; id: number; createdAt: number; messenger: UserRef | null; recipient: UserRef | null }
    | null;
};

const NEIGHBOUR = `
      __typename
      ... on TextActivity { id }
      ... on ListActivity { id }
      ... on MessageActivity { id }`;

/** The author's activity just before and just after one (by time; one field per Page, so two Pages). */
export const ACTIVITY_NEIGHBOURS = /* GraphQL */ `
query ActivityNeighbours($userId: Int, $messengerId: Int, $createdAt: Int) {
  previous: Page(page: 1, perPage: 1) {
    activities(userId: $userId, messengerId: $messengerId, createdAt_lesser: $createdAt, sort: ID_DESC) {${NEIGHBOUR}
    }
  }
  next: Page(page: 1, perPage: 1) {
    activities(userId: $userId, messengerId: $messengerId, createdAt_greater: $createdAt, sort: ID) {${NEIGHBOUR}
    }
  }
}`;

type Neighbour = { __typename: string; id?: number } | null;

export interface ActivityNeighboursResult {
  previous: { activities: Neighbour[] | null } | null;
  next: { activities: Neighbour[] | null } | null;
}
