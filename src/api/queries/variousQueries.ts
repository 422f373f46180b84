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
