import { attachContainer } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { getSettings } from '../../core/settings/store';
import { readTitleAliases } from '../../core/settings/stores';
import { SCRIPT_VERSION } from '../../core/startup';
import { buildAliasMap } from '../../lib/aliasMap';
import { mount } from '../../ui/mount';
import { addUiStyles } from '../../ui/UiStyles';
import { readAllRegularTags, statsOptions } from '../../ui/statsTable/options';
import { statsTableStrings } from '../../ui/statsTable/strings';
import { statsTableCss } from '../../ui/statsTable/styles';
import { openStatsSession } from '../../workers/client';
import { manifest } from './manifest';
import { NativeTables } from './NativeTables';
import { TablesController } from './controller';
import { MORE_STATS_VIEW_ID, REPLACED_CLASS, STATS_WRAP, TABLES_CLASS } from './selectors';
import { tablesOf } from './tables';

const STYLE_ID = 'hohNativeTablesStyle';
const hideCss = `${STATS_WRAP} > .${REPLACED_CLASS} { display: none !important; }\n`;

/**
 * The full tag, staff and studio tables in place of AniList's on /stats/anime/tags,
 * /stats/anime/staff, /stats/anime/studios and /stats/manga/staff, drawn when the sub-tab is
 * opened or already current. The list (and the staff list) is loaded and the tables computed in
 * the worker; the table options of the settings change them at once.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const tab = tablesOf(ctx.params.type, ctx.params.sub);
    if (!tab) return;
    const user = ctx.params.user;
    // AniList's panels hidden while ours stand in for them, and the tables' rules, for the visit
    // (after the kit's).
    addUiStyles();
    ctx.addStyle(STYLE_ID, hideCss + statsTableCss);
    const nativePanels = () => Array.from(document.querySelectorAll<HTMLElement>(`${STATS_WRAP} > div:not(.${TABLES_CLASS}):not(#${MORE_STATS_VIEW_ID})`));
    signal.addEventListener('abort', () => {
      for (const panel of nativePanels()) panel.classList.remove(REPLACED_CLASS);
    }, { once: true });

    const box = await attachContainer({
      anchor: STATS_WRAP,
      create: () => element('div', { className: TABLES_CLASS }, [element('div', { text: statsTableStrings.loading })]),
      place: (wrap, container) => {
        wrap.prepend(container);
        for (const panel of nativePanels()) panel.classList.add(REPLACED_CLASS);
      },
      signal,
    });
    if (!box) return;
    const root = box.lastElementChild as HTMLElement;

    const settings = getSettings();
    const aliases = buildAliasMap(readTitleAliases(), settings.shortRomaji);
    const options = statsOptions(settings);
    const session = await openStatsSession(
      { user, titleLanguage: settings.titleLanguage, aliases: [...aliases], options, regularTags: readAllRegularTags() },
      { signal, getToken: () => getSettings().accessToken },
    );
    if (signal.aborted) return;
    const controller = new TablesController(session, tab, user, options, () => ({
      scriptInfo: { name: 'Automail', version: SCRIPT_VERSION },
      url: location.href,
      timeStamp: Date.now(),
    }));
    ctx.onSettingsChange((next) => void controller.setOptions(statsOptions(next)));
    root.textContent = '';
    mount(<NativeTables controller={controller} tab={tab} hideCustom={!!settings.hideCustomTags} />, root, signal);
    await controller.load();
  },
});

// A named export beside the default keeps the chunk's exports an object with `default`.
export { TABLES_CLASS } from './selectors';
