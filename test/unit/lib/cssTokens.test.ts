import { describe, expect, it } from 'vitest';
import { tokenizeCss } from '../../../src/lib/cssTokens';

/** type:value of each token but whitespace. */
const read = (text: string): string[] => tokenizeCss(text).filter((t) => t.type !== 'whitespace').map((t) => `${t.type}:${t.value}`);

describe('tokenizeCss', () => {
  it('resolves escapes in names, with and without the space that ends a hex escape', () => {
    expect(read('fix\\65 d')).toEqual(['ident:fixed']);
    expect(read('fix\\65d')).toEqual(['ident:fix\u065d']); // six hex digits at most, `d` is one of them
    expect(read('\\66 ixed')).toEqual(['ident:fixed']);
    expect(read('\\000066ixed')).toEqual(['ident:fixed']); // six digits end the escape without a space
    expect(read('\\0 x')).toEqual(['ident:\uFFFDx']);
    expect(read('F\\49XED')).toEqual(['ident:FIXED']);
    expect(read('\\@x')).toEqual(['ident:@x']);
  });

  it('drops comments between tokens, so a comment splits a word in two', () => {
    expect(read('fix/**/ed')).toEqual(['ident:fix', 'ident:ed']);
    expect(read('a/* } */b')).toEqual(['ident:a', 'ident:b']);
    expect(read('a /* never closed')).toEqual(['ident:a']);
  });

  it('reads url tokens as the browser does, escaped function names included', () => {
    expect(read('url(https://x.example/a.png)')).toEqual(['url:https://x.example/a.png']);
    expect(read('u\\72l(https://x.example/a.png)')).toEqual(['url:https://x.example/a.png']);
    expect(read('URL(  a\\29 b  )')).toEqual(['url:a)b']);
    expect(read('url("https://x.example/a.png")')).toEqual(['function:url', 'string:https://x.example/a.png', '):']);
    expect(read('url(a b)')).toEqual(['bad-url:']);
    expect(read('url(a"b)')).toEqual(['bad-url:']);
  });

  it('calls a string or url that only the end of the text closes bad (what follows it would fall inside)', () => {
    expect(read('"abc')).toEqual(['bad-string:abc']);
    expect(read('url(https://s4.anilist.co/a')).toEqual(['bad-url:']);
    expect(read('url(a  ')).toEqual(['bad-url:']);
  });

  it('reads strings with escapes, continued lines and the newline that breaks them', () => {
    expect(read('"a\\"b"')).toEqual(['string:a"b']);
    expect(read("'a\\\nb'")).toEqual(['string:ab']);
    expect(read('"a\nb"')).toEqual(['bad-string:a', 'ident:b', 'bad-string:']);
    expect(read('"}</style>"')).toEqual(['string:}</style>']);
  });

  it('tells functions, at-keywords, hashes, numbers and delims apart', () => {
    expect(read('var(--p, fixed)')).toEqual(['function:var', 'ident:--p', ',:', 'ident:fixed', '):']);
    expect(read('@import x')).toEqual(['at:import', 'ident:x']);
    expect(read('#nav .a>b')).toEqual(['hash:nav', 'delim:.', 'ident:a', 'delim:>', 'ident:b']);
    expect(read('-500px 1.5e3% +.5 -x')).toEqual(['number:', 'number:', 'number:', 'ident:-x']);
    expect(read('<!-- -->')).toEqual(['cdo:', 'cdc:']);
    expect(read('a!important;')).toEqual(['ident:a', 'delim:!', 'ident:important', ';:']);
  });

  it('keeps each token\'s place in the text', () => {
    const [token] = tokenizeCss('  fix\\65 d ').filter((t) => t.type === 'ident');
    expect(token).toMatchObject({ start: 2, end: 10 });
  });
});
