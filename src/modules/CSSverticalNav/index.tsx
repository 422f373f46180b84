/**
 * 'CSSverticalNav': the layout itself is a CSS rule (src/core/styles.ts, 'verticalNav'); this
 * adds the submenu that opens beside the nav's profile link on hover or keyboard focus. The
 * submenu is inserted right after AniList's link rather than wrapping it (as 8.80 did), so the
 * Vue-owned nodes stay where Vue put them. Mobile-friendly mode switches the submenu off (spec
 * doc 3 §6).
 */
import { attachContainer } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule, type ModuleContext } from '../../core/module';
import { getSettings } from '../../core/settings/store';
import { manifest } from './manifest';
import { profileLink } from './selectors';
import { SUBMENU_CLASS, submenuLinks } from './submenu';

function buildSubmenu(userName: string, mangaBrowse: boolean): HTMLElement {
  return element('div', { className: SUBMENU_CLASS }, submenuLinks(userName, mangaBrowse).map(({ label, href }) => element('a', { href, text: label })));
}

/** Shows the submenu while the settings allow it; a settings change rebuilds it. */
function showSubmenu(ctx: ModuleContext, userName: string): void {
  let current: AbortController | null = null;
  const apply = (): void => {
    current?.abort();
    current = null;
    const settings = getSettings();
    if (settings.mobileFriendly) return;
    const controller = new AbortController();
    ctx.signal.addEventListener('abort', () => controller.abort(), { once: true });
    current = controller;
    void attachContainer({
      anchor: profileLink(userName),
      signal: controller.signal,
      create: () => buildSubmenu(userName, settings.mangaBrowse),
      place: (link, menu) => link.after(menu),
    });
  };
  apply();
  // The submenu is positioned (CSS: absolute in `.links`) level with the link whenever the link is
  // about to show it: AniList may redraw or reflow the bar at any time.
  const level = (event: Event): void => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>(profileLink(userName)) : null;
    const menu = link?.nextElementSibling;
    if (link && menu instanceof HTMLElement && menu.classList.contains(SUBMENU_CLASS)) menu.style.top = `${link.offsetTop}px`;
  };
  ctx.listen(document, 'mouseover', level);
  ctx.listen(document, 'focusin', level);
  ctx.onSettingsChange((settings, previous) => {
    if (settings.mobileFriendly !== previous.mobileFriendly || settings.mangaBrowse !== previous.mangaBrowse) apply();
  });
}

export default defineModule({
  ...manifest,
  run(ctx) {
    if (ctx.user) showSubmenu(ctx, ctx.user.name);
  },
});
