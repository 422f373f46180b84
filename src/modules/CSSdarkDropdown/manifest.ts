/** 'CSSdarkDropdown': CSS only, in the page-wide style block from the first paint while it is on. */
import { defineFeature, type FeatureDemo } from '../../core/feature';

export const manifest = defineFeature({
  id: 'CSSdarkDropdown',
  switch: { default: true, categories: ['Navigation'], description: 'Use dark dropdowns in the dark theme' },
  // host-dom.md §1.5, host-dom-2026 §1.1: Element menus `.el-dropdown-menu`, selects'
  // `.el-select-dropdown` and the nav's `.dropdown` panels; in the dark theme (`site-theme-dark`
  // on <body>) they take the page's darkest colour instead of the card colour.
  css: '.site-theme-dark .el-dropdown-menu, .site-theme-dark .el-select-dropdown, .site-theme-dark #nav .dropdown { background: rgb(var(--color-background)) !important; box-shadow: 0 14px 30px rgba(0, 0, 0, .5) !important; }' +
    ' .site-theme-dark .el-dropdown-menu a, .site-theme-dark .el-dropdown-menu__item, .site-theme-dark #nav .dropdown a { color: rgb(var(--color-text-bright)) !important; }',
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = { tries: [{ label: 'any page in the dark theme (open a dropdown)', path: '/home' }] };
