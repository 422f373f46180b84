// @ts-check
/**
 * no-inline-selectors: an AniList selector is named in a `selectors.ts` (the feature's, at the top
 * of its folder, or core/selectors.ts for those several features share), never written inline.
 *
 * What it keeps: the refined-github habit the house plan follows. When AniList changes a page,
 * the selectors files are what changes, and each name carries the note of where host-dom.md
 * shows the element. Inline, the same `.data-set` was written in five files.
 *
 * Finds: a string or template literal given to `querySelector`, `querySelectorAll`, `closest`,
 * `matches` or `waitForElement`, or as an `anchor:` property, whose written-out part names a
 * class (`.name`), an id (`#name`) or an attribute with a value (`[href^="/review/"]`) of
 * AniList's. Ours are left alone: names starting with `hoh` (any case), `data-hoh…` attributes,
 * and whatever a `${placeholder}` brings in (the constant it names is where the selector lives).
 * Bare tag names, `:scope` and attribute presence (`a[href]`) are no AniList vocabulary.
 */
import { exemptable, lintedFile, propertyName, unwrap } from './house.js';

const SELECTOR_CALLS = new Set(['querySelector', 'querySelectorAll', 'closest', 'matches', 'waitForElement']);

/** The written-out text of a string literal, or of a template literal's parts with the placeholders blanked. */
function writtenText(/** @type {any} */ node) {
  const inner = unwrap(node);
  if (inner.type === 'Literal' && typeof inner.value === 'string') return inner.value;
  if (inner.type === 'TemplateLiteral') return inner.quasis.map((/** @type {any} */ quasi) => quasi.value.cooked ?? '').join('\u0000');
  return null;
}

/** The first AniList name the selector text writes out, or null. Placeholders were blanked to NUL. */
export function anilistName(/** @type {string} */ text) {
  // Attribute values are no names (`[href*="anilist.co"]`, `[href="/a#b"]`): read around them.
  const names = text.replace(/"[^"]*"|'[^']*'/g, '""');
  for (const match of names.matchAll(/([.#])(-?[_a-zA-Z][\w-]*)/g)) {
    if (!/^hoh/i.test(match[2])) return `${match[1]}${match[2]}`;
  }
  for (const match of names.matchAll(/\[\s*([\w-]+)\s*[~|^$*]?=/g)) {
    if (!/^data-hoh/i.test(match[1])) return `[${match[1]}=…]`;
  }
  return null;
}

export default exemptable({
  meta: {
    type: 'suggestion',
    docs: { description: "AniList selectors are named in a selectors.ts, not written inline" },
    messages: {
      inline: "'{{name}}' is AniList's: name the selector in this feature's selectors.ts (or core/selectors.ts when features share it), with where host-dom shows it.",
    },
  },
  create(context) {
    if (/(^|\/)selectors\.ts$/.test(lintedFile(context))) return {};
    /** @param {any} node */
    const check = (node) => {
      const text = node ? writtenText(node) : null;
      const name = text === null ? null : anilistName(text);
      if (name) context.report({ node, messageId: 'inline', data: { name } });
    };
    return {
      CallExpression(/** @type {any} */ call) {
        const callee = unwrap(call.callee);
        const name = callee.type === 'Identifier' ? callee.name : propertyName(callee);
        if (name !== null && SELECTOR_CALLS.has(name)) check(call.arguments[0]);
      },
      Property(/** @type {any} */ property) {
        if (!property.computed && property.key.type === 'Identifier' && property.key.name === 'anchor') check(property.value);
      },
    };
  },
});
