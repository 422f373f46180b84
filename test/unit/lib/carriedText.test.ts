import { describe, expect, it } from 'vitest';
import { carriedText, carrierComment, escapeForComment, unescapeFromComment } from '../../../src/lib/carriedText';

/** A function whose body is `comment`, made as the build writes it into the file. */
function carrierOf(comment: string): () => unknown {
  return new Function(`return function () {\n\t\t${comment}\n\t};`)() as () => unknown;
}

const corpus = [
  '',
  'plain code();',
  'a /* comment */ b',
  '*/',
  '*@/',
  '*@@/ and */ and */*/',
  'x = /\\*\\//.test(y) // a regex for */',
  '**/',
  '*/@',
  'end with a star *',
  'line\nbreaks\r\nkept\n',
  '`template ${x}` and "\\u2028" \u2028 and ünïcödé',
];

describe('carried text', () => {
  it.each(corpus)('comes back exactly: %j', (text) => {
    const escaped = escapeForComment(text);
    expect(escaped).not.toContain('*/');
    expect(unescapeFromComment(escaped)).toBe(text);
    expect(carriedText(carrierOf(carrierComment(text)))).toBe(text);
  });

  it('keeps code runnable once read back', () => {
    const code = 'const re = /a*\\//; module.exports = re.test("aa/") && "*/".length === 2;';
    const read = carriedText(carrierOf(carrierComment(code)));
    const module = { exports: undefined as unknown };
    new Function('module', read)(module);
    expect(module.exports).toBe(true);
  });

  it('reads a file saved with Windows line breaks', () => {
    const comment = carrierComment('a\r\nb').replace(/\n/g, '\r\n').replace(/\r\r\n/g, '\r\n');
    expect(carriedText(carrierOf(comment))).toBe('a\r\nb');
  });

  it('says so when the text is missing', () => {
    expect(() => carriedText(() => 1)).toThrow(/carried code text is missing/);
  });
});
