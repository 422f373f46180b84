// @vitest-environment jsdom
// The demo index (/__sim/) lists every registered module with links where it runs: the static
// catalog is checked against src/modules/registry.ts, so a new module cannot land unlisted.
import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/modules/registry.ts';
import { MODULE_CATALOG } from '../../sim/pages/moduleCatalog.ts';
import { simIndexPage } from '../../sim/pages/simIndex.ts';
import { generateWorld } from '../../sim/world/generate.ts';
import { NOTABLE_USERS } from '../../sim/world/generateUsers.ts';
import type { World } from '../../sim/world/types.ts';

let world: World;

beforeAll(() => {
  world = generateWorld({ anime: 300, manga: 100 });
});

describe('the demo index (/__sim/)', () => {
  it('lists exactly the registered modules, in registry order', () => {
    expect(MODULE_CATALOG.map((m) => m.id)).toEqual(registry.map((m) => m.id));
  });

  it('links every module to addresses where its page detectors match', () => {
    for (const module of registry) {
      const entry = MODULE_CATALOG.find((m) => m.id === module.id)!;
      const tries = entry.tries(world);
      expect(tries.length, module.id).toBeGreaterThan(0);
      for (const { path } of tries) {
        const url = new URL(path, 'https://anilist.co');
        const runs = module.pages.length === 0 || module.pages.some((page) => page.match(url) !== null);
        expect(runs, `${module.id} at ${path}`).toBe(true);
      }
    }
  });

  it('names the notable users with sign-in links, the blocker among them', () => {
    const doc = new DOMParser().parseFromString(simIndexPage(world, 'Demo'), 'text/html');
    const names = [...doc.querySelectorAll('table.users tbody tr td:first-child')].map((td) => td.textContent);
    for (const name of Object.values(NOTABLE_USERS)) expect(names).toContain(name);
    expect(doc.querySelector(`a.sign-in[href="/__sim/login?name=${NOTABLE_USERS.blocker}"]`)).not.toBeNull();
    expect(doc.querySelector('.viewer')?.textContent).toBe('Demo');
    expect(doc.querySelectorAll('table.modules tbody tr')).toHaveLength(registry.length);
  });
});
