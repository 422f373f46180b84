import { waitForElement } from '../../core/dom';
import { FEED_SELECTORS } from '../../core/feedWatch';
import { defineModule } from '../../core/module';
import { manifest } from './manifest';
import { HOME, PREVIEWS, SIZE_TOGGLE } from './selectors';

const KEPT_CLASS = 'hohExpandRight';

/** Whether the home page is in its expanded mode. */
const expanded = (home: Element): boolean => home.classList.contains('full-width');

/**
 * Keeps the expanded in-progress block in the right column: the feed keeps its place and its
 * width, and the block grows down the right column instead of pushing the feed below it.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const home = await waitForElement<HTMLElement>(HOME, { signal });
    if (!home) return;
    // The two columns as AniList lays them out when not expanded. Reading them forces a layout
    // of the whole page, so they are read only when the member is about to expand the preview
    // (the click reaches the document's capture phase before AniList's own handler), never while
    // the page is still being built.
    let columns = '';
    ctx.listen(document, 'click', (event) => {
      if (expanded(home) || !(event.target as Element | null)?.closest?.(SIZE_TOGGLE)) return;
      columns = getComputedStyle(home).gridTemplateColumns;
    }, { capture: true });

    const release = (): void => {
      home.classList.remove(KEPT_CLASS);
      home.style.removeProperty('grid-template-columns');
    };
    signal.addEventListener('abort', release, { once: true });

    const keepRight = (): void => {
      if (!expanded(home)) {
        if (home.classList.contains(KEPT_CLASS)) release();
        return;
      }
      const previews = home.querySelector<HTMLElement>(PREVIEWS);
      const right = home.querySelector<HTMLElement>(`:scope > ${FEED_SELECTORS.wrap} + div`);
      if (previews && right && !right.contains(previews)) right.prepend(previews);
      if (!home.classList.contains(KEPT_CLASS)) home.classList.add(KEPT_CLASS);
      if (columns && home.style.gridTemplateColumns !== columns) home.style.gridTemplateColumns = columns;
    };
    keepRight();
    ctx.observe(home, { attributes: true, attributeFilter: ['class'], childList: true }, keepRight);
  },
});

/** Named beside the default export (a chunk with only a default is not read as one). */
export const KEPT_RIGHT_CLASS = KEPT_CLASS;
