import { readFileSync } from 'node:fs';

/**
 * The browser-side script of the simulated pages: client-side navigation, late rendering and the
 * theme switcher (navigation.js), then dropdowns, tooltips, feeds, list filters, notifications and
 * settings forms (behaviours.js). Plain JavaScript served as written, so read from disk once.
 */
let cached: string | null = null;

export function clientScript(): string {
  cached ??= ['./navigation.js', './behaviours.js'].map((file) => readFileSync(new URL(file, import.meta.url), 'utf8')).join('\n');
  return cached;
}
