/**
 * The light start's structure (docs/ARCHITECTURE.md "A light footprint on every page"): each
 * module folder with a manifest is registered through it and defines the same module, and the
 * code every page evaluates at start never imports React or the UI kit.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lazyModuleFolders } from '../../build/lazyChunks';
import type { FeatureManifest } from '../../src/core/feature';
import type { ModuleDefinition } from '../../src/core/module';
import { registry } from '../../src/modules/registry';

const root = fileURLToPath(new URL('../..', import.meta.url));
const folders = lazyModuleFolders(root);

describe('lazy module folders', () => {
  it('exist', () => {
    expect(Object.keys(folders).length).toBeGreaterThan(0);
  });

  for (const folder of Object.keys(folders)) {
    it(`${folder}: its manifest is registered and its index defines the same module`, async () => {
      const { manifest } = (await import(/* @vite-ignore */ join(root, 'src/modules', folder, 'manifest.ts'))) as { manifest: FeatureManifest };
      // index.ts or index.tsx, as build/lazyChunks.ts found it.
      const { default: implementation } = (await import(/* @vite-ignore */ folders[folder])) as { default: ModuleDefinition };
      expect(manifest.entry ?? manifest.id).toBe(folder);
      expect(implementation.id).toBe(manifest.id);
      expect(implementation.pages).toEqual(manifest.pages);
      expect(implementation.needs).toBe(manifest.needs);
      const registered = registry.find((module) => module.id === manifest.id);
      expect(registered, `${manifest.id} is in registry.ts`).toBeDefined();
      // Registered as the manifest's lazy stand-in, not the implementation itself (which would
      // pull React into every page's start).
      expect(registered).not.toBe(implementation);
    });
  }
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.tsx?$/.test(name)).map((name) => join(dir, name));
}

describe('the start on every page', () => {
  const startCode = [
    ...['core', 'api', 'lib'].flatMap((dir) => sourceFiles(join(root, 'src', dir))),
    join(root, 'src/main.ts'),
    join(root, 'src/modules/registry.ts'),
    // Every manifest, and the code some hand the start (start.ts).
    ...sourceFiles(join(root, 'src/modules')).filter((file) => /[/\\](manifest|start)\.ts$/.test(file)),
  ];

  for (const file of startCode) {
    it(`${relative(root, file)} imports no React, no UI kit and no module implementation`, () => {
      const imports = [...readFileSync(file, 'utf8').matchAll(/^import(?!\s+type\b)[^'"]*['"]([^'"]+)['"]/gm)].map((match) => match[1]);
      for (const source of imports) {
        expect(source).not.toMatch(/^(react|react-dom)(\/|$)|^zustand$|^@tanstack\//);
        expect(source).not.toMatch(/\/ui\//);
        expect(source).not.toMatch(/\/(index)(\.tsx?)?$/);
      }
    });
  }
});

/** Source files the start reaches from src/main.ts through value imports (type imports are erased). */
function startGraph(): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const sources = [...text.matchAll(/^(?:import|export)(?!\s+type\b)[^'";]*?\bfrom\s+['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm)].map((match) => match[1] ?? match[2]);
    for (const source of sources) {
      if (!source.startsWith('.')) continue;
      const base = join(dirname(file), source);
      const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
      if (found) visit(found);
    }
  };
  visit(join(root, 'src/main.ts'));
  return seen;
}

describe('the API client is not part of the start', () => {
  // Evaluated where a module first asks AniList something (a shared chunk), or, for the probe and
  // a returning token's checks, as build/lazyChunks.ts CODE_ENTRIES.
  const start = startGraph();
  it('the walk finds the start', () => {
    expect(start.has(join(root, 'src/core/router.ts'))).toBe(true);
    expect(start.has(join(root, 'src/api/signInState.ts'))).toBe(true);
  });
  for (const name of ['client', 'budget', 'cache', 'permits', 'auth', 'probe', 'signInCheck', 'batch']) {
    it(`src/api/${name}.ts is not reached from src/main.ts`, () => {
      expect(start.has(join(root, `src/api/${name}.ts`))).toBe(false);
    });
  }
});
