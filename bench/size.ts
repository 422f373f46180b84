/**
 * What the built userscript is made of: the code every page evaluates at start, the module
 * chunks evaluated where a module draws, and the worker; the chunks and the worker are split into
 * our code and vendor code by the bundler's region comments (`// src/…`, `// node_modules/…`).
 * The start has no region comments; its only vendor code is zustand's vanilla store (under 1 KB),
 * so it counts as ours.
 */
import { readFileSync } from 'node:fs';
import { BUILT_SCRIPT_PATH } from '../sim/build';
import { CHUNK_TEXTS_END } from '../build/lazyChunks';

export interface SizePart {
  part: 'start' | 'chunks' | 'worker';
  ours: number;
  vendor: number;
}

const REGION = /^\s*\/\/ (src\/|node_modules\/|\\0|\\\\0)/;

function split(text: string): { ours: number; vendor: number } {
  let ours = 0;
  let vendor = 0;
  let inVendor = false;
  for (const line of text.split('\n')) {
    const region = REGION.exec(line);
    if (region) inVendor = region[1] === 'node_modules/';
    const bytes = Buffer.byteLength(line) + 1;
    if (inVendor) vendor += bytes;
    else ours += bytes;
  }
  return { ours, vendor };
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

export function measureSize(path: string = BUILT_SCRIPT_PATH): { total: number; parts: SizePart[] } {
  const file = readFileSync(path, 'utf8');
  const worker = cut(file, 'function computeWorkerSource() {', '`;\n\t}\n');
  // The chunk texts' table, up to the key that closes it.
  const chunks = cut(worker.rest, 'function automailChunkTexts() {', JSON.stringify(CHUNK_TEXTS_END));
  return {
    total: Buffer.byteLength(file),
    parts: [
      { part: 'start', ...split(chunks.rest) },
      { part: 'chunks', ...split(chunks.inner) },
      { part: 'worker', ...split(worker.inner) },
    ],
  };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KB`;
}

/** One line for the bench's output and the README's size row. */
export function formatSize(size: { total: number; parts: SizePart[] }): string {
  const part = (name: SizePart['part']) => size.parts.find((p) => p.part === name)!;
  const start = part('start');
  const chunks = part('chunks');
  const worker = part('worker');
  return [
    `dist/automail.user.js: ${kb(size.total)}`,
    `evaluated at every start: ${kb(start.ours + start.vendor)} (our code)`,
    `module chunks, evaluated where a module draws: ${kb(chunks.ours)} ours + ${kb(chunks.vendor)} vendor (React, react-virtual, zustand)`,
    `compute worker, carried once: ${kb(worker.ours)} ours + ${kb(worker.vendor)} vendor (comlink, fastest-levenshtein)`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(formatSize(measureSize()));
