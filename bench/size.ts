/**
 * What the built userscript is made of: the code every page evaluates at start, the module
 * chunks evaluated where a module draws, and the worker. Each part is measured in the file as
 * shipped; its vendor code is what the build's size report (`automail.size.json`, written by
 * build/lazyChunks.ts from the bundles' module lists) says each npm package took in it, and the
 * rest of the part is ours (with the bundler's glue).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BUILT_SCRIPT_PATH } from '../sim/build';
import { CHUNK_TEXTS_END } from '../build/lazyChunks';
import { SIZE_REPORT_FILE, type SizeReport, type VendorSizes } from '../build/sizeReport';

export interface SizePart {
  part: 'start' | 'chunks' | 'worker';
  ours: number;
  vendor: number;
  /** package names, largest first */
  packages: string[];
}

function split(text: string, vendorSizes: VendorSizes): Omit<SizePart, 'part'> {
  const total = Buffer.byteLength(text);
  const vendor = Math.min(total, Object.values(vendorSizes).reduce((sum, size) => sum + size, 0));
  const packages = Object.entries(vendorSizes).sort((a, b) => b[1] - a[1]).map(([name]) => name);
  return { ours: total - vendor, vendor, packages };
}

/** From `open` to the first unescaped `close` after it (backticks inside the texts are escaped). */
function cut(file: string, open: string, close: string): { inner: string; rest: string } {
  const start = file.indexOf(open);
  if (start === -1) return { inner: '', rest: file };
  let end = file.indexOf(close, start);
  while (end !== -1 && file[end - 1] === '\\') end = file.indexOf(close, end + 1);
  if (end === -1) throw new Error(`no end of ${open} in the built file`);
  return { inner: file.slice(start, end), rest: file.slice(0, start) + file.slice(end) };
}

export interface Size {
  /** bytes */
  total: number;
  /** characters, as Greasy Fork counts them */
  characters: number;
  parts: SizePart[];
}

export function measureSize(path: string = BUILT_SCRIPT_PATH): Size {
  const file = readFileSync(path, 'utf8');
  const report = JSON.parse(readFileSync(join(dirname(path), SIZE_REPORT_FILE), 'utf8')) as SizeReport;
  // The worker's carrier, to its comment's end (a carried text holds no comment end: src/lib/carriedText.ts).
  const worker = cut(file, 'automailWorkerText =', '\n*/');
  // The chunk texts' table, up to the key that closes it.
  const chunks = cut(worker.rest, 'function automailChunkTexts()', JSON.stringify(CHUNK_TEXTS_END));
  return {
    total: Buffer.byteLength(file),
    characters: file.length,
    parts: [
      { part: 'start', ...split(chunks.rest, report.start) },
      { part: 'chunks', ...split(chunks.inner, report.chunks) },
      { part: 'worker', ...split(worker.inner, report.worker) },
    ],
  };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KB`;
}

/** One line for the bench's output and the README's size row. */
export function formatSize(size: Size): string {
  const part = (name: SizePart['part']) => size.parts.find((p) => p.part === name)!;
  const start = part('start');
  const chunks = part('chunks');
  const worker = part('worker');
  return [
    `dist/automail.user.js: ${size.characters.toLocaleString('en')} characters (${kb(size.total)})`,
    `evaluated at every start: ${kb(start.ours)} ours + ${kb(start.vendor)} vendor (${start.packages.join(', ')})`,
    `module chunks, evaluated where a module draws: ${kb(chunks.ours)} ours + ${kb(chunks.vendor)} vendor (${chunks.packages.join(', ')})`,
    `compute worker, carried once: ${kb(worker.ours)} ours + ${kb(worker.vendor)} vendor (${worker.packages.join(', ')})`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(formatSize(measureSize()));
