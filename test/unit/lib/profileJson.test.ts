import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseProfileJson, withProfileJson } from '../../../src/lib/profileJson';

describe('parseProfileJson', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads customCSS and background from a leading HTML comment', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const about = '<!--{"customCSS":"a{color:red}","background":"url(x.png)"}-->Hello there';
    expect(parseProfileJson(about)).toEqual({ customCSS: 'a{color:red}', background: 'url(x.png)' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('allows whitespace inside the comment and only the fields present', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseProfileJson('<!--\n { "background": "red" }\n-->')).toEqual({ background: 'red' });
    expect(parseProfileJson('<!--{}-->')).toEqual({});
  });

  it('stops at the first comment end', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseProfileJson('<!--{"background":"a"}--> text <!-- other -->')).toEqual({ background: 'a' });
  });

  it('drops fields that are not strings', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseProfileJson('<!--{"customCSS":5,"background":{"x":1},"other":"y"}-->')).toEqual({});
  });

  it('ignores a comment that is not at the very start, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseProfileJson('Hi <!--{"background":"red"}-->')).toBeNull();
    expect(parseProfileJson(' <!--{"background":"red"}-->')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('ignores an about text with no comment or no about at all, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseProfileJson('just text')).toBeNull();
    expect(parseProfileJson(null)).toBeNull();
    expect(parseProfileJson('<!-- unterminated {"background":"red"}')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('ignores JSON that does not parse, or is not an object, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseProfileJson('<!--{background: red}-->')).toBeNull();
    expect(parseProfileJson('<!--["a"]-->')).toBeNull();
    expect(parseProfileJson('<!--null-->')).toBeNull();
    expect(parseProfileJson('<!--"text"-->')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(4);
  });
});

describe('withProfileJson', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('rewrites a valid leading comment, keeping its other keys and the rest of the about text', () => {
    const about = '<!--{"background":"red","theme":"x"}-->\nHello __there__';
    const next = withProfileJson(about, { customCSS: '.a{color:blue}' });
    expect(next).toBe('<!--{"background":"red","theme":"x","customCSS":".a{color:blue}"}-->\nHello __there__');
    expect(parseProfileJson(next)).toEqual({ background: 'red', customCSS: '.a{color:blue}' });
  });

  it('puts a new comment in front of an about text without one, or with one that is not JSON', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(withProfileJson('Hello', { background: 'red' })).toBe('<!--{"background":"red"}-->Hello');
    expect(withProfileJson(null, { background: 'red' })).toBe('<!--{"background":"red"}-->');
    expect(withProfileJson('<!-- not json -->Hi', { background: 'red' })).toBe('<!--{"background":"red"}--><!-- not json -->Hi');
  });

  it('never lets a value close the comment early', () => {
    const css = '.a::after{content:"-->"} /* --> */';
    const next = withProfileJson('Rest', { customCSS: css });
    expect(next.indexOf('-->')).toBe(next.length - '-->Rest'.length);
    expect(parseProfileJson(next)).toEqual({ customCSS: css });
  });
});
