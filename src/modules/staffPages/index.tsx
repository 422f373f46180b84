import { query } from '../../api/client';
import { CACHE_LIFETIMES } from '../../api/cache';
import { STAFF_BROWSE_FAVOURITES, STAFF_FAVOURITES, type StaffBrowseFavouritesResult, type StaffFavouritesResult } from '../../api/queries/favourites';
import { waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule, type ModuleContext } from '../../core/module';
import { pages } from '../../core/pages';
import { addCardCount, watchBrowseCards } from '../../ui/browseCards';
import { showFavouriteCount } from '../../ui/favouriteCount';
import { manifest } from './manifest';
import { animeShare, shareTitle } from './share';
import { selectors } from '../../core/selectors';

export const SHARE_CLASS = 'hohStaffShare';

/** A bar under the card: blue for the anime share, green for manga (AniList's own colours). */
function tint(card: HTMLElement, anime: number, manga: number, characters: number, signal: AbortSignal): void {
  const share = animeShare(anime, manga);
  if (share === null) return;
  const title = shareTitle(anime, manga, characters);
  const percent = (share * 100).toFixed(1);
  const bar = element('div', {
    className: SHARE_CLASS,
    dataset: { animeShare: share.toFixed(3) },
    title,
    attrs: { role: 'img', 'aria-label': title },
    style: `height: 4px; border-radius: 2px; margin-top: 4px; background: linear-gradient(to right, rgb(var(--color-blue)) ${percent}%, rgb(var(--color-green)) ${percent}%);`,
  });
  card.append(bar);
  signal.addEventListener('abort', () => bar.remove(), { once: true });
}

async function staffPage(ctx: ModuleContext): Promise<void> {
  const id = Number(ctx.params.id);
  const button = await waitForElement(selectors.favouriteButton.selector, { signal: ctx.signal });
  if (!button) return;
  const data = await query<StaffFavouritesResult>(STAFF_FAVOURITES, { id }, {
    signal: ctx.signal,
    cacheKey: `hohStaffFav${id}`,
    duration: CACHE_LIFETIMES.favourites,
  });
  if (ctx.signal.aborted || typeof data?.Staff?.favourites !== 'number') return;
  showFavouriteCount(data.Staff.favourites, ctx.signal);
}

function searchResults(ctx: ModuleContext): Promise<void> {
  return watchBrowseCards('staff', ctx, async (cards, ids) => {
    const data = await query<StaffBrowseFavouritesResult>(STAFF_BROWSE_FAVOURITES, { ids }, {
      signal: ctx.signal,
      cacheKey: `hohStaffBrowse${ids.join(',')}`,
      duration: CACHE_LIFETIMES.favourites,
    });
    if (ctx.signal.aborted) return;
    for (const staff of data?.Page?.staff ?? []) {
      const card = staff && cards.get(staff.id);
      if (!card || typeof staff.favourites !== 'number') continue;
      addCardCount(card, staff.favourites, ctx.signal);
      tint(card, staff.anime?.pageInfo?.total ?? 0, staff.manga?.pageInfo?.total ?? 0, staff.characters?.pageInfo?.total ?? 0, ctx.signal);
    }
  });
}

/**
 * Favourite counts on staff pages and on the staff search results, whose cards are also tinted
 * by the staff member's anime versus manga share (spec doc 3, /staff/{id} and /search/staff;
 * cache 1 h). Failed calls show nothing.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    if (ctx.page === pages.staff.name) return staffPage(ctx);
    if (ctx.params.kind === 'staff') return searchResults(ctx);
  },
});
