/**
 * The profile's stat boxes as AniList renders them (selectors.ts). The `.milestones` bar is left
 * as AniList drew it; the days watched / chapters read the box showed get a line of their own
 * above it.
 */
import { element } from '../../core/element';
import { MEAN_SCORE_LABEL, statBoxTexts, statBoxType, type StatBoxType, type TypeStatistics } from '../../lib/milestones';
import { LABEL, MILESTONES, STAT, STAT_BOX, VALUE } from './selectors';

/** Marks what this module wrote, so a re-render by AniList is noticed and re-applied. */
export const WRITTEN_ATTRIBUTE = 'data-hoh-milestones';
/** The line with the days watched / chapters read, between a box and its milestones. */
export const TOTAL_CLASS = 'hohMilestonesTotal';

/** The line's look: AniList's colour variables, so it follows the three themes. */
export const css = `
.${TOTAL_CLASS} { margin: 0; padding: 0 14px 4px; font-size: 1.2rem; text-align: center; color: rgb(var(--color-text-light)); background: rgb(var(--color-foreground)); }
`;

/** Puts back what was changed when the visit ends. */
export class Restorer {
  private readonly texts = new Map<Element, string>();
  private readonly undo: (() => void)[] = [];

  setText(element: Element, text: string): void {
    if (element.textContent === text) return;
    if (!this.texts.has(element)) this.texts.set(element, element.textContent ?? '');
    element.textContent = text;
  }

  /** Runs `callback` on restore (removing what was added, a marker). */
  onRestore(callback: () => void): void {
    this.undo.push(callback);
  }

  restore(): void {
    for (const [element, text] of this.texts) if (element.isConnected) element.textContent = text;
    for (const callback of this.undo) callback();
    this.texts.clear();
    this.undo.length = 0;
  }
}

/** The `.milestones` bar that belongs to a box: its next sibling, else the n-th bar of the wrapper. */
function milestonesOf(box: Element, index: number): Element | null {
  const next = box.nextElementSibling;
  if (next?.matches(MILESTONES)) return next;
  return box.parentElement?.querySelectorAll(MILESTONES)[index] ?? null;
}

/** The module's line already standing between the box and its bar (AniList redrew the box alone). */
function totalLineOf(box: Element): Element | null {
  for (let next = box.nextElementSibling; next && !next.matches(`${MILESTONES}, ${STAT_BOX}`); next = next.nextElementSibling) {
    if (next.classList.contains(TOTAL_CLASS)) return next;
  }
  return null;
}

function makeStat(value: string, label: string): HTMLElement {
  return element('div', { className: 'stat' }, [
    element('div', { className: 'value', text: value }),
    element('div', { className: 'label', text: label }),
  ]);
}

/**
 * Writes the totals, the moved value and the mean score into every box that does not carry them
 * yet. Idempotent: a second call changes nothing, so it can follow AniList's re-renders.
 */
export function applyToBoxes(statistics: Record<StatBoxType, TypeStatistics | null>, restorer: Restorer): void {
  document.querySelectorAll(STAT_BOX).forEach((box, index) => {
    if (box.hasAttribute(WRITTEN_ATTRIBUTE)) return;
    const stats = [...box.querySelectorAll(`:scope > ${STAT}`)];
    const type = statBoxType(stats[0]?.querySelector(LABEL)?.textContent ?? '');
    const summary = type ? statistics[type] : null;
    if (!type || !summary || stats.length < 2) return;
    const second = stats[1];
    const secondValue = second.querySelector(VALUE);
    const secondLabel = second.querySelector(LABEL);
    if (!secondValue || !secondLabel) return;
    const texts = statBoxTexts(type, summary, secondValue.textContent);
    box.setAttribute(WRITTEN_ATTRIBUTE, '');
    restorer.onRestore(() => box.removeAttribute(WRITTEN_ATTRIBUTE));

    // The real total on its own line, above the thresholds (never among them).
    totalLineOf(box)?.remove();
    if (texts.movedTotal) {
      const line = element('div', { className: TOTAL_CLASS, text: texts.movedTotal });
      const bar = milestonesOf(box, index);
      if (bar) bar.before(line);
      else box.after(line);
      restorer.onRestore(() => line.remove());
    }
    restorer.setText(secondValue, texts.totalValue);
    restorer.setText(secondLabel, texts.totalLabel);

    if (texts.meanScore === null) return;
    const meanStat = stats.find((stat) => stat.querySelector(LABEL)?.textContent?.trim() === MEAN_SCORE_LABEL);
    const meanValue = meanStat?.querySelector(VALUE);
    if (meanValue) {
      restorer.setText(meanValue, texts.meanScore);
    } else {
      // A box without AniList's own mean score gets one.
      const added = makeStat(texts.meanScore, MEAN_SCORE_LABEL);
      box.append(added);
      restorer.onRestore(() => added.remove());
    }
  });
}
