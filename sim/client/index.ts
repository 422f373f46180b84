import { readFileSync } from 'node:fs';

/**
 * The browser-side script of the simulated pages (client-side navigation, late rendering,
 * theme switcher). It is plain JavaScript served as written, so it is read from disk once.
 */
let cached: string | null = null;

export function clientScript(): string {
  cached ??= readFileSync(new URL('./navigation.js', import.meta.url), 'utf8');
  return cached;
}
