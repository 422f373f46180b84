import { malMediaUrl } from '../../api/mal';
import { malDataUntil } from '../../api/malMedia';
import { attachContainer } from '../../core/dom';
import { defineModule } from '../../core/module';
import { selectors } from '../../core/selectors';
import { findDataSet, makeDataSet, nativeDataSet } from '../../ui/sidebarData';
import { manifest } from './manifest';

export const ROW_ID = 'hohMALscore';
export const LABEL = 'MAL Score';
/** The native row it goes after (host-dom.md §2.7 "Mean Score (anchor for MAL rows)"). */
export const AFTER_LABELS = ['Mean Score', 'Average Score'];

/**
 * "MAL Score" in the media sidebar, right after AniList's Mean Score: MyAnimeList's score, its
 * label linking to the media there. Nothing when MyAnimeList has no score, fails or changed.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const data = await malDataUntil(Number(ctx.params.id), signal);
    const score = data?.page.score;
    if (!data || score === null || score === undefined) return;
    await attachContainer({
      anchor: selectors.mediaSidebarData.selector,
      create: () => makeDataSet({
        id: ROW_ID,
        label: LABEL,
        value: score.toFixed(2),
        href: malMediaUrl(data.type, data.idMal),
        template: nativeDataSet(),
      }),
      place: (list, row) => {
        const after = AFTER_LABELS.map((label) => findDataSet(list, label)).find((found) => found);
        if (after) after.after(row);
        else list.append(row);
      },
      signal,
    });
  },
});
