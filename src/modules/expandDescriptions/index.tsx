import { defineModule } from '../../core/module';
import { manifest } from './manifest';
import { READ_MORE } from './selectors';

/**
 * Native element checked: AniList's own "Read More", `.description-length-toggle`. The module
 * draws no toggle or text of its own; it clicks AniList's once, so AniList itself shows the full
 * description and nothing is duplicated.
 *
 * Clicks AniList's own "Read More" toggle whenever one appears, so descriptions show in full
 * (the original clicked it from its 200 ms loop; here a DOM observer says when one arrived).
 */
export default defineModule({
  ...manifest,
  run(ctx) {
    const expand = (): void => {
      document.querySelectorAll<HTMLElement>(READ_MORE).forEach((toggle) => {
        if (toggle.dataset.hohExpanded) return; // clicked once; AniList decides what follows
        toggle.dataset.hohExpanded = 'true';
        toggle.click();
      });
    };
    expand();
    ctx.observe(document.body, { childList: true, subtree: true }, expand);
  },
});
