// @ts-check
/**
 * What the house rules (build/lint/*.js, wired in eslint.config.js) share: paths from the
 * project's root, the AST shapes they look through, and the exemption list that can only shrink.
 *
 * Plain JavaScript with JSDoc types (tsc checks it, tsconfig's allowJs + `@ts-check`): eslint
 * loads its config and rules with Node, and Node 20 does not run TypeScript.
 */
import path from 'node:path';

/** @typedef {import('eslint').Rule.RuleModule} RuleModule */
/** @typedef {import('eslint').Rule.RuleContext} RuleContext */
/** @typedef {import('eslint').Rule.RuleListener} RuleListener */
/** @typedef {import('eslint').Scope.Scope} Scope */
/** @typedef {import('eslint').Scope.Variable} Variable */
/**
 * A node as typescript-eslint's parser gives it: ESTree plus JSX and TypeScript nodes (which
 * ESLint's own types do not list), read through `type` and the fields each rule names.
 * @typedef {{ type: string, parent?: AnyNode | null, [field: string]: any }} AnyNode
 */

/** The project's root: the config's `settings.houseRoot`, else the directory eslint runs in. */
export function projectRoot(/** @type {RuleContext} */ context) {
  const root = context.settings?.houseRoot;
  return typeof root === 'string' ? root : context.cwd;
}

/** `path` from the project's root, with `/` separators ('src/core/styles.ts'). */
export function fromRoot(/** @type {RuleContext} */ context, /** @type {string} */ file) {
  return path.relative(projectRoot(context), path.resolve(projectRoot(context), file)).split(path.sep).join('/');
}

/** The file being linted, from the project's root. */
export function lintedFile(/** @type {RuleContext} */ context) {
  return fromRoot(context, context.filename);
}

/**
 * Where a relative import points, from the project's root and without its extension
 * ('src/workers/client'); null for a package import. The project has no path aliases.
 */
export function importTarget(/** @type {RuleContext} */ context, /** @type {unknown} */ source) {
  if (typeof source !== 'string' || !source.startsWith('.')) return null;
  const target = fromRoot(context, path.resolve(path.dirname(context.filename), source));
  return target.replace(/\.(d\.ts|tsx?|jsx?|mts|mjs)$/, '');
}

/** The expression under `x!`, `x as T`, `x satisfies T`, `<T>x` and `a?.b` wrappers. */
export function unwrap(/** @type {AnyNode} */ node) {
  let inner = node;
  while (['TSNonNullExpression', 'TSAsExpression', 'TSSatisfiesExpression', 'TSTypeAssertion', 'ChainExpression'].includes(inner.type)) {
    inner = inner.expression;
  }
  return inner;
}

/** The name of a member's property when it is written out: `a.b`, `a['b']` → 'b'. */
export function propertyName(/** @type {AnyNode} */ member) {
  if (member.type !== 'MemberExpression') return null;
  if (!member.computed && member.property.type === 'Identifier') return member.property.name;
  if (member.computed && member.property.type === 'Literal' && typeof member.property.value === 'string') return member.property.value;
  return null;
}

/** The text of a string literal or of a template literal without placeholders, else null. */
export function staticString(/** @type {AnyNode | null | undefined} */ node) {
  if (!node) return null;
  const inner = unwrap(node);
  if (inner.type === 'Literal' && typeof inner.value === 'string') return inner.value;
  if (inner.type === 'TemplateLiteral' && inner.expressions.length === 0) return inner.quasis[0].value.cooked ?? null;
  return null;
}

/** The variable a name refers to at `node`, looked up through the enclosing scopes. */
export function findVariable(/** @type {RuleContext} */ context, /** @type {AnyNode} */ node, /** @type {string} */ name) {
  /** @type {Scope | null} */
  let scope = context.sourceCode.getScope(/** @type {any} */ (node));
  while (scope) {
    const found = scope.set.get(name);
    if (found) return found;
    scope = scope.upper;
  }
  return null;
}

/** The schema of a rule's one options object: its own properties, and `exempt`. */
export function optionsSchema(/** @type {Record<string, unknown>} */ properties = {}) {
  return [{
    type: 'object',
    properties: { ...properties, exempt: { type: 'array', items: { type: 'string' }, uniqueItems: true } },
    additionalProperties: false,
  }];
}

/**
 * A rule whose `exempt` option lists files (from the root) that still break it: in those the
 * rule's findings are kept quiet, and a listed file that no longer breaks it is itself an error,
 * so the list can only shrink (eslint.config.js, "Issue 25 item 2: still to convert").
 * @param {RuleModule} rule
 * @returns {RuleModule}
 */
export function exemptable(rule) {
  return {
    ...rule,
    meta: {
      ...rule.meta,
      schema: rule.meta?.schema ?? optionsSchema(),
      messages: {
        ...rule.meta?.messages,
        staleExemption: 'This file no longer breaks {{rule}}: take it off the rule\'s "still to convert" list in eslint.config.js.',
      },
    },
    create(context) {
      /** @type {{ exempt?: string[] } | undefined} */
      const options = context.options[0];
      if (!options?.exempt?.includes(lintedFile(context))) return rule.create(context);
      let findings = 0;
      const quiet = /** @type {RuleContext} */ (Object.create(context, { report: { value: () => { findings += 1; } } }));
      const listeners = rule.create(quiet);
      const exit = listeners['Program:exit'];
      return {
        ...listeners,
        'Program:exit'(/** @type {any} */ node) {
          exit?.(node);
          if (findings === 0) context.report({ node, messageId: 'staleExemption', data: { rule: context.id } });
        },
      };
    },
  };
}
