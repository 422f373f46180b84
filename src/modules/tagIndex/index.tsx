import { CACHE_LIFETIMES, cacheGet, cacheSet } from '../../api/cache';
import { query } from '../../api/client';
import { LIST_NOTES_ONLY, type ListNotesOnlyResult, type ListNotesOnlyVariables } from '../../api/queries/tagIndex';
import { waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { selectors } from '../../core/selectors';
import { withSearch, type TagCount } from '../../lib/tagIndex';
import { getCompute } from '../../workers/client';
import { attachExtraFilters } from '../../ui/listPage';
import { manifest } from './manifest';
import { IDS, SEARCH_PARAM, strings } from './strings';

const CSS = `
#${IDS.wrap} { margin-bottom: 22px; font-size: 1.3rem; color: rgb(var(--color-text-light)); }
#${IDS.wrap} .group-header { display: block; margin-bottom: 6px; font-weight: 600; color: rgb(var(--color-text-lighter)); }
#${IDS.wrap} .tagIndex { display: flex; flex-wrap: wrap; gap: 4px; max-height: 300px; overflow-y: auto; }
#${IDS.wrap} .tagIndex button { font: inherit; padding: 3px 7px; border: 0; border-radius: 3px; cursor: pointer; color: rgb(var(--color-text)); background: rgb(var(--color-foreground)); }
#${IDS.wrap} .tagIndex button:hover, #${IDS.wrap} .tagIndex button[aria-pressed="true"] { color: rgb(var(--color-blue)); }
#${IDS.wrap} .tagIndex button:focus-visible { outline: 2px solid rgb(var(--color-blue)); }
#${IDS.wrap} .tagIndex .count { margin-left: 4px; color: rgb(var(--color-text-lighter)); }
`;

/** Writes the search as AniList's own box would get it typed: value, then an input event. */
function search(input: HTMLInputElement, text: string): void {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function loadIndex(variables: ListNotesOnlyVariables, signal: AbortSignal): Promise<TagCount[] | null> {
  // The small index is what is cached (spec doc 3 §7: tag index 60 s), not the whole list's notes.
  const key = `hohCustomTagIndex${variables.listType}${variables.name}`;
  const cached = cacheGet<TagCount[]>(key);
  if (cached) return cached;
  const result = await query<ListNotesOnlyResult>(LIST_NOTES_ONLY, variables, { signal });
  if (!result?.MediaListCollection) return null;
  // Only notes that can hold a tag cross to the worker, where the index is made: on Hoarder's
  // 11,000 entries the tag search took 60-110 ms in one task on the page.
  const withTags: { mediaId: number; notes: string }[] = [];
  for (const list of result.MediaListCollection.lists ?? []) {
    for (const entry of list?.entries ?? []) if (entry?.notes?.includes('#')) withTags.push({ mediaId: entry.mediaId, notes: entry.notes });
  }
  const index = withTags.length ? await (await getCompute(signal)).noteTagIndex(withTags) : [];
  if (signal.aborted) return null;
  cacheSet(key, index, CACHE_LIFETIMES.tagIndex);
  return index;
}

/**
 * List pages (spec doc 3 §1, §5): the #tags written in the list's notes, with how many entries
 * carry each; a tag fills AniList's filter box (which matches notes). The filter box's text is
 * kept in the address as ?search=, and a page opened with ?search= starts filtered, so a
 * filtered list can be linked and survives a reload.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const input = await waitForElement<HTMLInputElement>(selectors.listSearch.selector, { signal });
    if (!input || signal.aborted) return;

    const buttons = new Map<string, HTMLButtonElement>();
    const showPressed = () => {
      // Only the buttons whose state changed: typing must not touch hundreds of buttons a key.
      for (const [tag, button] of buttons) {
        const pressed = String(input.value === tag);
        if (button.getAttribute('aria-pressed') !== pressed) button.setAttribute('aria-pressed', pressed);
      }
    };
    ctx.listen(input, 'input', () => {
      const next = withSearch(location.href, SEARCH_PARAM, input.value);
      if (next !== location.pathname + location.search + location.hash) history.replaceState(history.state, '', next);
      showPressed();
    });
    const asked = new URL(location.href).searchParams.get(SEARCH_PARAM);
    if (asked && !input.value) search(input, asked);

    const index = await loadIndex({ name: String(ctx.params.user), listType: ctx.params.type === 'manga' ? 'MANGA' : 'ANIME' }, signal);
    if (!index?.length || signal.aborted) return;
    ctx.addStyle('hohTagIndexStyle', CSS);
    const list = element('div', { className: 'tagIndex' });
    for (const { tag, count } of index) {
      const button = element('button', { type: 'button', attrs: { 'aria-label': strings.tagLabel(tag, count) } }, [
        element('span', { text: tag }),
        element('span', { className: 'count', text: String(count) }),
      ]);
      button.addEventListener('click', ctx.guard(() => search(input, input.value === tag ? '' : tag)));
      buttons.set(tag, button);
      list.append(button);
    }
    showPressed();
    const heading = element('span', { className: 'group-header', text: strings.heading });
    await attachExtraFilters(IDS.wrap, [heading, list], signal);
  },
});
