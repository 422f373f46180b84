// @ts-check
/**
 * no-worker-internals: modules and ui/ reach the compute worker only through its client.
 *
 * What it keeps: the heavy work runs in the worker, and the page talks to it through
 * src/workers/client.ts (lazy start, readiness, the page fallback, cancellation on navigation;
 * ARCHITECTURE "Imports point down": modules → workers/client). A value imported from any other
 * file of src/workers/ runs that code on the page's thread and bundles it into the module's chunk
 * as well as into the worker: the compute code is carried twice and parsed on the page. Types
 * cost nothing at run time, so `import type` and `type` specifiers are allowed. Code both sides
 * need belongs in src/lib/. The config applies it to src/modules/** and src/ui/**.
 *
 * Finds: a value import, a re-export (`export { x } from`, `export * from`) or a side-effect import
 * of a file under `workers` (option, from the root) that is not one of `clients` (from the root,
 * without extension).
 */
import { exemptable, importTarget, optionsSchema } from './house.js';

/** @typedef {import('./house.js').AnyNode} AnyNode */

export default exemptable({
  meta: {
    type: 'problem',
    docs: { description: 'Modules and ui/ import values from src/workers/ only through the worker client' },
    schema: optionsSchema({
      workers: { type: 'string' },
      clients: { type: 'array', items: { type: 'string' } },
    }),
    messages: {
      internal: 'A value from the worker\'s internals ({{target}}): call the worker through {{clients}}; code the page needs too belongs in src/lib/ (types may be imported with `import type`).',
    },
  },
  create(context) {
    /** @type {{ workers?: string, clients?: string[] }} */
    const options = context.options[0] ?? {};
    const workers = (options.workers ?? 'src/workers').replace(/\/$/, '');
    const clients = options.clients ?? ['src/workers/client'];

    /** Whether an import of `source` reaches past the client into the worker's code. */
    function internal(/** @type {unknown} */ source) {
      const target = importTarget(context, source);
      if (target === null || !target.startsWith(`${workers}/`)) return null;
      return clients.some((client) => target === client || target === `${client}/index`) ? null : target;
    }

    /** @param {AnyNode} node  an import or re-export with a source */
    function check(node, /** @type {string} */ kind) {
      if (node[kind] === 'type') return;
      const target = internal(node.source.value);
      if (target === null) return;
      /** @type {AnyNode[]} */
      const specifiers = node.specifiers ?? [];
      // `import { type A, type B } from …` brings in no value: TypeScript drops the import.
      if (specifiers.length > 0 && specifiers.every((specifier) => specifier[kind] === 'type')) return;
      context.report({ node, messageId: 'internal', data: { target, clients: clients.join(', ') } });
    }

    return {
      ImportDeclaration: (/** @type {any} */ node) => check(node, 'importKind'),
      ExportNamedDeclaration: (/** @type {any} */ node) => node.source && check(node, 'exportKind'),
      ExportAllDeclaration: (/** @type {any} */ node) => check(node, 'exportKind'),
    };
  },
});
