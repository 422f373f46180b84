import { waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { selectors } from '../../core/selectors';
import { stepYear, yearRatio } from '../../lib/yearStep';
import { manifest } from './manifest';

/** host-dom.md §2.4: `span.hohStepper` "<" / ">" inside `.el-slider`. */
const STEPPER = 'hohStepper';
const LABELS = { back: 'One year earlier', on: 'One year later' } as const;

const CSS = `
.medialist .el-slider { position: relative; }
.medialist .el-slider > .${STEPPER} { position: absolute; top: -26px; padding: 0 6px; font-size: 1.4rem; font-weight: 600; line-height: 20px; cursor: pointer; user-select: none; color: rgb(var(--color-text-lighter)); border-radius: 3px; }
.medialist .el-slider > .${STEPPER}:hover { color: rgb(var(--color-blue)); }
.medialist .el-slider > .${STEPPER}:focus-visible { outline: 2px solid rgb(var(--color-blue)); }
.medialist .el-slider > .${STEPPER}.back { right: 24px; }
.medialist .el-slider > .${STEPPER}.on { right: 0; }
`;

/** The chosen year: the text of the heading's first child before the slider, none when unset. */
function chosenYear(slider: Element): number | null {
  const text = slider.previousElementSibling?.firstElementChild?.textContent?.trim() ?? '';
  return /^\d{4}$/.test(text) ? Number(text) : null;
}

/**
 * Two buttons on the list page's year slider (spec doc 3 §1): < and > move the chosen year by
 * one. They click AniList's own slider runway where that year sits, as a user would, so the
 * list filters through AniList's own code.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const slider = await waitForElement<HTMLElement>(selectors.listYearSlider.selector, { signal });
    if (!slider || signal.aborted) return;
    const min = Number(slider.getAttribute('aria-valuemin'));
    const max = Number(slider.getAttribute('aria-valuemax'));
    const runway = slider.firstElementChild as HTMLElement | null;
    if (!runway || !Number.isFinite(min) || !Number.isFinite(max)) return;
    ctx.addStyle('hohYearStepperStyle', CSS);

    const step = (direction: 1 | -1) => {
      const year = stepYear(chosenYear(slider), direction, min, max, new Date().getFullYear());
      if (year === null) return;
      const rect = runway.getBoundingClientRect();
      const clientX = rect.left + yearRatio(year, min, max) * rect.width;
      runway.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX, clientY: rect.top + rect.height / 2 }));
    };

    const make = (text: string, className: string, label: string, direction: 1 | -1) => {
      const span = element('span', {
        className: `${STEPPER} ${className}`,
        text,
        attrs: { role: 'button', tabindex: '0', 'aria-label': label },
      });
      span.addEventListener('click', ctx.guard((event: MouseEvent) => {
        // The slider must not take the click on the button for a click on its runway.
        event.stopPropagation();
        step(direction);
      }));
      span.addEventListener('mousedown', (event) => event.stopPropagation());
      span.addEventListener('keydown', ctx.guard((event: KeyboardEvent) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        step(direction);
      }));
      return span;
    };
    const back = make('<', 'back', LABELS.back, -1);
    const on = make('>', 'on', LABELS.on, 1);
    slider.append(back, on);
    signal.addEventListener('abort', () => {
      back.remove();
      on.remove();
    }, { once: true });
  },
});
