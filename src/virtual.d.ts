// The modules build/lazyChunks.ts generates at build time (see docs/ARCHITECTURE.md, "A light
// footprint on every page").

declare module 'virtual:automail-worker' {
  /** The compute worker's whole code, one IIFE that exposes its api on `self`. */
  export function computeWorkerSource(): string;
}

declare module 'virtual:automail-chunks' {
  /** Module folder → the file name of its entry chunk. */
  export const entryChunks: Record<string, string>;
  /** Chunk file name → the chunks it requires (not the top level's modules). */
  export const chunkImports: Record<string, string[]>;
  /** Chunk file name → its CommonJS code (a new object each call: call once). */
  export function chunkSources(): Record<string, string>;
}

declare module 'virtual:automail-host' {
  /** "host:<path>" → the top level's own module, as chunks require it. */
  export const hostModules: Record<string, unknown>;
}
