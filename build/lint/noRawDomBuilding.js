// @ts-check
/**
 * no-raw-dom-building: DOM without React is built through core/element.ts `element(tag, props,
 * children)`, not `document.createElement` and a run of property writes.
 *
 * What it keeps: one way to build an element (issue 25, item 2). Before it, 55 folders built by
 * hand, with three local `link()` helpers taking their arguments in three orders; handlers set
 * as `onclick` escaped the visit's guard. The builder takes no handlers (they go through
 * `ctx.listen`) and no HTML.
 *
 * Finds: `x.createElement(…)` on any object (document, doc, ownerDocument). React's own
 * `createElement` (a bare imported function) is JSX's and is left alone. The builder's file and
 * the style helper (which makes the one <style>) are left out by the config.
 */
import { exemptable, propertyName, unwrap } from './house.js';

export default exemptable({
  meta: {
    type: 'suggestion',
    docs: { description: 'DOM is built through core/element.ts element(), not createElement' },
    messages: {
      createElement: "Build the element with core/element.ts element(tag, { className, text, attrs, dataset }, [children]); handlers go through ctx.listen.",
    },
  },
  create(context) {
    return {
      CallExpression(/** @type {any} */ call) {
        const callee = unwrap(call.callee);
        if (callee.type === 'MemberExpression' && propertyName(callee) === 'createElement') context.report({ node: call, messageId: 'createElement' });
      },
    };
  },
});
