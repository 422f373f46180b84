/** The social page's API calls (spec doc 2 §7: user id lookup, follow counts, follow lists). */
import { API_DOWN_MESSAGE, INVALID_TOKEN_MESSAGE, query, request } from '../../api/client';
import { FOLLOW_COUNTS, USER_ID_BY_NAME, type FollowCountsResult, type UserIdByNameResult } from '../../api/queries/users';
import { FOLLOWER_PAGES, FOLLOWING_PAGES, namesOf, type FollowPagesResult } from '../../api/queries/follows';

/** Name → id, cached for the tab's life under the spec's key (ids never change). */
export async function userIdOf(name: string, signal: AbortSignal): Promise<number | null> {
  const data = await query<UserIdByNameResult>(USER_ID_BY_NAME, { name }, { cacheKey: `hohIDlookup${name.toLowerCase()}`, signal });
  return data?.User?.id ?? null;
}

export interface FollowTotals {
  following: number | null;
  followers: number | null;
}

/** Both totals in one request (perPage 1, only pageInfo.total read); a failed one is null. */
export async function followTotals(userId: number, signal: AbortSignal): Promise<FollowTotals> {
  const data = await query<FollowCountsResult>(FOLLOW_COUNTS, { userId }, { signal });
  return {
    following: data?.following?.pageInfo?.total ?? null,
    followers: data?.followers?.pageInfo?.total ?? null,
  };
}

export type FollowLists = { ok: true; following: string[]; followers: string[] } | { ok: false; message: string };

/** The two lists, 12 aliased pages each, one request per list. */
export async function followLists(userId: number, signal: AbortSignal): Promise<FollowLists | null> {
  const following = await request<FollowPagesResult>(FOLLOWING_PAGES, { userId }, { signal });
  if (following.kind === 'aborted') return null;
  if (following.kind !== 'ok') return { ok: false, message: outcomeMessage(following) };
  const followers = await request<FollowPagesResult>(FOLLOWER_PAGES, { userId }, { signal });
  if (followers.kind === 'aborted') return null;
  if (followers.kind !== 'ok') return { ok: false, message: outcomeMessage(followers) };
  return { ok: true, following: namesOf(following.data, 'following'), followers: namesOf(followers.data, 'followers') };
}

function outcomeMessage(result: Exclude<Awaited<ReturnType<typeof request>>, { kind: 'ok' | 'aborted' }>): string {
  switch (result.kind) {
    case 'failed':
      return result.error.message;
    case 'notFound':
      return 'Not Found.';
    case 'down':
      return API_DOWN_MESSAGE;
    case 'retracted':
      return INVALID_TOKEN_MESSAGE;
  }
}
