/**
 * What Greasy Fork and the managers' install pages see in the built file (no browser needed,
 * but it reads dist/, which the e2e project always has built): the grants follow what src/
 * calls, no line looks minified, every inlined library is named, and it is under the limit.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { usedGrants } from '../../build/grants';
import { SIZE_LIMIT } from '../../build/sizeLimit';
import { BUILT_SCRIPT_PATH } from '../../sim/build';

const built = readFileSync(BUILT_SCRIPT_PATH, 'utf8');
const header = built.slice(0, built.indexOf('// ==/UserScript=='));

describe('the built userscript', () => {
  it('grants exactly the GM_* functions src/ uses', () => {
    const granted = [...header.matchAll(/^\/\/ @grant\s+(\S+)$/gm)].map((match) => match[1]).sort();
    const used = usedGrants(fileURLToPath(new URL('../../src', import.meta.url)));
    expect(used).toContain('GM_xmlhttpRequest');
    expect(granted).toEqual(used);
  });

  it('has no line over 5,000 characters containing `function` (Greasy Fork calls that minified)', () => {
    const long = built.split('\n').map((line, index) => ({ line: index + 1, length: line.length, text: line })).filter(({ length, text }) => length > 5000 && text.includes('function'));
    expect(long.map(({ line, length }) => ({ line, length }))).toEqual([]);
  });

  it('names each inlined library with its version and source', () => {
    for (const name of ['preact', 'zustand', 'comlink', 'dompurify']) {
      expect(built).toMatch(new RegExp(`// ${name} \\d+\\.\\d+\\.\\d+ \\(.+\\) https://`));
    }
  });

  it('is under the size limit', () => {
    expect(built.length).toBeLessThanOrEqual(SIZE_LIMIT);
  });
});
