/**
 * The script's page-wide CSS: one fixed block and one conditional block assembled from the
 * CSS-only switches that are on. The conditional block is rebuilt from scratch on every init
 * (spec doc 1 §4, startup rule 7), so a switch turned off leaves no rule behind.
 * Only rules whose AniList selectors host-dom.md states are kept here.
 */
import type { ModuleSwitchId } from './settings/types';

export const BASE_STYLE_ID = 'aniscripts-styles';
export const CONDITIONAL_STYLE_ID = 'conditional-aniscripts-styles';

/** Always applied: AniList's 2020 ad slots are hidden (host-dom §1.1); the 2 s job removes them too. */
export const baseCss = '.sense-wrap, .adswrapper { display: none !important; }';

export interface ConditionalRule {
  readonly name: string;
  readonly setting: ModuleSwitchId;
  readonly css: string;
}

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

/** Writes both style blocks into <head>, replacing any from an earlier init. */
export function applyStyles(doc: Document, settings: Partial<Record<ModuleSwitchId, boolean>>): void {
  replaceStyle(doc, BASE_STYLE_ID, baseCss);
  replaceStyle(doc, CONDITIONAL_STYLE_ID, conditionalCss(settings));
}
