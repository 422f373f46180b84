/**
 * GraphQL's lexical grammar (GraphQL spec, October 2021, §2.1), as AniList's server reads a
 * document: what is ignored (the byte-order mark, spaces, tabs, line ends, commas, `#` comments)
 * and the tokens between. The page interface (src/lib/pageApi.ts) judges a hostile page's query
 * by these tokens, never by patterns over the text: a pattern does not know that a comma is
 * white space or where a block string with an escaped `\"""` ends, and the server does.
 *
 * Hand-written instead of graphql-js's lexer and parser: `parse` from graphql 16 bundles to
 * 90.7 KB unminified (esbuild, production build), more than twice what the shipping size budget
 * allows it, while this lexer and its parser (src/lib/graphqlOperations.ts) are a few KB.
 * Stricter than the spec where that cannot matter to a caller with a real query (a name's
 * characters, control characters): whatever this lexer refuses is refused, never guessed.
 */
export type TokenKind = 'punctuator' | 'name' | 'int' | 'float' | 'string' | 'eof';

export interface Token {
  kind: TokenKind;
  /** The punctuator or name itself; the source text of a number or string. */
  text: string;
  /** Offset of the token's first character in the document. */
  start: number;
}

/** A document GraphQL would not read; `offset` is where reading stopped. */
export class GraphQlSyntaxError extends Error {
  override readonly name = 'GraphQlSyntaxError';
  constructor(readonly reason: string, readonly offset: number, source: string) {
    super(`${reason} (${position(source, offset)})`);
  }
}

/** "line L, column C" of an offset, as GraphQL counts lines (\n, \r\n and \r each end one). */
export function position(source: string, offset: number): string {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < source.length; i++) {
    const c = source[i];
    if (c === '\n' || (c === '\r' && source[i + 1] !== '\n')) {
      line++;
      lineStart = i + 1;
    }
  }
  return `line ${line}, column ${offset - lineStart + 1}`;
}

const PUNCTUATORS = new Set(['!', '$', '&', '(', ')', ':', '=', '@', '[', ']', '{', '|', '}']);
const isNameStart = (c: string | undefined): boolean => c !== undefined && /[_A-Za-z]/.test(c);
const isNameContinue = (c: string | undefined): boolean => c !== undefined && /[_0-9A-Za-z]/.test(c);
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isHex = (c: string | undefined): boolean => c !== undefined && /[0-9A-Fa-f]/.test(c);

/** Reads a document token by token; `next()` gives `eof` at the end, and throws on anything else. */
export class Lexer {
  private offset = 0;

  constructor(readonly source: string) {}

  private fail(reason: string, at: number): never {
    throw new GraphQlSyntaxError(reason, at, this.source);
  }

  /** Skips what GraphQL ignores between tokens. */
  private skipIgnored(): void {
    const s = this.source;
    while (this.offset < s.length) {
      const c = s[this.offset];
      if (c === '\uFEFF' || c === ' ' || c === '\t' || c === ',' || c === '\n' || c === '\r') {
        this.offset++;
      } else if (c === '#') {
        // A comment runs to the end of its line (\n or \r), whatever it holds.
        while (this.offset < s.length && s[this.offset] !== '\n' && s[this.offset] !== '\r') this.offset++;
      } else {
        return;
      }
    }
  }

  next(): Token {
    this.skipIgnored();
    const s = this.source;
    const start = this.offset;
    if (start >= s.length) return { kind: 'eof', text: '', start };
    const c = s[start]!;
    if (c === '.') {
      if (s.startsWith('...', start)) {
        this.offset += 3;
        return { kind: 'punctuator', text: '...', start };
      }
      this.fail('"." is not GraphQL; a spread is "..."', start);
    }
    if (PUNCTUATORS.has(c)) {
      this.offset++;
      return { kind: 'punctuator', text: c, start };
    }
    if (isNameStart(c)) {
      let end = start + 1;
      while (isNameContinue(s[end])) end++;
      this.offset = end;
      return { kind: 'name', text: s.slice(start, end), start };
    }
    if (c === '-' || isDigit(c)) return this.readNumber(start);
    if (c === '"') return s.startsWith('"""', start) ? this.readBlockString(start) : this.readString(start);
    return this.fail(`unexpected character ${JSON.stringify(c)}`, start);
  }

  private readNumber(start: number): Token {
    const s = this.source;
    let i = start;
    if (s[i] === '-') i++;
    if (s[i] === '0') {
      i++;
      if (isDigit(s[i])) this.fail('a number may not start with 0 followed by a digit', i);
    } else {
      if (!isDigit(s[i])) this.fail('a number needs a digit', i);
      while (isDigit(s[i])) i++;
    }
    let float = false;
    if (s[i] === '.') {
      float = true;
      i++;
      if (!isDigit(s[i])) this.fail('a fraction needs a digit after "."', i);
      while (isDigit(s[i])) i++;
    }
    if (s[i] === 'e' || s[i] === 'E') {
      float = true;
      i++;
      if (s[i] === '+' || s[i] === '-') i++;
      if (!isDigit(s[i])) this.fail('an exponent needs a digit', i);
      while (isDigit(s[i])) i++;
    }
    // The spec forbids a name start or "." right after a number (`1mutation` is no two tokens).
    if (s[i] === '.' || isNameStart(s[i])) this.fail('a number may not be followed by a name or "."', i);
    this.offset = i;
    return { kind: float ? 'float' : 'int', text: s.slice(start, i), start };
  }

  private readString(start: number): Token {
    const s = this.source;
    let i = start + 1;
    while (i < s.length) {
      const c = s[i]!;
      if (c === '"') {
        this.offset = i + 1;
        return { kind: 'string', text: s.slice(start, i + 1), start };
      }
      if (c === '\n' || c === '\r') this.fail('a string may not span lines (use a block string """…""")', i);
      if (c < ' ' && c !== '\t') this.fail('a control character in a string', i);
      if (c === '\\') {
        const e = s[i + 1];
        if (e !== undefined && '"\\/bfnrt'.includes(e)) {
          i += 2;
        } else if (e === 'u') {
          i = this.readUnicodeEscape(i);
        } else {
          this.fail('an unknown escape in a string', i);
        }
        continue;
      }
      i++;
    }
    return this.fail('a string is not closed', start);
  }

  /** `\uXXXX` or `\u{…}` at `i` (the backslash); returns the offset after it. */
  private readUnicodeEscape(i: number): number {
    const s = this.source;
    if (s[i + 2] === '{') {
      let j = i + 3;
      while (isHex(s[j])) j++;
      const digits = s.slice(i + 3, j);
      if (s[j] !== '}' || digits === '' || Number.parseInt(digits, 16) > 0x10ffff) this.fail('an invalid \\u{…} escape', i);
      return j + 1;
    }
    for (let k = 2; k < 6; k++) if (!isHex(s[i + k])) this.fail('an invalid \\u escape (four hex digits)', i);
    return i + 6;
  }

  /** `"""…"""`: no escapes but `\"""`, which is three quotes that do not end the string. */
  private readBlockString(start: number): Token {
    const s = this.source;
    let i = start + 3;
    while (i < s.length) {
      if (s.startsWith('"""', i)) {
        this.offset = i + 3;
        return { kind: 'string', text: s.slice(start, i + 3), start };
      }
      if (s.startsWith('\\"""', i)) {
        i += 4;
        continue;
      }
      const c = s[i]!;
      if (c < ' ' && c !== '\t' && c !== '\n' && c !== '\r') this.fail('a control character in a block string', i);
      i++;
    }
    return this.fail('a block string is not closed', start);
  }
}
