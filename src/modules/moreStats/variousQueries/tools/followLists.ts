/** Who a user follows (or who follows them), every page, names only (spec doc 2 §7 "Follow lists"). */
import { VQ_FOLLOWER_NAMES, VQ_FOLLOW_NAMES, type VqFollowNamesResult } from '../../../../api/queries/variousQueries';
import type { QueryRun } from '../types';
import { callApi, readAllPages } from './toolKit';

export type FollowPerson = { id: number; name: string };

export function readFollowNames(run: QueryRun, userId: number, direction: 'following' | 'followers'): Promise<FollowPerson[]> {
  return readAllPages(
    run,
    async (page) => {
      const data = await callApi<VqFollowNamesResult>(run, direction === 'following' ? VQ_FOLLOW_NAMES : VQ_FOLLOWER_NAMES, { userId, page });
      const people = direction === 'following' ? data?.Page?.following : data?.Page?.followers;
      return {
        items: (people ?? []).filter((person): person is FollowPerson => !!person),
        lastPage: data?.Page?.pageInfo?.lastPage ?? 1,
        total: data?.Page?.pageInfo?.total ?? 0,
      };
    },
    () => undefined,
  );
}
