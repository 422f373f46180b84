/**
 * 'colourPicker': an editor of AniList's 23 theme colours in the footer (spec doc 1 §2, §9),
 * stored in `colourSettings` as 6-digit hex per theme (spec doc 1 §5). The colours themselves are
 * applied by the conditional style block (src/core/styles.ts), so they hold on every page from
 * the first paint; this module is only the editor. It runs on every page, so at rest it is one
 * closed disclosure in the footer: the editor is drawn the first time it is opened.
 */
import { defineModule } from '../../core/module';
import { mount } from '../../ui/mount';
import { ColourPicker } from './ColourPicker';
import { manifest } from './manifest';
import { strings } from './strings';

/** host-dom.md §1.3: `#app > .wrap > .footer > .container`, in the first HTML (no wait needed). */
const FOOTER = '#app > .wrap > .footer > .container';

const css = `
.hohColourPicker > summary { cursor: pointer; font-size: 1.6rem; font-weight: 600; color: rgb(188, 190, 220); }
.hohColourPicker > summary:focus-visible { outline: 2px solid rgb(var(--color-blue)); }
.hohColourPicker[open] > summary { margin-bottom: 10px; }
`;

export default defineModule({
  ...manifest,
  run(ctx) {
    const footer = document.querySelector(FOOTER);
    if (!footer) return;
    const box = document.createElement('details');
    box.className = 'hohColourPicker';
    const summary = document.createElement('summary');
    summary.textContent = strings.heading;
    const style = document.createElement('style');
    style.textContent = css;
    const body = document.createElement('div');
    box.append(summary, style, body);
    footer.append(box);
    ctx.signal.addEventListener('abort', () => box.remove(), { once: true });
    let drawn = false;
    ctx.listen(box, 'toggle', () => {
      if (!box.open || drawn) return;
      drawn = true;
      mount(<ColourPicker />, body, ctx.signal);
    });
  },
});
