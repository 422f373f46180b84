/**
 * First activity (spec doc 2 §7 "Stats page": first activity, probing 15 following ids; cached
 * 60 s, §7 cache lifetimes): a user's oldest activity, and when it was made at the latest as the
 * activities that follow it by id say (src/lib/firstActivityProbe.ts says why).
 */
import { cacheGet, cacheSet } from '../../../../api/cache';
import {
  VQ_ACTIVITY_PROBES,
  VQ_FIRST_ACTIVITY,
  type VqActivityProbesResult,
  type VqFirstActivityResult,
} from '../../../../api/queries/variousQueries';
import { FOLLOWING_PROBES, followingIds, probedDate } from '../../../../lib/firstActivityProbe';
import type { QueryCell, QueryRun, VariousQuery } from '../types';
import { callApi, chosenUser, runQuietly, sitePath, USER_OPTION, userIdOf } from './toolKit';

/** spec doc 2 §7: first activity is cached 60 s. */
export const FIRST_ACTIVITY_CACHE_MS = 60_000;

export const NO_ACTIVITY = 'No activities.';

type FirstActivity = NonNullable<NonNullable<NonNullable<VqFirstActivityResult['Page']>['activities']>[number]>;

export const firstActivityStrings = {
  heading: (name: string) => `${name}'s first activity:`,
  probing: `Probing the ${FOLLOWING_PROBES} following activity ids...`,
  /** The activity's own date stands: nothing made after it is older. */
  confirmed: (found: number) => `None of the ${FOLLOWING_PROBES} following activity ids (${found} found) is older.`,
  /** A following id is older than the activity's own date (AniList moved it when merging updates). */
  earlier: (date: string, id: number) => `Made on or before ${date} UTC: activity ${id}, made after it, is older than its date.`,
};

function describe(activity: FirstActivity): string {
  if (activity.__typename === 'TextActivity') return 'Status post';
  if (activity.__typename === 'MessageActivity') return `Message from ${activity.messenger?.name ?? '[private or deleted]'}`;
  const title = activity.media?.title?.romaji ?? '';
  return [activity.status, activity.progress, activity.progress ? 'of' : '', title].filter(Boolean).join(' ');
}

const utc = (seconds: number) => new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 16);

/** What a run found, kept for 60 s per user. */
interface Found {
  activity: FirstActivity | null;
  following: { id: number; createdAt: number }[];
}

export const firstActivity: VariousQuery = {
  id: 'firstActivity',
  label: 'First activity',
  options: [USER_OPTION],
  run: (run) =>
    runQuietly(run, async () => {
      run.progress('Loading...');
      const user = await userIdOf(run, chosenUser(run));
      const found = await firstActivityOf(run, user.id);
      const { activity } = found;
      if (!activity) return run.show({ kind: 'message', text: NO_ACTIVITY });
      const date = probedDate(activity.createdAt, found.following);
      const lines: QueryCell[][] = [
        [firstActivityStrings.heading(user.name), { text: describe(activity), href: sitePath(activity.siteUrl, `/activity/${activity.id}`) }],
        [`${utc(activity.createdAt)} UTC`],
        [date.boundBy === null ? firstActivityStrings.confirmed(found.following.length) : firstActivityStrings.earlier(utc(date.createdAt), date.boundBy)],
      ];
      run.show({ kind: 'lines', lines });
    }),
};

/** The first activity and the probes of the ids after it, from the 60 s cache or the API. */
async function firstActivityOf(run: QueryRun, userId: number): Promise<Found> {
  const cacheKey = `vqFirstActivity${userId}`;
  const cached = cacheGet<Found>(cacheKey);
  if (cached !== undefined) return cached;
  const data = await callApi<VqFirstActivityResult>(run, VQ_FIRST_ACTIVITY, { userId });
  const activity = data?.Page?.activities?.find((item): item is FirstActivity => !!item) ?? null;
  let following: Found['following'] = [];
  if (activity) {
    run.progress(firstActivityStrings.probing);
    const probes = await callApi<VqActivityProbesResult>(run, VQ_ACTIVITY_PROBES, { ids: followingIds(activity.id) });
    following = (probes?.Page?.activities ?? []).flatMap((item) => (item ? [{ id: item.id, createdAt: item.createdAt }] : []));
  }
  const found = { activity, following };
  cacheSet(cacheKey, found, FIRST_ACTIVITY_CACHE_MS);
  return found;
}
