import { describe, expect, it } from 'vitest';
import rule, { anilistName } from '../../../build/lint/noInlineSelectors.js';
import { file, ruleTester } from './ruleTester';

const moduleFile = file('src/modules/someFeature/index.tsx');

describe('what no-inline-selectors counts as AniList vocabulary', () => {
  it('finds classes, ids and attributes with values; not ours, placeholders, tags or attribute presence', () => {
    expect(anilistName('.data-set')).toBe('.data-set');
    expect(anilistName('div > #app')).toBe('#app');
    expect(anilistName('a[href^="/review/"]')).toBe('[href=…]');
    expect(anilistName('\u0000.type')).toBe('.type');
    expect(anilistName('.hohThing > .HOH-x')).toBeNull();
    expect(anilistName('.\u0000, #\u0000')).toBeNull();
    expect(anilistName('img[data-hoh-fallback="1"]')).toBeNull();
    expect(anilistName(':scope > a[href], meter')).toBeNull();
    // Dots and hashes inside attribute values are no names.
    expect(anilistName('a[href="https://anilist.co/#top"]')).toBe('[href=…]');
  });
});

ruleTester.run('no-inline-selectors', rule, {
  valid: [
    { code: "import { SIDEBAR } from './selectors';\ndocument.querySelector(SIDEBAR);", filename: moduleFile },
    { code: 'root.querySelectorAll(`.${OWN_CLASS}`); el.closest(`:scope > ${ROW}`);', filename: moduleFile },
    { code: "box.querySelector('.hohTable'); box.querySelector('a[href]');", filename: moduleFile },
    { code: "await waitForElement(`${ANCHOR} .hohBox`, { signal });", filename: moduleFile },
    // A selectors file is where they are written.
    { code: "export const SIDEBAR = '.sidebar .data'; document.querySelector('.sidebar');", filename: file('src/modules/someFeature/selectors.ts') },
    // Not a selector call.
    { code: "const label = '.data-set'; console.log('.x');", filename: moduleFile },
  ],
  invalid: [
    { code: "document.querySelector('.data-set');", filename: moduleFile, errors: [{ messageId: 'inline', data: { name: '.data-set' } }] },
    { code: 'row.closest(`${LIST} .entry`);', filename: moduleFile, errors: [{ messageId: 'inline' }] },
    { code: "link.matches('[href^=\"/review/\"]');", filename: moduleFile, errors: [{ messageId: 'inline' }] },
    { code: "await waitForElement('.page-content', { signal });", filename: file('src/ui/x.ts'), errors: [{ messageId: 'inline' }] },
    { code: "attachContainer({ anchor: '.overview', create, signal });", filename: moduleFile, errors: [{ messageId: 'inline' }] },
    { code: "node.querySelectorAll<HTMLElement>('.hohX, .favourite');", filename: moduleFile, errors: [{ messageId: 'inline', data: { name: '.favourite' } }] },
  ],
});
