import { describe, expect, it } from 'vitest';
import { fillCarriers } from '../../../build/lazyChunks';
import { carriedText } from '../../../src/lib/carriedText';

describe('fillCarriers', () => {
  const texts = new Map([
    ['a.js', 'module.exports = "*/ a";'],
    ['worker', 'self.x = 1;'],
  ]);

  it('puts each text where its placeholder is, readable as the carrier function', () => {
    const file = `var t = {\n\t"a.js": function() {\n\t\treturn "automail:carried-text:a.js";\n\t}\n};\nvar w = function() { return 'automail:carried-text:worker' };\n`;
    const { code, keys } = fillCarriers(file, texts);
    expect(keys.sort()).toEqual(['a.js', 'worker']);
    expect(code).not.toContain('automail:carried-text');
    const scope = new Function(`${code}; return { t, w };`)() as { t: Record<string, () => unknown>; w: () => unknown };
    expect(carriedText(scope.t['a.js'])).toBe(texts.get('a.js'));
    expect(carriedText(scope.w)).toBe(texts.get('worker'));
  });

  it('refuses a placeholder without a text, and one text in two places', () => {
    expect(() => fillCarriers('return "automail:carried-text:b.js";', texts)).toThrow(/no carried text named b.js/);
    expect(() => fillCarriers('return "automail:carried-text:a.js"; return "automail:carried-text:a.js";', texts)).toThrow(/two places/);
  });
});
