/** Popular favourites of friends (spec doc 2 §9: top 20), anime and manga together. */
import { popularFavourites } from '../../../../lib/friendsAggregate';
import type { VariousQuery } from '../types';
import { favouriteMedia, readFriends } from './friendsRead';
import { chosenUser, runQuietly, USER_OPTION } from './toolKit';

export const friendFavourites: VariousQuery = {
  id: 'friendFavourites',
  label: 'Popular favourites of friends',
  options: [USER_OPTION],
  run: (run) =>
    runQuietly(run, async () => {
      const friends = await readFriends(run, chosenUser(run));
      const lists = friends.map((friend) => favouriteMedia(friend.favourites));
      const top = popularFavourites(lists);
      if (!top.length) return run.show({ kind: 'message', text: 'No favourites among the users followed.' });
      run.show({
        kind: 'table',
        columns: ['Favourite', 'Type', 'Friends'],
        rows: top.map(({ media, count }) => {
          const type = media.type === 'MANGA' ? 'manga' : 'anime';
          return [{ text: media.title?.romaji ?? String(media.id), href: `/${type}/${media.id}/` }, type, count];
        }),
      });
    }),
};
