/**
 * The light start (docs/ARCHITECTURE.md "A light footprint on every page"): the userscript's
 * top level holds only the code every page needs (startup, settings, router, detectors, the
 * always-on jobs). Everything else is carried as text and evaluated only when a page first needs
 * it, because at load the browser's cost is parsing and compiling, and a string literal is
 * scanned several times faster than code is pre-parsed:
 *
 * - `virtual:automail-worker`: the compute worker, one IIFE. The Blob worker runs it; when a page
 *   blocks Blob workers the same text runs on the page (workers/client.ts), so the compute code
 *   is carried once.
 * - `virtual:automail-chunks`: the modules that draw (React, the UI kit, each module folder with a
 *   `manifest.ts`), bundled as CommonJS chunks, one entry per module folder plus shared chunks
 *   (React). core/chunkLoader.ts evaluates a chunk with `new Function` on first `require`.
 * - `virtual:automail-host`: whatever the chunks import that the top level already has (the
 *   settings store, the router's helpers, the token's wiring …), handed to them by name, so there
 *   is one settings store and one token configuration. The API client, its rate budget and cache
 *   are not in the top level: the chunk build makes them one shared chunk, evaluated once.
 * - code entries (CODE_ENTRIES): parts of the top level's own jobs that only some pages need.
 *
 * Each text is the body of a function of its own, as one block comment (src/lib/carriedText.ts):
 * the code stays readable in the installed file, with its line breaks, and the browser's compile
 * of the userscript only looks for the comment's end (1 MB of chunks: 3.5 ms as comments, 52 ms
 * as template literals, measured in Chromium). vite-plugin-monkey's last pass over the file drops
 * comments, so the build puts a placeholder there and the `carry` plugin writes the comments into the
 * finished file.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, parseAst, type Plugin, type Rollup } from 'vite';
import { preactAliases } from './preact.ts';
import { chunkLibraryNotices } from './libraryNotices.ts';
import { SIZE_REPORT_FILE, vendorSizes, type SizeReport, type VendorSizes } from './sizeReport.ts';
import { carrierComment } from '../src/lib/carriedText.ts';

export const WORKER_ID = 'virtual:automail-worker';
export const CHUNKS_ID = 'virtual:automail-chunks';
export const HOST_ID = 'virtual:automail-host';
const HOST_PREFIX = 'host:';
/** vite-plugin-monkey's module of the granted GM_* functions. */
const GM_MODULE = '$';

const VIRTUAL_IDS = [WORKER_ID, CHUNKS_ID, HOST_ID];
/** The last key of the chunk texts' table: where bench/size.ts finds the table's end. */
export const CHUNK_TEXTS_END = 'automail:end-of-chunk-texts';

function indexIn(dir: string): string | undefined {
  return ['index.tsx', 'index.ts'].map((name) => join(dir, name)).find((path) => existsSync(path));
}

/** A chunk entry's file: a part's entry name (`notifications/list`) flattened, so chunks stay side by side. */
export const entryFileName = (entry: string): string => `${entry.replaceAll('/', '.')}.js`;

/** Module folders evaluated lazily: src/modules/<folder>/ with a manifest.ts and an index.ts(x), each a chunk. */
export function lazyModuleFolders(root: string): Record<string, string> {
  const modulesDir = join(root, 'src/modules');
  const entries: Record<string, string> = {};
  for (const folder of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const dir = join(modulesDir, folder.name);
    if (!existsSync(join(dir, 'manifest.ts'))) continue;
    // No index: a feature of CSS and settings only, or one whose code the start carries (start.ts).
    const index = indexIn(dir);
    if (index) entries[folder.name] = index;
    // A part in a sub-folder with a manifest of its own is a chunk of its own, loaded by the feature.
    for (const part of readdirSync(dir, { withFileTypes: true })) {
      if (!part.isDirectory() || !existsSync(join(dir, part.name, 'manifest.ts'))) continue;
      const partIndex = indexIn(join(dir, part.name));
      if (!partIndex) throw new Error(`src/modules/${folder.name}/${part.name} has a manifest.ts but no index.ts(x)`);
      entries[`${folder.name}/${part.name}`] = partIndex;
    }
  }
  return entries;
}

/**
 * Code of the start's own jobs that only some pages need, evaluated (core/lazyModule.ts
 * `loadEntry`) where it is first used, by the name on the left. The API client with its budget,
 * cache and permits is not among them: it is shared by whatever chunk first asks AniList
 * something, and the chunk build makes it a chunk of its own.
 */
export const CODE_ENTRIES: Readonly<Record<string, string>> = {
  /** The probe that ends an API outage by itself (src/modules/apiNotices/start.ts), only while down. */
  apiProbe: 'src/api/probe.ts',
  /** The checks of a token AniList sends back (src/api/tokenHash.ts), only on that address. */
  signInReturn: 'src/api/auth.ts',
};

/** Every chunk entry: the module folders and CODE_ENTRIES, by the name the loader is given. */
export function chunkEntries(root: string): Record<string, string> {
  const entries = lazyModuleFolders(root);
  for (const [name, file] of Object.entries(CODE_ENTRIES)) {
    if (Object.hasOwn(entries, name)) throw new Error(`the code entry ${name} has the name of a module folder`);
    entries[name] = join(root, file);
  }
  return entries;
}

/** What a carrier function returns until the `carry` plugin puts its comment in its place. */
const PLACEHOLDER = 'automail:carried-text:';
export const WORKER_TEXT_KEY = 'worker';

/**
 * A function whose body carries `text` (src/lib/carriedText.ts reads it back). In the
 * build its body is first a placeholder (its key noted in `placed`), replaced once the file is
 * finished.
 */
function carrier(key: string, text: string, placed: Set<string> | null): string {
  if (!placed) return `function () {${carrierComment(text)}}`;
  placed.add(key);
  return `function () { return ${JSON.stringify(PLACEHOLDER + key)}; }`;
}

/**
 * Writes the carried texts into a finished file where their placeholders are; returns the file
 * and the keys it held.
 */
export function fillCarriers(file: string, texts: ReadonlyMap<string, string>): { code: string; keys: string[] } {
  const keys: string[] = [];
  const code = file.replace(/return ["']automail:carried-text:([^"']+)["'];?/g, (_match, key: string) => {
    const text = texts.get(key);
    if (text === undefined) throw new Error(`no carried text named ${key}`);
    if (keys.includes(key)) throw new Error(`the carried text ${key} has two places in the file`);
    keys.push(key);
    return carrierComment(text);
  });
  return { code, keys };
}

interface BundleOptions {
  root: string;
  /** The main build's compile-time constants, so lazily carried code sees the same values. */
  define: Record<string, string>;
  input: Record<string, string>;
  format: 'cjs' | 'iife' | 'es';
  plugins?: Plugin[];
}

async function bundle({ root, define, input, format, plugins = [] }: BundleOptions): Promise<Rollup.OutputChunk[]> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    // Each chunk names the libraries it inlines (Greasy Fork's rule), as its only comments.
    plugins: [react(), chunkLibraryNotices(), ...plugins],
    resolve: { alias: preactAliases() },
    define: { ...define, 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: false,
      copyPublicDir: false,
      modulePreload: false,
      reportCompressedSize: false,
      rollupOptions: {
        input,
        // Vite drops an app entry's exports; a module folder's entry must keep its default export.
        preserveEntrySignatures: 'strict',
        // 'named': a folder whose index exports only its default still gets `exports.default`
        // (rollup's 'auto' would make it `module.exports =`, which the chunk loader cannot find).
        // Comments do not ship (the code stays formatted, with its names): only legal ones.
        output: {
          format,
          exports: format === 'cjs' ? 'named' : 'auto',
          entryFileNames: (chunk) => entryFileName(chunk.name),
          chunkFileNames: '[name].js',
          comments: { legal: true, annotation: false, jsdoc: false },
        },
        // No `// src/…` region comment per module either (bench/size.ts reads automail.size.json).
        experimental: { attachDebugInfo: 'none' },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks: Rollup.OutputChunk[] = [];
  for (const output of outputs) {
    if (!('output' in output)) throw new Error('unexpected watcher from a nested build');
    for (const item of output.output) if (item.type === 'chunk') chunks.push(item);
  }
  return chunks;
}

/** Resolves the three virtual ids to empty stand-ins: used only to learn the top level's module graph. */
function emptyVirtuals(): Plugin {
  return {
    name: 'automail-empty-virtuals',
    enforce: 'pre',
    // The manager's `$` module is the main build's (vite-plugin-monkey); here it only has to be named.
    resolveId: (id) => (VIRTUAL_IDS.includes(id) ? `\0${id}` : id === GM_MODULE ? { id, external: true } : null),
    load: (id) =>
      id.startsWith('\0virtual:automail-') ? 'export const computeWorkerSource = () => ""; export const chunkSource = () => undefined; export const chunkTables = () => ({ entryChunks: {}, chunkImports: {} }); export const hostModule = () => undefined;' : null,
  };
}

/** In the chunk build: imports the top level already has become `require("host:<path>")`. */
function hostExternals(root: string, bootFiles: ReadonlySet<string>): Plugin {
  return {
    name: 'automail-host-externals',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === WORKER_ID) return { id: HOST_PREFIX + WORKER_ID, external: true };
      // The userscript manager's GM_* functions exist only in the top level's scope (the monkey
      // plugin's `$`), never in a chunk evaluated by new Function: chunks get them from the host.
      if (source === GM_MODULE) return { id: HOST_PREFIX + GM_MODULE, external: true };
      if (!importer || source.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const file = resolved.id.split('?')[0];
      if (!bootFiles.has(file)) return resolved;
      return { id: HOST_PREFIX + relative(root, file), external: true };
    },
  };
}

export interface LazyBuild {
  /** chunk file name → the chunk file names it imports */
  chunkImports: Record<string, string[]>;
  chunkSources: Record<string, string>;
  /** module folder or code entry → its entry chunk's file name */
  entryChunks: Record<string, string>;
  /** host id ("host:src/…", "host:$") → the names the chunks read from it */
  hostNames: Record<string, string[]>;
  vendor: VendorSizes;
}

export async function buildWorkerSource(root: string, define: Record<string, string>): Promise<{ code: string; vendor: VendorSizes }> {
  const [worker] = await bundle({ root, define, input: { worker: join(root, 'src/workers/compute.worker.ts') }, format: 'iife' });
  return { code: worker.code, vendor: vendorSizes([worker]) };
}

export async function buildChunks(root: string, bootEntry: string, define: Record<string, string>): Promise<LazyBuild> {
  const bootChunks = await bundle({ root, define, input: { boot: bootEntry }, format: 'es', plugins: [emptyVirtuals()] });
  const bootFiles = new Set(bootChunks.flatMap((chunk) => chunk.moduleIds).filter((id) => !id.startsWith('\0')));

  const entries = chunkEntries(root);
  const chunks = await bundle({ root, define, input: entries, format: 'cjs', plugins: [hostExternals(root, bootFiles)] });
  const chunkSources: Record<string, string> = {};
  const chunkImports: Record<string, string[]> = {};
  const hostNames = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    // A default import of a top-level module would be wrapped as Node's interop does (the whole
    // module object as `default`), which is wrong for our ESM; named imports pass through as is.
    const defaultImport = /__toESM\((host_[\w$]+)/.exec(chunk.code);
    if (defaultImport) {
      throw new Error(`${chunk.fileName}: ${defaultImport[1]} is default-imported across the lazy boundary; export and import it by name`);
    }
    chunkSources[chunk.fileName] = chunk.code;
    chunkImports[chunk.fileName] = chunk.imports.filter((id) => !id.startsWith(HOST_PREFIX));
    for (const id of chunk.imports) if (id.startsWith(HOST_PREFIX) && !hostNames.has(id)) hostNames.set(id, new Set());
    for (const [id, names] of hostNamesUsed(chunk.code, chunk.fileName)) for (const name of names) hostNames.get(id)?.add(name);
  }
  const entryChunks = Object.fromEntries(Object.keys(entries).map((name) => [name, entryFileName(name)]));
  return {
    chunkSources,
    chunkImports,
    entryChunks,
    hostNames: Object.fromEntries([...hostNames].sort(([a], [b]) => a.localeCompare(b)).map(([id, names]) => [id, [...names].sort()])),
    vendor: vendorSizes(chunks),
  };
}

const isHostRequire = (node: Record<string, any> | undefined): boolean =>
  node?.type === 'CallExpression' && node.callee?.type === 'Identifier' && node.callee.name === 'require' &&
  typeof node.arguments?.[0]?.value === 'string' && node.arguments[0].value.startsWith(HOST_PREFIX);

/**
 * What a CommonJS chunk reads from each top-level module, read from its syntax tree: the chunk
 * build writes `let host_x = require("host:…")` and then only `host_x.name` (or
 * `require("host:…").name`). Any other use of such a variable (passed on, indexed by a computed
 * name) would need the whole module, so it stops the build: the host hands out only these names.
 */
export function hostNamesUsed(code: string, where = 'a chunk'): Map<string, Set<string>> {
  const holders = new Map<string, string>();
  const used = new Map<string, Set<string>>();
  const note = (id: string, name: string) => (used.get(id) ?? used.set(id, new Set()).get(id)!).add(name);
  const ast = parseAst(code);
  const collect = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(collect);
    const n = node as Record<string, any>;
    if (n.type === 'VariableDeclarator' && n.id?.type === 'Identifier' && isHostRequire(n.init)) holders.set(n.id.name, n.init.arguments[0].value);
    for (const key of Object.keys(n)) if (key !== 'type') collect(n[key]);
  };
  collect(ast);
  const visit = (node: unknown, parent: Record<string, any> | null): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((child) => visit(child, parent));
    const n = node as Record<string, any>;
    if (n.type === 'MemberExpression' && !n.computed && n.property?.type === 'Identifier') {
      if (n.object?.type === 'Identifier' && holders.has(n.object.name)) {
        note(holders.get(n.object.name)!, n.property.name);
        return;
      }
      if (isHostRequire(n.object)) {
        note(n.object.arguments[0].value, n.property.name);
        return;
      }
    }
    if (n.type === 'Identifier' && holders.has(n.name)) {
      const declared = parent?.type === 'VariableDeclarator' && parent.id === n;
      if (!declared) throw new Error(`${where}: ${n.name} (a top-level module) is used whole; read its exports by name`);
    }
    for (const key of Object.keys(n)) if (key !== 'type') visit(n[key], n);
  };
  visit(ast, null);
  return used;
}

/**
 * The host hands each name over as the value it has once the start has run: the table is built
 * on the first chunk's require, after every start module was evaluated. That is only what an ES
 * import would see if the binding never changes, so a name the chunks read may not be declared
 * with `let` or `var` in its module (checked here: the build stops).
 */
export function assertConstantExports(file: string, text: string, names: readonly string[]): void {
  for (const name of names) {
    const escaped = name.replace(/\$/g, '\\$');
    if (new RegExp(String.raw`\b(?:let|var)\s+${escaped}\b`).test(text)) {
      throw new Error(`${file}: ${name} is read by a chunk and declared with let or var; the host hands over values, so export a constant (or a function that reads it)`);
    }
  }
}

function hostModuleCode(root: string, hostNames: Readonly<Record<string, readonly string[]>>): string {
  const imports: string[] = [];
  const entries: string[] = [];
  Object.entries(hostNames).forEach(([hostId, names], index) => {
    const target = hostId.slice(HOST_PREFIX.length);
    const path = target === GM_MODULE || target === WORKER_ID ? target : resolve(root, target);
    if (path !== target) assertConstantExports(target, readFileSync(path, 'utf8'), names);
    const local = (name: string) => `h${index}_${name}`;
    // Named imports only: vite-plugin-monkey grants every GM_* name that appears in the built
    // top level, and a namespace import (`import * as`) would make the bundle build every host
    // module's namespace object at start.
    if (names.length > 0) imports.push(`import { ${names.map((name) => `${name} as ${local(name)}`).join(', ')} } from ${JSON.stringify(path)};`);
    // Plain properties, not getters: one function per name was ~170 functions for the browser to
    // pre-parse on every page, and no value changes after the start (assertConstantExports).
    const values = names.map((name) => `${name}: ${local(name)}`);
    entries.push(`    ${JSON.stringify(hostId)}: { __esModule: true${values.map((value) => `, ${value}`).join('')} },`);
  });
  // The table is code inside a function, built on the first chunk's require: at the top level, the
  // browser would compile and run it (and the modules' namespace objects) on every page.
  return `${imports.join('\n')}
let table = null;
function hostTable() {
  return (table ??= {
${entries.join('\n')}
  });
}
export function hostModule(id) {
  const modules = hostTable();
  return Object.hasOwn(modules, id) ? modules[id] : undefined;
}
`;
}

export interface LazyChunkPlugins {
  /** Builds the worker and the chunks before the top level is bundled; serves the three virtual modules. */
  load: Plugin;
  /** In a build, after vite-plugin-monkey's last pass: writes the carried texts into the finished files. */
  carry: Plugin;
}

/**
 * The userscript build's side: builds the worker and the chunks before the top level is
 * bundled, and serves the three virtual modules. Under vitest only the worker is served, and
 * its carrier holds its comment from the start (no pass drops it there).
 */
export function lazyChunks(options: { root: string; bootEntry: string; define?: Record<string, string> }): LazyChunkPlugins {
  const define = options.define ?? {};
  let worker: Promise<{ code: string; vendor: VendorSizes }> | null = null;
  let parts: Promise<LazyBuild> | null = null;
  let building = false;
  /** The texts whose placeholders are in the bundle, for `carry` to fill. */
  const placed = new Set<string>();
  const workerSource = () => (worker ??= buildWorkerSource(options.root, define));
  const lazyParts = () => (parts ??= buildChunks(options.root, options.bootEntry, define));
  const carriedTextModule = JSON.stringify(join(options.root, 'src/lib/carriedText.ts'));
  const load: Plugin = {
    name: 'automail-lazy-chunks',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      worker = null;
      parts = null;
      placed.clear();
    },
    resolveId: (id) => (VIRTUAL_IDS.includes(id) ? `\0${id}` : null),
    async load(id) {
      // Functions, so each text is only materialised as a string on a page that uses it.
      if (id === `\0${WORKER_ID}`) {
        const text = carrier(WORKER_TEXT_KEY, (await workerSource()).code, building ? placed : null);
        return `import { carriedText } from ${carriedTextModule};\nconst automailWorkerText = ${text};\nexport function computeWorkerSource() {\n  return carriedText(automailWorkerText);\n}`;
      }
      if (id === `\0${CHUNKS_ID}`) {
        const { chunkSources, chunkImports, entryChunks } = await lazyParts();
        // One carrier per chunk: a page reads (and compiles) only the chunks it runs.
        const carriers = Object.entries(chunkSources).map(([name, code]) => `  ${JSON.stringify(name)}: ${carrier(name, code, building ? placed : null)},`);
        return `import { carriedText } from ${carriedTextModule};
// JSON in a string, parsed on the first chunk a page loads: as object literals at the top level,
// the browser would compile and build them on every page.
const tablesJson = ${JSON.stringify(JSON.stringify({ entryChunks, chunkImports }))};
let tables = null;
export function chunkTables() {
  return (tables ??= JSON.parse(tablesJson));
}
// The carriers too are built on the first chunk a page loads: at the top level, each page would
// create a function object per chunk.
let texts = null;
function automailChunkTexts() {
  return (texts ??= {
${carriers.join('\n')}
  ${JSON.stringify(CHUNK_TEXTS_END)}: null
  });
}
export function chunkSource(name) {
  const table = automailChunkTexts();
  const text = name !== ${JSON.stringify(CHUNK_TEXTS_END)} && Object.hasOwn(table, name) ? table[name] : undefined;
  return text ? carriedText(text) : undefined;
}`;
      }
      if (id === `\0${HOST_ID}`) {
        return hostModuleCode(options.root, (await lazyParts()).hostNames);
      }
      return null;
    },
    async generateBundle(_options, bundle) {
      if (!parts || !worker) return;
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const report: SizeReport = { start: vendorSizes(chunks), chunks: (await parts).vendor, worker: (await worker).vendor };
      this.emitFile({ type: 'asset', fileName: SIZE_REPORT_FILE, source: JSON.stringify(report, null, 2) + '\n' });
    },
  };
  const carry: Plugin = {
    name: 'automail-carry-texts',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        if (placed.size === 0) return;
        const texts = new Map<string, string>(parts ? Object.entries((await parts).chunkSources) : []);
        if (worker) texts.set(WORKER_TEXT_KEY, (await worker).code);
        const filledKeys = new Set<string>();
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          const { code, keys } = fillCarriers(file.code, texts);
          file.code = code;
          for (const key of keys) filledKeys.add(key);
        }
        const lost = [...placed].filter((key) => !filledKeys.has(key));
        if (lost.length > 0) this.error(`the finished bundle lost the place of ${lost.length} carried texts (${lost.slice(0, 3).join(', ')})`);
      },
    },
  };
  return { load, carry };
}
