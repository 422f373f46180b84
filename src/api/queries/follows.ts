/**
 * A user's follow lists for the follow-back check (spec doc 2 §7 "Follow lists": 12 pages aliased
 * in one query, following or followers sorted by username, name only; §9: so it is inaccurate
 * above 600 follows).
 */

export const FOLLOW_CHECK_PAGES = 12;
export const FOLLOW_CHECK_PER_PAGE = 50;
/** 12 pages of 50: beyond this many follows the check cannot see everyone. */
export const FOLLOW_CHECK_LIMIT = FOLLOW_CHECK_PAGES * FOLLOW_CHECK_PER_PAGE;

export type FollowKind = 'following' | 'followers';

export function followPagesDocument(kind: FollowKind): string {
  const pages = Array.from(
    { length: FOLLOW_CHECK_PAGES },
    (_, i) => `  p${i + 1}: Page(page: ${i + 1}, perPage: ${FOLLOW_CHECK_PER_PAGE}) { ${kind}(userId: $userId, sort: USERNAME) { name } }`,
  );
  const name = kind === 'following' ? 'FollowingPages' : 'FollowerPages';
  return `query ${name}($userId: Int!) {\n${pages.join('\n')}\n}`;
}

export const FOLLOWING_PAGES = followPagesDocument('following');
export const FOLLOWER_PAGES = followPagesDocument('followers');

type Names = ({ name: string } | null)[] | null;

/** p1 … p12, each a page of names. */
export type FollowPagesResult = Record<string, { following?: Names; followers?: Names } | null>;

/** The names of all pages in page order, without gaps. */
export function namesOf(data: FollowPagesResult, kind: FollowKind): string[] {
  const names: string[] = [];
  for (let page = 1; page <= FOLLOW_CHECK_PAGES; page++) {
    for (const user of data[`p${page}`]?.[kind] ?? []) if (user?.name) names.push(user.name);
  }
  return names;
}
