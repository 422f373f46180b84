/** Who liked what: the like tooltips of the activity page and the forum (spec doc 3 §7 "Likes and replies"). */
import type { LikeableType } from './types';

/** An activity's likers and, in reply order, each reply's likers (one request serves the whole page). */
export const ACTIVITY_LIKERS = /* GraphQL */ `
query ActivityLikers($id: Int) {
  Activity(id: $id) {
    __typename
    ... on TextActivity { id likes { name } replies { id likes { name } } }
    ... on ListActivity { id likes { name } replies { id likes { name } } }
    ... on MessageActivity { id likes { name } replies { id likes { name } } }
  }
}`;

type Likers = ({ name: string } | null)[] | null;

export interface ActivityLikersResult {
  Activity: { __typename: string; id: number; likes: Likers; replies: ({ id: number; likes: Likers } | null)[] | null } | null;
}

/** The likers of a thread or a thread comment, 50 a page. */
export const LIKERS_PAGE = /* GraphQL */ `
query LikersPage($id: Int, $type: LikeableType, $page: Int) {
  Page(page: $page, perPage: 50) {
    pageInfo { hasNextPage }
    likes(likeableId: $id, type: $type) { name }
  }
}`;

export interface LikersPageVariables {
  id: number;
  type: LikeableType;
  page: number;
}

export interface LikersPageResult {
  Page: { pageInfo: { hasNextPage: boolean | null } | null; likes: Likers } | null;
}

/** The names of a likers list, without the holes the API may leave. */
export function likerNames(likes: Likers | undefined): string[] {
  return (likes ?? []).flatMap((user) => (user?.name ? [user.name] : []));
}
