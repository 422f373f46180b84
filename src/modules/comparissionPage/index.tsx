import { attachContainer } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { manifest } from './manifest';
import { pages } from '../../core/pages';
import { mount } from '../../ui/mount';
import { getSettings } from '../../core/settings/store';
import { readTitleAliases } from '../../core/settings/stores';
import { SCRIPT_VERSION } from '../../core/startup';
import { buildAliasMap } from '../../lib/aliasMap';
import { openCompareSession } from '../../workers/client';
import { ComparePage } from './ComparePage';
import { CompareController } from './controller';
import { downloadFile } from '../../ui/download';
import { strings } from './strings';
import { showProfileCompatibility } from './profileCompatibility';
import { NATIVE_COMPARE_SELECTOR, NATIVE_LIST_SELECTOR } from './selectors';
import { switchCss } from './styles';

export const BOX_CLASS = 'hohCompare';
export const SWITCH_CLASS = 'hohCompareSwitch';
export const WRAP_CLASS = 'hohCompareWrap';
export const SWITCH_STYLE_ID = 'hohCompareSwitchStyle';

/**
 * The table's state lives in the address so a compare can be shared as a link. The page detector
 * ignores the query, so this rewrite does not restart the visit. history.state is AniList's (Vue
 * router's) own: keep it.
 */
function writeAddress(search: string): void {
  const url = new URL(location.href);
  url.search = search;
  history.replaceState(history.state, '', url);
}

/**
 * The multi-user compare table on /user/{name}/animelist/compare and /mangalist/compare. It hides
 * AniList's compare block, puts `div.hohCompare` beside it with a switch between the two, and
 * keeps the lists in the worker: the page only receives summaries and the rows in view.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    // On a profile this module is the Compatibility button (profileCompatibility.tsx).
    if (ctx.page === pages.user.name) return showProfileCompatibility(ctx);
    const { signal } = ctx;
    const type = ctx.params.type === 'manga' ? 'MANGA' : 'ANIME';
    const owner = ctx.params.user;

    const toggle = element('button', { type: 'button', className: SWITCH_CLASS });
    const box = element('div', { className: BOX_CLASS, text: strings.loading });
    let native: HTMLElement | null = null;
    let showOurs = true;

    const show = (): void => {
      if (native) native.style.display = showOurs ? 'none' : '';
      box.hidden = !showOurs;
      toggle.textContent = showOurs ? strings.showDefaultCompare : strings.showHohCompare;
      toggle.setAttribute('aria-pressed', String(!showOurs));
    };
    ctx.listen(toggle, 'click', () => {
      showOurs = !showOurs;
      show();
    });
    signal.addEventListener('abort', () => { if (native) native.style.display = ''; }, { once: true });

    // The switch's look: it is drawn before (and without) our React tree and its sheets.
    ctx.addStyle(SWITCH_STYLE_ID, switchCss);
    // AniList may re-render the list area; the switch and the box (with its React tree) go back
    // beside whichever native block is there now.
    const container = await attachContainer({
      anchor: `${NATIVE_COMPARE_SELECTOR}, ${NATIVE_LIST_SELECTOR}`,
      create: () => element('div', { className: WRAP_CLASS }, [toggle, box]),
      place: (found, wrap) => {
        native = document.querySelector<HTMLElement>(NATIVE_COMPARE_SELECTOR) ?? (found as HTMLElement);
        native.after(wrap);
        show();
      },
      signal,
    });
    if (!container) return;

    const settings = getSettings();
    const aliases = buildAliasMap(readTitleAliases(), settings.shortRomaji);
    let session;
    try {
      session = await openCompareSession(
        { type, titleLanguage: settings.titleLanguage, aliases: [...aliases] },
        { signal, getToken: () => getSettings().accessToken },
      );
    } catch (error) {
      if (signal.aborted) return;
      // Say so where the table would be, instead of "Loading..." for ever.
      box.textContent = strings.actionFailed(error instanceof Error ? error.message : String(error));
      throw error;
    }
    if (signal.aborted) return;

    const controller = new CompareController({
      session,
      type,
      owner,
      viewer: ctx.user?.name ?? null,
      search: location.search,
      writeSearch: writeAddress,
      download: (file) => downloadFile(file),
      jsonContext: () => ({
        scriptInfo: { name: 'Automail', version: SCRIPT_VERSION },
        url: location.href,
        timeStamp: Date.now(),
      }),
    });
    signal.addEventListener('abort', () => controller.dispose(), { once: true });
    box.textContent = '';
    mount(<ComparePage controller={controller} />, box, ctx.signal);
    await controller.start();
  },
});
