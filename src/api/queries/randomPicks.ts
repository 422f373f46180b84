/**
 * The site-stats page's queries (spec doc 3 §7 "Random picks": Page(page) with pageInfo total and
 * ids for users, anime, manga, characters, staff, reviews; 50 per page; and the activity pages
 * of the activity-rate calculation).
 */

export type RandomPickKind = 'users' | 'anime' | 'manga' | 'characters' | 'staff' | 'reviews';

/** The Page list of each kind; users are picked by name, the rest by id. */
const LIST_FIELDS: Record<RandomPickKind, string> = {
  users: 'users { id name }',
  anime: 'media(type: ANIME) { id }',
  manga: 'media(type: MANGA) { id }',
  characters: 'characters { id }',
  staff: 'staff { id }',
  reviews: 'reviews { id }',
};

/** The document for one kind; the operation is named after it (RandomPickUsers, …). */
export function randomPickQuery(kind: RandomPickKind): string {
  const name = `RandomPick${kind[0]!.toUpperCase()}${kind.slice(1)}`;
  return /* GraphQL */ `
query ${name}($page: Int, $perPage: Int) {
  Page(page: $page, perPage: $perPage) {
    pageInfo { total }
    ${LIST_FIELDS[kind]}
  }
}`;
}

export interface RandomPickItem {
  id: number;
  name?: string;
}

export interface RandomPickResult {
  Page: {
    pageInfo: { total: number | null } | null;
    users?: RandomPickItem[] | null;
    media?: RandomPickItem[] | null;
    characters?: RandomPickItem[] | null;
    staff?: RandomPickItem[] | null;
    reviews?: RandomPickItem[] | null;
  } | null;
}

/** Creation times of the newest activities (all kinds, or one type) on one page of ten. */
export const ACTIVITY_RATE = /* GraphQL */ `
query ActivityRate($page: Int, $perPage: Int, $type: ActivityType) {
  Page(page: $page, perPage: $perPage) {
    activities(type: $type, sort: ID_DESC) {
      ... on TextActivity { createdAt }
      ... on ListActivity { createdAt }
      ... on MessageActivity { createdAt }
    }
  }
}`;

export interface ActivityRateResult {
  Page: { activities: ({ createdAt?: number } | null)[] | null } | null;
}
