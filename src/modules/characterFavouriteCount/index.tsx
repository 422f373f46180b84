import { query } from '../../api/client';
import { CACHE_LIFETIMES } from '../../api/cache';
import {
  CHARACTER_BROWSE_FAVOURITES,
  CHARACTER_ROLES,
  type CharacterBrowseFavouritesResult,
  type CharacterRoleEdge,
  type CharacterRolesResult,
} from '../../api/queries/favourites';
import { waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule, type ModuleContext } from '../../core/module';
import { pages } from '../../core/pages';
import { getSettings } from '../../core/settings/store';
import { addCardCount, watchBrowseCards } from '../../ui/browseCards';
import { showFavouriteCount } from '../../ui/favouriteCount';
import { manifest } from './manifest';
import { DEFAULT_LANGUAGE, languagesOf, renderRoleCards, roleCards } from './roles';
import { GRID_SELECTOR, NATIVE_LANGUAGE_SELECT, SCROLLER_SELECTOR } from './selectors';

/** Media pages read at most (50 each). */
const MAX_PAGES = 20;

export const characterStrings = { language: 'Voice actor language' } as const;

async function characterEdges(ctx: ModuleContext, id: number): Promise<{ favourites: number | null; edges: CharacterRoleEdge[] } | null> {
  const edges: CharacterRoleEdge[] = [];
  let favourites: number | null = null;
  for (let page = 1, lastPage = 1; page <= Math.min(lastPage, MAX_PAGES); page++) {
    const data = await query<CharacterRolesResult>(CHARACTER_ROLES, { id, page }, {
      signal: ctx.signal,
      cacheKey: `hohCharacter${id}p${page}`,
      duration: CACHE_LIFETIMES.character,
    });
    const character = data?.Character;
    if (!character || ctx.signal.aborted) return null;
    favourites ??= character.favourites ?? null;
    for (const edge of character.media?.edges ?? []) if (edge) edges.push(edge);
    lastPage = character.media?.pageInfo?.lastPage ?? 1;
  }
  return { favourites, edges };
}

function hideUntilAbort(node: Element | null, signal: AbortSignal): void {
  if (!(node instanceof HTMLElement)) return;
  const before = node.style.display;
  node.style.display = 'none';
  signal.addEventListener('abort', () => { node.style.display = before; }, { once: true });
}

async function characterPage(ctx: ModuleContext): Promise<void> {
  const { signal } = ctx;
  const id = Number(ctx.params.id);
  const grid = await waitForElement<HTMLElement>(GRID_SELECTOR, { signal });
  if (!grid) return;
  const data = await characterEdges(ctx, id);
  if (!data || signal.aborted) return;
  if (data.favourites !== null) showFavouriteCount(data.favourites, signal);

  const place = grid.previousElementSibling;
  const languages = languagesOf(data.edges);
  // AniList draws a language selector of its own on newer pages: then its list stays as it is.
  if (!place || place.querySelector(NATIVE_LANGUAGE_SELECT) || !languages.length) return;

  const ours = element('div', { className: 'container grid-wrap hohCharacterRoles' });
  const select = element('select', {}, languages.map((language) => new Option(language, language)));
  select.value = languages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : languages[0];
  const label = element('label', { className: 'hohCharacterLanguage', text: `${characterStrings.language} ` }, [select]);
  const titleLanguage = getSettings().titleLanguage;
  const draw = () => renderRoleCards(ours, roleCards(data.edges, select.value, titleLanguage));
  ctx.listen(select, 'change', draw);
  draw();
  place.append(label);
  grid.after(ours);
  hideUntilAbort(grid, signal);
  // The native grid pages itself in on scroll; ours already holds every page.
  hideUntilAbort(document.querySelector(SCROLLER_SELECTOR), signal);
  signal.addEventListener('abort', () => { label.remove(); ours.remove(); }, { once: true });
}

function searchResults(ctx: ModuleContext): Promise<void> {
  return watchBrowseCards('character', ctx, async (cards, ids) => {
    const data = await query<CharacterBrowseFavouritesResult>(CHARACTER_BROWSE_FAVOURITES, { ids }, {
      signal: ctx.signal,
      cacheKey: `hohCharacterBrowse${ids.join(',')}`,
      duration: CACHE_LIFETIMES.favourites,
    });
    if (ctx.signal.aborted) return;
    for (const character of data?.Page?.characters ?? []) {
      const card = character && cards.get(character.id);
      if (card && typeof character.favourites === 'number') addCardCount(card, character.favourites, ctx.signal);
    }
  });
}

/**
 * Character pages: the favourite count, a voice-actor language selector and the roles list with
 * every media (all pages, cache 1 h); character search results: favourite counts (spec doc 3,
 * /character/{id} and /search/characters). Failed calls show nothing.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    if (ctx.page === pages.character.name) return characterPage(ctx);
    if (ctx.params.kind === 'characters') return searchResults(ctx);
  },
});
