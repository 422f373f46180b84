/**
 * The script's page-wide CSS: one fixed block and one conditional block assembled from the
 * CSS-only switches that are on. The conditional block is rebuilt from scratch on every init
 * (spec doc 1 §4, startup rule 7), so a switch turned off leaves no rule behind.
 * Only rules whose AniList selectors host-dom.md states are kept here.
 */
import type { ModuleSwitchId } from './settings/types';
import { colourOverrideCss, type ThemeOverride } from '../lib/themeColours';

export const BASE_STYLE_ID = 'aniscripts-styles';
export const CONDITIONAL_STYLE_ID = 'conditional-aniscripts-styles';

/** Always applied: AniList's 2020 ad slots are hidden (host-dom §1.1); the 2 s job removes them too. */
export const baseCss = '.sense-wrap, .adswrapper { display: none !important; }';

export interface ConditionalRule {
  readonly name: string;
  readonly setting: ModuleSwitchId;
  readonly css: string;
}

const WHOLE_DECIMAL_SCORES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
/** Smiley icon → the site colour variable it is drawn in. */
const SMILEY_COLOURS = [['smile', 'green'], ['meh', 'orange'], ['frown', 'red']] as const;

export const conditionalRules: readonly ConditionalRule[] = [
  {
    // host-dom §2.3: the profile banner contains `.shadow`, hidden by CSSbannerShadow.
    name: 'bannerShadow',
    setting: 'CSSbannerShadow',
    css: '.banner .shadow { display: none !important; }',
  },
  {
    // host-dom §2.3: the overview's 2nd and 3rd `.desktop` blocks go, favourites stay.
    name: 'profileClutter',
    setting: 'CSSprofileClutter',
    css:
      '.overview .section > .desktop:nth-child(2):not(.favourites),' +
      ' .overview .section > .desktop:nth-child(3):not(.favourites) { display: none !important; }',
  },
  {
    // host-dom §2.1 / host-dom-2026 §2.1: the feed-type filter is an Element dropdown
    // (`.feed-select .el-dropdown`, trigger `.feed-filter`, items in `.el-dropdown-menu`);
    // shown as a row of choices instead of on hover.
    name: 'expandFeedFilters',
    setting: 'CSSexpandFeedFilters',
    css:
      '.activity-feed-wrap .section-header { height: auto !important; }' +
      ' .activity-feed-wrap .feed-select { flex-wrap: wrap; }' +
      ' .activity-feed-wrap .feed-select .feed-filter { display: none !important; }' +
      ' .activity-feed-wrap .feed-select .el-dropdown-menu { display: flex !important; flex-wrap: wrap; position: static !important;' +
      ' min-width: 0; margin: 0; padding: 0; box-shadow: none; background: none; }' +
      ' .activity-feed-wrap .feed-select .el-dropdown-menu .el-dropdown-menu__item { padding: 3px 10px; border-radius: 3px; }',
  },
  {
    // host-dom §2.1: at most 10 (or 8) in-progress cards per block while the home page is not
    // expanded; AniList's cards and the rebuilt preview's alike (both `.media-preview-card`).
    name: 'limitProgress10',
    setting: 'limitProgress10',
    css: '.home:not(.full-width) .media-preview-card:nth-child(n+11) { display: none !important; }',
  },
  {
    name: 'limitProgress8',
    setting: 'limitProgress8',
    css: '.home:not(.full-width) .media-preview-card:nth-child(n+9) { display: none !important; }',
  },
  {
    // host-dom §2.7: the media sidebar's `.tags` list, which AniList hides on narrow screens.
    name: 'mobileTags',
    setting: 'CSSmobileTags',
    css: '@media (max-width: 760px) { .media .sidebar .tags { display: block !important; } }',
  },
  {
    // host-dom §2.7 / host-dom-2026 §2.7: the media sidebar `.sidebar > .data` whose direct children
    // are `.data-set` rows of `.type` (label) then the value (`.value`, sometimes `a.value`).
    // Each row becomes label | value side by side, a two-column table.
    // Native element checked: none needed. The rule restyles AniList's own `.data-set` rows and
    // adds no element, so it can never draw a second copy of anything; AniList has no table view
    // of its own for the sidebar (host-dom-2026 §2.7).
    name: 'infoTable',
    setting: 'infoTable',
    css:
      '.media .sidebar .data > .data-set { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); column-gap: 12px; align-items: baseline; padding: 7px 0; border-bottom: 1px solid rgba(var(--color-text-lighter), .15); }' +
      ' .media .sidebar .data > .data-set:last-child { border-bottom: 0; }' +
      ' .media .sidebar .data > .data-set > .type { padding-bottom: 0; }',
  },
  {
    // host-dom §2.4: list rows carry `.score[score="<number>"]`; in the decimal format AniList
    // prints whole scores without their ".0" (8, not 8.0), so the ten whole values get one.
    name: 'decimalPoint',
    setting: 'CSSdecimalPoint',
    css:
      WHOLE_DECIMAL_SCORES.map((score) => `.medialist.POINT_10_DECIMAL .score[score="${score}"]::after`).join(', ') +
      ' { content: ".0"; }',
  },
  {
    // host-dom §1.5, §2.4, §2.8: smiley scores are Font Awesome SVGs with `data-icon`
    // smile/meh/frown, drawn in currentColor, in list score cells and media social follow rows.
    name: 'smileyScore',
    setting: 'CSSsmileyScore',
    css: SMILEY_COLOURS.map(([icon, colour]) =>
      `.medialist .score [data-icon="${icon}"], .following .follow [data-icon="${icon}"] { color: rgb(var(--color-${colour})); }`,
    ).join('\n'),
  },
  {
    // host-dom §2.10 (browse cards `.media-card a.title`), §2.4 (list rows `.title > a`), §2.2
    // (list activities `.status a.title`): a manga title is a link whose href starts /manga/.
    name: 'greenManga',
    setting: 'CSSgreenManga',
    css: 'a.title[href^="/manga/"], .title > a[href^="/manga/"] { color: rgb(var(--color-green)) !important; }',
  },
  {
    // host-dom §2.3: favourites are `.favourites-wrap.<kind>` grids of `.favourite` tiles. The
    // studio logos of the same switch are drawn on profiles by src/modules/studioLogos.
    name: 'favs',
    setting: 'CSSfavs',
    css: '.favourites-wrap:not(.studios):not(:empty) { display: grid !important; grid-template-columns: repeat(5, minmax(0, 1fr)) !important; }',
  },
  {
    // host-dom §2.7: recommendation cards are `.recommendation-card` (`.cover`, `.rating-wrap`);
    // AniList fades the rating (the vote count and thumbs) in only while the card is hovered.
    // Native element checked: AniList's own rating numbers, `.rating-wrap`, are the element shown;
    // the rule only makes them visible all the time and draws no numbers of its own, so there is
    // never a second copy.
    name: 'recVotes',
    setting: 'showRecVotes',
    css: '.recommendation-card .rating-wrap { opacity: 1 !important; visibility: visible !important; }',
  },
  {
    // host-dom §2.8: the media social tab is `.social > .activity-feed + div` (the followed users'
    // column). The columns swap sides, each keeping its width: the followed users come first.
    name: 'cleanSocial',
    setting: 'cleanSocial',
    css: '.social:has(> .activity-feed + div) { direction: rtl; } .social:has(> .activity-feed + div) > * { direction: ltr; }',
  },
  {
    // host-dom.md §1.2, host-dom-2026 §1.1: `#nav.nav.nav-unscoped > .wrap` holds `.logo`, `.links`
    // (`a.link`, `.browse-wrap` with its `.dropdown`), `.search` and `.user` (`.el-dropdown-menu`).
    // The bar stands at the left, 65 px wide (spec doc 1 §9), above the mobile breakpoint (760 px,
    // where AniList shows `.mobile-nav` instead). The submenu (`.hohSubMenu`) is the module's.
    name: 'verticalNav',
    setting: 'CSSverticalNav',
    css:
      '@media (min-width: 761px) {' +
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
  },
  {
    // host-dom.md §1.5, host-dom-2026 §1.1: Element menus `.el-dropdown-menu`, selects'
    // `.el-select-dropdown` and the nav's `.dropdown` panels; in the dark theme (`site-theme-dark`
    // on <body>) they take the page's darkest colour instead of the card colour.
    name: 'darkDropdown',
    setting: 'CSSdarkDropdown',
    css:
      '.site-theme-dark .el-dropdown-menu, .site-theme-dark .el-select-dropdown, .site-theme-dark #nav .dropdown { background: rgb(var(--color-background)) !important; box-shadow: 0 14px 30px rgba(0, 0, 0, .5) !important; }' +
      ' .site-theme-dark .el-dropdown-menu a, .site-theme-dark .el-dropdown-menu__item, .site-theme-dark #nav .dropdown a { color: rgb(var(--color-text-bright)) !important; }',
  },
  {
    // host-dom.md §1.1: everything of the page is under `#app` (nav, `.wrap` > content and footer,
    // the script's boxes); AniList's loading bar `#app > .progress` runs from the right too.
    name: 'rightToLeft',
    setting: 'rightToLeft',
    css: '#app { direction: rtl; } #app > .progress { left: auto; right: 0; }',
  },
];

/** The conditional block's text for these settings (empty when no CSS switch is on). */
export function conditionalCss(settings: Partial<Record<ModuleSwitchId, boolean>>): string {
  return conditionalRules
    .filter((rule) => settings[rule.setting] === true)
    .map((rule) => `/* ${rule.name} */\n${rule.css}`)
    .join('\n');
}

function replaceStyle(doc: Document, id: string, css: string): HTMLStyleElement {
  doc.getElementById(id)?.remove();
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  doc.head.append(style);
  return style;
}

/** What the style blocks read: the switches, and the colour editor's overrides (colourPicker). */
export type StyleSettings = Partial<Record<ModuleSwitchId, boolean>> & {
  readonly colourSettings?: Readonly<Record<string, ThemeOverride>>;
};

/**
 * The theme colours chosen in the footer colour editor, while it is on. They live in the
 * conditional block (not in the module) so that they hold from the first paint of every page.
 */
export function colourPickerCss(settings: StyleSettings): string {
  if (settings.colourPicker !== true || !settings.colourSettings) return '';
  const css = colourOverrideCss(settings.colourSettings);
  return css ? `/* colourPicker */\n${css}` : '';
}

/** Writes both style blocks into <head>, replacing any from an earlier init. */
export function applyStyles(doc: Document, settings: StyleSettings): void {
  replaceStyle(doc, BASE_STYLE_ID, baseCss);
  replaceStyle(doc, CONDITIONAL_STYLE_ID, [conditionalCss(settings), colourPickerCss(settings)].filter(Boolean).join('\n'));
}
