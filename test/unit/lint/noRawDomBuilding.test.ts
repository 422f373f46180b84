import rule from '../../../build/lint/noRawDomBuilding.js';
import { file, ruleTester } from './ruleTester';

const moduleFile = file('src/modules/someFeature/index.tsx');

ruleTester.run('no-raw-dom-building', rule, {
  valid: [
    { code: "import { element } from '../../core/element';\nconst a = element('a', { href: '/x', text: 'x' });", filename: moduleFile },
    // React's createElement is JSX's, not hand-built DOM.
    { code: "import { createElement } from 'preact';\ncreateElement(Thing, null);", filename: file('src/ui/moduleBoundary.ts') },
    { code: 'const el = <div className="a" />;', filename: moduleFile },
  ],
  invalid: [
    { code: "const div = document.createElement('div');", filename: moduleFile, errors: [{ messageId: 'createElement' }] },
    { code: "const a = link.ownerDocument.createElement('a');", filename: file('src/modules/x/start.ts'), errors: [{ messageId: 'createElement' }] },
    { code: 'const p = doc.createElement(tag);', filename: file('src/core/notice.ts'), errors: [{ messageId: 'createElement' }] },
    { code: "const t = document?.createElement('time');", filename: file('src/ui/x.ts'), errors: [{ messageId: 'createElement' }] },
  ],
});
