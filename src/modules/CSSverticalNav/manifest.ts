/** Where 'CSSverticalNav' runs: the nav of every page (signed in: the submenu is of the viewer's pages). */
import { defineFeature, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'CSSverticalNav',
  switch: { default: false, categories: ['Navigation'], description: 'Move the navigation bar to a vertical bar at the side, with a submenu on hover' },
  // host-dom.md §1.2, host-dom-2026 §1.1: `#nav.nav.nav-unscoped > .wrap` holds `.logo`, `.links`
  // (`a.link`, `.browse-wrap` with its `.dropdown`), `.search` and `.user` (`.el-dropdown-menu`).
  // The bar stands at the left, 65 px wide (spec doc 1 §9), above the mobile breakpoint (760 px,
  // where AniList shows `.mobile-nav` instead). The submenu (`.hohSubMenu`) is the module's.
  css: '@media (min-width: 761px) {' +
    ' #app { padding-left: 65px; }' +
    ' #nav.nav { position: fixed !important; top: 0; bottom: 0; left: 0; right: auto; width: 65px; height: 100vh; z-index: 100; }' +
    ' #nav.nav .wrap { display: flex; flex-direction: column; align-items: center; gap: 6px; height: 100%; max-width: none; padding: 12px 0; }' +
    ' #nav.nav .logo { height: auto; font-size: 0; }' +
    ' #nav.nav .logo::before { content: "AL"; font-size: 2rem; }' +
    ' #nav.nav .links { flex-direction: column; justify-content: flex-start; height: auto; position: relative; }' +
    ' #nav.nav .links a.link, #nav.nav .browse-wrap > a { width: 65px; padding: 0 2px; line-height: 42px; font-size: 1.1rem; text-align: center; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }' +
    ' #nav.nav .browse-wrap .dropdown { top: 0; left: 65px; transform: none; }' +
    ' #nav.nav .user { margin-top: auto; }' +
    ' #nav.nav .user .el-dropdown-menu { top: auto; bottom: 0; left: 50px; right: auto; }' +
    // Out of sight until wanted, rather than display: none, so its links stay in the Tab order.
    ' #nav.nav .hohSubMenu { position: absolute; left: -10000px; z-index: 101; min-width: 150px; padding: 8px 0; border-radius: 0 4px 4px 0; background: rgb(var(--color-foreground)); box-shadow: 0 14px 30px rgba(var(--color-shadow-blue), .15); }' +
    ' #nav.nav .links a.link:hover + .hohSubMenu, #nav.nav .links a.link:focus + .hohSubMenu, #nav.nav .hohSubMenu:hover, #nav.nav .hohSubMenu:focus-within { left: 65px; }' +
    ' #nav.nav .hohSubMenu a { display: block; padding: 7px 16px; font-size: 1.3rem; color: rgb(var(--color-text)); }' +
    ' #nav.nav .hohSubMenu a:hover, #nav.nav .hohSubMenu a:focus { color: rgb(var(--color-blue)); }' +
    ' }',
  pages: [pages.anyPage],
  needs: 'siteLogin',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'any page, signed in (hover Profile)', path: '/home' }] };
