/**
 * Compatibility with every followed user (algorithms.md §1b "Compatibility figure", following
 * list): one list after the other, 1 s apart (spec doc 2 §9), each figure cached 5 min (§7);
 * the table grows as they come, best (lowest) first, only truthy figures kept.
 */
import { COMPATIBILITY_LIST, type CompatibilityListResult } from '../../../../api/queries/compatibility';
import { cacheGet, cacheSet } from '../../../../api/cache';
import { compatibility, COMPATIBILITY_HINT, compatibilityTone, rankCompatibilities, type CompatibilityResult, type ScoredEntry } from '../../../../lib/compatibility';
import type { QueryCell, QueryRun, VariousQuery } from '../types';
import { readFollowNames } from './followLists';
import { callApi, chosenType, chosenUser, pacer, pause, runQuietly, TYPE_OPTION, USER_OPTION, userIdOf, userNotFound } from './toolKit';

/** spec doc 2 §9: compatibility checks pause 1 s per friend. */
export const COMPATIBILITY_PACE_MS = 1000;
/** spec doc 2 §7: compatibility is cached 5 min. */
export const COMPATIBILITY_CACHE_MS = 5 * 60_000;

type Figure = { name: string } & CompatibilityResult;

/** The figure to 3 significant digits, green under 0.9 and red over 1.1 (algorithms.md §1b "Display"). */
export function figureCell(difference: number): QueryCell {
  const text = difference.toPrecision(3);
  const tone = compatibilityTone(difference);
  return tone === 'neutral' ? text : { text, tone: tone === 'green' ? 'good' : 'bad' };
}

async function scoredList(run: QueryRun, userName: string, type: string): Promise<ScoredEntry[] | null> {
  const data = await callApi<CompatibilityListResult>(run, COMPATIBILITY_LIST, { userName, type });
  if (!data?.MediaListCollection) return null;
  return (data.MediaListCollection.lists ?? []).flatMap((list) => (list?.entries ?? []).filter((entry) => !!entry)).map((entry) => ({ mediaId: entry!.mediaId, scoreRaw: entry!.scoreRaw }));
}

export const compatibilityFollowing: VariousQuery = {
  id: 'compatibilityFollowing',
  label: 'Compatibility with all following',
  options: [
    USER_OPTION,
    TYPE_OPTION,
  ],
  run: (run) =>
    runQuietly(run, async () => {
      const wait = pacer();
      const type = chosenType(run);
      run.progress('Loading...');
      const user = await userIdOf(run, chosenUser(run));
      const own = await scoredList(run, user.name, type);
      if (!own) throw userNotFound(user.name);
      const following = await readFollowNames(run, user.id, 'following');
      const figures: Figure[] = [];
      for (const [index, friend] of following.entries()) {
        run.progress(`Comparing with ${friend.name} (${index + 1}/${following.length})`);
        const key = `vqCompatibility${type}${user.id}:${friend.id}`;
        let figure = cacheGet<CompatibilityResult>(key);
        if (figure === undefined) {
          if (index > 0) await pause(run, wait(COMPATIBILITY_PACE_MS));
          const theirs = await scoredList(run, friend.name, type);
          // A private list, or someone who blocked you: nothing to compare.
          if (!theirs) continue;
          figure = compatibility(own, theirs);
          cacheSet(key, figure, COMPATIBILITY_CACHE_MS);
        }
        figures.push({ name: friend.name, ...figure });
        run.show({
          kind: 'table',
          caption: COMPATIBILITY_HINT,
          columns: ['User', 'Compatibility', 'Shared'],
          rows: rankCompatibilities(figures).map((f) => [{ text: f.name, href: `/user/${encodeURIComponent(f.name)}/` }, figureCell(f.difference as number), f.shared]),
        });
      }
      if (!rankCompatibilities(figures).length) run.show({ kind: 'message', text: 'No one to compare with.' });
    }),
};
