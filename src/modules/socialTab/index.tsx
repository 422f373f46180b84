/**
 * 'socialTab' on /anime|manga/{id}/{slug}/social (spec doc 3 §2, §4, §5, §7; host-dom.md §2.8):
 * above the followed users, how many have the media, their average score as a rounded percent
 * (every score format converted) and a counter per status that filters the rows; in each row the
 * progress, a dates tooltip, rewatch marks, notes where AniList shows none of its own (its 2026
 * notes buttons stay as they are), and the score coloured, every row's cells in shared columns;
 * above the activity feed, the 'Has Replies' and 'Following' filters of the module's own feed
 * (with the script's sign-in).
 */
import { hasToken } from '../../api/apiConfig';
import { attachContainer, waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { getSettings } from '../../core/settings/store';
import type { TitleLanguage } from '../../lib/titles';
import { mount } from '../../ui/mount';
import { followEntries, type FollowEntries } from './api';
import { manifest } from './manifest';
import { extendRow, readRow, restoreRow } from './rows';
import { createRowsStore } from './rowsStore';
import { CLASSES, FEED, FOLLOW_ROW, FOLLOWING, SOCIAL } from './selectors';
import { SocialFeed } from './SocialFeed';
import { SocialStats } from './Stats';
import { css } from './styles';

const STYLE_ID = 'hoh-social-tab';
/** Rows settle in a burst as AniList renders them; read them once it is over. */
const SETTLE_MS = 120;

export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const mediaId = Number(ctx.params.id);
    ctx.addStyle(STYLE_ID, css);
    void startFeed(mediaId, signal);

    const following = await waitForElement(FOLLOWING, { signal });
    if (!following || signal.aborted) return;
    const store = createRowsStore();
    const container = await attachContainer({
      anchor: FOLLOWING,
      signal,
      create: () => element('div', { className: CLASSES.stats }),
      place: (list, stats) => list.prepend(stats),
    });
    if (!container) return;
    mount(<SocialStats store={store} mediaType={ctx.params.type ?? 'anime'} />, container, signal);

    const rowsOf = () => [...document.querySelectorAll<HTMLElement>(`${FOLLOWING} > ${FOLLOW_ROW}`)];
    signal.addEventListener('abort', () => {
      rowsOf().forEach(restoreRow);
      document.querySelectorAll(`.${CLASSES.table}`).forEach((list) => list.classList.remove(CLASSES.table));
    }, { once: true });

    let entries: FollowEntries | null = null;
    let asked = new Set<number>();
    const applyFilter = () => {
      const { filter, rows } = store.get();
      for (const facts of rows) facts.row.classList.toggle(CLASSES.hidden, filter !== null && facts.status !== filter);
    };
    const refresh = async (): Promise<void> => {
      // The rows share one set of columns (styles.ts), on whichever list AniList drew last.
      document.querySelectorAll(FOLLOWING).forEach((list) => list.classList.add(CLASSES.table));
      const rows = rowsOf().map(readRow);
      store.setRows(rows);
      for (const facts of rows) extendRow(facts, entries?.entries.get(facts.userId ?? -1), entries?.total ?? null);
      applyFilter();
      const missing = [...new Set(rows.flatMap((facts) => (facts.userId !== null && !asked.has(facts.userId) ? [facts.userId] : [])))];
      if (missing.length === 0) return;
      asked = new Set([...asked, ...missing]);
      const found = await followEntries(mediaId, missing, signal);
      if (!found || signal.aborted) return;
      entries = { entries: new Map([...(entries?.entries ?? []), ...found.entries]), total: found.total ?? entries?.total ?? null };
      for (const facts of store.get().rows) extendRow(facts, entries.entries.get(facts.userId ?? -1), entries.total);
    };
    store.subscribe(applyFilter);

    let pending = false;
    const later = () => {
      if (pending) return;
      pending = true;
      ctx.setTimeout(() => {
        pending = false;
        return refresh();
      }, SETTLE_MS);
    };
    // AniList adds rows late and may redraw them, or the whole list: read again when rows come or go.
    const isRows = (node: Node) => node instanceof Element && (node.matches(FOLLOW_ROW) || node.querySelector(FOLLOW_ROW) !== null);
    ctx.observe(following.closest(SOCIAL) ?? document.body, { childList: true, subtree: true }, (records) => {
      if (records.some((record) => [...record.addedNodes, ...record.removedNodes].some(isRows))) later();
    });
    await refresh();
  },
});

/** The feed filters above AniList's feed, and the module's feed while a filter is checked. */
async function startFeed(mediaId: number, signal: AbortSignal): Promise<void> {
  // First in AniList's feed column (host-dom.md §2.8: the original prepended its feed there too).
  const container = await attachContainer({
    anchor: FEED,
    signal,
    create: () => element('div', { className: CLASSES.feed }),
    place: (feed, box) => feed.prepend(box),
  });
  if (!container) return;
  const onReplace = (replaced: boolean) => {
    container.parentElement?.classList.toggle(CLASSES.replaced, replaced);
    container.closest(SOCIAL)?.classList.toggle(CLASSES.replacedWrap, replaced);
  };
  signal.addEventListener('abort', () => {
    for (const name of [CLASSES.replaced, CLASSES.replacedWrap]) document.querySelectorAll(`.${name}`).forEach((marked) => marked.classList.remove(name));
  }, { once: true });
  const language = (getSettings().titleLanguage ?? 'ROMAJI') as TitleLanguage;
  mount(<SocialFeed mediaId={mediaId} signedIn={hasToken()} language={language} signal={signal} onReplace={onReplace} />, container, signal);
}
