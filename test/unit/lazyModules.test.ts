/**
 * The light start's structure (docs/ARCHITECTURE.md "A light footprint on every page"): each
 * module folder with a manifest is registered through it and defines the same module, and the
 * code every page evaluates at start never imports React or the UI kit.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lazyModuleFolders } from '../../build/lazyChunks';
import type { ModuleManifest } from '../../src/core/lazyModule';
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
      const { manifest } = (await import(`../../src/modules/${folder}/manifest.ts`)) as { manifest: ModuleManifest };
      // index.ts or index.tsx, as build/lazyChunks.ts found it.
      const { default: implementation } = (await import(/* @vite-ignore */ folders[folder])) as { default: ModuleDefinition };
      expect(manifest.folder).toBe(folder);
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
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the start on every page', () => {
  const startCode = [
    ...['core', 'api', 'lib'].flatMap((dir) => sourceFiles(join(root, 'src', dir))),
    ...sourceFiles(join(root, 'src/modules/alwaysOn')),
    join(root, 'src/main.ts'),
    join(root, 'src/modules/registry.ts'),
    ...Object.keys(folders).map((folder) => join(root, 'src/modules', folder, 'manifest.ts')),
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
