/**
 * Evaluates the lazily carried module code (build/lazyChunks.ts) on first use: each chunk is
 * CommonJS text, run once with `new Function` and a `require` that finds other chunks and the
 * top level's own modules (one settings store, one API client, one rate budget).
 */
import { chunkSources, entryChunks } from 'virtual:automail-chunks';
import { hostModules } from 'virtual:automail-host';
import type { ModuleDefinition } from './module';

interface ChunkModule {
  exports: Record<string, unknown>;
}

const evaluated = new Map<string, ChunkModule>();
let sources: Record<string, string> | null = null;

function chunkName(request: string): string {
  return request.startsWith('./') ? request.slice(2) : request;
}

function requireChunk(request: string): unknown {
  if (Object.hasOwn(hostModules, request)) return hostModules[request];
  const name = chunkName(request);
  const done = evaluated.get(name);
  if (done) return done.exports;
  sources ??= chunkSources();
  const source = sources[name];
  if (source === undefined) throw new Error(`Automail: no code chunk named ${request}`);
  const module: ChunkModule = { exports: {} };
  // Registered before running, as CommonJS does, so a cycle between chunks terminates.
  evaluated.set(name, module);
  // The source URL names the chunk in stack traces and the browser's developer tools.
  const run = new Function('require', 'module', 'exports', `${source}\n//# sourceURL=automail/${name}`);
  run(requireChunk, module, module.exports);
  return module.exports;
}

/** The module defined by src/modules/<folder>/index.tsx. */
export function loadModuleFolder(folder: string): ModuleDefinition {
  const entry = entryChunks[folder];
  if (entry === undefined) throw new Error(`Automail: no code for the module folder ${folder}`);
  const exports = requireChunk(entry) as { default?: ModuleDefinition };
  if (!exports.default) throw new Error(`Automail: src/modules/${folder} has no default export`);
  return exports.default;
}
