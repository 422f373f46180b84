// @ts-check
/**
 * no-unsanitised-html: HTML reaches the page only straight out of the sanitiser.
 *
 * What it keeps: anything rendered from AniList content (activity text, replies, messages,
 * markdown) is hostile input and goes through DOMPurify (src/ui/sanitizeHtml.ts: `sanitizeHtml`
 * for text, `sanitizedMarkup` for React's prop). Requiring the sanitiser's call right where the
 * HTML is set makes that visible at the place it matters: a variable may hold anything by the
 * time it is assigned, and a later edit that builds the string differently would not show. Text
 * goes through `textContent`, elements through the DOM or JSX.
 *
 * Finds: `x.innerHTML = …` / `x.outerHTML = …` (also `+=`), `insertAdjacentHTML(position, …)` and
 * JSX `dangerouslySetInnerHTML={…}` whose value is not a direct call of one of `sanitisers`
 * (option: function names, called plainly or as a method) or the empty string; for the JSX prop
 * also `{ __html: <such a call or ''> }`.
 */
import { exemptable, optionsSchema, propertyName, staticString, unwrap } from './house.js';

/** @typedef {import('./house.js').AnyNode} AnyNode */

const HTML_PROPERTIES = new Set(['innerHTML', 'outerHTML']);

export default exemptable({
  meta: {
    type: 'problem',
    docs: { description: 'innerHTML, outerHTML, insertAdjacentHTML and dangerouslySetInnerHTML take only the sanitiser\'s direct result' },
    schema: optionsSchema({ sanitisers: { type: 'array', items: { type: 'string' } } }),
    messages: {
      unsanitised: '{{sink}} takes HTML that is not the sanitiser\'s direct result: pass {{sanitisers}}(…) right here (or \'\'), or set textContent / build elements instead.',
    },
  },
  create(context) {
    /** @type {{ sanitisers?: string[] }} */
    const options = context.options[0] ?? {};
    const sanitisers = new Set(options.sanitisers ?? ['sanitizeHtml', 'sanitizedMarkup']);

    /** Whether the value is the empty string or a direct call of a sanitiser. */
    function clean(/** @type {AnyNode | null | undefined} */ node) {
      if (!node) return false;
      if (staticString(node) === '') return true;
      /** @type {AnyNode} */
      const inner = unwrap(node);
      if (inner.type !== 'CallExpression') return false;
      /** @type {AnyNode} */
      const callee = unwrap(inner.callee);
      const name = callee.type === 'Identifier' ? callee.name : propertyName(callee);
      return name !== null && sanitisers.has(name);
    }

    /** @param {AnyNode} node @param {string} sink */
    function report(node, sink) {
      context.report({ node, messageId: 'unsanitised', data: { sink, sanitisers: [...sanitisers].join('(…) or ') } });
    }

    return {
      AssignmentExpression(/** @type {any} */ assignment) {
        const name = propertyName(unwrap(assignment.left));
        if (name === null || !HTML_PROPERTIES.has(name)) return;
        if (assignment.operator !== '=' || !clean(assignment.right)) report(assignment, name);
      },
      CallExpression(/** @type {any} */ call) {
        if (propertyName(unwrap(call.callee)) === 'insertAdjacentHTML' && !clean(call.arguments[1])) report(call, 'insertAdjacentHTML');
      },
      JSXAttribute(/** @type {any} */ attribute) {
        if (attribute.name.type !== 'JSXIdentifier' || attribute.name.name !== 'dangerouslySetInnerHTML') return;
        /** @type {AnyNode | null} */
        const value = attribute.value?.type === 'JSXExpressionContainer' ? unwrap(attribute.value.expression) : null;
        if (value && clean(value)) return;
        if (value?.type === 'ObjectExpression' && value.properties.length === 1) {
          /** @type {AnyNode} */
          const property = value.properties[0];
          const key = property.type === 'Property' && !property.computed ? (property.key.name ?? property.key.value) : null;
          if (key === '__html' && clean(property.value)) return;
        }
        report(attribute, 'dangerouslySetInnerHTML');
      },
    };
  },
});
