/**
 * Modules that draw (and so need React) are registered by a small manifest; their code is
 * evaluated only when the router first runs them on a matching page (docs/ARCHITECTURE.md, "A
 * light footprint on every page"). The manifest lives in `src/modules/<folder>/manifest.ts`, the
 * implementation in `src/modules/<folder>/index.tsx`, which spreads the same manifest into
 * `defineModule`, so where a module runs is written once.
 */
import type { ModuleContext, ModuleDefinition, ModuleNeeds, PageDetector } from './module';
import { evalAllowed } from './evalBlocked';
import { nextTask } from './nextTask';

export interface ModuleManifest {
  readonly id: string;
  readonly pages: readonly PageDetector[];
  readonly needs: ModuleNeeds;
  readonly alwaysOn?: boolean;
  /** The folder under src/modules whose index is evaluated on first use. */
  readonly folder: string;
  /**
   * True when the visit alone (page, params, who is signed in) says there is nothing to draw, so
   * the code is not even loaded (e.g. a button for signed-in visitors on a page guests see too).
   */
  readonly skip?: (ctx: ModuleContext) => boolean;
  /**
   * Runs instead of the folder's code where the page's security policy blocks eval, so that
   * code cannot be evaluated (core/evalBlocked.ts); top-level code, so keep it small.
   */
  readonly whenEvalBlocked?: (ctx: ModuleContext) => void | Promise<void>;
}

/**
 * Evaluates a module folder's code (once, each chunk in a task of its own) and returns its
 * definition; stops early (rejecting or resolving, unused) when the signal aborts.
 */
export type ModuleLoader = (folder: string, signal: AbortSignal) => Promise<ModuleDefinition>;

let loader: ModuleLoader | null = null;

export function setModuleLoader(next: ModuleLoader | null): void {
  loader = next;
}

export function defineManifest(manifest: ModuleManifest): ModuleManifest {
  return manifest;
}

/** The router's view of a lazy module: its manifest, and a run() that loads the code first. */
export function lazyModule(manifest: ModuleManifest): ModuleDefinition {
  const { folder, skip, whenEvalBlocked, ...definition } = manifest;
  return {
    ...definition,
    async run(ctx: ModuleContext) {
      if (skip?.(ctx)) return;
      // Loading starts in a task of its own, so it never lengthens the task that routed.
      await nextTask(ctx.signal);
      if (ctx.signal.aborted) return;
      if (whenEvalBlocked && !evalAllowed()) return whenEvalBlocked(ctx);
      if (!loader) throw new Error(`Automail: no module loader to evaluate ${folder}`);
      const implementation = await loader(folder, ctx.signal);
      if (ctx.signal.aborted) return;
      if (implementation.id !== manifest.id) {
        throw new Error(`Automail: src/modules/${folder} defines "${implementation.id}", its manifest says "${manifest.id}"`);
      }
      await implementation.run(ctx);
    },
  };
}
