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
  /** A chunk's CommonJS code by file name (only that chunk's text is materialised); undefined if none. */
  export function chunkSource(name: string): string | undefined;
}

declare module 'virtual:automail-host' {
  /** "host:<path>" → the top level's own module, as chunks require it (undefined if not the host's). */
  export function hostModule(id: string): unknown;
}
