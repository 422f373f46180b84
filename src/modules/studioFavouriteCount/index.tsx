import { query } from '../../api/client';
import { CACHE_LIFETIMES } from '../../api/cache';
import { STUDIO_FAVOURITES, type StudioFavouritesResult } from '../../api/queries/favourites';
import { waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { showFavouriteCount } from '../../ui/favouriteCount';
import { manifest } from './manifest';
import { HEADER } from './selectors';
import { meanOfScores, studioStrings } from './strings';

export const MEAN_CLASS = 'hohStudioMean';
/** Main media pages read at most (50 each): enough for the largest studios. */
const MAX_PAGES = 20;

/**
 * The studio page's favourite count and the mean score of its main media (spec doc 3, /studio/{id};
 * cache 1 h). A failed call shows nothing (spec doc 2 §8: failed calls skip their display).
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const id = Number(ctx.params.id);
    const header = await waitForElement(HEADER, { signal });
    if (!header || signal.aborted) return;
    const scores: (number | null | undefined)[] = [];
    let favourites: number | null = null;
    for (let page = 1, lastPage = 1; page <= Math.min(lastPage, MAX_PAGES); page++) {
      const data = await query<StudioFavouritesResult>(STUDIO_FAVOURITES, { id, page }, {
        signal,
        cacheKey: `hohStudio${id}p${page}`,
        duration: CACHE_LIFETIMES.studio,
      });
      if (signal.aborted) return;
      const studio = data?.Studio;
      if (!studio) return;
      favourites ??= studio.favourites ?? null;
      for (const node of studio.media?.nodes ?? []) scores.push(node?.meanScore);
      lastPage = studio.media?.pageInfo?.lastPage ?? 1;
    }
    if (favourites !== null) showFavouriteCount(favourites, signal, header);
    const mean = meanOfScores(scores);
    if (!mean) return;
    const span = element('span', {
      className: MEAN_CLASS,
      text: studioStrings.mean(mean.mean),
      title: studioStrings.meanTitle(mean.count),
      style: 'margin-left: 14px; font-size: 1.4rem; color: rgb(var(--color-text-lighter));',
    });
    header.append(span);
    signal.addEventListener('abort', () => span.remove(), { once: true });
  },
});
