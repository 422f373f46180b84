/**
 * What bench/size.ts needs to split the built file into our code and vendor code without the
 * bundler's region comments (they are not shipped): the characters each npm package's modules
 * take in each part of the userscript, written beside it as `automail.size.json` by the build.
 */
import type { Rollup } from 'vite';
import { packageName } from './libraryNotices.ts';

export const SIZE_REPORT_FILE = 'automail.size.json';

/** package name → characters of its modules as rendered in the chunks */
export type VendorSizes = Record<string, number>;

export interface SizeReport {
  start: VendorSizes;
  chunks: VendorSizes;
  worker: VendorSizes;
}

export function vendorSizes(chunks: readonly Pick<Rollup.OutputChunk, 'modules'>[]): VendorSizes {
  const sizes: VendorSizes = {};
  for (const chunk of chunks) {
    for (const [id, module] of Object.entries(chunk.modules)) {
      const name = packageName(id);
      if (!name) continue;
      sizes[name] = (sizes[name] ?? 0) + (module.code?.length ?? module.renderedLength);
    }
  }
  return sizes;
}
