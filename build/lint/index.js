// @ts-check
/**
 * The house rules: the architecture's rules of the house (docs/ARCHITECTURE.md) as eslint rules,
 * one file each, so that `npm test` keeps them instead of review. Wired in eslint.config.js as
 * the plugin `house`; tested in test/unit/lint/.
 */
import noRawStyle from './noRawStyle.js';
import noRawSettingsSubscription from './noRawSettingsSubscription.js';
import noStringPageNames from './noStringPageNames.js';
import noWorkerInternals from './noWorkerInternals.js';
import noUnsanitisedHtml from './noUnsanitisedHtml.js';
import noRawDomBuilding from './noRawDomBuilding.js';
import noInlineSelectors from './noInlineSelectors.js';

export const rules = {
  'no-raw-style': noRawStyle,
  'no-raw-settings-subscription': noRawSettingsSubscription,
  'no-string-page-names': noStringPageNames,
  'no-worker-internals': noWorkerInternals,
  'no-unsanitised-html': noUnsanitisedHtml,
  'no-raw-dom-building': noRawDomBuilding,
  'no-inline-selectors': noInlineSelectors,
};

/** @type {import('eslint').ESLint.Plugin} */
export default { meta: { name: 'automail-house' }, rules };
