/**
 * A CSS tokenizer as CSS Syntax Level 3 §4 defines it, for judging what a member's CSS means
 * rather than how it is spelt: escapes are resolved (`fix\65 d` is the ident `fixed`, `u\72l(` starts
 * a url token), comments vanish between tokens (`fix/**\/ed` is two idents), strings and url tokens
 * end where the browser ends them. Each token keeps its place in the (preprocessed) text, so a
 * caller can keep or replace the author's own spelling of a part it has judged.
 *
 * One departure from the spec, on the safe side: a string or url that the end of the text closes
 * is `bad-string` / `bad-url`. The browser accepts it, and keeps it unclosed in a custom
 * property's text (`--z: "abc`), where whatever the sanitiser writes next would fall inside it.
 */
export type CssTokenType =
  | 'ident' | 'function' | 'at' | 'hash' | 'string' | 'bad-string' | 'url' | 'bad-url' | 'delim' | 'number'
  | 'whitespace' | 'cdo' | 'cdc' | ':' | ';' | ',' | '(' | ')' | '[' | ']' | '{' | '}';

export interface CssToken {
  type: CssTokenType;
  /** Names, strings and urls with escapes resolved; the character for a delim; '' otherwise. */
  value: string;
  start: number;
  end: number;
}

/** The spec's preprocessing: one newline character, no NUL. Token places refer to this text. */
export const preprocessCss = (text: string): string => text.replace(/\r\n?|\f/g, '\n').replace(/\0/g, '\uFFFD');

const isWhitespace = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n';
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isHex = (c: string | undefined): boolean => c !== undefined && /^[0-9a-fA-F]$/.test(c);
const isNameStart = (c: string | undefined): boolean => c !== undefined && (/^[A-Za-z_]$/.test(c) || c.charCodeAt(0) >= 0x80);
const isName = (c: string | undefined): boolean => isNameStart(c) || isDigit(c) || c === '-';
const isNonPrintable = (c: string): boolean => /^[\0-\x08\x0B\x0E-\x1F\x7F]$/.test(c);
const validEscape = (a: string | undefined, b: string | undefined): boolean => a === '\\' && b !== '\n' && b !== undefined;
const startsIdent = (a: string | undefined, b: string | undefined, c: string | undefined): boolean =>
  a === '-' ? isNameStart(b) || b === '-' || validEscape(b, c) : isNameStart(a) || validEscape(a, b);
const startsNumber = (a: string | undefined, b: string | undefined, c: string | undefined): boolean =>
  a === '+' || a === '-' ? isDigit(b) || (b === '.' && isDigit(c)) : a === '.' ? isDigit(b) : isDigit(a);

/** Every token of `source` except comments, in order. Never throws. */
export function tokenizeCss(source: string): CssToken[] {
  const text = preprocessCss(source);
  const tokens: CssToken[] = [];
  let i = 0;
  const at = (offset = 0): string | undefined => text[i + offset];

  /** After the backslash: the escaped code point (§4.3.7). */
  const escape = (): string => {
    const c = text[i];
    if (c === undefined) return '\uFFFD';
    if (!isHex(c)) {
      i += c.length;
      return c;
    }
    let hex = '';
    while (hex.length < 6 && isHex(text[i])) hex += text[i++];
    if (isWhitespace(text[i])) i++;
    const code = parseInt(hex, 16);
    return code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff ? '\uFFFD' : String.fromCodePoint(code);
  };

  const name = (): string => {
    let out = '';
    for (;;) {
      if (isName(at())) out += text[i++];
      else if (validEscape(at(), at(1))) {
        i++;
        out += escape();
      } else return out;
    }
  };

  const number = (): void => {
    if (at() === '+' || at() === '-') i++;
    while (isDigit(at())) i++;
    if (at() === '.' && isDigit(at(1))) for (i++; isDigit(at()); ) i++;
    if ((at() === 'e' || at() === 'E') && (isDigit(at(1)) || ((at(1) === '+' || at(1) === '-') && isDigit(at(2))))) {
      for (i += 2; isDigit(at()); ) i++;
    }
  };

  const stringToken = (quote: string): Pick<CssToken, 'type' | 'value'> => {
    let value = '';
    for (;;) {
      const c = text[i];
      if (c === undefined) return { type: 'bad-string', value };
      if (c === quote) {
        i++;
        return { type: 'string', value };
      }
      if (c === '\n') return { type: 'bad-string', value };
      i++;
      if (c !== '\\') value += c;
      else if (text[i] === '\n') i++; // a continued line
      else if (text[i] !== undefined) value += escape();
    }
  };

  /** After `url(` and its whitespace (§4.3.6). */
  const urlToken = (): Pick<CssToken, 'type' | 'value'> => {
    let value = '';
    const badUrl = (): Pick<CssToken, 'type' | 'value'> => {
      while (i < text.length && text[i] !== ')') {
        if (validEscape(text[i], text[i + 1])) {
          i++;
          escape();
        } else i++;
      }
      i++;
      return { type: 'bad-url', value: '' };
    };
    for (;;) {
      const c = text[i];
      if (c === undefined) return { type: 'bad-url', value: '' };
      if (c === ')') {
        i++;
        return { type: 'url', value };
      }
      if (isWhitespace(c)) {
        while (isWhitespace(text[i])) i++;
        if (text[i] === ')' || text[i] === undefined) continue;
        return badUrl();
      }
      if (c === '"' || c === "'" || c === '(' || isNonPrintable(c)) return badUrl();
      if (c === '\\') {
        if (!validEscape(c, text[i + 1])) return badUrl();
        i++;
        value += escape();
      } else {
        value += c;
        i++;
      }
    }
  };

  const identLike = (): Pick<CssToken, 'type' | 'value'> => {
    const value = name();
    if (value.toLowerCase() === 'url' && at() === '(') {
      i++;
      while (isWhitespace(at()) && isWhitespace(at(1))) i++;
      const next = isWhitespace(at()) ? at(1) : at();
      if (next === '"' || next === "'") return { type: 'function', value };
      while (isWhitespace(at())) i++;
      return urlToken();
    }
    if (at() === '(') {
      i++;
      return { type: 'function', value };
    }
    return { type: 'ident', value };
  };

  const numeric = (): Pick<CssToken, 'type' | 'value'> => {
    number();
    if (startsIdent(at(), at(1), at(2))) name();
    else if (at() === '%') i++;
    return { type: 'number', value: '' };
  };

  const next = (): Pick<CssToken, 'type' | 'value'> | null => {
    const c = text[i];
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
      return null;
    }
    if (isWhitespace(c)) {
      while (isWhitespace(text[i])) i++;
      return { type: 'whitespace', value: '' };
    }
    if (c === '"' || c === "'") {
      i++;
      return stringToken(c);
    }
    if (c === '#' && (isName(at(1)) || validEscape(at(1), at(2)))) {
      i++;
      return { type: 'hash', value: name() };
    }
    if ('()[]{},:;'.includes(c!)) {
      i++;
      return { type: c as CssTokenType, value: '' };
    }
    if (startsNumber(c, at(1), at(2))) return numeric();
    if (c === '-' && at(1) === '-' && at(2) === '>') {
      i += 3;
      return { type: 'cdc', value: '' };
    }
    if (startsIdent(c, at(1), at(2))) return identLike();
    if (c === '<' && text.startsWith('!--', i + 1)) {
      i += 4;
      return { type: 'cdo', value: '' };
    }
    if (c === '@' && startsIdent(at(1), at(2), at(3))) {
      i++;
      return { type: 'at', value: name() };
    }
    const delim = String.fromCodePoint(text.codePointAt(i)!);
    i += delim.length;
    return { type: 'delim', value: delim };
  };

  while (i < text.length) {
    const start = i;
    const token = next();
    if (token) tokens.push({ ...token, start, end: i });
  }
  return tokens;
}
