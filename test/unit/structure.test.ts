/**
 * The structural test over all modules (the refined-github habit): every registered module is
 * described once in the settings (or is always-on behaviour), declares where it runs, and has
 * an end-to-end test that names it; and the settings page offers nothing without a reader.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { features, registry } from '../../src/modules/registry';
import type { FeatureManifest } from '../../src/core/feature';
import { CORE_SETTINGS } from '../../src/core/settings/coreSettings';
import { allSwitchIds } from '../../src/core/settings/types';
import { conditionalRules, defaultSettings, definitionOf, settingDefinitions } from '../../src/core/featureTable';
import { isOffered, settingConsumers } from '../../src/core/settings/offered';
import { editorSections } from '../../src/modules/settingsPage/editors';
import { isEditorOffered, layoutSettings } from '../../src/modules/settingsPage/layout';

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
        const definition = settingDefinitions().find((entry) => entry.id === module.id);
        expect(definition, `no settings definition for ${module.id}`).toBeDefined();
        expect(definition!.description.trim()).not.toBe('');
        expect(definition!.categories.length).toBeGreaterThan(0);
      });

      it('declares its pages as named detectors', () => {
        expect(Array.isArray(module.pages)).toBe(true);
        // Only always-on behaviour may run on every page; a switchable module says where it runs.
        if (!module.alwaysOn) expect(module.pages.length, `${module.id} declares no pages`).toBeGreaterThan(0);
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

describe('settings page honesty', () => {
  const registeredIds = new Set(registry.map((module) => module.id));
  const cssRuleSettings: ReadonlySet<string> = new Set(conditionalRules().map((rule) => rule.setting));
  const consumers = settingConsumers(registeredIds);
  const shown = layoutSettings({ definitions: settingDefinitions(), editors: editorSections, consumers, selected: 'all', filter: '' });
  const shownRows = shown.flatMap((group) => group.rows).filter((row) => row.type !== 'heading');
  const hasReader = (id: string) => registeredIds.has(id) || cssRuleSettings.has(id);

  it('shows every switch it shows for a registered module or a CSS rule', () => {
    for (const row of shownRows.filter((entry) => entry.type === 'checkbox')) {
      const read = hasReader(row.id) || (row.owner !== undefined && hasReader(row.owner));
      expect(read, `switch ${row.id} has no registered module, owner or CSS rule`).toBe(true);
    }
  });

  it('shows a value setting or an editor only for a registered owner', () => {
    for (const row of shownRows.filter((entry) => entry.type !== 'checkbox')) {
      expect(row.owner !== undefined && hasReader(row.owner), `value ${row.id} has no registered owner`).toBe(true);
    }
    for (const editor of shown.flatMap((group) => group.editors)) {
      if (editor.owner !== undefined) expect(hasReader(editor.owner), `editor ${editor.key} has no registered owner`).toBe(true);
    }
  });

  it('shows every switch that has a reader (registered module or CSS rule), and its owned values', () => {
    const shownIds = new Set(shownRows.map((row) => row.id));
    for (const definition of settingDefinitions()) {
      if (!isOffered(definition, consumers)) continue;
      expect(shownIds.has(definition.id), `${definition.id} has a reader but is not shown`).toBe(true);
    }
    for (const editor of editorSections) {
      const placed = shown.some((group) => group.editors.includes(editor));
      expect(placed, editor.key).toBe(isEditorOffered(editor, consumers));
    }
  });

  it('gives every CSS rule a switch defined in the settings', () => {
    for (const setting of cssRuleSettings) expect(definitionOf(setting)?.type, setting).toBe('checkbox');
  });

  it('names only module switches as owners', () => {
    const owners = [...settingDefinitions().map((d) => d.owner), ...editorSections.map((e) => e.owner)].filter((o) => o !== undefined);
    for (const owner of owners) expect(definitionOf(owner)?.type, owner).toBe('checkbox');
  });
});

/** Every manifest.ts under src/modules, top-level (a feature) or in a sub-folder (a part of one). */
function manifestFiles(): string[] {
  const modulesDir = fileURLToPath(new URL('../../src/modules', import.meta.url));
  return readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('manifest.ts'))
    .map((path) => path.replaceAll('\\', '/'))
    .sort();
}

describe('one folder per feature (issue 25)', () => {
  const files = manifestFiles();
  const topLevel = files.filter((path) => path.split('/').length === 2);

  it('names every feature folder exactly by its settings id, and registers each once', async () => {
    const registered = new Map(features.map((feature) => [feature.id, feature]));
    for (const path of topLevel) {
      const { manifest } = (await import(/* @vite-ignore */ join(fileURLToPath(new URL('../../src/modules', import.meta.url)), path))) as { manifest: FeatureManifest };
      const folder = path.split('/')[0];
      expect(manifest.id, `src/modules/${path}`).toBe(folder);
      expect(registered.get(folder), `${folder} is not in registry.ts`).toBe(manifest);
    }
    expect(features).toHaveLength(topLevel.length);
  });

  it('holds only feature folders: shared code that is no feature lives outside src/modules', () => {
    const modulesDir = fileURLToPath(new URL('../../src/modules', import.meta.url));
    for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
      if (entry.isDirectory()) expect(existsSync(join(modulesDir, entry.name, 'manifest.ts')), `src/modules/${entry.name} has no manifest.ts`).toBe(true);
      else expect(entry.name, 'the only file beside the feature folders').toBe('registry.ts');
    }
  });

  it('declares every setting of the spec in exactly one manifest (its own switch or a setting it owns), the core settings aside', () => {
    const declaredBy = new Map<string, string[]>();
    const declare = (id: string, by: string) => declaredBy.set(id, [...(declaredBy.get(id) ?? []), by]);
    for (const feature of features) {
      if (feature.switch) declare(feature.id, feature.id);
      for (const row of feature.owns ?? []) if (row.type !== 'heading') declare(row.id, feature.id);
    }
    const coreOwned = new Set<string>(CORE_SETTINGS.map((definition) => definition.id));
    for (const id of allSwitchIds) expect(declaredBy.get(id), id).toHaveLength(1);
    for (const id of Object.keys(defaultSettings())) {
      expect((declaredBy.get(id) ?? []).length + (coreOwned.has(id) ? 1 : 0), id).toBe(1);
    }
  });

  it('keeps a sub-folder manifest to a part of its folder\'s feature, loaded by that folder', async () => {
    for (const path of files.filter((file) => file.split('/').length > 2)) {
      const { manifest } = (await import(/* @vite-ignore */ join(fileURLToPath(new URL('../../src/modules', import.meta.url)), path))) as { manifest: FeatureManifest };
      const folder = path.split('/').slice(0, -1).join('/');
      expect(manifest.id, path).toBe(folder.split('/')[0]);
      expect(manifest.entry, path).toBe(folder);
      expect(manifest.switch, `${path} declares a switch: only the feature's own manifest does`).toBeUndefined();
    }
  });

  it('gives a feature code exactly when it says where the code runs', () => {
    const modulesDir = fileURLToPath(new URL('../../src/modules', import.meta.url));
    for (const feature of features) {
      const hasIndex = ['index.ts', 'index.tsx'].some((name) => existsSync(join(modulesDir, feature.id, name)));
      const hasStart = existsSync(join(modulesDir, feature.id, 'start.ts'));
      expect(hasIndex && hasStart, `${feature.id} has both index and start code`).toBe(false);
      expect(hasIndex || hasStart, `${feature.id}: code iff pages`).toBe(feature.pages !== undefined);
      expect(hasStart, `${feature.id}: start.ts iff the manifest hands it to the start`).toBe(feature.start !== undefined);
    }
  });
});
