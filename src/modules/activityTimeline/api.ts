/** The timeline's and the arrows' calls; the timeline is cached 120 s (spec doc 1 §7). */
import { query, request } from '../../api/client';
import {
  ACTIVITY_AUTHOR, ACTIVITY_NEIGHBOURS, MEDIA_TIMELINE,
  type ActivityAuthorResult, type ActivityNeighboursResult, type MediaTimelineResult, type TimelineActivity,
} from '../../api/queries/activityTimeline';
import { USER_ID_BY_NAME, type UserIdByNameResult } from '../../api/queries/users';
import type { UserRef } from '../../api/queries/types';

export const TIMELINE_CACHE_MS = 120_000;

export type UserLookup = { kind: 'found'; id: number; name: string } | { kind: 'missing' } | { kind: 'failed' };

/** Name → id, cached for the tab's life under the spec's key (ids never change). */
export async function lookupUser(name: string, signal: AbortSignal): Promise<UserLookup | null> {
  const result = await request<UserIdByNameResult>(USER_ID_BY_NAME, { name }, { signal });
  if (result.kind === 'aborted') return null;
  if (result.kind === 'notFound') return { kind: 'missing' };
  if (result.kind !== 'ok') return { kind: 'failed' };
  return result.data.User ? { kind: 'found', id: result.data.User.id, name: result.data.User.name } : { kind: 'missing' };
}

/** One user's activities on a media, oldest first; null when the call failed. */
export async function mediaTimeline(userId: number, mediaId: number, signal: AbortSignal): Promise<TimelineActivity[] | null> {
  const data = await query<MediaTimelineResult>(MEDIA_TIMELINE, { userId, mediaId }, {
    auth: true, signal, cacheKey: `hohMediaTimeline${userId}m${mediaId}`, duration: TIMELINE_CACHE_MS,
  });
  if (!data) return null;
  const list = (data.Page?.activities ?? []).filter((a): a is TimelineActivity => a?.__typename === 'ListActivity');
  return list.sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
}

export interface Neighbours {
  previous: number | null;
  next: number | null;
  author: UserRef | null;
  /** a message's recipient, whose profile it sits on */
  recipient: UserRef | null;
}

/** The author of an activity and their activities just before and after it; null when a call failed. */
export async function neighbours(activityId: number, signal: AbortSignal): Promise<Neighbours | null> {
  const found = await query<ActivityAuthorResult>(ACTIVITY_AUTHOR, { id: activityId }, { auth: true, signal });
  const activity = found?.Activity;
  if (!activity) return null;
  const message = activity.__typename === 'MessageActivity';
  const author = message ? activity.messenger : activity.user;
  const recipient = message ? activity.recipient : null;
  if (!author) return null;
  const around = await query<ActivityNeighboursResult>(ACTIVITY_NEIGHBOURS, {
    userId: message ? undefined : author.id,
    messengerId: message ? author.id : undefined,
    createdAt: activity.createdAt,
  }, { auth: true, signal });
  if (!around) return { previous: null, next: null, author, recipient };
  const idOf = (page: ActivityNeighboursResult['previous']) => page?.activities?.find((a) => typeof a?.id === 'number')?.id ?? null;
  return { previous: idOf(around.previous), next: idOf(around.next), author, recipient };
}
