/**
 * 'colourPicker': an editor of AniList's 23 theme colours in the footer (spec doc 1 §2, §9),
 * stored in `colourSettings` as 6-digit hex per theme (spec doc 1 §5). The colours themselves are
 * applied by the conditional style block (src/core/styles.ts), so they hold on every page from
 * the first paint. It is on by default and on every page, so what runs at every start is this
 * plain DOM: one closed disclosure in the footer. The form (React, ./editor)
 * is evaluated and drawn the first time the visitor opens it.
 */
import { element } from '../../core/element';
import { lazyModule } from '../../core/lazyModule';
import type { ModuleContext } from '../../core/module';
import { manifest as editorManifest } from './editor/manifest';
import { FOOTER } from './selectors';

const editor = lazyModule(editorManifest);

const HEADING = 'Adjust Colours';

const STYLE_ID = 'hohColourPickerStyle';
const css = `
.hohColourPicker > summary { cursor: pointer; font-size: 1.6rem; font-weight: 600; color: rgb(188, 190, 220); }
.hohColourPicker > summary:focus-visible { outline: 2px solid rgb(var(--color-blue)); }
.hohColourPicker[open] > summary { margin-bottom: 10px; }
`;

/** The footer's closed disclosure; the form is drawn the first time it is opened. */
export function showColourPicker(ctx: ModuleContext): void {
  const footer = document.querySelector(FOOTER);
  if (!footer) return;
  ctx.addStyle(STYLE_ID, css);
  const box = element('details', { className: 'hohColourPicker' }, [
    element('summary', { text: HEADING }),
    element('div', { className: 'hohColourPickerBody' }),
  ]);
  footer.append(box);
  ctx.signal.addEventListener('abort', () => box.remove(), { once: true });
  let drawn = false;
  ctx.listen(box, 'toggle', () => {
    if (!box.open || drawn) return undefined;
    drawn = true;
    // Returned, so a failure of the form is reported as this module's (guarded listener).
    return editor.run(ctx);
  });
}

