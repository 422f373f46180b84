import { malDataUntil } from '../../api/malMedia';
import { attachContainer } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { selectors } from '../../core/selectors';
import { findDataSet, makeDataSet, nativeDataSet } from '../../ui/sidebarData';
import { manifest } from './manifest';

export const ROW_ID = 'hohMALserialization';
export const LABEL = 'Serialization';
/** After the MAL score row when MALscore drew one, else after Mean Score (host-dom.md §2.7). */
const MAL_SCORE_ROW = '#hohMALscore';
const AFTER_LABELS = ['Mean Score', 'Average Score'];

/**
 * "Serialization" in the sidebar of manga pages: the magazine MyAnimeList names, linking there.
 * Nothing for anime, for manga without one, or when MyAnimeList fails or changed.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    if (ctx.params.type !== 'manga') return;
    const data = await malDataUntil(Number(ctx.params.id), signal);
    const serialization = data?.page.serialization;
    if (!serialization) return;
    await attachContainer({
      anchor: selectors.mediaSidebarData.selector,
      create: () => makeDataSet({
        id: ROW_ID,
        label: LABEL,
        value: element('a', { href: serialization.url, target: '_blank', rel: 'noopener noreferrer', text: serialization.name }),
        template: nativeDataSet(),
      }),
      place: (list, row) => {
        const after = list.querySelector(MAL_SCORE_ROW) ?? AFTER_LABELS.map((label) => findDataSet(list, label)).find((found) => found);
        if (after) after.after(row);
        else list.append(row);
      },
      signal,
    });
    // MALscore may draw its row after ours: keep the serialization below it.
    ctx.observe(document.querySelector(selectors.mediaSidebarData.selector) ?? document.body, { childList: true }, () => {
      const score = document.querySelector(MAL_SCORE_ROW);
      const row = document.getElementById(ROW_ID);
      if (score && row && score.nextElementSibling !== row) score.after(row);
    });
  },
});
