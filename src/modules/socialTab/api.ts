/** The social tab's calls (spec doc 3 §7 "Social tab"). */
import { query, request } from '../../api/client';
import {
  SOCIAL_ENTRIES_PER_PAGE, SOCIAL_FEED_PER_PAGE, SOCIAL_TAB_ENTRIES, SOCIAL_TAB_FEED,
  type SocialFeedActivity, type SocialTabEntriesResult, type SocialTabEntry, type SocialTabFeedResult,
} from '../../api/queries/socialTab';

export interface FollowEntries {
  entries: Map<number, SocialTabEntry>;
  /** episodes (anime) or chapters (manga), for "5/12" */
  total: number | null;
}

/** The followings' entries for the media, 50 users a request; null when a request failed. */
export async function followEntries(mediaId: number, userIds: readonly number[], signal: AbortSignal): Promise<FollowEntries | null> {
  const entries = new Map<number, SocialTabEntry>();
  let total: number | null = null;
  for (let start = 0; start < userIds.length; start += SOCIAL_ENTRIES_PER_PAGE) {
    const ids = userIds.slice(start, start + SOCIAL_ENTRIES_PER_PAGE);
    const data = await query<SocialTabEntriesResult>(SOCIAL_TAB_ENTRIES, { mediaId, userIds: ids, perPage: SOCIAL_ENTRIES_PER_PAGE }, { auth: true, signal });
    if (!data) return null;
    total = data.Media ? (data.Media.type === 'MANGA' ? data.Media.chapters : data.Media.episodes) : total;
    for (const entry of data.Page?.mediaList ?? []) if (entry) entries.set(entry.userId, entry);
  }
  return { entries, total };
}

export interface FeedFilters {
  hasReplies: boolean;
  following: boolean;
}

export type FeedPage = { ok: true; activities: SocialFeedActivity[]; lastPage: number } | { ok: false };

/** One page of the media's feed; an unchecked filter is left out (not sent as false). */
export async function feedPage(mediaId: number, page: number, filters: FeedFilters, signal: AbortSignal): Promise<FeedPage | null> {
  const result = await request<SocialTabFeedResult>(
    SOCIAL_TAB_FEED,
    {
      mediaId,
      page,
      perPage: SOCIAL_FEED_PER_PAGE,
      hasReplies: filters.hasReplies ? true : undefined,
      isFollowing: filters.following ? true : undefined,
    },
    { auth: true, signal },
  );
  if (result.kind === 'aborted') return null;
  if (result.kind !== 'ok') return { ok: false };
  const list = result.data.Page?.activities ?? [];
  const activities = list.filter((a): a is SocialFeedActivity => a?.__typename === 'ListActivity');
  return { ok: true, activities, lastPage: result.data.Page?.pageInfo?.lastPage ?? page };
}
