import { queryPacked } from '../../api/batch';
import { query } from '../../api/client';
import { MANGA_GUESS, type MangaGuessResult } from '../../api/queries/media';
import { MANGA_REMAINING_LIST, type MangaRemainingListResult } from '../../api/queries/mangaRemaining';
import { attachContainer, waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { pages } from '../../core/pages';
import { selectors } from '../../core/selectors';
import { GUESS_WEIGHT, guessLatestChapter, type ProgressActivity } from '../../lib/mangaGuess';
import { needsGuess, READING_STATUSES, remainingOf, totalsOf, type ReadingManga, type Remaining } from '../../lib/mangaRemaining';
import { NEW_CHAPTERS_BATCH } from '../../lib/newChapters';
import { attachExtraFilters, eachListRow, rowMediaId, undoInSlices } from '../../ui/listPage';
import { manifest } from './manifest';
import { ROW_TITLE, STATS_HIGHLIGHTS } from './selectors';
import { IDS, ROW_LABEL, strings } from './strings';

const CSS = `
#${IDS.listWrap}, #${IDS.statsWrap} { font-size: 1.3rem; line-height: 1.5; color: rgb(var(--color-text-light)); }
#${IDS.listWrap} { margin-bottom: 22px; }
#${IDS.statsWrap} { margin: 20px 0 30px; padding: 16px 20px; border-radius: 4px; background: rgb(var(--color-foreground)); }
#${IDS.listWrap} .group-header, #${IDS.statsWrap} .group-header { display: block; margin-bottom: 4px; font-weight: 600; color: rgb(var(--color-text-lighter)); }
#${IDS.listWrap} .hohLeftTotals, #${IDS.statsWrap} .hohLeftTotals { font-size: 1.5rem; font-weight: 600; color: rgb(var(--color-text)); }
#${IDS.listWrap} .hohLeftStatus:empty, #${IDS.statsWrap} .hohLeftStatus:empty { display: none; }
.medialist .${ROW_LABEL} { flex: none; margin-left: auto; padding-left: 8px; font-size: 1.2rem; white-space: nowrap; color: rgb(var(--color-text-lighter)); }
`;

interface Counted {
  rows: Map<number, Remaining>;
  failedGuesses: number;
}

function activitiesOf(answer: MangaGuessResult | null): ProgressActivity[] {
  return (answer?.Page?.activities ?? []).flatMap((a) => (a && typeof a.userId === 'number' ? [{ userId: a.userId, progress: a.progress ?? null }] : []));
}

/**
 * The owner's reading manga (the API sends only CURRENT and REPEATING entries, so even a list of
 * 11,000 gives the page a few hundred at most), each with what is left; the releasing ones (no
 * chapter count) get the latest-chapter guess, 20 manga per packed request as the New Chapters
 * finder asks them. Null when AniList did not give the list.
 */
async function count(owner: string, signal: AbortSignal): Promise<Counted | null> {
  const list = await query<MangaRemainingListResult>(MANGA_REMAINING_LIST, { userName: owner }, { signal });
  if (!list?.MediaListCollection) return null;
  const reading = new Map<number, ReadingManga>();
  for (const group of list.MediaListCollection.lists ?? []) {
    for (const entry of group?.entries ?? []) {
      if (!entry?.media || reading.has(entry.mediaId) || !(READING_STATUSES as readonly (string | null)[]).includes(entry.status)) continue;
      reading.set(entry.mediaId, {
        mediaId: entry.mediaId,
        progress: entry.progress,
        progressVolumes: entry.progressVolumes,
        chapters: entry.media.chapters,
        volumes: entry.media.volumes,
      });
    }
  }
  const toGuess = [...reading.values()].filter(needsGuess);
  const answers = toGuess.length
    ? await queryPacked<MangaGuessResult>(toGuess.map((entry) => ({ document: MANGA_GUESS, variables: { id: entry.mediaId } })), { signal, size: NEW_CHAPTERS_BATCH })
    : [];
  const guesses = new Map<number, number>();
  let failedGuesses = 0;
  toGuess.forEach((entry, i) => {
    const answer = answers[i];
    if (!answer) failedGuesses += 1;
    else guesses.set(entry.mediaId, guessLatestChapter(activitiesOf(answer), GUESS_WEIGHT.newChapters, entry.mediaId));
  });
  const rows = new Map<number, Remaining>();
  for (const entry of reading.values()) rows.set(entry.mediaId, remainingOf(entry, guesses.get(entry.mediaId) ?? null));
  return { rows, failedGuesses };
}

/** A label at the end of each reading row's title cell, as rows come and go; removed after. */
async function labelRows(rows: Map<number, Remaining>, observe: Parameters<typeof eachListRow>[1], signal: AbortSignal): Promise<void> {
  const lists = await waitForElement(selectors.listSections.selector, { signal });
  if (!lists || signal.aborted) return;
  signal.addEventListener('abort', () => void undoInSlices(lists, `.${ROW_LABEL}`, (label) => label.remove()), { once: true });
  await eachListRow(lists, observe, (row) => {
    const id = rowMediaId(row);
    const left = id === null ? undefined : rows.get(id);
    const cell = row.querySelector(ROW_TITLE);
    if (!left || !cell || cell.querySelector(`:scope > .${ROW_LABEL}`)) return;
    cell.append(element('span', { className: ROW_LABEL, text: strings.row(left), attrs: { title: strings.rowTitle(left) } }));
  }, signal);
}

/**
 * Manga lists and the manga stats overview (issue 26, part 3b): the chapters and volumes left on
 * the manga the owner is reading, per row on the list and as totals ("Left to read"), with "~"
 * where a releasing manga's count is the latest-chapter guess.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const owner = String(ctx.params.user);
    const onStats = ctx.page === pages.userStats.name;
    ctx.addStyle(IDS.style, CSS);

    const totals = element('div', { className: 'hohLeftTotals' });
    const detail = element('div', { className: 'hohLeftDetail' });
    const status = element('div', { className: 'hohLeftStatus', text: strings.loading, attrs: { role: 'status' } });
    const parts = [element('span', { className: 'group-header', text: strings.heading }), totals, detail, status];
    if (onStats) {
      void attachContainer({
        anchor: STATS_HIGHLIGHTS,
        create: () => element('div', { id: IDS.statsWrap }, parts),
        place: (anchor, container) => anchor.after(container),
        signal,
      });
    } else {
      void attachExtraFilters(IDS.listWrap, parts, signal);
    }

    const counted = await count(owner, signal);
    if (signal.aborted) return;
    if (!counted) {
      status.textContent = strings.failed;
      return;
    }
    const sum = totalsOf([...counted.rows.values()]);
    if (sum.manga) {
      totals.textContent = strings.totals(sum);
      detail.textContent = strings.detail(sum);
    }
    status.textContent = !sum.manga ? strings.nothing : counted.failedGuesses ? strings.someGuessesFailed(counted.failedGuesses) : '';
    if (!onStats && sum.manga) await labelRows(counted.rows, ctx.observe, signal);
  },
});
