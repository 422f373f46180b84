/**
 * The judging half of the profile-CSS sanitiser (docs/ARCHITECTURE.md "Profile CSS is rebuilt, not
 * filtered"): pure rules over the text the browser's own parser hands back. The walking half,
 * which parses a member's sheet with the browser (CSSOM) and asks these rules about each part,
 * is `modules/customCSS/sanitizeSheet.ts`.
 *
 * Every judgement tokenizes first (`cssTokens.ts`), so values are judged after CSS escapes are
 * resolved and comments removed, the way the browser reads them, never by searching text.
 *
 * - A value may use only the plain functions of `ALLOWED_FUNCTIONS` (no `attr()`, `env()`,
 *   `image-set()`, `expression()`, `if()` …) and `url()` only to AniList's image host over https.
 * - A guarded property (`GUARDED`) may not take its forbidden keywords, and may not take `var()`
 *   at all: a custom property's value is only known when the page computes it, so it could carry
 *   a forbidden keyword past any check made here.
 * - A selector is written for `@scope (.user-page-unscoped)`: it may match only inside the
 *   profile root, never the root itself (see `scopeSelectors`).
 */
import { preprocessCss, tokenizeCss, type CssToken } from './cssTokens';

/** AniList's image host: the only one profile CSS may load from. */
export const ALLOWED_IMAGE_HOSTS: readonly string[] = ['s4.anilist.co'];
/** The profile's root element (host-dom.md §2.3; it carries `.user` too). */
export const PROFILE_ROOT_CLASS = 'user-page-unscoped';
/** Prefix of the profile's keyframes names, so `@keyframes spin` cannot redefine the site's. */
export const KEYFRAMES_PREFIX = 'hohProfile-';

/** Functions allowed in values: colours, maths, gradients, transforms, filters, timing, grids, shapes. */
const ALLOWED_FUNCTIONS = new Set([
  'rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'color-mix', 'light-dark',
  'calc', 'min', 'max', 'clamp', 'abs', 'sign', 'round', 'mod', 'rem', 'sin', 'cos', 'tan', 'asin', 'acos', 'atan',
  'atan2', 'pow', 'sqrt', 'hypot', 'log', 'exp', 'var',
  'linear-gradient', 'radial-gradient', 'conic-gradient', 'repeating-linear-gradient',
  'repeating-radial-gradient', 'repeating-conic-gradient', '-webkit-linear-gradient', '-webkit-radial-gradient',
  '-webkit-repeating-linear-gradient', '-webkit-repeating-radial-gradient',
  'translate', 'translatex', 'translatey', 'translatez', 'translate3d', 'rotate', 'rotatex', 'rotatey', 'rotatez',
  'rotate3d', 'scale', 'scalex', 'scaley', 'scalez', 'scale3d', 'skew', 'skewx', 'skewy', 'matrix', 'matrix3d',
  'perspective',
  'blur', 'brightness', 'contrast', 'drop-shadow', 'grayscale', 'hue-rotate', 'invert', 'opacity', 'saturate', 'sepia',
  'cubic-bezier', 'steps', 'linear',
  'repeat', 'minmax', 'fit-content',
  'polygon', 'circle', 'ellipse', 'inset', 'rect', 'xywh',
  'counter', 'counters',
]);

/**
 * Properties whose value decides whether an element leaves the profile's box, with the keywords
 * they may not take. `position: fixed` is contained by the root's `contain: paint` anyway; it is
 * refused as well, so that the containment is not the only wall.
 */
const GUARDED: ReadonlyMap<string, ReadonlySet<string>> = new Map([['position', new Set(['fixed'])]]);
/** Properties that run code or bind behaviour in old engines, or paint above the page in a view transition. */
const FORBIDDEN_PROPERTIES = new Set(['behavior', '-ms-behavior', '-moz-binding', 'binding', 'view-transition-name', 'view-transition-class']);
/** Tokens that have no place in a value: they end or open blocks, or are half-parsed. */
const NEVER_IN_VALUES = new Set(['{', '}', ';', 'bad-string', 'bad-url', 'cdo', 'cdc', 'at']);
const PLAIN_PROPERTY = /^(--[A-Za-z0-9_-]+|-?[A-Za-z][A-Za-z0-9-]*)$/;
/** A keyframes name the sanitiser writes back as it is. */
export const PLAIN_NAME = /^-?[A-Za-z_][A-Za-z0-9_-]*$/;

/** True for an absolute https address on AniList's image host. */
export function isAllowedImageUrl(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return false; // relative or malformed: would load from wherever the page is
  }
  return url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === '' && ALLOWED_IMAGE_HOSTS.includes(url.hostname);
}

const significant = (tokens: readonly CssToken[]): CssToken[] => tokens.filter((token) => token.type !== 'whitespace');

/**
 * True when every `(`, function and `[` is closed in order. The browser keeps a custom property's
 * unclosed `(a` as it is, and what the sanitiser writes after it would fall inside.
 */
function isBalanced(tokens: readonly CssToken[]): boolean {
  const open: string[] = [];
  for (const token of tokens) {
    if (token.type === '(' || token.type === 'function') open.push(')');
    else if (token.type === '[') open.push(']');
    else if ((token.type === ')' || token.type === ']') && open.pop() !== token.type) return false;
  }
  return open.length === 0;
}

/** True when `value` (one declaration's value, without `!important`) may be set on `property`. */
export function isSafeDeclaration(property: string, value: string): boolean {
  const name = property.startsWith('--') ? property : property.toLowerCase();
  if (!PLAIN_PROPERTY.test(name) || FORBIDDEN_PROPERTIES.has(name)) return false;
  const forbidden = GUARDED.get(name);
  const tokens = significant(tokenizeCss(value));
  return isBalanced(tokens) && tokens.every((token, index) => {
    if (NEVER_IN_VALUES.has(token.type)) return false;
    const lower = token.value.toLowerCase();
    if (token.type === 'url') return isAllowedImageUrl(token.value);
    if (token.type === 'function') {
      // `url("…")` is a function whose one argument is a string (§4.3.4).
      if (lower === 'url') return tokens[index + 1]?.type === 'string' && isAllowedImageUrl(tokens[index + 1]!.value);
      return ALLOWED_FUNCTIONS.has(lower) && !(forbidden && lower === 'var');
    }
    if (token.type === 'ident') return !forbidden?.has(lower) && lower !== 'expression';
    return true;
  });
}

/** One `name: value [!important]` of a declaration block, as the author (or the browser) spelt it. */
export interface DeclarationText {
  property: string;
  value: string;
  important: boolean;
}

/** The tokens between top-level `separator`s (blocks and functions nest). */
function splitTopLevel(tokens: readonly CssToken[], separator: CssToken['type']): CssToken[][] {
  const parts: CssToken[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (token.type === '(' || token.type === '[' || token.type === '{' || token.type === 'function') depth++;
    else if ((token.type === ')' || token.type === ']' || token.type === '}') && depth > 0) depth--;
    if (depth === 0 && token.type === separator) parts.push([]);
    else parts.at(-1)!.push(token);
  }
  return parts;
}

/** The declarations of a block's text (`CSSStyleDeclaration.cssText`); malformed ones are left out. */
export function splitDeclarations(blockText: string): DeclarationText[] {
  const text = preprocessCss(blockText);
  const out: DeclarationText[] = [];
  for (const part of splitTopLevel(tokenizeCss(text), ';')) {
    const tokens = significant(part);
    if (tokens[0]?.type !== 'ident' || tokens[1]?.type !== ':') continue;
    const last = tokens.at(-1);
    const important = tokens.length >= 4 && last?.type === 'ident' && last.value.toLowerCase() === 'important' && tokens.at(-2)?.type === 'delim' && tokens.at(-2)?.value === '!';
    const valueTokens = tokens.slice(2, important ? -2 : undefined);
    const value = valueTokens.length === 0 ? '' : text.slice(valueTokens[0]!.start, valueTokens.at(-1)!.end);
    out.push({ property: tokens[0].value, value, important });
  }
  return out;
}

/** `text` with each ident named in `names` replaced by its new name (keyframes renamed into the profile's). */
function renameIdents(text: string, names: ReadonlyMap<string, string>): string {
  let out = '';
  let from = 0;
  for (const token of tokenizeCss(text)) {
    const renamed = token.type === 'ident' ? names.get(token.value) : undefined;
    if (renamed === undefined) continue;
    out += text.slice(from, token.start) + renamed;
    from = token.end;
  }
  return out + text.slice(from);
}

/**
 * A declaration block's text keeping only what `isSafeDeclaration` allows, with animations
 * pointed at the profile's renamed keyframes. Empty when nothing is left.
 */
export function filterDeclarations(blockText: string, keyframes: ReadonlyMap<string, string>): string {
  return splitDeclarations(blockText)
    .filter(({ property, value }) => isSafeDeclaration(property, value))
    .map(({ property, value, important }) => {
      const name = property.startsWith('--') ? property : property.toLowerCase();
      const kept = name === 'animation' || name === 'animation-name' ? renameIdents(preprocessCss(value), keyframes) : value;
      return `${name}:${kept}${important ? '!important' : ''}`;
    })
    .join(';');
}

/** Elements that are never inside the profile: a selector naming them could never match, so it goes. */
const OUTSIDE_ELEMENTS = new Set(['html', 'body', 'head']);
const isDelim = (token: CssToken | undefined, value: string): boolean => token?.type === 'delim' && token.value === value;
const isCombinator = (token: CssToken | undefined): boolean => token?.type === 'whitespace' || isDelim(token, '>') || isDelim(token, '+') || isDelim(token, '~');

/**
 * One selector for `@scope (.user-page-unscoped) { … }`, or null. A selector `S` becomes
 * `:scope S`: inside the scope that matches only descendants of the root, so nothing `S` names
 * outside the profile, nor the root itself, is styled (and `S` weighs one class more than the
 * member wrote, as the unscoped original's rules had to out-weigh AniList's). A member's own
 * `:scope` or `&` could name the root, whose box and containment are AniList's and ours, so such
 * selectors are dropped, and so are those naming what is never inside the profile (`html`, `body`,
 * `:root`), which could only fail to match. The old way of starting at the root (`.user-page-unscoped .banner`) is
 * kept by turning that first compound into `:scope`, only when what follows goes down (a
 * descendant or child combinator).
 */
function scopeSelector(text: string, tokens: readonly CssToken[]): string | null {
  for (const [index, token] of tokens.entries()) {
    if (isDelim(token, '&')) return null;
    const name = token.value.toLowerCase();
    const pseudo = tokens[index - 1]?.type === ':' && (token.type === 'ident' || token.type === 'function');
    if (pseudo ? name === 'scope' || name === 'root' || name.startsWith('host') : token.type === 'ident' && !isDelim(tokens[index - 1], '.') && OUTSIDE_ELEMENTS.has(name)) return null;
  }
  const first = tokens.findIndex((token) => token.type !== 'whitespace');
  const parts = first === -1 ? [] : tokens.slice(first);
  if (parts.length === 0 || isCombinator(parts[0])) return null;
  let end = 0;
  let depth = 0;
  let root = -1;
  for (; end < parts.length; end++) {
    const token = parts[end]!;
    if (depth === 0 && isCombinator(token)) break;
    if (token.type === 'function' || token.type === '(' || token.type === '[') depth++;
    else if (token.type === ')' || token.type === ']') depth--;
    else if (depth === 0 && isDelim(token, '.') && parts[end + 1]?.type === 'ident' && parts[end + 1]!.value === PROFILE_ROOT_CLASS) root = end;
  }
  if (root === -1) return `:scope ${text.slice(parts[0]!.start, parts.at(-1)!.end).trim()}`;
  const after = significant(parts.slice(end))[0];
  if (after === undefined || isDelim(after, '+') || isDelim(after, '~')) return null; // the root itself, or its siblings
  const compound = text.slice(parts[0]!.start, parts[root]!.start) + text.slice(parts[root + 1]!.end, parts[end]!.start);
  return `${compound}:scope${text.slice(parts[end]!.start, parts.at(-1)!.end)}`.trim();
}

/** A selector list (`CSSStyleRule.selectorText`) for the profile's scope; null when nothing is left. */
export function scopeSelectors(selectorText: string): string | null {
  const text = preprocessCss(selectorText);
  const kept = splitTopLevel(tokenizeCss(text), ',')
    .map((tokens) => scopeSelector(text, tokens))
    .filter((selector): selector is string => selector !== null && selector !== '');
  return kept.length > 0 ? kept.join(',') : null;
}

/** True for an `@media` or `@supports` condition that can be written back as the browser gave it. */
export function isSafeCondition(condition: string): boolean {
  const tokens = tokenizeCss(condition);
  return isBalanced(tokens) && tokens.every((token) => !NEVER_IN_VALUES.has(token.type) && token.type !== 'url' && !(token.type === 'function' && token.value.toLowerCase() === 'url'));
}

/**
 * A profile background (a CSS `background` value from profile JSON) that is safe to set on the
 * profile root, or null: the same value rules as a declaration, and one value only (no `;`, no
 * `!important`). The browser parses it again when it is set (`style.setProperty`).
 */
export function sanitizeBackground(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || tokenizeCss(trimmed).some((token) => isDelim(token, '!'))) return null;
  return isSafeDeclaration('background', trimmed) ? trimmed : null;
}
