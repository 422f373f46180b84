import { waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { PROGRESS_METER_CLASS, progressMeterCss } from '../../ui/progressMeter';
import { manifest } from './manifest';
import { CARD, HOME, INFO_TEXT, PREVIEWS } from './selectors';

const METER_CLASS = PROGRESS_METER_CLASS;
const STYLE_ID = 'hohProgressBarStyle';

const css = progressMeterCss(`${PREVIEWS} ${CARD}`);

/** "Progress: 5/12" → [5, 12]; null without a total (no bar to draw). */
export function readProgress(text: string): [number, number] | null {
  const match = /Progress:\s*(\d+)\s*\/\s*(\d+)/.exec(text);
  if (!match) return null;
  const total = Number(match[2]);
  return total > 0 ? [Number(match[1]), total] : null;
}

/** A bar under each cover of AniList's in-progress cards, following their progress text. */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const previews = await waitForElement(PREVIEWS, { signal });
    if (!previews) return;
    ctx.addStyle(STYLE_ID, css);
    const meters = new Set<HTMLMeterElement>();
    signal.addEventListener('abort', () => {
      for (const meter of meters) meter.remove();
    }, { once: true });

    const draw = (): void => {
      for (const text of document.querySelectorAll<HTMLElement>(`${PREVIEWS} ${CARD} ${INFO_TEXT}`)) {
        const card = text.closest(CARD);
        if (!card) continue;
        const progress = readProgress(text.textContent ?? '');
        let meter = card.querySelector<HTMLMeterElement>(`:scope > meter.${METER_CLASS}`);
        if (!progress) {
          meter?.remove();
          continue;
        }
        if (!meter) {
          meter = element('meter', { className: METER_CLASS, min: 0 });
          card.append(meter);
          meters.add(meter);
        }
        const [done, total] = progress;
        if (meter.max !== total) meter.max = total;
        if (meter.value !== Math.min(done, total)) meter.value = Math.min(done, total);
      }
    };
    draw();
    // AniList's own +1 and its re-renders change the text; the bars follow.
    const home = previews.closest(HOME) ?? document.body;
    ctx.observe(home, { childList: true, subtree: true, characterData: true }, (records) => {
      if (records.every((record) => record.target instanceof Element && record.target.closest(`meter.${METER_CLASS}`))) return;
      draw();
    });
  },
});
