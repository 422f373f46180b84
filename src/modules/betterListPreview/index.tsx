import { isApiError, mutate, NOT_SIGNED_IN_MESSAGE, query } from '../../api/client';
import { LIST_PREVIEW, type ListPreviewResult } from '../../api/queries/lists';
import { SAVE_MEDIA_LIST_ENTRY, type SaveMediaListEntryResult } from '../../api/queries/mutations';
import { attachContainer, waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { getSettings } from '../../core/settings/store';
import { readListPreview, readTitleAliases, writeListPreview } from '../../core/settings/stores';
import { buildAliasMap } from '../../lib/aliasMap';
import { COUNTDOWN_REFRESH_MS, type PlusOneSave } from '../../lib/listPreview';
import { pickTitle } from '../../lib/titles';
import { cardsFrom, PreviewController, type PreviewMedia, type SaveOutcome } from './controller';
import { manifest } from './manifest';
import { HOME, LIST_PREVIEWS, OUR_ID, PREVIEW_WRAP, WRAP_HEADING } from './selectors';
import { strings } from './strings';
import { showPreview } from './view';

/** AniList's anime preview blocks (every wrap whose heading is not the manga one). */
function nativeAnimeWraps(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(`${LIST_PREVIEWS} ${PREVIEW_WRAP}`)].filter(
    (wrap) => !/Manga/.test(wrap.querySelector(WRAP_HEADING)?.textContent ?? ''),
  );
}

/** The saved preview moves with a +1, so the next visit's first paint is not a step behind. */
function rememberSave(saved: NonNullable<SaveMediaListEntryResult['SaveMediaListEntry']>): void {
  const stored = readListPreview();
  const entry = stored?.Page?.mediaList?.find((item) => item?.id === saved.id);
  if (!stored || !entry) return;
  entry.progress = saved.progress;
  entry.status = saved.status;
  writeListPreview(stored);
}

/**
 * The home in-progress preview rebuilt from the API (spec doc 3 §4, §7, §9): the viewer's
 * current and rewatching anime, the important airing ones first, countdowns, +1 buttons.
 * AniList's own anime preview is hidden while ours is shown and comes back when loading fails.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const name = ctx.user?.name;
    if (!name) return;
    if (!(await waitForElement(LIST_PREVIEWS, { signal }))) return;

    const settings = getSettings();
    const aliases = buildAliasMap(readTitleAliases(), settings.shortRomaji);
    const titleOf = (media: PreviewMedia) =>
      pickTitle({ id: media.id, title: media.title ?? { romaji: null, english: null, native: null } }, settings.titleLanguage, aliases, 'aliasAfterLanguage');

    const save = async (variables: PlusOneSave): Promise<SaveOutcome> => {
      const result = await mutate<SaveMediaListEntryResult>(SAVE_MEDIA_LIST_ENTRY, variables, { signal });
      // null: the token was just retracted (or the visit ended).
      if (result === null) return { ok: false, reason: strings.notSignedIn, notSignedIn: true };
      if (isApiError(result)) {
        if (result.status === 401 && result.message === NOT_SIGNED_IN_MESSAGE) return { ok: false, reason: strings.notSignedIn, notSignedIn: true };
        return { ok: false, reason: result.message };
      }
      const saved = result.SaveMediaListEntry;
      if (!saved) return { ok: false, reason: 'no answer' };
      rememberSave(saved);
      return { ok: true, progress: saved.progress, status: saved.status };
    };
    const controller = new PreviewController(save);
    ctx.setInterval(() => controller.tick(COUNTDOWN_REFRESH_MS / 1000), COUNTDOWN_REFRESH_MS);

    // Ours is shown in its own attach, so that a failed load can take it away for good.
    const shown = new AbortController();
    signal.addEventListener('abort', () => shown.abort(), { once: true });
    const hidden = new Set<HTMLElement>();
    const hideNative = (): void => {
      for (const wrap of nativeAnimeWraps()) {
        if (hidden.has(wrap) && wrap.style.display === 'none') continue;
        wrap.style.display = 'none';
        hidden.add(wrap);
      }
    };
    const showNative = (): void => {
      for (const wrap of hidden) wrap.style.display = '';
      hidden.clear();
    };
    signal.addEventListener('abort', showNative, { once: true });

    let container: HTMLElement | null = null;
    const show = async (): Promise<boolean> => {
      hideNative();
      if (container) return true;
      container = await attachContainer({
        anchor: LIST_PREVIEWS,
        create: () => element('div', { id: OUR_ID }),
        place: (anchor, block) => anchor.before(block),
        signal: shown.signal,
      });
      if (!container) return false;
      showPreview(container, controller, shown.signal, ctx.guard);
      // AniList re-renders its previews (the size toggle moves them to full width and back): a
      // new anime block is hidden again, and ours stays right before the previews.
      const home = document.querySelector(HOME) ?? document.body;
      ctx.observe(home, { childList: true, subtree: true }, () => {
        if (shown.signal.aborted || !container) return;
        hideNative();
        const previews = document.querySelector(LIST_PREVIEWS);
        if (previews && container.nextElementSibling !== previews) previews.before(container);
      });
      return true;
    };

    // First paint from the saved answer (spec doc 3 §7 "also cached locally"), then the API's.
    const stored = readListPreview();
    if (stored?.user === name && stored.Page?.mediaList && stored.fetchedAt) {
      controller.load(cardsFrom(stored.Page.mediaList, titleOf), Math.max(0, Math.floor((Date.now() - stored.fetchedAt) / 1000)));
      await show();
    }

    const fresh = await query<ListPreviewResult>(LIST_PREVIEW, { name }, { auth: true, signal });
    if (signal.aborted) return;
    const list = fresh?.Page?.mediaList;
    if (!list) {
      // AniList's own preview is better than none, or than an old one.
      shown.abort();
      showNative();
      return;
    }
    writeListPreview({ ...fresh, user: name, fetchedAt: Date.now() });
    controller.load(cardsFrom(list, titleOf), 0);
    await show();
  },
});
