/**
 * Similar users (spec doc 2 §9: top 10), among the users followed (the stats page reads the
 * following pages with their favourites, §7): who shares the most of the user's favourites.
 */
import { VQ_USER_FAVOURITES, type VqUserFavouritesResult } from '../../../../api/queries/variousQueries';
import { similarByFavourites } from '../../../../lib/friendsAggregate';
import type { VariousQuery } from '../types';
import { favouriteMedia, readFriends } from './friendsRead';
import { callApi, chosenUser, runQuietly, USER_OPTION, userNotFound } from './toolKit';

export const similarUsers: VariousQuery = {
  id: 'similarUsers',
  label: 'Similar users',
  options: [USER_OPTION],
  run: (run) =>
    runQuietly(run, async () => {
      const name = chosenUser(run);
      run.progress('Loading...');
      const own = await callApi<VqUserFavouritesResult>(run, VQ_USER_FAVOURITES, { name });
      if (!own?.User) throw userNotFound(name);
      const ownIds = favouriteMedia(own.User.favourites).map((media) => media.id);
      if (!ownIds.length) return run.show({ kind: 'message', text: `${own.User.name} has no favourite anime or manga.` });
      const friends = await readFriends(run, own.User.name);
      const similar = similarByFavourites(
        ownIds,
        friends.map((friend) => ({ user: friend, favourites: favouriteMedia(friend.favourites).map((media) => media.id) })),
      );
      if (!similar.length) return run.show({ kind: 'message', text: 'No one followed shares a favourite.' });
      run.show({
        kind: 'table',
        columns: ['User', 'Shared favourites'],
        rows: similar.map(({ user, shared }) => [{ text: user.name, href: `/user/${encodeURIComponent(user.name)}/` }, shared]),
      });
    }),
};
