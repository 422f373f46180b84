import { describe, expect, it } from 'vitest';
import { isAllowedImageUrl, sanitizeBackground, sanitizeProfileCss } from '../../../src/lib/cssSanitizer';

const ROOT = '.user-page-unscoped';

describe('sanitizeProfileCss', () => {
  it('scopes every selector to the profile root', () => {
    expect(sanitizeProfileCss('.banner, a:hover > b { color: red }')).toBe(`${ROOT} .banner,${ROOT} a:hover>b{color:red}`);
    expect(sanitizeProfileCss('> .x { color: red }')).toBe(`${ROOT}>.x{color:red}`);
  });

  it('lets a rule start at the root but only go down from it', () => {
    expect(sanitizeProfileCss(`${ROOT} { color: red } ${ROOT} > .banner { color: blue }`)).toBe(`${ROOT}{color:red}${ROOT}>.banner{color:blue}`);
    expect(sanitizeProfileCss(`${ROOT} ~ div { display: none } ${ROOT} + * { display: none }`)).toBe('');
  });

  it('drops selectors that name the page outside the profile', () => {
    for (const selector of ['html', 'body .x', ':root', ':host', ':scope .a', '.a:is(html *)', '& .a']) {
      expect(sanitizeProfileCss(`${selector} { color: red }`), selector).toBe('');
    }
    expect(sanitizeProfileCss('body, .ok { color: red }')).toBe(`${ROOT} .ok{color:red}`);
  });

  it('drops @import and every other at-rule that acts on the whole page', () => {
    for (const css of [
      '@import url(https://evil.example/a.css);',
      '@import "https://evil.example/a.css";',
      '@font-face { font-family: Overpass; src: url(https://s4.anilist.co/f.woff) }',
      '@namespace svg url(http://www.w3.org/2000/svg);',
      '@layer base { .a { color: red } }',
      '@property --x { syntax: "<color>"; inherits: true; initial-value: red }',
      '@page { margin: 0 }',
    ]) {
      expect(sanitizeProfileCss(css), css).toBe('');
    }
  });

  it('allows url() only to AniList\'s image host over https', () => {
    expect(sanitizeProfileCss('.a { background: url(https://s4.anilist.co/file/x.png) }')).toBe(`${ROOT} .a{background:url(https://s4.anilist.co/file/x.png)}`);
    for (const address of ['https://evil.example/x.png', 'http://s4.anilist.co/x.png', '//evil.example/x.png', '/file/x.png', 'https://s4.anilist.co.evil.example/x.png',
      'https://user@s4.anilist.co/x.png', 'data:image/svg+xml,<svg/>', 'javascript:alert(1)', 'https://s4.anilist.co:8443/x.png']) {
      expect(sanitizeProfileCss(`.a { background: url("${address}"); color: red }`), address).toBe(`${ROOT} .a{color:red}`);
    }
  });

  it('drops code, behaviours, bindings and strings that load images', () => {
    for (const declaration of [
      'width: expression(alert(1))',
      'behavior: url(x.htc)',
      '-ms-behavior: url(x.htc)',
      '-moz-binding: url(https://evil.example/x.xml#y)',
      'be\\68 avior: url(x.htc)',
      'background: u\\72l(https://evil.example/x.png)',
      'background: URL(https://evil.example/x.png)',
      'background: image-set("https://evil.example/a.png" 1x)',
      'background: -webkit-image-set("https://evil.example/a.png" 1x)',
      'content: attr(data-x url)',
      '--x: url(https://evil.example/a.png)',
      'position: fixed',
      'position: FIXED !important',
    ]) {
      expect(sanitizeProfileCss(`.a { ${declaration}; color: red }`), declaration).toBe(`${ROOT} .a{color:red}`);
    }
  });

  it('keeps plain values: gradients, maths, transforms, variables, !important', () => {
    expect(sanitizeProfileCss('.a { background: linear-gradient(rgb(1, 2, 3), transparent); width: calc(100% - 2px) !important; transform: rotate(3deg); color: var(--color-blue) }'))
      .toBe(`${ROOT} .a{background:linear-gradient(rgb(1,2,3),transparent);width:calc(100% - 2px)!important;transform:rotate(3deg);color:var(--color-blue)}`);
  });

  it('keeps @media, @supports and @container around scoped rules', () => {
    expect(sanitizeProfileCss('@media (max-width: 760px) { .a { color: red } body { color: blue } }')).toBe(`@media (max-width:760px){${ROOT} .a{color:red}}`);
    expect(sanitizeProfileCss('@supports (display: grid) { .a { display: grid } }')).toBe(`@supports (display:grid){${ROOT} .a{display:grid}}`);
    expect(sanitizeProfileCss('@media (max-width: 760px) { @import url(x.css); }')).toBe('');
  });

  it('renames keyframes into the profile\'s namespace and follows them in animations', () => {
    expect(sanitizeProfileCss('@keyframes spin { from { opacity: 1 } to { opacity: 0 } } .a { animation: spin 1s; animation-name: spin }'))
      .toBe(`@keyframes hohProfile-spin{from{opacity:1}to{opacity:0}}${ROOT} .a{animation:hohProfile-spin 1s;animation-name:hohProfile-spin}`);
  });

  it('drops nested rules, unparsable text and markup', () => {
    // A nested rule leaves the block unparsed, so the whole rule goes.
    expect(sanitizeProfileCss('.a { .b { color: red } color: blue } .c { color: red }')).toBe(`${ROOT} .c{color:red}`);
    expect(sanitizeProfileCss('</style><script>alert(1)</script>')).toBe('');
    expect(sanitizeProfileCss('.a { color: red')).toBe(`${ROOT} .a{color:red}`);
    expect(sanitizeProfileCss('')).toBe('');
    expect(sanitizeProfileCss('}}}{{{;;;@@@')).toBe('');
  });

  it('cannot be made to close the rule or the sheet from inside a value', () => {
    const out = sanitizeProfileCss('.a { content: "}</style><script>alert(1)</script>{" }');
    expect(out.startsWith(`${ROOT} .a{content:"`)).toBe(true);
    expect(out.endsWith('"}')).toBe(true);
    // The string is one value, re-serialised: sanitising the output again changes nothing in it.
    expect(sanitizeProfileCss(out)).toBe(out);
  });
});

describe('sanitizeBackground', () => {
  it('keeps colours, gradients and AniList images', () => {
    expect(sanitizeBackground('rgb(10, 20, 30)')).toBe('rgb(10,20,30)');
    expect(sanitizeBackground('url(https://s4.anilist.co/file/x.png) no-repeat top / cover')).toBe('url(https://s4.anilist.co/file/x.png)no-repeat top/cover');
    expect(sanitizeBackground('inherit')).toBe('inherit');
  });

  it('drops other hosts, code and anything that is not one value', () => {
    for (const value of ['url(https://evil.example/x.png)', 'javascript:alert(1)', 'red; color: blue', 'expression(alert(1))', '', '   ', 'red } body { color: red']) {
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
