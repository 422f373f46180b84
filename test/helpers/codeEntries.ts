/**
 * For unit tests of start code that loads a code entry (build/lazyChunks.ts CODE_ENTRIES): the
 * loader imports the entry's source file as it is, instead of a built chunk.
 */
import { join } from 'node:path';
import { CODE_ENTRIES } from '../../build/lazyChunks';
import { setEntryLoader } from '../../src/core/lazyModule';

/** vitest runs from the project's root (vitest.config.ts). */
const ROOT = process.cwd();

export function loadCodeEntriesFromSource(): void {
  setEntryLoader(async (name) => {
    const file = CODE_ENTRIES[name];
    if (file === undefined) throw new Error(`no code entry named ${name}`);
    return (await import(/* @vite-ignore */ join(ROOT, file))) as Record<string, unknown>;
  });
}
