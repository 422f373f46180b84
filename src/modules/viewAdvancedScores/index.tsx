import { query } from '../../api/client';
import { ADVANCED_SCORES, ADVANCED_SCORING, type AdvancedScoresResult, type AdvancedScoringResult } from '../../api/queries/advancedScores';
import { waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { selectors } from '../../core/selectors';
import { breakdownText, scoreBreakdown, type ScorePart } from '../../lib/advancedScores';
import { eachListRow, rowMediaId, undoInSlices } from '../../ui/listPage';
import { manifest } from './manifest';

/** host-dom.md §2.4: `span.hohAdvancedDollar` after each `.title > a`. */
const DOLLAR = 'hohAdvancedDollar';
const TIP_ID = 'hohAdvancedBreakdown';
const label = (parts: readonly ScorePart[]) => `Advanced scores: ${parts.map((p) => `${p.category} ${p.score}`).join(', ')}`;

const CSS = `
.${DOLLAR} { flex: none; margin-left: 4px; padding: 0 3px; font-weight: 600; cursor: help; color: rgb(var(--color-green)); border-radius: 2px; }
.${DOLLAR}:focus-visible { outline: 2px solid rgb(var(--color-blue)); }
#${TIP_ID} { position: fixed; z-index: 1000; padding: 6px 10px; border-radius: 4px; font-size: 1.2rem; line-height: 1.6; white-space: pre; pointer-events: none; color: rgb(var(--color-white)); background: rgba(31, 38, 49, 0.94); }
`;

/**
 * On list pages of members who score by categories (spec doc 3 §1): a "$" after the title of
 * each entry with advanced scores; hovering or focusing it shows the breakdown. A small query
 * first asks whether the member uses advanced scoring at all, so lists without it (Hoarder's
 * 11,000 entries) cost one tiny request.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const name = String(ctx.params.user);
    const type = ctx.params.type === 'manga' ? 'MANGA' : 'ANIME';
    const user = await query<AdvancedScoringResult>(ADVANCED_SCORING, { name }, { signal });
    const options = user?.User?.mediaListOptions?.[type === 'MANGA' ? 'mangaList' : 'animeList'];
    const categories = (options?.advancedScoring ?? []).filter((c): c is string => typeof c === 'string' && c !== '');
    if (!options?.advancedScoringEnabled || !categories.length || signal.aborted) return;
    const answer = await query<AdvancedScoresResult>(ADVANCED_SCORES, { name, type }, { signal });
    if (!answer || signal.aborted) return;
    // Only gathered here; each breakdown is made when its row is decorated, in the rows' slices,
    // so a member's 11,000 entries are never broken down in one task.
    const scores = new Map<number, unknown>();
    for (const list of answer.MediaListCollection?.lists ?? []) {
      for (const entry of list?.entries ?? []) if (entry?.advancedScores) scores.set(entry.mediaId, entry.advancedScores);
    }
    const lists = await waitForElement(selectors.listSections.selector, { signal });
    if (!scores.size || !lists || signal.aborted) return;
    const breakdowns = new Map<number, ScorePart[] | null>();
    const breakdownOf = (mediaId: number): ScorePart[] | null => {
      if (!breakdowns.has(mediaId)) breakdowns.set(mediaId, scoreBreakdown(scores.get(mediaId) ?? null, categories));
      return breakdowns.get(mediaId) ?? null;
    };
    ctx.addStyle('hohAdvancedScoresStyle', CSS);

    const tip = element('div', { id: TIP_ID, attrs: { role: 'tooltip' } });
    const show = (dollar: Element) => {
      const parts = breakdownOf(Number((dollar as HTMLElement).dataset.mediaId));
      if (!parts) return;
      tip.textContent = breakdownText(parts);
      document.body.append(tip);
      const rect = dollar.getBoundingClientRect();
      const width = tip.offsetWidth;
      tip.style.left = `${Math.max(4, Math.min(window.innerWidth - width - 4, rect.left + rect.width / 2 - width / 2))}px`;
      tip.style.top = `${rect.bottom + 6}px`;
      dollar.setAttribute('aria-describedby', TIP_ID);
    };
    const hide = (dollar: Element) => {
      dollar.removeAttribute('aria-describedby');
      tip.remove();
    };
    const dollarOf = (event: Event) => (event.target instanceof Element ? event.target.closest(`.${DOLLAR}`) : null);
    ctx.listen(lists, 'mouseover', (event) => { const d = dollarOf(event); if (d) show(d); });
    ctx.listen(lists, 'mouseout', (event) => { const d = dollarOf(event); if (d) hide(d); });
    ctx.listen(lists, 'focusin', (event) => { const d = dollarOf(event); if (d) show(d); });
    ctx.listen(lists, 'focusout', (event) => { const d = dollarOf(event); if (d) hide(d); });

    /** This visit's marks. */
    const made = new WeakSet<Element>();
    const decorate = (row: Element) => {
      const mediaId = rowMediaId(row);
      const parts = mediaId === null ? null : breakdownOf(mediaId);
      const link = row.querySelector(selectors.listRowTitleLink.selector);
      if (!parts || !link?.parentElement) return;
      const there = [...link.parentElement.querySelectorAll(`:scope > .${DOLLAR}`)];
      if (there.some((old) => made.has(old))) return;
      // The last visit's marks are undone in slices and may still be there.
      for (const old of there) old.remove();
      const dollar = element('span', {
        className: DOLLAR,
        text: '$',
        dataset: { mediaId: String(mediaId) },
        tabIndex: 0,
        attrs: { 'aria-label': label(parts) },
      });
      made.add(dollar);
      link.after(dollar);
    };
    signal.addEventListener('abort', () => {
      tip.remove();
      void undoInSlices(lists, `.${DOLLAR}`, (dollar) => {
        if (made.has(dollar)) dollar.remove();
      });
    }, { once: true });
    await eachListRow(lists, ctx.observe, ctx.guard(decorate), signal);
  },
});
