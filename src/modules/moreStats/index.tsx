import { attachContainer } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { pages } from '../../core/pages';
import { getSettings } from '../../core/settings/store';
import { readTitleAliases } from '../../core/settings/stores';
import { SCRIPT_VERSION } from '../../core/startup';
import { buildAliasMap } from '../../lib/aliasMap';
import { mount } from '../../ui/mount';
import { addUiStyles } from '../../ui/UiStyles';
import { statsTableCss } from '../../ui/statsTable/styles';
import { statsExtras } from '../../ui/statsTable/extraTables';
import { currentToken } from '../../api/token';
import { pause } from '../../core/timers';
import { datingPaceMs } from '../../lib/datingFix';
import { DatingRunner } from './dating/runner';
import { openStatsSession } from '../../workers/client';
import { manifest } from './manifest';
import { MoreStats } from './MoreStats';
import { MoreStatsController, statsOptions, type StatsView } from './controller';
import { ACTIVE_TAB_CLASSES, FILTER_WRAP, HIDDEN_CLASS, NATIVE_TAB_LINK, STATS_WRAP, VIEW_ID } from './selectors';
import { moreStatsCss } from './styles';
import { runSiteStats } from './variousQueries/siteStats';
import { strings } from './strings';
import { datingCss } from './dating/DatingTool';

const STYLE_ID = 'hohMoreStatsStyle';

/**
 * More stats on /user/{name}/stats: three triggers under AniList's stats menu ('More stats',
 * 'Genres & Tags', and a link to /site-stats) open our views in place of AniList's panels; the
 * lists and staff are loaded and every table computed in the worker. Choosing one of AniList's
 * tabs gives its own view back.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    if (ctx.page === pages.siteStats.name) return runSiteStats(ctx);
    const { signal } = ctx;
    // The triggers', the views' and their tables' rules, for the visit, after the kit's.
    addUiStyles();
    ctx.addStyle(STYLE_ID, statsTableCss + moreStatsCss + datingCss);
    const user = ctx.params.user;
    const settings = getSettings();
    const aliases = buildAliasMap(readTitleAliases(), settings.shortRomaji);
    const controller = new MoreStatsController({
      user,
      open: (regularTags) =>
        openStatsSession(
          { user, titleLanguage: settings.titleLanguage, aliases: [...aliases], options: statsOptions(getSettings()), regularTags },
          { signal, getToken: () => getSettings().accessToken },
        ),
      jsonContext: () => ({ scriptInfo: { name: 'Automail', version: SCRIPT_VERSION }, url: location.href, timeStamp: Date.now() }),
    });
    // Tables of features with switches of their own (statsBias) borrow the session once it is ready.
    const unsubscribe = controller.subscribe(() => statsExtras.setHost(controller.host()));
    signal.addEventListener('abort', () => {
      unsubscribe();
      statsExtras.setHost(null);
      statsExtras.setShown(false);
    }, { once: true });
    void controller.setOptions(statsOptions(settings));
    ctx.onSettingsChange((next) => void controller.setOptions(statsOptions(next)));

    const triggers: Record<Exclude<StatsView, null>, HTMLButtonElement> = {
      stats: trigger(strings.moreStats),
      genres: trigger(strings.genresAndTags),
    };
    const siteStats = element('a', { className: 'hohStatsTrigger', href: '/site-stats', text: strings.siteStats });

    const view = element('div', { id: VIEW_ID });
    const nativePanels = () => Array.from(document.querySelectorAll<HTMLElement>(`${STATS_WRAP} > div:not(#${VIEW_ID})`));
    // While our view shows, AniList's current tab (say "Overview") is not what is shown: its
    // highlight (the router's active classes, aria-current) is taken off and given back after.
    const quieted = new Map<Element, { classes: string[]; current: string | null }>();
    const quietNativeTab = (quiet: boolean): void => {
      if (!quiet) {
        for (const [link, { classes, current }] of quieted) {
          link.classList.add(...classes);
          if (current !== null) link.setAttribute('aria-current', current);
        }
        quieted.clear();
        return;
      }
      for (const link of document.querySelectorAll(NATIVE_TAB_LINK)) {
        if (link === siteStats || quieted.has(link)) continue;
        const classes = ACTIVE_TAB_CLASSES.filter((name) => link.classList.contains(name));
        const current = link.getAttribute('aria-current');
        if (!classes.length && current === null) continue;
        quieted.set(link, { classes, current });
        link.classList.remove(...classes);
        link.removeAttribute('aria-current');
      }
    };
    const show = (next: StatsView) => {
      quietNativeTab(!!next);
      for (const [name, button] of Object.entries(triggers)) {
        button.classList.toggle('hohActive', name === next);
        button.setAttribute('aria-pressed', String(name === next));
      }
      // A class, not an inline style: replaceNativeTags hides AniList's panel on its tabs too.
      for (const panel of nativePanels()) panel.classList.toggle(HIDDEN_CLASS, !!next);
      view.hidden = !next;
      controller.show(next);
    };
    signal.addEventListener('abort', () => {
      quietNativeTab(false);
      for (const panel of nativePanels()) panel.classList.remove(HIDDEN_CLASS);
    }, { once: true });
    for (const [name, button] of Object.entries(triggers) as [Exclude<StatsView, null>, HTMLButtonElement][]) {
      ctx.listen(button, 'click', () => show(name));
    }
    // One of AniList's tabs: its own view comes back (also when the tab is the current one).
    ctx.listen(document, 'click', (event) => {
      const link = (event.target as Element | null)?.closest?.(NATIVE_TAB_LINK);
      if (link && link !== siteStats && controller.snapshot().view) show(null);
    }, { capture: true });

    await attachContainer({
      anchor: FILTER_WRAP,
      create: () => element('div', { className: 'hohStatsTriggers' }, [triggers.stats, triggers.genres, siteStats]),
      signal,
    });
    const container = await attachContainer({ anchor: STATS_WRAP, create: () => view, signal });
    if (!container) return;
    view.hidden = true;
    // The dating tool: the pace is read once per visit (1 s unless an e2e test shortens it).
    const dating = new DatingRunner({
      profile: user,
      signal,
      getToken: () => currentToken(),
      paceMs: datingPaceMs(localStorage),
      candidates: () => controller.datingCandidates(new Date().getFullYear()),
      wait: pause,
    });
    mount(<MoreStats controller={controller} hideCustom={!!getSettings().hideCustomTags} dating={{ runner: dating, profile: user }} />, view, signal);
  },
});

function trigger(text: string): HTMLButtonElement {
  return element('button', { type: 'button', className: 'hohStatsTrigger', text, attrs: { 'aria-pressed': 'false' } });
}

