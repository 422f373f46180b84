import { queryPacked } from '../../api/batch';
import { query } from '../../api/client';
import { MANGA_GUESS, type MangaGuessResult } from '../../api/queries/media';
import { NEW_CHAPTERS_LIST, type NewChaptersListResult } from '../../api/queries/newChapters';
import { defineModule } from '../../core/module';
import { getSettings } from '../../core/settings/store';
import { GUESS_WEIGHT, guessLatestChapter, type ProgressActivity } from '../../lib/mangaGuess';
import { chaptersBehind, isScanned, NEW_CHAPTERS_BATCH, type ReadingEntry } from '../../lib/newChapters';
import { pickTitle } from '../../lib/titles';
import { attachExtraFilters } from '../../ui/listPage';
import { manifest } from './manifest';
import { IDS, strings } from './strings';

const CSS = `
#${IDS.wrap} { margin-bottom: 22px; font-size: 1.3rem; color: rgb(var(--color-text-light)); }
#${IDS.button} { font: inherit; font-weight: 600; padding: 6px 14px; border: 0; border-radius: 3px; cursor: pointer; color: rgb(var(--color-white)); background: rgb(var(--color-blue)); }
#${IDS.button}:disabled { opacity: 0.6; cursor: default; }
#${IDS.button}:focus-visible { outline: 2px solid rgb(var(--color-text)); outline-offset: 2px; }
#${IDS.wrap} .hohNewChaptersStatus { margin-top: 6px; }
#${IDS.wrap} ul { list-style: none; margin: 6px 0 0; padding: 0; }
#${IDS.wrap} li { margin: 4px 0; overflow-wrap: anywhere; }
#${IDS.wrap} li a { color: rgb(var(--color-blue)); }
#${IDS.wrap} .hohBehind { color: rgb(var(--color-green)); }
`;

interface Candidate extends ReadingEntry {
  title: string;
}

/** The list's reading entries worth a guess, once each (an entry also sits in custom lists). */
function candidates(result: NewChaptersListResult): Candidate[] {
  const seen = new Map<number, Candidate>();
  const language = getSettings().titleLanguage;
  for (const list of result.MediaListCollection?.lists ?? []) {
    for (const entry of list?.entries ?? []) {
      if (!entry?.media || seen.has(entry.mediaId)) continue;
      const reading: ReadingEntry = { mediaId: entry.mediaId, status: entry.status, progress: entry.progress, mediaStatus: entry.media.status };
      // The title only for the few scanned: a long list holds thousands of entries that are not.
      if (!isScanned(reading)) continue;
      seen.set(entry.mediaId, { ...reading, title: pickTitle({ id: entry.mediaId, title: entry.media.title ?? {} }, language, new Map(), 'aliasAfterLanguage') });
    }
  }
  return [...seen.values()];
}

function activitiesOf(answer: MangaGuessResult | null): ProgressActivity[] {
  return (answer?.Page?.activities ?? []).flatMap((a) => (a && typeof a.userId === 'number' ? [{ userId: a.userId, progress: a.progress ?? null }] : []));
}

/**
 * A "New Chapters" button on manga lists (spec doc 3 §4, §5, §9): for each manga the member is
 * reading that is still releasing, the latest chapter is guessed from recent reading activity
 * (consensus weight 20), 20 manga per packed request; guesses above the progress and fewer than
 * 30 ahead are listed as they come in. 'Scanning...' while it runs, 'No new items found :(' at
 * the end when nothing turned up.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    if (ctx.params.type !== 'manga') return;
    const owner = String(ctx.params.user);

    const button = document.createElement('button');
    button.type = 'button';
    button.id = IDS.button;
    button.textContent = strings.button;
    const status = document.createElement('div');
    status.className = 'hohNewChaptersStatus';
    status.setAttribute('role', 'status');
    const found = document.createElement('ul');

    const show = (item: Candidate, guess: number, behind: number) => {
      const li = document.createElement('li');
      const link = document.createElement('a');
      link.href = `/manga/${item.mediaId}/`;
      link.textContent = item.title;
      const numbers = document.createElement('span');
      numbers.textContent = strings.item(item.progress ?? 0, guess);
      const extra = document.createElement('span');
      extra.className = 'hohBehind';
      extra.textContent = strings.behind(behind);
      li.append(link, numbers, extra);
      found.append(li);
    };

    const scan = async () => {
      button.disabled = true;
      found.replaceChildren();
      status.textContent = strings.scanning;
      const list = await query<NewChaptersListResult>(NEW_CHAPTERS_LIST, { userName: owner }, { signal });
      if (signal.aborted) return;
      if (!list?.MediaListCollection) {
        status.textContent = strings.listFailed(owner);
        button.disabled = false;
        return;
      }
      const reading = candidates(list);
      let failed = 0;
      for (let start = 0; start < reading.length; start += NEW_CHAPTERS_BATCH) {
        const batch = reading.slice(start, start + NEW_CHAPTERS_BATCH);
        const answers = await queryPacked<MangaGuessResult>(batch.map((item) => ({ document: MANGA_GUESS, variables: { id: item.mediaId } })), { signal, size: NEW_CHAPTERS_BATCH });
        if (signal.aborted) return;
        batch.forEach((item, i) => {
          const answer = answers[i];
          if (!answer) {
            failed += 1;
            return;
          }
          const guess = guessLatestChapter(activitiesOf(answer), GUESS_WEIGHT.newChapters, item.mediaId);
          const behind = chaptersBehind(item.progress, guess);
          if (behind !== null) show(item, guess, behind);
        });
        if (found.childElementCount) status.textContent = `${strings.scanning} ${strings.found(found.childElementCount)}`;
      }
      const parts: string[] = [];
      if (found.childElementCount) parts.push(strings.found(found.childElementCount));
      else if (!failed) parts.push(strings.nothing);
      if (failed) parts.push(strings.someFailed(failed));
      status.textContent = parts.join(' ');
      button.disabled = false;
    };

    button.addEventListener('click', ctx.guard(scan));
    ctx.addStyle('hohNewChaptersStyle', CSS);
    await attachExtraFilters(IDS.wrap, [button, status, found], signal);
  },
});
