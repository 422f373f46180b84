import {
  filterDeclarations, isSafeCondition, KEYFRAMES_PREFIX, PLAIN_NAME, PROFILE_ROOT_CLASS, scopeSelectors,
} from '../../lib/cssSanitizer';

/**
 * The walking half of the profile-CSS sanitiser: the browser parses the member's sheet (a
 * constructed `CSSStyleSheet`, never attached to a document, so nothing in it loads or applies),
 * and the sheet that reaches the page is rebuilt from the parsed rules, each part judged by the
 * pure rules of `lib/cssSanitizer.ts`. What the browser hands back is already normalised: escapes
 * in known properties resolved (`position:fix\65 d` reads `fixed`), comments gone, shorthands
 * written out, strings quoted. Only custom properties and values holding `var()` keep the
 * author's spelling, and the pure rules tokenize those themselves.
 *
 * Kept: style rules (not their nested rules), inside `@media` and `@supports` too, all inside one
 * `@scope (.user-page-unscoped)`, which lets them match only the root's descendants; top-level
 * `@keyframes`, renamed into `hohProfile-…`. Every other at-rule is dropped with its contents:
 * `@import`, `@font-face`, `@layer` (a layer's `!important` would beat the page's), `@scope` (its own
 * root could be anywhere), `@container`, `@property`, `@namespace`, `@page`, `@starting-style` …
 *
 * A browser without `@scope` drops the whole block, so there the member's CSS simply does nothing.
 */

/**
 * The profile root keeps everything the member's CSS draws inside its own box: `contain: paint`
 * clips descendants to it, makes it the containing block of positioned ones (even `fixed`) and a
 * stacking context, so no z-index inside it rises above AniList's navigation, and no rule can lay
 * an overlay over the navigation, the footer or the rest of the page. The member's rules cannot
 * undo it whatever their order, specificity, `!important` or layer: they sit in
 * `@scope (.user-page-unscoped)` with selectors that match only the root's descendants
 * (below), so none of them applies to the root at all. `!important` is for the page's
 * own sheets.
 */
export const PROFILE_CONTAINMENT = `.${PROFILE_ROOT_CLASS}{contain:paint!important}`;

/** A keyframe selector as the browser writes it: percentages, `from`/`to`, timeline ranges. */
const KEY_TEXT = /^[A-Za-z0-9%., +-]+$/;

function keyframesRule(rule: CSSKeyframesRule, keyframes: ReadonlyMap<string, string>): string {
  const frames = [...rule.cssRules]
    .filter((frame): frame is CSSKeyframeRule => frame instanceof CSSKeyframeRule && KEY_TEXT.test(frame.keyText))
    .map((frame) => `${frame.keyText}{${filterDeclarations(frame.style.cssText, keyframes)}}`);
  return `@keyframes ${keyframes.get(rule.name)}{${frames.join('')}}`;
}

function scopedRules(rules: CSSRuleList, keyframes: ReadonlyMap<string, string>): string {
  let out = '';
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) {
      // Only the rule's own declarations: its nested rules (`& ~ *`) could name the root's siblings.
      const selectors = scopeSelectors(rule.selectorText);
      const body = filterDeclarations(rule.style.cssText, keyframes);
      if (selectors !== null && body !== '') out += `${selectors}{${body}}`;
      continue;
    }
    const [kind, condition] = rule instanceof CSSMediaRule ? ['media', rule.media.mediaText]
      : rule instanceof CSSSupportsRule ? ['supports', rule.conditionText] : [null, ''];
    if (kind === null || !isSafeCondition(condition)) continue;
    const inner = scopedRules((rule as CSSGroupingRule).cssRules, keyframes);
    if (inner !== '') out += `@${kind} ${condition}{${inner}}`;
  }
  return out;
}

/**
 * The part of `css` that may run on a profile page, scoped to the profile root. Empty when
 * nothing survives. Safe for any input: the browser's parser never throws on a sheet's text.
 */
export function sanitizeProfileCss(css: string): string {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css); // @import is ignored here, and dropped below anyway
  const keyframes = new Map<string, string>();
  const named = [...sheet.cssRules].filter((rule): rule is CSSKeyframesRule => rule instanceof CSSKeyframesRule && PLAIN_NAME.test(rule.name));
  for (const rule of named) keyframes.set(rule.name, `${KEYFRAMES_PREFIX}${rule.name}`);
  const scoped = scopedRules(sheet.cssRules, keyframes);
  return named.map((rule) => keyframesRule(rule, keyframes)).join('') + (scoped === '' ? '' : `@scope (.${PROFILE_ROOT_CLASS}){${scoped}}`);
}
