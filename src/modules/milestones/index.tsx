import { CACHE_LIFETIMES } from '../../api/cache';
import { query } from '../../api/client';
import { USER_STATISTICS, type UserStatisticsResult } from '../../api/queries/users';
import { waitForElement } from '../../core/dom';
import { defineModule } from '../../core/module';
import type { StatBoxType, TypeStatistics } from '../../lib/milestones';
import { manifest } from './manifest';
import { PROFILE_OVERVIEW, STAT_BOX } from './selectors';
import { applyToBoxes, css, Restorer } from './statBoxes';

const STYLE_ID = 'hoh-milestones';

function summaries(data: UserStatisticsResult): Record<StatBoxType, TypeStatistics | null> {
  const anime = data.User?.statistics?.anime;
  const manga = data.User?.statistics?.manga;
  return {
    anime: anime ? { count: anime.count, meanScore: anime.meanScore, total: anime.episodesWatched } : null,
    manga: manga ? { count: manga.count, meanScore: manga.meanScore, total: manga.volumesRead } : null,
  };
}

/**
 * Total episodes and volumes, and the mean score to 1 decimal, in the stat boxes of a profile
 * (`milestones`); the days watched / chapters read they replace get a line above the
 * milestones. The figures are AniList's own `User.statistics` (cached for the spec's 60 s of
 * stats); when the call fails the boxes stay as AniList drew them (spec doc 2 §8: failed calls
 * skip their display).
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const owner = ctx.params.user;
    const [box, data] = await Promise.all([
      waitForElement(STAT_BOX, { signal }),
      query<UserStatisticsResult>(USER_STATISTICS, { name: owner }, {
        cacheKey: `hohMilestones${owner}`,
        duration: CACHE_LIFETIMES.stats,
        signal,
      }),
    ]);
    if (!box || !data?.User || signal.aborted) return;
    const statistics = summaries(data);
    ctx.addStyle(STYLE_ID, css);
    const restorer = new Restorer();
    signal.addEventListener('abort', () => restorer.restore(), { once: true });
    applyToBoxes(statistics, restorer);
    // AniList's Vue app may redraw the boxes (a late re-fetch): write into the new ones.
    const wrapper = box.closest(PROFILE_OVERVIEW) ?? document.body;
    ctx.observe(wrapper, { childList: true, subtree: true }, () => applyToBoxes(statistics, restorer));
  },
});
