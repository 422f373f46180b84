// The modules build/lazyChunks.ts generates at build time (see docs/ARCHITECTURE.md, "A light
// footprint on every page").

declare module 'virtual:automail-worker' {
  /** The compute worker's whole code, one IIFE that exposes its api on `self`. */
  export function computeWorkerSource(): string;
}

declare module 'virtual:automail-chunks' {
  /** What the chunk loader looks up, built on first use. */
  export function chunkTables(): {
    /** Module folder → the file name of its entry chunk. */
    readonly entryChunks: Readonly<Record<string, string>>;
    /** Chunk file name → the chunks it requires (not the top level's modules). */
    readonly chunkImports: Readonly<Record<string, readonly string[]>>;
  };
  /** A chunk's CommonJS code by file name (only that chunk's text is materialised); undefined if none. */
  export function chunkSource(name: string): string | undefined;
}

declare module 'virtual:automail-host' {
  /** "host:<path>" → the top level's own module, as chunks require it (undefined if not the host's). */
  export function hostModule(id: string): unknown;
}
