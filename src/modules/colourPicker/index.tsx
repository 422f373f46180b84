/**
 * 'colourPicker': an editor of AniList's 23 theme colours in the footer (spec doc 1 §2, §9),
 * stored in `colourSettings` as 6-digit hex per theme (spec doc 1 §5). The colours themselves are
 * applied by the conditional style block (src/core/styles.ts), so they hold on every page from
 * the first paint; this module is only the editor.
 */
import { attachContainer } from '../../core/dom';
import { defineModule } from '../../core/module';
import { mount } from '../../ui/mount';
import { ColourPicker } from './ColourPicker';
import { manifest } from './manifest';

/** host-dom.md §1.3: `#app > .wrap > .footer > .container`. */
const FOOTER = '#app > .wrap > .footer > .container';

export default defineModule({
  ...manifest,
  async run(ctx) {
    const container = await attachContainer({
      anchor: FOOTER,
      signal: ctx.signal,
      create: () => {
        const box = document.createElement('div');
        box.className = 'hohColourPicker';
        return box;
      },
    });
    if (container) mount(<ColourPicker />, container, ctx.signal);
  },
});
