// @ts-check
/**
 * no-string-page-names: the page a visit matched is compared with a detector's name, never with
 * a string written by hand.
 *
 * What it keeps: `ctx.page` is the name of the core/pages.ts detector that matched, and modules
 * compare it with that detector's own `pages.activity.name`. A literal ('activity') still type-checks
 * today only while it equals some name; it silently stops matching when a detector is renamed or
 * split, and a search for a detector's users misses it. Comparing with `pages.x.name` breaks the
 * build instead.
 *
 * Finds, where the page is `ctx.page` / `context.page` (also `this.ctx.page`, `ctx?.page`), or a
 * `page` destructured from ctx/context or from a module's `run` / `skip` parameter: `===`, `!==`,
 * `==`, `!=` with a string literal, a switch on it with string cases, and `.has(page)` /
 * `.includes(page)` / `.indexOf(page)` on a Set or array literal of strings (inline or a
 * variable of this file).
 */
import { exemptable, findVariable, propertyName, staticString, unwrap } from './house.js';

/** @typedef {import('./house.js').AnyNode} AnyNode */
/** @typedef {import('./house.js').Variable} Variable */

const CONTEXT_NAMES = new Set(['ctx', 'context']);
const EQUALITY = new Set(['===', '!==', '==', '!=']);
const MEMBERSHIP = new Set(['has', 'includes', 'indexOf']);
/** The module contract's functions whose parameter is the ModuleContext. */
const CONTEXT_FUNCTIONS = new Set(['run', 'skip']);

/** `ctx`, `context`, `this.ctx`, `x.context`. */
function isContext(/** @type {AnyNode} */ node) {
  const inner = unwrap(node);
  if (inner.type === 'Identifier') return CONTEXT_NAMES.has(inner.name);
  return CONTEXT_NAMES.has(propertyName(inner) ?? '');
}

/** The `page` bindings of a destructuring pattern: `{ page }`, `{ page: where }`, `{ page = x }`. */
function pageBindings(/** @type {AnyNode} */ pattern) {
  if (pattern.type !== 'ObjectPattern') return [];
  return pattern.properties
    .filter((/** @type {AnyNode} */ property) => property.type === 'Property' && !property.computed && (property.key.name ?? property.key.value) === 'page')
    .map((/** @type {AnyNode} */ property) => (property.value.type === 'AssignmentPattern' ? property.value.left : property.value))
    .filter((/** @type {AnyNode} */ binding) => binding.type === 'Identifier');
}

/** The function's name as the module contract sees it: `run(ctx)`, `skip: (ctx) => …`. */
function contractName(/** @type {AnyNode} */ fn) {
  const parent = fn.parent;
  if (parent?.type !== 'Property' && parent?.type !== 'MethodDefinition') return null;
  return parent.computed ? null : (parent.key.name ?? parent.key.value);
}

export default exemptable({
  meta: {
    type: 'problem',
    docs: { description: 'Compare ctx.page with a detector\'s name (pages.x.name), never a string literal' },
    messages: {
      literal: 'The page compared with the string {{text}}: compare it with the detector\'s name, pages.<detector>.name (core/pages.ts).',
    },
  },
  create(context) {
    /** Variables that hold the visit's page name (destructured from the context). @type {Set<Variable>} */
    const pageVariables = new Set();

    /** @param {AnyNode} node  a declarator or function whose declared variables may hold the page */
    function collect(node, /** @type {AnyNode[]} */ bindings) {
      if (bindings.length === 0) return;
      const names = new Set(bindings.map((binding) => binding.name));
      for (const variable of context.sourceCode.getDeclaredVariables(/** @type {any} */ (node))) {
        if (names.has(variable.name)) pageVariables.add(variable);
      }
    }

    /** Whether the expression is the visit's page name. */
    function isPage(/** @type {AnyNode} */ node) {
      const inner = unwrap(node);
      if (inner.type === 'MemberExpression') return propertyName(inner) === 'page' && isContext(inner.object);
      if (inner.type !== 'Identifier') return false;
      const variable = findVariable(context, inner, inner.name);
      return variable !== null && pageVariables.has(variable);
    }

    /**
     * The string elements of a Set or array literal, looked up through a variable of this file.
     * @param {AnyNode} node
     * @returns {AnyNode[]}
     */
    function stringMembers(node, depth = 0) {
      /** @type {AnyNode} */
      let inner = unwrap(node);
      if (inner.type === 'Identifier' && depth === 0) {
        const definition = findVariable(context, inner, inner.name)?.defs[0];
        const init = definition?.type === 'Variable' ? /** @type {AnyNode} */ (definition.node).init : null;
        return init ? stringMembers(init, depth + 1) : [];
      }
      if (inner.type === 'NewExpression' && inner.callee.type === 'Identifier' && inner.callee.name === 'Set' && inner.arguments[0]) {
        inner = unwrap(inner.arguments[0]);
      }
      if (inner.type !== 'ArrayExpression') return [];
      return inner.elements.filter((/** @type {AnyNode | null} */ element) => element && staticString(element) !== null);
    }

    /** @param {AnyNode} node */
    function report(node) {
      context.report({ node, messageId: 'literal', data: { text: JSON.stringify(staticString(node)) } });
    }

    return {
      VariableDeclarator(/** @type {any} */ declarator) {
        if (declarator.init && isContext(declarator.init)) collect(declarator, pageBindings(declarator.id));
      },
      'FunctionDeclaration, FunctionExpression, ArrowFunctionExpression'(/** @type {any} */ fn) {
        /** @type {AnyNode[]} */
        const bindings = [];
        for (const param of fn.params) {
          /** @type {AnyNode} */
          const pattern = param.type === 'AssignmentPattern' ? param.left : param;
          if (pattern.type !== 'ObjectPattern') continue;
          // A parameter named ctx is handled as a member; a destructured one only in the contract's
          // functions, or where its type says ModuleContext.
          const typed = pattern.typeAnnotation?.typeAnnotation?.typeName?.name === 'ModuleContext';
          if (typed || CONTEXT_FUNCTIONS.has(contractName(fn) ?? '')) bindings.push(...pageBindings(pattern));
        }
        collect(fn, bindings);
      },
      BinaryExpression(/** @type {any} */ binary) {
        if (!EQUALITY.has(binary.operator)) return;
        if (isPage(binary.left) && staticString(binary.right) !== null) report(binary.right);
        else if (isPage(binary.right) && staticString(binary.left) !== null) report(binary.left);
      },
      SwitchStatement(/** @type {any} */ statement) {
        if (!isPage(statement.discriminant)) return;
        for (const switchCase of statement.cases) if (switchCase.test && staticString(switchCase.test) !== null) report(switchCase.test);
      },
      CallExpression(/** @type {any} */ call) {
        /** @type {AnyNode} */
        const callee = unwrap(call.callee);
        if (!MEMBERSHIP.has(propertyName(callee) ?? '') || !call.arguments[0] || !isPage(call.arguments[0])) return;
        for (const element of stringMembers(callee.object)) report(element);
      },
    };
  },
});
