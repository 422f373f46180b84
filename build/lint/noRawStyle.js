// @ts-check
/**
 * no-raw-style: no `<style>` element and no write into `<head>` outside the one style helper.
 *
 * What it keeps: every stylesheet goes through core/styles.ts (`putStyle` by id, `addStyleWhile` /
 * `ctx.addStyle` for a visit's life), so a sheet is written once under an id, replaced rather
 * than piled up on the next visit, and removed when the visit ends; `<head>` holds only what the
 * helper put there. Before the helper, modules made their own elements and left them behind.
 *
 * Finds: `createElement('style')` (on any object, or imported), JSX `<style>`, and
 * `document.head` (or `doc.head`, `x.ownerDocument.head`) `.append`, `.appendChild`,
 * `.insertBefore`, `.prepend`, `.insertAdjacentElement`, `.insertAdjacentHTML`,
 * `.replaceChildren`. The helper's own files are left out by the config (STYLE_HELPER_FILES).
 */
import { exemptable, propertyName, staticString, unwrap } from './house.js';

/** @typedef {import('./house.js').AnyNode} AnyNode */

const HEAD_WRITES = new Set(['append', 'appendChild', 'insertBefore', 'prepend', 'insertAdjacentElement', 'insertAdjacentHTML', 'replaceChildren']);
const DOCUMENTS = new Set(['document', 'doc', 'ownerDocument']);

/** `document.head`, `doc.head`, `node.ownerDocument.head`, `window.document.head`. */
function isHead(/** @type {AnyNode} */ node) {
  const head = unwrap(node);
  if (propertyName(head) !== 'head') return false;
  const owner = unwrap(head.object);
  return owner.type === 'Identifier' ? DOCUMENTS.has(owner.name) : DOCUMENTS.has(propertyName(owner) ?? '');
}

export default exemptable({
  meta: {
    type: 'problem',
    docs: { description: 'No <style> element or <head> write outside the style helper (core/styles.ts)' },
    messages: {
      styleElement: 'A <style> element outside the style helper: use core/styles.ts putStyle(id, css), or ctx.addStyle / addStyleWhile for a visit\'s life.',
      headWrite: 'A write into <head> outside the style helper: stylesheets go through core/styles.ts (putStyle, addStyleWhile, ctx.addStyle).',
    },
  },
  create(context) {
    return {
      CallExpression(/** @type {any} */ call) {
        /** @type {AnyNode} */
        const callee = unwrap(call.callee);
        const name = callee.type === 'Identifier' ? callee.name : propertyName(callee);
        if ((name === 'createElement' || name === 'h') && staticString(call.arguments[0])?.toLowerCase() === 'style') {
          context.report({ node: call, messageId: 'styleElement' });
        } else if (name !== null && HEAD_WRITES.has(name) && callee.type === 'MemberExpression' && isHead(callee.object)) {
          context.report({ node: call, messageId: 'headWrite' });
        }
      },
      JSXOpeningElement(/** @type {any} */ element) {
        if (element.name.type === 'JSXIdentifier' && element.name.name === 'style') context.report({ node: element, messageId: 'styleElement' });
      },
    };
  },
});
