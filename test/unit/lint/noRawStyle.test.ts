import rule from '../../../build/lint/noRawStyle.js';
import { file, ruleTester } from './ruleTester';

const moduleFile = file('src/modules/someFeature/index.tsx');

ruleTester.run('no-raw-style', rule, {
  valid: [
    { code: "import { putStyle, addStyleWhile } from '../../core/styles';\nputStyle('x', 'a{}'); addStyleWhile('y', 'b{}', signal);", filename: moduleFile },
    { code: "ctx.addStyle('hohThing', '.a { color: red }');", filename: moduleFile },
    { code: "const div = document.createElement('div'); document.body.append(div);", filename: moduleFile },
    { code: "document.createElement('script');", filename: moduleFile },
    // Reading <head> is no write.
    { code: 'ctx.observe(document.head, { childList: true }, force); document.head.querySelector("title");', filename: moduleFile },
    { code: 'const el = <div className="a"><span /></div>;', filename: moduleFile },
    { code: "const style = element.style; style.setProperty('color', 'red');", filename: moduleFile },
  ],
  invalid: [
    { code: "const style = document.createElement('style');", filename: moduleFile, errors: [{ messageId: 'styleElement' }] },
    { code: 'const style = doc.createElement(`style`);', filename: moduleFile, errors: [{ messageId: 'styleElement' }] },
    { code: "const style = node.ownerDocument.createElement('STYLE');", filename: moduleFile, errors: [{ messageId: 'styleElement' }] },
    { code: "import { createElement } from 'react';\ncreateElement('style', null, css);", filename: moduleFile, errors: [{ messageId: 'styleElement' }] },
    { code: 'const sheet = <style>{css}</style>;', filename: moduleFile, errors: [{ messageId: 'styleElement' }] },
    { code: 'document.head.append(element);', filename: moduleFile, errors: [{ messageId: 'headWrite' }] },
    { code: 'document.head.appendChild(element);', filename: file('src/ui/Thing.ts'), errors: [{ messageId: 'headWrite' }] },
    { code: 'document.head!.insertBefore(element, null);', filename: moduleFile, errors: [{ messageId: 'headWrite' }] },
    { code: 'doc.head.prepend(element);', filename: file('src/core/notice.ts'), errors: [{ messageId: 'headWrite' }] },
    { code: 'node.ownerDocument.head.insertAdjacentElement("beforeend", element);', filename: moduleFile, errors: [{ messageId: 'headWrite' }] },
    {
      code: "const style = document.createElement('style');\ndocument.head.append(style);",
      filename: moduleFile,
      errors: [{ messageId: 'styleElement', line: 1 }, { messageId: 'headWrite', line: 2 }],
    },
  ],
});

// An exempted file keeps quiet while it still breaks the rule, and fails once it no longer does.
ruleTester.run('no-raw-style, still to convert', rule, {
  valid: [
    { code: 'document.head.append(script);', filename: moduleFile, options: [{ exempt: ['src/modules/someFeature/index.tsx'] }] },
  ],
  invalid: [
    {
      code: 'document.body.append(script);',
      filename: moduleFile,
      options: [{ exempt: ['src/modules/someFeature/index.tsx'] }],
      errors: [{ messageId: 'staleExemption', line: 1 }],
    },
    // Another file is held to the rule.
    { code: 'document.head.append(script);', filename: file('src/modules/other/index.tsx'), options: [{ exempt: ['src/modules/someFeature/index.tsx'] }], errors: [{ messageId: 'headWrite' }] },
  ],
});
