import { CACHE_LIFETIMES } from '../../api/cache';
import { hasToken } from '../../api/apiConfig';
import { query } from '../../api/client';
import { MANGA_GUESS, MANGA_GUESS_OWN, type MangaGuessResult } from '../../api/queries/media';
import { attachContainer, waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { selectors } from '../../core/selectors';
import { GUESS_WEIGHT, guessDisplay, guessLatestChapter, type ProgressActivity } from '../../lib/mangaGuess';
import { findDataSetValue } from '../../ui/sidebarData';
import { manifest } from './manifest';

export const GUESS_CLASS = 'hohGuess';
/** The label of the sidebar's data set the guess joins, and the value text that makes a manga releasing. */
const STATUS_LABEL = 'Status';
const RELEASING = 'Releasing';
const { mediaSidebarData } = selectors;

function guessElement(display: Exclude<ReturnType<typeof guessDisplay>, { kind: 'none' }>): HTMLElement {
  return element('span', { className: `${GUESS_CLASS} ${GUESS_CLASS}-${display.kind}`, title: 'Estimated latest chapter, from recent reading activity' }, [
    element('span', { text: display.text, style: display.kind === 'caughtUp' ? 'color: rgb(var(--color-green))' : undefined }),
    display.kind === 'behind' && element('span', { text: display.behind, style: 'color: rgb(var(--color-red))' }),
  ]);
}

/**
 * On a releasing manga, the estimated latest chapter after "Releasing" in the sidebar: the
 * consensus of the newest reading activities (weight 25, spec doc 3 §9), compared with the
 * viewer's own progress when signed in with the script. Cached 30 min.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    if (ctx.params.type !== 'manga') return;
    const data = await waitForElement(mediaSidebarData.selector, { signal });
    const value = data ? findDataSetValue(data, STATUS_LABEL) : null;
    if (!value?.textContent?.trim().startsWith(RELEASING) || signal.aborted) return;
    const id = Number(ctx.params.id);
    const own = hasToken();
    const result = await query<MangaGuessResult>(own ? MANGA_GUESS_OWN : MANGA_GUESS, { id }, {
      auth: own,
      signal,
      cacheKey: `hohMangaGuess${id}${own ? 'own' : ''}`,
      duration: CACHE_LIFETIMES.mangaChapterGuess,
    });
    if (!result || signal.aborted) return;
    const activities: ProgressActivity[] = (result.Page?.activities ?? []).flatMap((a) =>
      a && typeof a.userId === 'number' ? [{ userId: a.userId, progress: a.progress ?? null }] : []);
    const best = guessLatestChapter(activities, GUESS_WEIGHT.mangaPage, id);
    const display = guessDisplay(best, result.Media?.mediaListEntry ?? null);
    if (display.kind === 'none') return;
    await attachContainer({
      anchor: mediaSidebarData.selector,
      create: () => guessElement(display),
      place: (sidebarData, span) => (findDataSetValue(sidebarData, STATUS_LABEL) ?? sidebarData).append(span),
      signal,
    });
  },
});
