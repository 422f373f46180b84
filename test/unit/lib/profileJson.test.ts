import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseProfileJson } from '../../../src/lib/profileJson';

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
