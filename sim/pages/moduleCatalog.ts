// The script's features as the demo index (/__sim/) offers them, derived from their manifests
// (src/modules/<folder>/manifest.ts, src/core/feature.ts): in the registry's order, each with one
// description, its switch's (the settings page's row) or, for behaviour without a switch, its
// demo's `about`, and its demo's try-links with their `{place}`s found in the world
// (tryPlaces.ts). `demo` is a manifest's second export, which the registry does not import, so
// each manifest file is imported here by the folder its import line in src/modules/registry.ts
// names. test/sim/moduleCatalog.test.ts checks that every feature has a demo whose links resolve
// to addresses where the feature runs.
import { readFile } from 'node:fs/promises';
import { register } from 'node:module';
import { fileURLToPath, URL as NodeUrl } from 'node:url';
import { resolveClientId } from '../../build/clientId.ts';
import type { FeatureDemo, FeatureManifest, TryLink } from '../../src/core/feature.ts';
import type { World } from '../world/types.ts';
import { resolveTryPath } from './tryPlaces.ts';

export type { TryLink };

export interface CatalogEntry {
  /** the feature's id (its settings id) in src/modules/registry.ts */
  id: string;
  /** the switch's description, or the demo's `about` for a feature without a switch */
  what: string;
  /** the demo's links with their places filled in; those whose place the world lacks are left out */
  tries(world: World): TryLink[];
}

// Node's URL: under a jsdom test the global URL is jsdom's, which readFile does not take.
const REGISTRY_PATH = fileURLToPath(new NodeUrl('../../src/modules/registry.ts', import.meta.url));
/** registry.ts's import of a manifest: `import { manifest as <id> } from './<folder>/manifest';` */
const MANIFEST_IMPORT = /^import \{ manifest as \w+ \} from '\.\/([\w/-]+)\/manifest';$/gm;

/**
 * What the script's source imports from vite-plugin-monkey's `$` module (the test checks the
 * list against src: a name missing here would stop `npm start`'s index from loading).
 */
export const GM_NAMES = ['GM_addValueChangeListener', 'GM_deleteValue', 'GM_getValue', 'GM_setValue', 'GM_xmlhttpRequest'];

/**
 * The server runs under tsx (`npm start`), which compiles the script's source but does not apply
 * the build's settings, and two of them are reached from the manifests' imports:
 *  - the client id the build writes in for `__AUTOMAIL_CLIENT_ID__` (src/api/signInStart.ts):
 *    set as a global with the value the build would write (build/clientId.ts, same variable);
 *  - vite-plugin-monkey's `$` module, the userscript manager's functions (core/managerValues.ts,
 *    the GM request client): it exists only inside the built script, so a resolve hook hands
 *    Node a stand-in whose functions are absent, as under a manager that grants none. The
 *    catalogue reads declarations and calls none of them.
 * Under vitest (the tests, and the e2e tests' simulator) both are there already, from
 * vitest.config.ts's define and `$` alias; its define turns the check below into 'string'.
 */
function supplyBuildSettings(): void {
  if (typeof __AUTOMAIL_CLIENT_ID__ !== 'undefined') return;
  Object.assign(globalThis, { __AUTOMAIL_CLIENT_ID__: resolveClientId(process.env) });
  const standIn = `data:text/javascript,${encodeURIComponent(GM_NAMES.map((name) => `export const ${name} = undefined;`).join('\n'))}`;
  const hooks = `export async function resolve(specifier, context, next) { return specifier === '$' ? { url: ${JSON.stringify(standIn)}, shortCircuit: true } : next(specifier, context); }`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
}

interface ManifestModule {
  manifest: FeatureManifest;
  demo?: FeatureDemo;
}

function entry(feature: FeatureManifest, demo: FeatureDemo | undefined): CatalogEntry {
  return {
    id: feature.id,
    what: feature.switch?.description ?? demo?.about ?? '',
    tries: (world) => (demo?.tries ?? []).flatMap(({ label, path }) => {
      const resolved = resolveTryPath(world, path);
      return resolved === null ? [] : [{ label, path: resolved }];
    }),
  };
}

/** Each feature of the registry, in its order, with its manifest's `demo` (undefined when it has none). */
export async function featureDemos(): Promise<{ feature: FeatureManifest; demo: FeatureDemo | undefined }[]> {
  supplyBuildSettings();
  const folders = [...(await readFile(REGISTRY_PATH, 'utf8')).matchAll(MANIFEST_IMPORT)].map((match) => match[1]);
  const { features } = await import('../../src/modules/registry.ts');
  const modules = await Promise.all(folders.map((folder) => import(`../../src/modules/${folder}/manifest.ts`) as Promise<ManifestModule>));
  const demos = new Map(modules.map(({ manifest, demo }) => [manifest.id, demo]));
  return features.map((feature) => ({ feature, demo: demos.get(feature.id) }));
}

async function loadCatalog(): Promise<readonly CatalogEntry[]> {
  // A feature without a demo is still listed, without links (the test asks for its demo).
  return (await featureDemos()).map(({ feature, demo }) => entry(feature, demo));
}

let catalog: Promise<readonly CatalogEntry[]> | null = null;

/** Every feature of the registry, in its order, as the index lists them (loaded once; again after a failure). */
export function moduleCatalog(): Promise<readonly CatalogEntry[]> {
  catalog ??= loadCatalog().catch((error: unknown) => {
    catalog = null;
    throw error;
  });
  return catalog;
}
