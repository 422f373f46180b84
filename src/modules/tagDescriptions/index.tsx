import { CACHE_LIFETIMES } from '../../api/cache';
import { query } from '../../api/client';
import { TAG_COLLECTION, type TagCollectionResult } from '../../api/queries/tags';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { carriesDescription } from '../../lib/nativeTagDescription';
import { manifest } from './manifest';
import { DIALOG_BODY, OPTION, PICKER_LIST } from './selectors';

// AniList's tag-add dialog (selectors.ts): the tag picker is the only list with more than 205
// options; each option's first child holds the tag name; the description goes into the first
// dialog body, before its 3rd child.
// The native element it checks: AniList shows tag descriptions itself since 2024 (host-dom.md
// §8.2 "tag descriptions native", element not named), so before showing one the module looks at
// the hovered option itself (its text and `title`) and the tooltip it points to
// (`aria-describedby`); when any of them already holds that tag's description it adds nothing.
/** Spec doc 3 §5: "Tag picker is detected by having over 205 options." */
export const PICKER_MIN_OPTIONS = 205;
export const DESCRIPTION_ID = 'hohTagDescription';
/** Spec doc 3 §8. */
export const MISSING_DESCRIPTION = 'Message hoh to get this description added';
/** The original's local-storage name for the tag cache (host-dom.md §6). */
export const TAG_CACHE_KEY = 'hohTagCache';

const css = `display: block; padding: 8px 12px; border-radius: 3px; font-size: 1.3rem; line-height: 1.5;
  color: rgb(var(--color-text)); background: rgb(var(--color-background));`;

type Descriptions = Map<string, string | null>;

/** The tag picker option under `target`, or null when `target` is in some other select. */
export function pickerOption(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const option = target.closest<HTMLElement>(OPTION);
  const list = option?.closest(PICKER_LIST);
  return option && list && list.children.length > PICKER_MIN_OPTIONS ? option : null;
}

/** What AniList itself shows for an option: its text, its `title`, the tooltip it names. */
function nativeTexts(option: HTMLElement): (string | null)[] {
  const tooltips = (option.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? null);
  return [option.textContent, option.getAttribute('title'), ...tooltips];
}

/**
 * Hovering (or moving the keyboard focus onto) an option of AniList's tag picker shows that tag's
 * description in the dialog. The whole tag collection is fetched once, on the first hover, and
 * kept 3 h.
 */
export default defineModule({
  ...manifest,
  run(ctx) {
    const { signal } = ctx;
    let loading: Promise<Descriptions | null> | null = null;
    let shown = '';

    const load = (): Promise<Descriptions | null> => {
      loading ??= query<TagCollectionResult>(TAG_COLLECTION, {}, { signal, cacheKey: TAG_CACHE_KEY, duration: CACHE_LIFETIMES.tagCache }).then((data) => {
        if (!data?.MediaTagCollection) {
          loading = null; // an API failure: the next hover asks again
          return null;
        }
        return new Map(data.MediaTagCollection.filter((tag) => tag !== null).map((tag) => [tag.name, tag.description]));
      });
      return loading;
    };

    const show = (name: string, description: string | null): void => {
      const body = document.querySelector(DIALOG_BODY);
      if (!body) return;
      let line = document.getElementById(DESCRIPTION_ID);
      if (!line) {
        line = element('span', { id: DESCRIPTION_ID, style: css, attrs: { 'aria-live': 'polite' } });
      }
      if (line.parentElement !== body) body.insertBefore(line, body.children[2] ?? null);
      line.dataset.tag = name;
      line.textContent = description?.trim() ? description : MISSING_DESCRIPTION;
    };

    const onOption = async (event: Event): Promise<void> => {
      const option = pickerOption(event.target);
      const name = (option?.firstElementChild ?? option)?.textContent?.trim();
      if (!name || name === shown) return;
      shown = name;
      const descriptions = await load();
      if (!descriptions || signal.aborted || shown !== name) {
        if (!descriptions) shown = '';
        return;
      }
      const text = descriptions.get(name) ?? null;
      if (option && carriesDescription(nativeTexts(option), text)) {
        document.getElementById(DESCRIPTION_ID)?.remove(); // AniList's own is on screen: no second copy
        return;
      }
      show(name, text);
    };

    ctx.listen(document, 'mouseover', onOption);
    ctx.listen(document, 'focusin', onOption);
    signal.addEventListener('abort', () => document.getElementById(DESCRIPTION_ID)?.remove(), { once: true });
  },
});
