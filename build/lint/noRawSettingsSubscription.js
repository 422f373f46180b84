// @ts-check
/**
 * no-raw-settings-subscription: modules and ui/ never subscribe to the settings store directly.
 *
 * What it keeps: a module hears settings changes through `ctx.onSettingsChange(listener)`, and a
 * helper given only the visit's signal through core/settings/store.ts
 * `onSettingsChange(listener, signal)`. Both are guarded (an exception stops that module for the
 * visit, reported once with its name) and end with the visit's signal. `subscribeSettings` (and
 * the zustand store's own `subscribe`) is neither: a listener forgotten by a module keeps running
 * after the user navigated away, and its exceptions reach no module's error sink. Only core (the
 * router, main.ts) subscribes raw. The config applies it to src/modules/** and src/ui/**.
 *
 * Finds: importing or re-exporting `subscribeSettings` from the settings store, reading it off a
 * namespace import of the store, and calling `.subscribe` on the imported `settingsStore`.
 */
import { exemptable, findVariable, propertyName, unwrap } from './house.js';

/** @typedef {import('./house.js').AnyNode} AnyNode */

/** The settings store module, by its import source: `…/settings/store` (with or without extension). */
const STORE = /(^|\/)settings\/store(\.ts)?$/;
const RAW = 'subscribeSettings';

export default exemptable({
  meta: {
    type: 'problem',
    docs: { description: 'Modules and ui/ use the guarded ctx.onSettingsChange / onSettingsChange(listener, signal), never subscribeSettings' },
    messages: {
      raw: 'An unguarded settings subscription: use ctx.onSettingsChange(listener), or onSettingsChange(listener, signal) from core/settings/store.ts (guarded, ended with the visit).',
    },
  },
  create(context) {
    /** The local names of the store's namespace imports and of its `settingsStore`. */
    const namespaces = new Set();
    const storeObjects = new Set();

    /** @param {AnyNode} node */
    function check(node) {
      if (!STORE.test(node.source?.value ?? '')) return;
      for (const specifier of node.specifiers ?? []) {
        if (specifier.importKind === 'type' || specifier.exportKind === 'type') continue;
        const imported = specifier.type === 'ExportSpecifier' ? specifier.local : specifier.imported;
        const name = imported?.type === 'Identifier' ? imported.name : imported?.value;
        if (specifier.type === 'ImportNamespaceSpecifier') namespaces.add(specifier.local.name);
        else if (name === RAW) context.report({ node: specifier, messageId: 'raw' });
        else if (name === 'settingsStore' && specifier.type === 'ImportSpecifier') storeObjects.add(specifier.local.name);
      }
    }

    return {
      ImportDeclaration(/** @type {any} */ node) {
        if (node.importKind !== 'type') check(node);
      },
      ExportNamedDeclaration(/** @type {any} */ node) {
        if (node.exportKind !== 'type') check(node);
      },
      ExportAllDeclaration(/** @type {any} */ node) {
        if (node.exportKind !== 'type' && STORE.test(node.source.value)) context.report({ node, messageId: 'raw' });
      },
      MemberExpression(/** @type {any} */ member) {
        /** @type {AnyNode} */
        const object = unwrap(member.object);
        if (object.type !== 'Identifier') return;
        const name = propertyName(member);
        const declared = (/** @type {Set<string>} */ names) => names.has(object.name) && findVariable(context, member, object.name)?.defs[0]?.type === 'ImportBinding';
        if ((name === RAW && declared(namespaces)) || (name === 'subscribe' && declared(storeObjects))) {
          context.report({ node: member, messageId: 'raw' });
        }
      },
    };
  },
});
