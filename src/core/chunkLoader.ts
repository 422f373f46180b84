/**
 * Evaluates the lazily carried module code (build/lazyChunks.ts) on first use: each chunk is
 * CommonJS text, run once with `new Function` and a `require` that finds other chunks and the
 * top level's own modules (one settings store, one API client, one rate budget). On a page that
 * blocks eval, a chunk throws EvalBlockedError before trying (core/evalBlocked.ts). A module's
 * chunks are evaluated one per task, dependencies first: compiling React's chunk alone takes
 * tens of ms, and together with a module's own chunk it would make one long task.
 */
import { chunkSource, chunkTables } from 'virtual:automail-chunks';
import { hostModule } from 'virtual:automail-host';
import { evaluationOrder } from './chunkOrder';
import { requireEval } from './evalBlocked';
import { nextTask } from './nextTask';

interface ChunkModule {
  exports: Record<string, unknown>;
}

type ChunkFunction = (require: (request: string) => unknown, module: ChunkModule, exports: ChunkModule['exports']) => void;

const evaluated = new Map<string, ChunkModule>();
/** Chunks compiled ahead of running them (in an earlier task). */
const compiled = new Map<string, ChunkFunction>();

function chunkName(request: string): string {
  return request.startsWith('./') ? request.slice(2) : request;
}

function compileChunk(name: string): ChunkFunction {
  const done = compiled.get(name);
  if (done) return done;
  const source = chunkSource(name);
  if (source === undefined) throw new Error(`Automail: no code chunk named ${name}`);
  requireEval(`the code of ${name}`);
  // The source URL names the chunk in stack traces and the browser's developer tools.
  const run = new Function('require', 'module', 'exports', `${source}\n//# sourceURL=automail/${name}`) as ChunkFunction;
  compiled.set(name, run);
  return run;
}

function requireChunk(request: string): unknown {
  const host = hostModule(request);
  if (host !== undefined) return host;
  const name = chunkName(request);
  const done = evaluated.get(name);
  if (done) return done.exports;
  const run = compileChunk(name);
  const module: ChunkModule = { exports: {} };
  // Registered before running, as CommonJS does, so a cycle between chunks terminates.
  evaluated.set(name, module);
  compiled.delete(name);
  run(requireChunk, module, module.exports);
  return module.exports;
}

/**
 * The exports of a chunk entry: a module folder (src/modules/<folder>/index.tsx) or a code entry
 * (build/lazyChunks.ts CODE_ENTRIES). Without a signal it runs to the end: used where the work
 * must finish even if the visit that asked for it ends (a returning sign-in token).
 */
export async function loadChunkEntry(entryName: string, signal?: AbortSignal): Promise<Record<string, unknown>> {
  const { entryChunks, chunkImports } = chunkTables();
  const entry = entryChunks[entryName];
  if (entry === undefined) throw new Error(`Automail: no code named ${entryName}`);
  for (const name of evaluationOrder(entry, chunkImports)) {
    // A visit that ended stops here; the router does not count its own abort as a failure.
    if (signal?.aborted) throw signal.reason;
    if (evaluated.has(name)) continue;
    // Compiling (the browser pre-parses the text) and running (React's code is compiled in full
    // when first called) each take a task of their own.
    compileChunk(name);
    await nextTask(signal);
    requireChunk(name);
    await nextTask(signal);
  }
  return requireChunk(entry) as Record<string, unknown>;
}
