import rule from '../../../build/lint/noUnsanitisedHtml.js';
import { file, ruleTester } from './ruleTester';

const moduleFile = file('src/modules/someFeature/index.tsx');
const options = [{ sanitisers: ['sanitizeHtml', 'sanitizedMarkup'] }];

ruleTester.run('no-unsanitised-html', rule, {
  valid: [
    { code: 'const el = <div className="markdown" dangerouslySetInnerHTML={sanitizedMarkup(reply.text)} />;', filename: moduleFile, options },
    { code: 'const el = <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(text) }} />;', filename: moduleFile, options },
    { code: "const el = <div dangerouslySetInnerHTML={{ __html: '' }} />;", filename: moduleFile, options },
    { code: 'box.innerHTML = sanitizeHtml(activity.text);', filename: moduleFile, options },
    { code: "box.innerHTML = '';\nbox.outerHTML = ``;", filename: moduleFile, options },
    { code: "box.insertAdjacentHTML('beforeend', html.sanitizeHtml(text));", filename: moduleFile, options },
    // Reading is no write; text is no HTML.
    { code: 'const html = template.innerHTML; box.textContent = text;', filename: moduleFile, options },
    // The default sanitisers are the project's.
    { code: 'box.innerHTML = sanitizeHtml(text);', filename: moduleFile },
  ],
  invalid: [
    { code: 'box.innerHTML = text;', filename: moduleFile, options, errors: [{ messageId: 'unsanitised', data: { sink: 'innerHTML', sanitisers: 'sanitizeHtml(…) or sanitizedMarkup' } }] },
    { code: "box['outerHTML'] = `<b>${name}</b>`;", filename: moduleFile, options, errors: [{ messageId: 'unsanitised' }] },
    { code: 'box.innerHTML += sanitizeHtml(more);', filename: moduleFile, options, errors: [{ messageId: 'unsanitised' }] },
    { code: "box.innerHTML = '<b>' + sanitizeHtml(text) + '</b>';", filename: moduleFile, options, errors: [{ messageId: 'unsanitised' }] },
    { code: 'const clean = sanitizeHtml(text);\ntemplate.innerHTML = clean;', filename: moduleFile, options, errors: [{ messageId: 'unsanitised', line: 2 }] },
    { code: "box.insertAdjacentHTML('beforeend', text);", filename: moduleFile, options, errors: [{ messageId: 'unsanitised' }] },
    { code: 'const el = <div dangerouslySetInnerHTML={markup} />;', filename: moduleFile, options, errors: [{ messageId: 'unsanitised' }] },
    { code: 'const el = <div dangerouslySetInnerHTML={{ __html: text }} />;', filename: moduleFile, options, errors: [{ messageId: 'unsanitised' }] },
    { code: 'const el = <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(text) }} />;', filename: moduleFile, options, errors: [{ messageId: 'unsanitised' }] },
    { code: 'box.innerHTML = purify(text);', filename: moduleFile, options: [{ sanitisers: ['sanitizeHtml'] }], errors: [{ messageId: 'unsanitised' }] },
  ],
});
