/**
 * Custom profile CSS is another member's code running on the viewer's page (docs/ARCHITECTURE.md:
 * "CSS through a sanitiser that drops @import, url() to other hosts, expression, and anything
 * escaping its scope"). The text is parsed with css-tree (a maintained, spec-following CSS
 * parser; parser and generator only) and rebuilt from what is allowed, so nothing the author
 * typed reaches the page as text: every kept selector, property and value is re-serialised from
 * the parse tree.
 *
 * What survives:
 * - style rules, each selector scoped to the profile root (see `scopeSelector`);
 * - `@media`, `@supports`, `@container` around such rules;
 * - `@keyframes`, renamed into the profile's own namespace so they cannot replace the site's;
 * - declarations whose property is a plain name and whose value uses only plain CSS functions,
 *   with `url()` only to AniList's image host (host-dom.md §2.8: s4.anilist.co) over https.
 *
 * Dropped: every other at-rule (`@import`, `@font-face`, `@namespace`, `@layer`, `@property`, …),
 * nested rules, anything css-tree could not parse (a Raw node: an escaped `u\72l(` arrives so),
 * `expression()`, `behavior`, `-moz-binding`, strings that load images (`image-set("…")`),
 * `position: fixed` (an overlay over the whole page), selectors reaching for `html`, `body`,
 * `:root`, `:host`, `:scope` or a sibling of the profile root.
 */
import generate from 'css-tree/generator';
import parse from 'css-tree/parser';
import { ident } from 'css-tree/utils';
import type { Atrule, CssNode, Declaration, Rule, Selector, SelectorList } from 'css-tree';

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

/** Properties that run code or bind behaviour in old engines. */
const FORBIDDEN_PROPERTIES = new Set(['behavior', '-ms-behavior', '-moz-binding', 'binding']);
/** At-rules whose blocks hold rules, sanitised like the top level. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'container']);
const KEYFRAMES_AT_RULES = new Set(['keyframes', '-webkit-keyframes']);
/** Selector parts that name something outside the profile. */
const ESCAPING_TYPES = new Set(['html', 'body', 'head']);
const ESCAPING_PSEUDOS = new Set(['root', 'host', 'host-context', 'scope']);
const PLAIN_PROPERTY = /^(--[A-Za-z0-9_-]+|-?[A-Za-z][A-Za-z0-9-]*)$/;
const PLAIN_NAME = /^-?[A-Za-z_][A-Za-z0-9_-]*$/;

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

const lower = (name: string): string => ident.decode(name).toLowerCase();

/** Every node of a subtree, the root first. */
function* nodes(root: CssNode): Generator<CssNode> {
  yield root;
  for (const value of Object.values(root)) {
    if (value && typeof value === 'object') {
      if (typeof (value as { type?: unknown }).type === 'string') yield* nodes(value as CssNode);
      else if (typeof (value as { toArray?: unknown }).toArray === 'function') {
        for (const child of (value as { toArray(): CssNode[] }).toArray()) yield* nodes(child);
      }
    }
  }
}

/** A declaration value with nothing that loads from elsewhere or runs code, else null. */
function safeValue(declaration: Declaration, keyframes: ReadonlyMap<string, string>): string | null {
  const property = lower(declaration.property);
  if (!PLAIN_PROPERTY.test(property) || FORBIDDEN_PROPERTIES.has(property)) return null;
  for (const node of nodes(declaration.value)) {
    switch (node.type) {
      case 'Raw':
        return null; // not understood, so not allowed (escaped function names end up here)
      case 'Url':
        if (!isAllowedImageUrl(node.value)) return null;
        break;
      case 'Function':
        if (!ALLOWED_FUNCTIONS.has(lower(node.name))) return null; // expression(), image-set("…"), src(), attr() …
        break;
      case 'Identifier':
        if (lower(node.name) === 'expression') return null;
        if ((property === 'animation' || property === 'animation-name') && keyframes.has(node.name)) {
          node.name = keyframes.get(node.name)!;
        }
        break;
    }
  }
  if (property === 'position' && generate(declaration.value).toLowerCase().includes('fixed')) return null;
  return `${property}:${generate(declaration.value)}${declaration.important ? '!important' : ''}`;
}

function declarations(block: Rule['block'], keyframes: ReadonlyMap<string, string>): string {
  const kept: string[] = [];
  for (const child of block.children.toArray()) {
    // Only declarations: a nested rule's `&` could point at the root's siblings.
    if (child.type !== 'Declaration') continue;
    const text = safeValue(child, keyframes);
    if (text !== null) kept.push(text);
  }
  return kept.join(';');
}

/** The compound selector before the first combinator, and what follows it. */
function splitFirstCompound(selector: Selector): { first: CssNode[]; combinator: string | null } {
  const first: CssNode[] = [];
  for (const part of selector.children.toArray()) {
    if (part.type === 'Combinator') return { first, combinator: part.name };
    first.push(part);
  }
  return { first, combinator: null };
}

/**
 * One selector inside the profile, or null. A selector that starts at the profile root
 * (`.user-page-unscoped …`) keeps that start but may only go down from it; any other selector is
 * placed under the root, so whatever it matches lies inside the profile.
 */
export function scopeSelector(selector: Selector): string | null {
  for (const node of nodes(selector)) {
    if (node.type === 'Raw' || node.type === 'NestingSelector') return null;
    if (node.type === 'TypeSelector' && ESCAPING_TYPES.has(lower(node.name))) return null;
    if ((node.type === 'PseudoClassSelector' || node.type === 'PseudoElementSelector') && ESCAPING_PSEUDOS.has(lower(node.name))) return null;
    if ((node.type === 'ClassSelector' || node.type === 'IdSelector') && !PLAIN_NAME.test(node.name)) return null;
  }
  const { first, combinator } = splitFirstCompound(selector);
  if (first.length === 0) {
    // A leading combinator (`> .x`) hangs off the root.
    return `.${PROFILE_ROOT_CLASS}${generate(selector)}`;
  }
  const atRoot = first.some((part) => part.type === 'ClassSelector' && part.name === PROFILE_ROOT_CLASS);
  if (atRoot) return combinator === null || combinator === ' ' || combinator === '>' ? generate(selector) : null;
  return `.${PROFILE_ROOT_CLASS} ${generate(selector)}`;
}

function styleRule(rule: Rule, keyframes: ReadonlyMap<string, string>): string {
  if (rule.prelude.type !== 'SelectorList') return '';
  const selectors = (rule.prelude as SelectorList).children.toArray()
    .map((selector) => (selector.type === 'Selector' ? scopeSelector(selector) : null))
    .filter((selector): selector is string => selector !== null);
  const body = declarations(rule.block, keyframes);
  return selectors.length > 0 && body !== '' ? `${selectors.join(',')}{${body}}` : '';
}

function keyframesRule(atrule: Atrule, keyframes: ReadonlyMap<string, string>): string {
  const name = keyframeName(atrule);
  if (!name || !atrule.block) return '';
  const frames: string[] = [];
  for (const frame of atrule.block.children.toArray()) {
    if (frame.type !== 'Rule' || frame.prelude.type === 'Raw') continue;
    if ([...nodes(frame.prelude)].some((node) => node.type === 'Raw')) continue;
    const body = declarations(frame.block, keyframes);
    if (body !== '') frames.push(`${generate(frame.prelude)}{${body}}`);
  }
  return `@keyframes ${keyframes.get(name)}{${frames.join('')}}`;
}

function keyframeName(atrule: Atrule): string | null {
  const first = atrule.prelude?.type === 'AtrulePrelude' ? atrule.prelude.children.first : null;
  if (first?.type === 'Identifier' && PLAIN_NAME.test(first.name)) return first.name;
  return null;
}

function rules(children: CssNode[], keyframes: ReadonlyMap<string, string>): string {
  let out = '';
  for (const child of children) {
    if (child.type === 'Rule') out += styleRule(child, keyframes);
    else if (child.type === 'Atrule') out += atRule(child, keyframes);
    // Raw top-level text and comments are dropped.
  }
  return out;
}

function atRule(atrule: Atrule, keyframes: ReadonlyMap<string, string>): string {
  const name = lower(atrule.name);
  if (KEYFRAMES_AT_RULES.has(name)) return keyframesRule(atrule, keyframes);
  if (!GROUPING_AT_RULES.has(name) || !atrule.block || !atrule.prelude) return '';
  if ([...nodes(atrule.prelude)].some((node) => node.type === 'Raw' || node.type === 'Url' || node.type === 'Function')) return '';
  const inner = rules(atrule.block.children.toArray(), keyframes);
  return inner === '' ? '' : `@${name} ${generate(atrule.prelude)}{${inner}}`;
}

/** The parse tree, or null when css-tree gives up (it throws on some inputs in some contexts). */
function tryParse(text: string, context: 'stylesheet' | 'value'): CssNode | null {
  try {
    return parse(text, { context, parseCustomProperty: true, onParseError: () => undefined });
  } catch {
    return null;
  }
}

/**
 * The part of `css` that may run on a profile page, scoped to the profile root. Empty when
 * nothing survives. Pure: safe for any input (the parser is tolerant and never throws on text).
 */
export function sanitizeProfileCss(css: string): string {
  const sheet = tryParse(css, 'stylesheet');
  if (sheet?.type !== 'StyleSheet') return '';
  const keyframes = new Map<string, string>();
  for (const node of nodes(sheet)) {
    if (node.type === 'Atrule' && KEYFRAMES_AT_RULES.has(lower(node.name))) {
      const name = keyframeName(node);
      if (name) keyframes.set(name, `${KEYFRAMES_PREFIX}${name}`);
    }
  }
  return rules(sheet.children.toArray(), keyframes);
}

/**
 * A profile background (a CSS `background` value from profile JSON) that is safe to set on the
 * profile root, or null: the same rules as a declaration (AniList's image host only, plain
 * functions, nothing unparsed).
 */
export function sanitizeBackground(value: string): string | null {
  if (value.trim() === '') return null;
  const ast = tryParse(value, 'value');
  if (!ast) return null;
  const declaration = { type: 'Declaration', important: false, property: 'background', value: ast } as Declaration;
  const text = safeValue(declaration, new Map());
  return text === null ? null : text.slice('background:'.length);
}
