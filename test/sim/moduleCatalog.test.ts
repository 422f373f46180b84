// @vitest-environment jsdom
// The demo index (/__sim/) lists every feature of src/modules/registry.ts from its manifest: the
// switch's description (or the demo's `about` for behaviour without a switch) and the demo's
// try-links, whose `{place}`s the world fills in (sim/pages/tryPlaces.ts). A new feature fails
// here until its manifest has a demo whose links lead where it runs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL as NodeUrl } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FeatureDemo, FeatureManifest } from '../../src/core/feature.ts';
import { registry } from '../../src/modules/registry.ts';
import { featureDemos, GM_NAMES, moduleCatalog, type CatalogEntry } from '../../sim/pages/moduleCatalog.ts';
import { simIndexPage } from '../../sim/pages/simIndex.ts';
import { placesIn, resolveTryPath, TRY_PLACES } from '../../sim/pages/tryPlaces.ts';
import { generateWorld } from '../../sim/world/generate.ts';
import { NOTABLE_USERS } from '../../sim/world/generateUsers.ts';
import type { World } from '../../sim/world/types.ts';

let world: World;
let defaultWorld: World;
let demos: { feature: FeatureManifest; demo: FeatureDemo | undefined }[];
let catalog: readonly CatalogEntry[];

beforeAll(async () => {
  world = generateWorld({ anime: 300, manga: 100 });
  defaultWorld = generateWorld();
  demos = await featureDemos();
  catalog = await moduleCatalog();
});

describe('the demo index (/__sim/)', () => {
  it('lists every feature, in registry order, the registered modules among them', () => {
    expect(catalog.map((m) => m.id)).toEqual(demos.map(({ feature }) => feature.id));
    const ids = catalog.map((m) => m.id);
    for (const module of registry) expect(ids, module.id).toContain(module.id);
  });

  it('gives each feature one description: its switch\'s, or for behaviour without a switch its demo\'s about', () => {
    for (const { feature, demo } of demos) {
      expect(demo, `${feature.id} has no demo export in its manifest`).toBeDefined();
      if (feature.switch) {
        expect(demo?.about, `${feature.id} has a switch: its description serves`).toBeUndefined();
        expect(catalog.find((m) => m.id === feature.id)?.what).toBe(feature.switch.description);
      } else {
        expect(feature.alwaysOn, feature.id).toBe(true);
        expect(demo?.about, `${feature.id} has no switch and no about`).toMatch(/\S/);
        expect(catalog.find((m) => m.id === feature.id)?.what).toBe(demo?.about);
      }
    }
  });

  it('names only places the default world has, in static labels', () => {
    const used = new Set<string>();
    for (const { feature, demo } of demos) {
      expect(demo?.tries.length ?? 0, feature.id).toBeGreaterThan(0);
      for (const { label, path } of demo?.tries ?? []) {
        expect(label, `${feature.id}: a label is static text`).not.toMatch(/\{\w+\}/);
        for (const place of placesIn(path)) {
          used.add(place);
          expect(Object.keys(TRY_PLACES), `${feature.id}: unknown place {${place}}`).toContain(place);
        }
        expect(resolveTryPath(defaultWorld, path), `${feature.id} at ${path}`).not.toBeNull();
      }
    }
    // The notable users are places by their keys whether a demo names them or not.
    const lookups = Object.keys(TRY_PLACES).filter((place) => !Object.hasOwn(NOTABLE_USERS, place));
    expect(lookups.filter((place) => !used.has(place)), 'world lookups no demo names').toEqual([]);
  });

  it('links every module to addresses where its page detectors match', () => {
    for (const module of registry) {
      const entry = catalog.find((m) => m.id === module.id)!;
      const tries = entry.tries(world);
      expect(tries.length, module.id).toBeGreaterThan(0);
      for (const { path } of tries) {
        const url = new URL(path, 'https://anilist.co');
        const runs = module.pages.length === 0 || module.pages.some((page) => page.match(url) !== null);
        expect(runs, `${module.id} at ${path}`).toBe(true);
      }
    }
  });

  it("stands in for every name the source imports from `$` (the server's import of the manifests under tsx)", () => {
    const src = fileURLToPath(new NodeUrl('../../src', import.meta.url));
    const imported = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.tsx?$/.test(path))
      .flatMap((path) => [...readFileSync(join(src, path), 'utf8').matchAll(/^import \{([^}]*)\} from '\$';$/gm)])
      .flatMap((match) => match[1].split(',').map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]))
      .filter(Boolean);
    expect(imported.length).toBeGreaterThan(0);
    expect(GM_NAMES).toEqual(expect.arrayContaining([...new Set(imported)]));
  });

  it('names the notable users with sign-in links, the blocker among them, and has a row per feature', () => {
    const doc = new DOMParser().parseFromString(simIndexPage(world, 'Demo', catalog), 'text/html');
    const names = [...doc.querySelectorAll('table.users tbody tr td:first-child')].map((td) => td.textContent);
    for (const name of Object.values(NOTABLE_USERS)) expect(names).toContain(name);
    expect(doc.querySelector(`a.sign-in[href="/__sim/login?name=${NOTABLE_USERS.blocker}"]`)).not.toBeNull();
    expect(doc.querySelector('.viewer')?.textContent).toBe('Demo');
    expect(doc.querySelectorAll('table.modules tbody tr')).toHaveLength(demos.length);
    const notifications = doc.querySelector('table.modules tr[data-module="notifications"]');
    expect(notifications?.querySelector('td:nth-child(2)')?.textContent).toBe(demos.find(({ feature }) => feature.id === 'notifications')?.feature.switch?.description);
    expect([...(notifications?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toContain('/notifications');
  });
});
