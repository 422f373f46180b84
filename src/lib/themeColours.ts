/**
 * The footer colour editor's data (spec doc 1 §9: 23 adjustable theme colour variables; §5:
 * colour values must be 6-digit hex). AniList's variables hold bare "r,g,b" triplets
 * (host-dom.md §1.4), so a hex colour is written as one.
 */

/** The 23 variables the colour editor offers, in host-dom.md §1.4's order. */
export const THEME_COLOUR_VARIABLES = [
  '--color-background', '--color-foreground', '--color-foreground-grey', '--color-foreground-grey-dark',
  '--color-foreground-blue', '--color-foreground-blue-dark', '--color-background-blue-dark',
  '--color-overlay', '--color-shadow', '--color-shadow-dark', '--color-text', '--color-text-light',
  '--color-text-lighter', '--color-text-bright', '--color-blue', '--color-blue-dim', '--color-white',
  '--color-black', '--color-red', '--color-peach', '--color-orange', '--color-yellow', '--color-green',
] as const;

export type ThemeColourVariable = (typeof THEME_COLOUR_VARIABLES)[number];

/** AniList's three themes, named as the colour settings store them. */
export const COLOUR_THEMES = ['initial', 'dark', 'contrast'] as const;
export type ColourTheme = (typeof COLOUR_THEMES)[number];

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** Spec doc 1 §5: exactly '#' and six hex digits. */
export function isSixDigitHex(text: string): boolean {
  return HEX_COLOUR.test(text);
}

/** '#3db4f2' → '61,180,242' (the caller has checked the text with isSixDigitHex). */
export function hexToTriplet(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255].join(',');
}

/** '61, 180, 242' → '#3db4f2', or null when the text is not a triplet of bytes. */
export function tripletToHex(triplet: string): string | null {
  const parts = triplet.split(',').map((part) => part.trim());
  if (parts.length !== 3 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return `#${parts.map((part) => Number(part).toString(16).padStart(2, '0')).join('')}`;
}

/** The stored override of one variable: a 6-digit hex colour per theme, or null (the site's own). */
export type ThemeOverride = Readonly<Record<ColourTheme, string | null>>;

/**
 * Where each theme's value applies. AniList puts the default theme's variables on :root and the
 * others on the body's theme class (host-dom-2026 §1.3); `body…` selectors outrank both.
 */
const THEME_SELECTORS: Record<ColourTheme, string> = {
  initial: 'body:not(.site-theme-dark):not(.site-theme-contrast)',
  dark: 'body.site-theme-dark',
  contrast: 'body.site-theme-contrast',
};

const VARIABLE_NAME = /^--color-[a-z0-9-]+$/;

/** The CSS that applies the overrides; variables or values of another shape are skipped. */
export function colourOverrideCss(overrides: Readonly<Record<string, ThemeOverride>>): string {
  return COLOUR_THEMES.map((theme) => {
    const declarations = Object.entries(overrides)
      .filter(([variable, override]) => VARIABLE_NAME.test(variable) && override[theme] !== null && isSixDigitHex(override[theme] ?? ''))
      .map(([variable, override]) => `${variable}: ${hexToTriplet(override[theme] as string)};`);
    return declarations.length ? `${THEME_SELECTORS[theme]} { ${declarations.join(' ')} }` : '';
  }).filter((rule) => rule !== '').join('\n');
}
