/** Media statistics of friends (spec doc 2 §7 "Stats page": multi-page following with statistics). */
import type { VariousQuery } from '../types';
import { readFriends } from './friendsRead';
import { chosenUser, runQuietly, USER_OPTION } from './toolKit';

const hours = (minutes: number) => (minutes / 60).toFixed(1);

export const friendStats: VariousQuery = {
  id: 'friendStats',
  label: 'Media statistics of friends',
  options: [USER_OPTION],
  run: (run) =>
    runQuietly(run, async () => {
      const friends = await readFriends(run, chosenUser(run));
      if (!friends.length) return run.show({ kind: 'message', text: 'Not following anyone.' });
      run.show({
        kind: 'table',
        columns: ['User', 'Anime', 'Anime mean score', 'Hours watched', 'Manga', 'Manga mean score', 'Chapters read'],
        rows: friends.map((friend) => {
          const anime = friend.statistics?.anime;
          const manga = friend.statistics?.manga;
          return [
            { text: friend.name, href: `/user/${encodeURIComponent(friend.name)}/` },
            anime?.count ?? 0,
            (anime?.meanScore ?? 0).toFixed(1),
            hours(anime?.minutesWatched ?? 0),
            manga?.count ?? 0,
            (manga?.meanScore ?? 0).toFixed(1),
            manga?.chaptersRead ?? 0,
          ];
        }),
      });
    }),
};
