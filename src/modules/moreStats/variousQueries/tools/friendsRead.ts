/** The followed users of someone, with statistics and favourites (spec doc 2 §9: 10 pages at most). */
import { VQ_FOLLOWING_PAGE, type VqFavouriteMedia, type VqFollowingPageResult, type VqFriend } from '../../../../api/queries/variousQueries';
import { FRIEND_PAGES } from '../../../../lib/friendsAggregate';
import type { QueryRun } from '../types';
import { callApi, readAllPages, userIdOf } from './toolKit';

export async function readFriends(run: QueryRun, name: string): Promise<VqFriend[]> {
  run.progress('Loading...');
  const user = await userIdOf(run, name);
  const friends = await readAllPages(
    run,
    async (page) => {
      const data = await callApi<VqFollowingPageResult>(run, VQ_FOLLOWING_PAGE, { userId: user.id, page });
      return {
        items: (data?.Page?.following ?? []).filter((friend): friend is VqFriend => !!friend),
        lastPage: data?.Page?.pageInfo?.lastPage ?? 1,
        total: data?.Page?.pageInfo?.total ?? 0,
      };
    },
    (_items, read, first) => run.progress(`Page ${read} of ${Math.min(first.lastPage, FRIEND_PAGES)}`),
    FRIEND_PAGES,
  );
  return friends.sort((a, b) => a.name.localeCompare(b.name));
}

/** A user's favourite anime and manga, in one list. */
export function favouriteMedia(favourites: VqFriend['favourites']): VqFavouriteMedia[] {
  return [...(favourites?.anime?.nodes ?? []), ...(favourites?.manga?.nodes ?? [])].filter((media): media is VqFavouriteMedia => !!media);
}
