import { describe, expect, it } from 'vitest';
import { THEME_COLOUR_VARIABLES, colourOverrideCss, hexToTriplet, isSixDigitHex, tripletToHex } from '../../src/lib/themeColours';
import { colourPickerCss } from '../../src/core/styles';

describe('theme colours (colourPicker)', () => {
  it('lists the 23 variables of spec doc 1 §9, each once', () => {
    expect(THEME_COLOUR_VARIABLES).toHaveLength(23);
    expect(new Set(THEME_COLOUR_VARIABLES).size).toBe(23);
  });

  it('accepts only # and six hex digits (spec doc 1 §5)', () => {
    for (const good of ['#3db4f2', '#FFFFFF', '#000000', '#aBc123']) expect(isSixDigitHex(good)).toBe(true);
    for (const bad of ['3db4f2', '#3db4f', '#3db4f22', '#fff', 'red', '#ggg000', ' #3db4f2', 'rgb(1,2,3)', '']) expect(isSixDigitHex(bad)).toBe(false);
  });

  it('converts between hex and AniList\'s bare triplets', () => {
    expect(hexToTriplet('#3db4f2')).toBe('61,180,242');
    expect(hexToTriplet('#FF0000')).toBe('255,0,0');
    expect(tripletToHex('61, 180, 242')).toBe('#3db4f2');
    expect(tripletToHex(' 0,0,0')).toBe('#000000');
    expect(tripletToHex('256,0,0')).toBeNull();
    expect(tripletToHex('1,2')).toBeNull();
    expect(tripletToHex('')).toBeNull();
  });

  it('writes each theme\'s overrides under its own selector and skips bad entries', () => {
    const css = colourOverrideCss({
      '--color-blue': { initial: '#ff0000', dark: null, contrast: '#00ff00' },
      '--color-red': { initial: 'red', dark: '#010203', contrast: null },
      'background: url(x)': { initial: '#ffffff', dark: null, contrast: null },
    });
    expect(css).toBe(
      'body:not(.site-theme-dark):not(.site-theme-contrast) { --color-blue: 255,0,0; }\n' +
      'body.site-theme-dark { --color-red: 1,2,3; }\n' +
      'body.site-theme-contrast { --color-blue: 0,255,0; }',
    );
    expect(colourOverrideCss({})).toBe('');
  });

  it('is part of the style block only while the editor is on', () => {
    const colourSettings = { '--color-blue': { initial: '#ff0000', dark: null, contrast: null } };
    expect(colourPickerCss({ colourPicker: true, colourSettings })).toContain('--color-blue: 255,0,0;');
    expect(colourPickerCss({ colourPicker: false, colourSettings })).toBe('');
    expect(colourPickerCss({ colourPicker: true, colourSettings: {} })).toBe('');
  });
});
