// The pure rules of the profile-CSS sanitiser, fed what the browser's parser hands back (and what
// it hands back unchanged: custom properties and values with var() keep the author's spelling).
// The whole sanitiser, with Chromium's own parser, runs in test/e2e/profileCssCorpus.test.ts.
import { describe, expect, it } from 'vitest';
import {
  filterDeclarations, isAllowedImageUrl, isSafeCondition, isSafeDeclaration, sanitizeBackground, scopeSelectors, splitDeclarations,
} from '../../../src/lib/cssSanitizer';

describe('isSafeDeclaration: guarded values are judged after escapes, comments and var()', () => {
  it('refuses position: fixed however it is spelt', () => {
    for (const value of ['fixed', 'FIXED', 'Fixed', 'fix\\65 d', '\\66 ixed', '\\66ixed', '\\000066ixed', 'f\\69 x\\65 d', 'fixed !important']) {
      expect(isSafeDeclaration('position', value.replace(' !important', '')), value).toBe(false);
    }
    expect(isSafeDeclaration('POSITION', 'fixed')).toBe(false);
    for (const value of ['relative', 'absolute', 'sticky', 'static', 'inherit', 'fix/**/ed']) {
      expect(isSafeDeclaration('position', value), value).toBe(true); // `fix/**/ed` is two words, which the browser refuses
    }
  });

  it('refuses var() in a guarded property, direct, nested or as a fallback, and every other substitution', () => {
    for (const value of ['var(--p)', 'VAR(--p)', 'v\\61r(--p)', 'var(--x, fixed)', 'var(--x, var(--y))', 'calc(var(--p))',
      'env(--p)', 'attr(data-p type(<custom-ident>))', 'if(style(--x: 1): fixed; else: static)', 'inherit(--p)']) {
      expect(isSafeDeclaration('position', value), value).toBe(false);
    }
  });

  it('keeps var() where no value is forbidden, and judges custom properties like any value', () => {
    expect(isSafeDeclaration('color', 'var(--color-blue)')).toBe(true);
    expect(isSafeDeclaration('--p', 'fixed')).toBe(true); // harmless until a guarded property reads it, which it may not
    expect(isSafeDeclaration('--x', 'url(https://evil.example/a.png)')).toBe(false);
    expect(isSafeDeclaration('--x', 'u\\72l(https://evil.example/a.png)')).toBe(false);
    expect(isSafeDeclaration('--x', '</style>{}')).toBe(false);
    expect(isSafeDeclaration('--x', '{ color: red }')).toBe(false);
    expect(isSafeDeclaration('--x', '@import')).toBe(false);
    // What Chromium keeps of an unclosed custom property at the end of a sheet: the rule written
    // after it would fall inside.
    for (const value of ['(a', '[a', 'calc(1px', '"abc', 'url(https://s4.anilist.co/a', 'a)', '(a]']) {
      expect(isSafeDeclaration('--x', value), value).toBe(false);
    }
  });

  it('allows url() only to AniList\'s image host over https, as a url token or a string', () => {
    expect(isSafeDeclaration('background-image', 'url(https://s4.anilist.co/file/x.png)')).toBe(true);
    expect(isSafeDeclaration('background-image', 'url("https://s4.anilist.co/file/x.png")')).toBe(true);
    for (const address of ['https://evil.example/x.png', 'http://s4.anilist.co/x.png', '//evil.example/x.png', '/file/x.png', 'https://s4.anilist.co.evil.example/x.png',
      'https://user@s4.anilist.co/x.png', 'data:image/svg+xml,<svg/>', 'javascript:alert(1)', 'https://s4.anilist.co:8443/x.png']) {
      expect(isSafeDeclaration('background-image', `url("${address}")`), address).toBe(false);
      expect(isSafeDeclaration('content', `url(${address.replace(/[()<> "]/g, '')})`), address).toBe(false);
    }
    expect(isSafeDeclaration('background-image', 'url()')).toBe(false);
    expect(isSafeDeclaration('background-image', 'url(a b)')).toBe(false);
  });

  it('refuses code, behaviours, functions that load or read the page, and half-parsed text', () => {
    for (const [property, value] of [
      ['width', 'expression(alert(1))'], ['behavior', 'url(x.htc)'], ['-ms-behavior', 'url(x.htc)'], ['-moz-binding', 'none'],
      ['background', 'image-set("https://evil.example/a.png" 1x)'], ['background', '-webkit-image-set("a.png" 1x)'],
      ['content', 'attr(data-x url)'], ['padding-top', 'env(safe-area-inset-top)'], ['view-transition-name', 'x'],
      ['be\\68 avior', 'none'], ['color', 'red; position: fixed'], ['color', 'red } body { color: blue'],
    ]) {
      expect(isSafeDeclaration(property!, value!), `${property}: ${value}`).toBe(false);
    }
  });

  it('keeps plain values: gradients, maths, transforms, big numbers', () => {
    for (const [property, value] of [
      ['background', 'linear-gradient(rgb(1, 2, 3), transparent)'], ['width', 'calc(100% - 2px)'], ['transform', 'translateY(-500px)'],
      ['z-index', '2147483647'], ['margin-top', '-5000px'], ['top', '0px'], ['translate', '0 -500px'], ['content', '"}</style>"'],
      ['-webkit-text-stroke', '1px red'],
    ]) {
      expect(isSafeDeclaration(property!, value!), `${property}: ${value}`).toBe(true);
    }
  });
});

describe('splitDeclarations and filterDeclarations', () => {
  it('splits a block where the browser does: strings, blocks and functions keep their semicolons', () => {
    expect(splitDeclarations('content: ";}"; --x: {a;b}; width: calc(1px + 2px) !important; junk; : x'))
      .toEqual([{ property: 'content', value: '";}"', important: false }, { property: '--x', value: '{a;b}', important: false },
        { property: 'width', value: 'calc(1px + 2px)', important: true }]);
  });

  it('keeps only allowed declarations and points animations at the profile\'s keyframes', () => {
    const keyframes = new Map([['spin', 'hohProfile-spin']]);
    expect(filterDeclarations('position: fixed !important; --p: fixed; position: var(--p); color: red !important; animation: 1s ease spin; animation-name: spin, other', keyframes))
      .toBe('--p:fixed;color:red!important;animation:1s ease hohProfile-spin;animation-name:hohProfile-spin, other');
    expect(filterDeclarations('position: fix\\65 d', keyframes)).toBe('');
  });
});

const ROOT = '.user-page-unscoped';

describe('scopeSelectors: selectors for @scope (.user-page-unscoped), matching only the root\'s descendants', () => {
  it('places every other selector under :scope, so it matches only below the root', () => {
    for (const selector of ['.banner', 'a:hover > b', '*', 'div:has(> img)', '.a:not(.b)', '[title="a,b"]', '::selection', ':is(.x) .y', '.a:hover:has(+ .b)', '.body .html']) {
      expect(scopeSelectors(selector), selector).toBe(`:scope ${selector}`);
    }
    expect(scopeSelectors('.a, :is(.b, .c) > .d')).toBe(':scope .a,:scope :is(.b, .c) > .d');
  });

  it('turns a leading root into :scope when the rule goes down from it, and drops the root itself and its siblings', () => {
    expect(scopeSelectors(`${ROOT} .banner`)).toBe(':scope .banner');
    expect(scopeSelectors(`${ROOT} > .banner`)).toBe(':scope > .banner');
    expect(scopeSelectors(`div${ROOT}.blue:hover .x`)).toBe('div.blue:hover:scope .x');
    for (const selector of [ROOT, `${ROOT}.blue`, `${ROOT} ~ div`, `${ROOT} + *`, `${ROOT}~*`]) {
      expect(scopeSelectors(selector), selector).toBeNull();
    }
    expect(scopeSelectors(`${ROOT}, .ok`)).toBe(':scope .ok');
  });

  it('drops the member\'s own :scope and & (they could name the root), and html, body, :root (never inside), wherever they hide', () => {
    for (const selector of [':scope', ':scope > .a', '.a:is(:scope)', ':not(:scope) .a', ':SCOPE .a', ':sc\\6fpe .a', '& .a', '.a:has(&)', ':where(&) ~ .a',
      '> .a', '~ .a', '', 'html', 'BODY .a', ':is(body) .x', ':root .x', 'html.site-theme-dark .x', ':host', ':host(.a) .b', 'head ~ body .a']) {
      expect(scopeSelectors(selector), selector).toBeNull();
    }
    expect(scopeSelectors(':scope, .b, & .c')).toBe(':scope .b');
  });
});

describe('isSafeCondition', () => {
  it('keeps media and supports conditions, refuses loads and block breaks', () => {
    expect(isSafeCondition('(max-width: 760px)')).toBe(true);
    expect(isSafeCondition('selector(:has(a))')).toBe(true);
    expect(isSafeCondition('(background: url(https://evil.example/x))')).toBe(false);
    expect(isSafeCondition('screen { }')).toBe(false);
    expect(isSafeCondition('(display: grid')).toBe(false);
  });
});

describe('sanitizeBackground', () => {
  it('keeps colours, gradients and AniList images', () => {
    expect(sanitizeBackground(' rgb(10, 20, 30) ')).toBe('rgb(10, 20, 30)');
    expect(sanitizeBackground('url(https://s4.anilist.co/file/x.png) no-repeat top / cover')).toBe('url(https://s4.anilist.co/file/x.png) no-repeat top / cover');
    expect(sanitizeBackground('inherit')).toBe('inherit');
  });

  it('drops other hosts, code and anything that is not one value', () => {
    for (const value of ['url(https://evil.example/x.png)', 'u\\72l(https://evil.example/x.png)', 'javascript:alert(1)', 'red; color: blue', 'expression(alert(1))', '', '   ',
      'red } body { color: red', 'red !important', 'image-set("https://evil.example/a.png" 1x)']) {
      expect(sanitizeBackground(value), value).toBeNull();
    }
  });
});

describe('isAllowedImageUrl', () => {
  it('accepts only https on s4.anilist.co', () => {
    expect(isAllowedImageUrl('https://s4.anilist.co/file/anilistcdn/a.png')).toBe(true);
    expect(isAllowedImageUrl(' https://s4.anilist.co/a.png ')).toBe(true);
    expect(isAllowedImageUrl('https://evil.example/a.png')).toBe(false);
    expect(isAllowedImageUrl('a.png')).toBe(false);
  });
});
