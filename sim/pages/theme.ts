// AniList's theme: a class on <body> (none = default, site-theme-dark, site-theme-contrast) and
// CSS custom properties holding bare "r,g,b" triplets (host-dom.md §1.4, host-dom-2026.md §1.3).

export type SiteTheme = 'default' | 'dark' | 'contrast';

export const THEME_CLASS: Record<SiteTheme, string> = {
  default: '',
  dark: 'site-theme-dark',
  contrast: 'site-theme-contrast',
};

type Palette = Record<string, string>;

const LIGHT: Palette = {
  background: '237,241,245', foreground: '250,250,250', 'foreground-grey': '245,246,246',
  'foreground-grey-dark': '234,236,237', 'foreground-blue': '246,248,251',
  'foreground-blue-dark': '241,243,247', 'background-blue-dark': '43,45,66', overlay: '31,38,49',
  shadow: '49,54,68', 'shadow-dark': '6,13,34', 'shadow-blue': '103,132,187', text: '92,114,138',
  'text-light': '122,133,143', 'text-lighter': '146,153,161', 'text-bright': '100,115,128',
  blue: '61,180,242', 'blue-dim': '193,214,224', white: '255,255,255', black: '0,0,0',
  red: '232,93,117', peach: '250,122,122', orange: '247,154,99', yellow: '247,191,99',
  green: '123,213,85', nav: '43,45,66',
};

const DARK: Palette = {
  ...LIGHT,
  background: '11,22,34', foreground: '21,31,46', 'foreground-grey': '15,22,31',
  'foreground-grey-dark': '6,13,34', 'foreground-blue': '15,22,31', 'foreground-blue-dark': '6,13,34',
  'background-blue-dark': '31,38,49', overlay: '0,0,0', shadow: '0,0,0', 'shadow-dark': '0,0,0',
  'shadow-blue': '0,0,0', text: '159,173,189', 'text-light': '129,140,153',
  'text-lighter': '133,150,165', 'text-bright': '237,241,245', 'blue-dim': '139,160,178',
  nav: '21,34,50',
};

// High contrast keeps the light layout with white cards on a slightly deeper grey, near-black
// text and a darker blue, so every text/background pair reads more strongly than the default.
const CONTRAST: Palette = {
  ...LIGHT,
  background: '228,233,239', foreground: '255,255,255', 'foreground-grey': '244,246,249',
  'foreground-grey-dark': '222,226,232', 'foreground-blue': '240,244,250',
  'foreground-blue-dark': '225,232,240', text: '26,32,41', 'text-light': '44,54,66',
  'text-lighter': '64,76,90', 'text-bright': '0,0,0', blue: '0,110,190', 'blue-dim': '0,80,140',
};

// The newer design-token scales (bare triplets). Blue values are AniList's; the grey and
// background steps are an even ramp between the theme's lightest and darkest greys.
const BLUE_SCALE = ['247,250,252', '236,246,254', '201,232,255', '143,215,255', '111,200,255',
  '61,180,242', '8,143,214', '12,101,166', '11,70,113', '16,61,85'];
const GREEN_SCALE = ['239,250,235', '214,243,202', '185,235,165', '154,225,126', '123,213,85',
  '95,180,62', '70,140,45', '48,100,31'];
const RED_SCALE = ['253,236,239', '249,204,212', '242,160,174', '236,125,145', '232,93,117',
  '196,62,87', '150,40,62'];

function ramp(from: number[], to: number[], steps: number): string[] {
  return Array.from({ length: steps }, (_, i) =>
    from.map((c, k) => Math.round(c + ((to[k] - c) * i) / (steps - 1))).join(','));
}

function scale(name: string, values: string[]): string {
  return values.map((v, i) => `--color-${name}-${(i + 1) * 100}:${v};`).join('');
}

function paletteCss(palette: Palette): string {
  return Object.entries(palette).map(([k, v]) => `--color-${k}:${v};`).join('');
}

const LIGHT_SCALES = scale('gray', ramp([251, 251, 252], [20, 26, 34], 12))
  + scale('background', ramp([255, 255, 255], [11, 22, 34], 12))
  + scale('blue', BLUE_SCALE) + scale('green', GREEN_SCALE) + scale('red', RED_SCALE);

const DARK_SCALES = scale('gray', ['21,31,46', '11,22,34', '30,42,56', ...ramp([45, 58, 74], [237, 241, 245], 9)])
  + scale('background', ramp([6, 13, 22], [60, 72, 88], 12));

export function themeCss(): string {
  return `:root{${paletteCss(LIGHT)}${LIGHT_SCALES}}`
    + `.site-theme-dark{${paletteCss(DARK)}${DARK_SCALES}}`
    + `.site-theme-contrast{${paletteCss(CONTRAST)}}`;
}

export function isSiteTheme(value: string | undefined): value is SiteTheme {
  return value === 'default' || value === 'dark' || value === 'contrast';
}
