/** What the footer colour editor says (one place, so tests and code agree). */
export const strings = {
  variable: 'Colour',
  hex: 'Hex colour',
  picker: 'Pick a colour',
  themes: { initial: 'Default theme', dark: 'Dark theme', contrast: 'High contrast theme' },
  apply: 'Apply',
  reset: 'Reset',
  invalid: (text: string) => `"${text}" is not a colour: use # and 6 hex digits, e.g. #3db4f2.`,
  noTheme: 'Choose at least one theme.',
  applied: (variable: string) => `${variable} changed.`,
  cleared: (variable: string) => `${variable} is back to the site's colour.`,
} as const;
