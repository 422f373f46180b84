/**
 * Greasy Fork refuses a script over 2,097,152 characters of code ("Code is too long (maximum is
 * 2097152 characters)"). Our limit is a quarter under it, so a year of new modules still fits:
 * the build fails, naming the limit, as soon as the userscript grows past it.
 */
import type { Plugin } from 'vite';

/** 1.5 MiB, counted in characters as Greasy Fork counts them. */
export const SIZE_LIMIT = 1_572_864;

/** The error message when `text` is over `limit` characters, else null. */
export function sizeLimitError(fileName: string, text: string, limit: number = SIZE_LIMIT): string | null {
  if (text.length <= limit) return null;
  return `${fileName} is ${text.length.toLocaleString('en')} characters, over the limit of ${limit.toLocaleString('en')} characters (1.5 MiB; Greasy Fork refuses 2,097,152): make it smaller before shipping (bench/size.ts shows where the characters go)`;
}

/** Fails the userscript build when `fileName` is over the limit. Runs last, on the file as written. */
export function sizeLimit(fileName: string, limit: number = SIZE_LIMIT): Plugin {
  return {
    name: 'automail-size-limit',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const file = bundle[fileName];
        if (!file) this.error(`${fileName} is not in the bundle`);
        const error = sizeLimitError(fileName, file.type === 'chunk' ? file.code : String(file.source), limit);
        if (error) this.error(error);
      },
    },
  };
}
