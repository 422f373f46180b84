import rule from '../../../build/lint/noRawSettingsSubscription.js';
import { file, ruleTester } from './ruleTester';

const moduleFile = file('src/modules/someFeature/index.tsx');

ruleTester.run('no-raw-settings-subscription', rule, {
  valid: [
    { code: 'ctx.onSettingsChange((next, previous) => redraw(next));', filename: moduleFile },
    { code: "import { getSettings, onSettingsChange } from '../../core/settings/store';\nonSettingsChange(redraw, signal);", filename: moduleFile },
    // ui/useSettings: the React hook on the store ends with its component.
    { code: "import { settingsStore } from '../core/settings/store';\nexport const useSettings = (selector) => useStore(settingsStore, selector);", filename: file('src/ui/useSettings.ts') },
    { code: "import type { subscribeSettings } from '../../core/settings/store';", filename: moduleFile },
    // Another module's subscribe is no settings subscription.
    { code: "import { subscribeSettings } from './localStore';\nconst unsubscribe = controller.subscribe(redraw);", filename: moduleFile },
  ],
  invalid: [
    {
      code: "import { subscribeSettings } from '../../core/settings/store';\nsubscribeSettings(redraw, ctx.signal);",
      filename: moduleFile,
      errors: [{ messageId: 'raw', line: 1 }],
    },
    { code: "import { getSettings, subscribeSettings as listen } from '../core/settings/store.ts';", filename: file('src/ui/Thing.tsx'), errors: [{ messageId: 'raw' }] },
    { code: "export { subscribeSettings } from '../../core/settings/store';", filename: moduleFile, errors: [{ messageId: 'raw' }] },
    { code: "export * from '../../core/settings/store';", filename: moduleFile, errors: [{ messageId: 'raw' }] },
    {
      code: "import * as store from '../../../core/settings/store';\nstore.subscribeSettings(redraw);",
      filename: file('src/modules/someFeature/part/view.ts'),
      errors: [{ messageId: 'raw', line: 2 }],
    },
    {
      code: "import { settingsStore } from '../../core/settings/store';\nsettingsStore.subscribe(redraw);",
      filename: moduleFile,
      errors: [{ messageId: 'raw', line: 2 }],
    },
  ],
});
