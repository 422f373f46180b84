import { attachContainer } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { findWithRetries } from '../../core/retry';
import { entryScoreShown } from '../../lib/entryScore';
import { mount } from '../../ui/mount';
import { loadEntry, viewerName } from './data';
import { EntryScore } from './EntryScore';
import { manifest } from './manifest';
import { HEADER, LIST_ADD, NATIVE_SCORE_CONTROL } from './selectors';
import { entryScoreCss } from './styles';

/** Spec doc 2 §5: the page element is looked for up to 10 times, 200 ms apart. */
export const ANCHOR_TRIES = 10;
export const ANCHOR_INTERVAL_MS = 200;
export const CONTAINER_ID = 'hohEntryScore';
const STYLE_ID = 'hohEntryScoreStyle';

/** The editor goes into the status button's grandparent (host-dom.md §2.7), spanning its grid. */
function place(add: Element, container: HTMLElement): void {
  const home = add.parentElement?.parentElement ?? add.parentElement;
  home?.append(container);
}

/**
 * The viewer's score and progress under the status button of /anime/{id} and /manga/{id}, with
 * editing (spec doc 2, "Score editor"). Shown only for the statuses the spec names, and not at
 * all when AniList draws its own score control there (selectors.ts NATIVE_SCORE_CONTROL).
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const mediaId = Number(ctx.params.id);
    const add = await findWithRetries(() => document.querySelector(LIST_ADD), { tries: ANCHOR_TRIES, interval: ANCHOR_INTERVAL_MS, signal });
    if (!add || signal.aborted) return;

    const userName = ctx.user?.name ?? (await viewerName(signal));
    if (!userName || signal.aborted) return;
    const entry = await loadEntry(userName, mediaId, signal);
    if (!entry || signal.aborted || !entryScoreShown(entry.status)) return;
    // AniList's own control, when it draws one, wins (checked once the entry says we would draw:
    // AniList renders it with the status block, which is there by now).
    if (document.querySelector(NATIVE_SCORE_CONTROL)) return;

    ctx.addStyle(STYLE_ID, entryScoreCss);
    const container = await attachContainer({
      anchor: LIST_ADD,
      create: () => {
        const body = element('div');
        const box = element('div', { id: CONTAINER_ID }, [body]);
        mount(<EntryScore initial={entry} userName={userName} signal={signal} />, body, signal);
        return box;
      },
      place,
      signal,
      timeout: ANCHOR_TRIES * ANCHOR_INTERVAL_MS,
    });
    if (!container) return;

    // AniList drawing its own control later: step aside rather than show a second one.
    const header = document.querySelector(HEADER) ?? document.body;
    ctx.observe(header, { childList: true, subtree: true }, () => {
      if (document.querySelector(NATIVE_SCORE_CONTROL)) container.hidden = true;
    });
  },
});
