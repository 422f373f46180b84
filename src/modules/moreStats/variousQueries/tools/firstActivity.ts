/** First activity (spec doc 2 §7 "Stats page"; cached 60 s, §7 cache lifetimes): a user's oldest activity. */
import { VQ_FIRST_ACTIVITY, type VqFirstActivityResult } from '../../../../api/queries/variousQueries';
import type { VariousQuery } from '../types';
import { callApi, chosenUser, runQuietly, sitePath, USER_OPTION, userIdOf } from './toolKit';

/** spec doc 2 §7: first activity is cached 60 s. */
export const FIRST_ACTIVITY_CACHE_MS = 60_000;

export const NO_ACTIVITY = 'No activities.';

function describe(activity: NonNullable<NonNullable<NonNullable<VqFirstActivityResult['Page']>['activities']>[number]>): string {
  if (activity.__typename === 'TextActivity') return 'Status post';
  if (activity.__typename === 'MessageActivity') return `Message from ${activity.messenger?.name ?? '[private or deleted]'}`;
  const title = activity.media?.title?.romaji ?? '';
  return [activity.status, activity.progress, activity.progress ? 'of' : '', title].filter(Boolean).join(' ');
}

export const firstActivity: VariousQuery = {
  id: 'firstActivity',
  label: 'First activity',
  options: [USER_OPTION],
  run: (run) =>
    runQuietly(run, async () => {
      run.progress('Loading...');
      const user = await userIdOf(run, chosenUser(run));
      const data = await callApi<VqFirstActivityResult>(run, VQ_FIRST_ACTIVITY, { userId: user.id }, {
        cacheKey: `vqFirstActivity${user.id}`,
        duration: FIRST_ACTIVITY_CACHE_MS,
      });
      const activity = data?.Page?.activities?.find((item) => !!item);
      if (!activity) return run.show({ kind: 'message', text: NO_ACTIVITY });
      const date = new Date(activity.createdAt * 1000).toISOString().replace('T', ' ').slice(0, 16);
      run.show({
        kind: 'lines',
        lines: [
          [`${user.name}'s first activity:`, { text: describe(activity), href: sitePath(activity.siteUrl, `/activity/${activity.id}`) }],
          [`${date} UTC`],
        ],
      });
    }),
};
