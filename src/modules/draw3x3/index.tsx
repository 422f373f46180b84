import { query } from '../../api/client';
import { MEDIA_COVERS, type MediaCoversResult } from '../../api/queries/covers';
import { waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { selectors } from '../../core/selectors';
import { attachExtraFilters, rowCoverUrl, rowMediaId, rowTitle } from '../../ui/listPage';
import { drawCollage, largeCover, type CollagePick } from './collage';
import { manifest } from './manifest';
import { IDS, PICKABLE_CLASS, PICKED_CLASS, PICKS, strings } from './strings';

const CSS = `
#${IDS.wrap} { margin-bottom: 22px; font-size: 1.3rem; color: rgb(var(--color-text-light)); }
#${IDS.button} { font: inherit; font-weight: 600; padding: 6px 14px; border: 0; border-radius: 3px; cursor: pointer; color: rgb(var(--color-white)); background: rgb(var(--color-blue)); }
#${IDS.button}:focus-visible, #${IDS.dialog} button:focus-visible { outline: 2px solid rgb(var(--color-text)); outline-offset: 2px; }
#${IDS.wrap} .hohPickStatus { margin-top: 6px; }
.medialist .list-entries > .${PICKABLE_CLASS} { cursor: copy; }
.medialist .list-entries > .${PICKED_CLASS} { outline: 3px solid rgb(var(--color-blue)); outline-offset: -3px; }
#${IDS.dialog} { position: fixed; inset: 0; z-index: 1000; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 10px; padding: 10px; box-sizing: border-box; background: rgba(var(--color-shadow-dark, 0, 0, 0), 0.8); }
#${IDS.dialog} canvas { max-width: 100%; max-height: calc(100vh - 80px); object-fit: contain; background: rgb(var(--color-foreground)); }
#${IDS.dialog} .hohCollageBar { display: flex; gap: 12px; align-items: center; color: rgb(var(--color-white)); font-size: 1.3rem; }
#${IDS.dialog} button { font: inherit; padding: 6px 14px; border: 0; border-radius: 3px; cursor: pointer; color: rgb(var(--color-white)); background: rgb(var(--color-blue)); }
`;

interface Pick {
  row: Element;
  mediaId: number | null;
  title: string;
  cover: string | null;
}

/** Covers of picks whose row had none yet (AniList loads row covers lazily), in one query. */
async function fillMissingCovers(picks: Pick[], signal: AbortSignal): Promise<void> {
  const missing = picks.filter((pick) => !pick.cover && pick.mediaId !== null);
  if (!missing.length) return;
  const result = await query<MediaCoversResult>(MEDIA_COVERS, { ids: missing.map((pick) => pick.mediaId) }, { signal });
  const byId = new Map((result?.Page?.media ?? []).flatMap((media) => (media?.coverImage?.large ? [[media.id, media.coverImage.large] as const] : [])));
  for (const pick of missing) pick.cover = byId.get(pick.mediaId!) ?? null;
}

function themeColours(): { back: string; text: string } {
  const style = getComputedStyle(document.body);
  const variable = (name: string, fallback: string) => {
    const value = style.getPropertyValue(name).trim();
    return value ? `rgb(${value})` : fallback;
  };
  return { back: variable('--color-foreground', '#fafafa'), text: variable('--color-text', '#5c728a') };
}

/**
 * A "3x3" button in the list's filter column (spec doc 3 §4): while it is on, clicking an entry
 * picks or drops it; the ninth pick draws the collage (nine 230x345 covers, 690x1035) in a
 * dialog; closing the dialog clears the picks.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const picks: Pick[] = [];
    let picking = false;

    const status = element('div', { className: 'hohPickStatus', attrs: { role: 'status' } });
    const toggle = element('button', { type: 'button', id: IDS.button, title: strings.buttonLabel, attrs: { 'aria-pressed': 'false' }, text: strings.button });

    /** The row that shows the copy cursor: only ever one, so picking restyles one row, not the list. */
    let pickable: Element | null = null;
    const markPickable = (row: Element | null) => {
      if (row === pickable) return;
      pickable?.classList.remove(PICKABLE_CLASS);
      row?.classList.add(PICKABLE_CLASS);
      pickable = row;
    };
    const showStatus = () => {
      status.textContent = picking ? strings.picking(picks.length) : '';
      toggle.textContent = picking ? strings.stop : strings.button;
      toggle.setAttribute('aria-pressed', String(picking));
      if (!picking) markPickable(null);
    };
    const clearPicks = () => {
      for (const pick of picks) pick.row.classList.remove(PICKED_CLASS);
      picks.length = 0;
      showStatus();
    };
    const closeDialog = () => {
      document.getElementById(IDS.dialog)?.remove();
      clearPicks();
      // No scrolling to the button: the user is where the picks were, and scrolling Hoarder's
      // list brings new rows into layout (a long task) for nothing.
      toggle.focus({ preventScroll: true });
    };

    const openDialog = async () => {
      const chosen = picks.map((pick) => ({ ...pick }));
      const canvas = element('canvas');
      const close = element('button', { type: 'button', text: strings.close });
      const dialog = element('div', { id: IDS.dialog, attrs: { role: 'dialog', 'aria-modal': 'true', 'aria-label': strings.dialogLabel } }, [
        canvas,
        element('div', { className: 'hohCollageBar' }, [element('span', { text: strings.saveHint }), close]),
      ]);
      close.addEventListener('click', ctx.guard(closeDialog));
      dialog.addEventListener('click', ctx.guard((event: MouseEvent) => {
        if (event.target === dialog) closeDialog();
      }));
      dialog.addEventListener('keydown', ctx.guard((event: KeyboardEvent) => {
        if (event.key === 'Escape') closeDialog();
      }));
      document.body.append(dialog);
      // The dialog is fixed and on screen: no scroll (and its forced layout of the list) is needed.
      close.focus({ preventScroll: true });
      await fillMissingCovers(chosen, signal);
      if (signal.aborted || !dialog.isConnected) return;
      const drawn: CollagePick[] = chosen.map((pick) => ({ title: pick.title, cover: pick.cover }));
      await drawCollage(canvas, drawn, themeColours());
      if (dialog.isConnected) dialog.dataset.drawn = 'true';
    };

    const choose = (row: Element) => {
      const at = picks.findIndex((pick) => pick.row === row);
      if (at >= 0) {
        picks.splice(at, 1);
        row.classList.remove(PICKED_CLASS);
      } else if (picks.length < PICKS) {
        const url = rowCoverUrl(row);
        picks.push({ row, mediaId: rowMediaId(row), title: rowTitle(row), cover: url ? largeCover(url) : null });
        row.classList.add(PICKED_CLASS);
      }
      showStatus();
      if (picks.length === PICKS) ctx.guard(openDialog)();
    };

    toggle.addEventListener('click', ctx.guard(() => {
      picking = !picking;
      if (!picking) clearPicks();
      showStatus();
    }));

    ctx.addStyle('hohDraw3x3Style', CSS);
    const wrap = await attachExtraFilters(IDS.wrap, [toggle, status], signal);
    const lists = await waitForElement(selectors.listSections.selector, { signal });
    if (!wrap || !lists) return;

    // Capture: a pick must not follow the title link or open AniList's editor.
    ctx.listen(lists, 'click', (event) => {
      if (!picking || !(event.target instanceof Element)) return;
      const row = event.target.closest(selectors.listRow.selector);
      if (!row) return;
      event.preventDefault();
      event.stopPropagation();
      choose(row);
    }, { capture: true });
    ctx.listen(lists, 'mouseover', (event) => {
      if (!picking || !(event.target instanceof Element)) return;
      markPickable(event.target.closest(selectors.listRow.selector));
    });
    ctx.listen(lists, 'mouseleave', () => markPickable(null));

    signal.addEventListener('abort', () => {
      document.getElementById(IDS.dialog)?.remove();
      for (const pick of picks) pick.row.classList.remove(PICKED_CLASS);
      markPickable(null);
    }, { once: true });
  },
});
