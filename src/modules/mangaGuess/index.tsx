import { CACHE_LIFETIMES } from '../../api/cache';
import { hasToken } from '../../api/apiConfig';
import { query } from '../../api/client';
import { MANGA_GUESS, MANGA_GUESS_OWN, type MangaGuessResult } from '../../api/queries/media';
import { attachContainer, waitForElement } from '../../core/dom';
import { defineModule } from '../../core/module';
import { GUESS_WEIGHT, guessDisplay, guessLatestChapter, type ProgressActivity } from '../../lib/mangaGuess';
import { manifest } from './manifest';
import { element } from '../../core/element';
import { SIDEBAR_DATA } from './selectors';
import { CHILD_DATA_SET, DATA_SET_LABEL, DATA_SET_VALUE } from '../../ui/sidebarData';

export const GUESS_CLASS = 'hohGuess';
/** The label of the data set the guess joins, and the value text that makes a manga releasing. */
const STATUS_LABEL = 'Status';
const RELEASING = 'Releasing';

function statusValue(data: Element): Element | null {
  for (const set of data.querySelectorAll(CHILD_DATA_SET)) {
    if (set.querySelector(DATA_SET_LABEL)?.textContent?.trim() === STATUS_LABEL) return set.querySelector(DATA_SET_VALUE);
  }
  return null;
}

function guessElement(display: Exclude<ReturnType<typeof guessDisplay>, { kind: 'none' }>): HTMLElement {
  const span = element('span', { className: `${GUESS_CLASS} ${GUESS_CLASS}-${display.kind}`, title: 'Estimated latest chapter, from recent reading activity' });
  const main = element('span', { text: display.text });
  if (display.kind === 'caughtUp') main.style.color = 'rgb(var(--color-green))';
  span.append(main);
  if (display.kind === 'behind') {
    const behind = element('span');
    behind.textContent = display.behind;
    behind.style.color = 'rgb(var(--color-red))';
    span.append(behind);
  }
  return span;
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
    const data = await waitForElement(SIDEBAR_DATA, { signal });
    const value = data ? statusValue(data) : null;
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
      anchor: SIDEBAR_DATA,
      create: () => guessElement(display),
      place: (sidebarData, span) => (statusValue(sidebarData) ?? sidebarData).append(span),
      signal,
    });
  },
});
