/**
 * The structural test over all modules (the refined-github habit): every registered module is
 * described once in the settings (or is always-on behaviour), declares where it runs, and has
 * an end-to-end test that names it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/modules/registry';
import { settingDefinitions } from '../../src/core/settings/definitions';

const e2eDir = fileURLToPath(new URL('../e2e', import.meta.url));

function e2eTexts(): string[] {
  let names: string[];
  try {
    names = readdirSync(e2eDir).filter((name) => name.endsWith('.test.ts'));
  } catch {
    names = [];
  }
  return names.map((name) => readFileSync(join(e2eDir, name), 'utf8'));
}

describe('module structure', () => {
  const texts = e2eTexts();

  it('has modules registered, each id once', () => {
    expect(registry.length).toBeGreaterThan(0);
    const ids = registry.map((module) => module.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const module of registry) {
    describe(module.id, () => {
      it('is described in the settings with a description and a category, or is always on', () => {
        if (module.alwaysOn) return;
        const definition = settingDefinitions.find((entry) => entry.id === module.id);
        expect(definition, `no settings definition for ${module.id}`).toBeDefined();
        expect(definition!.description.trim()).not.toBe('');
        expect(definition!.categories.length).toBeGreaterThan(0);
      });

      it('declares its pages as named detectors', () => {
        expect(Array.isArray(module.pages)).toBe(true);
        for (const page of module.pages) {
          expect(typeof page.name).toBe('string');
          expect(typeof page.match).toBe('function');
        }
      });

      it('has an end-to-end test under test/e2e that names it', () => {
        const named = texts.some((text) => new RegExp(`['"\`]${module.id}['"\`]`).test(text));
        expect(named, `no test/e2e/*.test.ts mentions '${module.id}'`).toBe(true);
      });
    });
  }
});
