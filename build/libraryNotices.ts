/**
 * Greasy Fork's rule for a library included inline: a comment must name its source and version.
 * Comments are otherwise stripped from the built file (build/lazyChunks.ts, and the monkey
 * plugin's own pass over the top level), so these notices are written from what each build
 * actually bundled: one line per npm package, e.g.
 * `// preact 10.29.8 (MIT) https://github.com/preactjs/preact`.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export interface LibraryInfo {
  name: string;
  version: string;
  license: string;
  source: string;
}

/** The npm package directory a module id lies in (the innermost node_modules), or null for our code. */
export function packageDir(moduleId: string): string | null {
  const path = moduleId.replace(/^\0/, '').split('?')[0].replace(/\\/g, '/');
  const marker = '/node_modules/';
  const at = path.lastIndexOf(marker);
  if (at === -1) return null;
  const rest = path.slice(at + marker.length).split('/');
  const nameParts = rest[0].startsWith('@') ? 2 : 1;
  if (rest.length <= nameParts) return null;
  return path.slice(0, at + marker.length) + rest.slice(0, nameParts).join('/');
}

/** `git+https://github.com/a/b.git`, `github:a/b` or `a/b` → `https://github.com/a/b`. */
export function sourceUrl(repository: unknown, homepage: unknown): string {
  const url = typeof repository === 'string' ? repository : (repository as { url?: unknown } | undefined)?.url;
  if (typeof url === 'string') {
    const shorthand = /^(?:github:)?([\w.-]+\/[\w.-]+)$/.exec(url);
    if (shorthand) return `https://github.com/${shorthand[1]}`;
    return url.replace(/^git\+/, '').replace(/^git:\/\//, 'https://').replace(/\.git$/, '');
  }
  return typeof homepage === 'string' ? homepage : '';
}

function readLibrary(dir: string): LibraryInfo {
  const pkg = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as Record<string, unknown>;
  return {
    name: String(pkg.name),
    version: String(pkg.version),
    license: typeof pkg.license === 'string' ? pkg.license : 'see its package',
    source: sourceUrl(pkg.repository, pkg.homepage),
  };
}

/** The libraries among `moduleIds`, one each, by name. */
export function librariesOf(moduleIds: Iterable<string>): LibraryInfo[] {
  const dirs = new Set<string>();
  for (const id of moduleIds) {
    const dir = packageDir(id);
    if (dir) dirs.add(dir);
  }
  const byName = new Map<string, LibraryInfo>();
  for (const dir of dirs) {
    const library = readLibrary(dir);
    byName.set(library.name, library);
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function noticeLines(libraries: readonly LibraryInfo[]): string {
  return libraries.map(({ name, version, license, source }) => `// ${name} ${version} ${license.startsWith('(') ? license : `(${license})`} ${source}\n`).join('');
}

/** In a nested build (the chunks, the worker): each chunk starts with the notices of what it inlines. */
export function chunkLibraryNotices(): Plugin {
  return {
    name: 'automail-chunk-library-notices',
    renderChunk(code, chunk) {
      const notices = noticeLines(librariesOf(chunk.moduleIds));
      return notices ? { code: notices + code, map: null } : null;
    },
  };
}

const HEADER_END = '// ==/UserScript==\n';

/**
 * In the userscript build, after vite-plugin-monkey has assembled the file (its pass over the top
 * level strips every comment): the notices of the libraries the top level inlines, just below the
 * userscript header.
 */
export function userscriptLibraryNotices(fileName: string): Plugin {
  return {
    name: 'automail-userscript-library-notices',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const file = bundle[fileName];
        if (!file) this.error(`${fileName} is not in the bundle`);
        const text = file.type === 'chunk' ? file.code : String(file.source);
        const at = text.indexOf(HEADER_END);
        if (at === -1) this.error(`${fileName} has no userscript header`);
        const notices = noticeLines(librariesOf(this.getModuleIds()));
        if (!notices) return;
        const end = at + HEADER_END.length;
        const withNotices = `${text.slice(0, end)}\n// Libraries included in the top level:\n${notices}${text.slice(end)}`;
        if (file.type === 'chunk') file.code = withNotices;
        else file.source = withNotices;
      },
    },
  };
}

/** The npm package name a module id belongs to, or null for our code. */
export function packageName(moduleId: string): string | null {
  const dir = packageDir(moduleId);
  if (!dir) return null;
  const parts = dir.split('/');
  return parts.at(-2)?.startsWith('@') ? parts.slice(-2).join('/') : parts.at(-1)!;
}
