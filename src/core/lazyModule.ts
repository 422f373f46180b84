/**
 * A feature's code as the router runs it. Features that draw (and so need React) keep their code
 * in a chunk, `src/modules/<id>/index.tsx`, evaluated only when the router first runs them on a
 * matching page (docs/ARCHITECTURE.md, "A light footprint on every page"); the index spreads the
 * feature's manifest into `defineModule`, so where it runs is written once. Small plain-DOM jobs
 * hand the start their code instead (`start` in the manifest).
 */
import type { ModuleContext, ModuleDefinition } from './module';
import type { FeatureManifest } from './feature';
import { evalAllowed } from './evalBlocked';
import { nextTask } from './nextTask';

/**
 * Evaluates a chunk entry's code (once, each chunk in a task of its own) and returns its exports:
 * a module folder's (src/modules/<folder>/index) or one of the build's code entries, code of the
 * start's jobs that only some pages need (build/lazyChunks.ts CODE_ENTRIES). Stops early
 * (rejecting) when the signal aborts.
 */
export type EntryLoader = (entry: string, signal?: AbortSignal) => Promise<Record<string, unknown>>;

let loader: EntryLoader | null = null;

export function setEntryLoader(next: EntryLoader | null): void {
  loader = next;
}

/**
 * The exports of a chunk entry, evaluated on first use. `T` is the entry's module type
 * (`typeof import(...)`, a type only: the start never carries that code).
 */
export async function loadEntry<T>(entry: string, signal?: AbortSignal): Promise<T> {
  if (!loader) throw new Error(`Automail: no code loader to evaluate ${entry}`);
  return (await loader(entry, signal)) as T;
}

/** The router's view of a lazy module: its manifest, and a run() that loads the code first. */
export function lazyModule(manifest: FeatureManifest): ModuleDefinition {
  const { id, pages = [], needs = 'none', alwaysOn, skip, whenEvalBlocked } = manifest;
  const folder = manifest.entry ?? id;
  return {
    id,
    pages,
    needs,
    ...(alwaysOn ? { alwaysOn } : {}),
    async run(ctx: ModuleContext) {
      if (skip?.(ctx)) return;
      // Loading starts in a task of its own, so it never lengthens the task that routed.
      await nextTask(ctx.signal);
      if (ctx.signal.aborted) return;
      if (whenEvalBlocked && !evalAllowed()) return whenEvalBlocked(ctx);
      const { default: implementation } = await loadEntry<{ default?: ModuleDefinition }>(folder, ctx.signal);
      if (!implementation) throw new Error(`Automail: src/modules/${folder} has no default export`);
      if (ctx.signal.aborted) return;
      if (implementation.id !== id) {
        throw new Error(`Automail: src/modules/${folder} defines "${implementation.id}", its manifest says "${manifest.id}"`);
      }
      await implementation.run(ctx);
    },
  };
}

/**
 * The router's view of a feature: its chunk's code (lazily), the code the start carries, or
 * nothing for a feature that is only CSS and settings.
 */
export function featureModule(manifest: FeatureManifest): ModuleDefinition | null {
  const { id, pages = [], needs = 'none', alwaysOn, start } = manifest;
  if (start) return { id, pages, needs, ...(alwaysOn ? { alwaysOn } : {}), run: start };
  return manifest.pages ? lazyModule(manifest) : null;
}
