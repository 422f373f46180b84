/**
 * Rank (spec doc 2 §7 "Stats page": user ranking pages; §9 the start pages and 50 a page; cache
 * lifetimes rank 2 min, rank pages 1 h): a user's place by time watched or chapters read.
 */
import { cacheGet, cacheSet } from '../../../../api/cache';
import { VQ_RANK_PAGE, VQ_USER_TOTALS, type VqRankedUser, type VqRankPageResult, type VqUserTotalsResult } from '../../../../api/queries/variousQueries';
import { findRank, RANK_START_PAGE, type RankFound } from '../../../../lib/rankSearch';
import type { VariousQuery } from '../types';
import { callApi, chosenType, chosenUser, runQuietly, USER_OPTION, userNotFound } from './toolKit';

export const RANK_CACHE_MS = 2 * 60_000;
export const RANK_PAGE_CACHE_MS = 60 * 60_000;

const valueOf = (user: VqRankedUser, type: 'ANIME' | 'MANGA') =>
  (type === 'ANIME' ? user.statistics?.anime?.minutesWatched : user.statistics?.manga?.chaptersRead) ?? 0;

export const rank: VariousQuery = {
  id: 'rank',
  label: 'Rank',
  options: [
    USER_OPTION,
    { kind: 'select', key: 'type', label: 'Ranking', default: 'ANIME', choices: [{ value: 'ANIME', label: 'Time watched' }, { value: 'MANGA', label: 'Chapters read' }] },
  ],
  run: (run) =>
    runQuietly(run, async () => {
      const type = chosenType(run);
      const name = chosenUser(run);
      run.progress('Loading...');
      const data = await callApi<VqUserTotalsResult>(run, VQ_USER_TOTALS, { name });
      if (!data?.User) throw userNotFound(name);
      const user = data.User;
      const sort = type === 'ANIME' ? 'WATCHED_TIME_DESC' : 'CHAPTERS_READ_DESC';
      const fetchPage = async (page: number) => {
        run.progress(`Searching page ${page}`);
        const result = await callApi<VqRankPageResult>(run, VQ_RANK_PAGE, { page, sort: [sort] }, { cacheKey: `vqRankPage${type}${page}`, duration: RANK_PAGE_CACHE_MS });
        return (result?.Page?.users ?? []).filter((item): item is VqRankedUser => !!item).map((item) => ({ name: item.name, value: valueOf(item, type) }));
      };
      const key = `vqRank${type}${user.id}`;
      let found = cacheGet<RankFound | null>(key);
      if (found === undefined) {
        found = await findRank({ name: user.name, value: valueOf(user, type) }, RANK_START_PAGE[type], fetchPage);
        cacheSet(key, found, RANK_CACHE_MS);
      }
      const measure = type === 'ANIME' ? 'time watched' : 'chapters read';
      if (!found) return run.show({ kind: 'message', text: `${user.name} was not found in the ranking by ${measure}.` });
      run.show({ kind: 'lines', lines: [[{ text: user.name, href: `/user/${encodeURIComponent(user.name)}/` }, ` is #${found.rank} by ${measure} (page ${found.page}).`]] });
    }),
};
