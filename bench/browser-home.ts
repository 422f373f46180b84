/**
 * The home page with every registered module that runs there switched on (issue 10's target:
 * no main-thread task over 50 ms from load to settled), in Chromium on the simulator, signed in
 * on the site and in the script as Demo. Which modules: every manifest in src/modules/registry.ts
 * whose page detectors match /home (read from the registry's text, so modules merged later are
 * picked up without touching this file), every whole-definition module there with a switch, and
 * the CSS-only switches whose rules style the home page.
 * Run alone with `npx tsx bench/browser-home.ts`.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ModuleDefinition } from '../src/core/module';
import type { FeatureManifest } from '../src/core/feature';
import { launchChromium, openScriptedPage, SITE_ORIGIN } from '../sim/browser';
import { startSimulator } from '../sim/index';
import { ensureBuilt } from '../test/helpers/build';
import { median } from './median';
import type { BenchRow } from './run';

const RUNS = 5;
const LONG_TASK_MS = 50;
/** After the load event: the modules fetch, draw and the simulator's late content lands. */
const SETTLE_MS = 4_000;
const HOME_URL = new URL('https://anilist.co/home');
const REGISTRY = fileURLToPath(new URL('../src/modules/registry.ts', import.meta.url));

export type Runs = Pick<ModuleDefinition, 'pages' | 'alwaysOn'>;

const runsOnHome = (module: Runs): boolean =>
  !module.alwaysOn && (module.pages.length === 0 || module.pages.some((page) => page.match(HOME_URL) !== null));

/** The switches of the registered modules that run on /home. */
export async function homeModuleIds(): Promise<string[]> {
  return moduleIdsRunningOn(runsOnHome);
}

/** The registry's manifests, read one by one from its text (the registry's own import needs the build's defines). */
async function registeredManifests(): Promise<FeatureManifest[]> {
  const text = await readFile(REGISTRY, 'utf8');
  const manifests: FeatureManifest[] = [];
  for (const [, folder] of text.matchAll(/import \{ manifest as \w+ \} from '\.\/([\w/]+)\/manifest';/g)) {
    try {
      manifests.push(((await import(`../src/modules/${folder}/manifest.ts`)) as { manifest: FeatureManifest }).manifest);
    } catch {
      // Its start code needs the build's defines or the browser: always-on start code, no switch.
    }
  }
  return manifests;
}

/** The switches of the registered features with code for which `runsThere` holds. */
export async function moduleIdsRunningOn(runsThere: (module: Runs) => boolean): Promise<string[]> {
  return (await registeredManifests()).flatMap(({ id, pages, alwaysOn }) => (pages && runsThere({ pages, alwaysOn }) ? [id] : []));
}

/** CSS-only switches whose rules style the home page. */
async function homeCssSwitches(): Promise<string[]> {
  return (await registeredManifests()).filter((manifest) => manifest.css !== undefined && /\.home\b|\.activity-|\.feed|\.list-preview|\.media-preview-card|\.recent-/.test(manifest.css)).map((manifest) => manifest.id);
}

interface Sample {
  longTasks: number[];
  modules: string[];
}

export interface HomeResult {
  modulesOn: string[];
  modulesRan: string[];
  longestMs: number[];
  longTasksPerLoad: number;
  longestWithoutMs: number[];
}

async function loadSample(simUrl: string, script: string | null, settings: Record<string, unknown>, browser: Awaited<ReturnType<typeof launchChromium>>): Promise<Sample> {
  const scripted = await openScriptedPage(simUrl, { browser, script, siteUser: 'Demo', token: 'demo', settings });
  try {
    await scripted.page.goto(`${SITE_ORIGIN}/home`, { waitUntil: 'load' });
    // No selector polling while measuring (it would run in the page); the settle time is ample.
    await scripted.page.waitForTimeout(SETTLE_MS);
    return await scripted.page.evaluate((limit) => {
      const w = window as unknown as { __longTasks: { duration: number }[]; automailDebug?: { listActive(): { modules: string[] } } };
      return {
        longTasks: w.__longTasks.map((task) => task.duration).filter((duration) => duration > limit),
        modules: w.automailDebug?.listActive().modules ?? [],
      };
    }, LONG_TASK_MS);
  } finally {
    await scripted.close();
  }
}

export async function runHomeBench(): Promise<HomeResult> {
  const script = await ensureBuilt();
  const ids = [...new Set([...(await homeModuleIds()), ...(await homeCssSwitches())])];
  const settings = Object.fromEntries(ids.map((id) => [id, true]));
  const sim = await startSimulator({ port: 0 });
  const browser = await launchChromium();
  try {
    const withScript: Sample[] = [];
    const without: Sample[] = [];
    for (let run = 0; run < RUNS; run++) {
      without.push(await loadSample(sim.url, null, settings, browser));
      withScript.push(await loadSample(sim.url, script, settings, browser));
    }
    const longest = (sample: Sample) => (sample.longTasks.length ? Math.max(...sample.longTasks) : 0);
    return {
      modulesOn: ids,
      modulesRan: [...new Set(withScript.flatMap((sample) => sample.modules))].filter((id) => ids.includes(id)),
      longestMs: withScript.map(longest),
      longTasksPerLoad: withScript.flatMap((sample) => sample.longTasks).length / RUNS,
      longestWithoutMs: without.map(longest),
    };
  } finally {
    await browser.close();
    await sim.close();
  }
}

/** The bench table's row. */
export async function homeRows(): Promise<BenchRow[]> {
  const result = await runHomeBench();
  return [{
    job: 'home page in Chromium',
    size: 'realistic',
    label: `every home module on (${result.modulesRan.length} of ${result.modulesOn.length} ran: ${result.modulesRan.join(', ')}); ` +
      `tasks > 50 ms per load: ${result.longTasksPerLoad} (longest over ${RUNS} loads ${Math.max(0, ...result.longestMs).toFixed(0)} ms; ` +
      `without the script ${Math.max(0, ...result.longestWithoutMs).toFixed(0)} ms); median of the longest task over 50 ms per load`,
    medianMs: median(result.longestMs),
    baselineMs: median(result.longestWithoutMs),
    target: '0 tasks > 50 ms',
  }];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await runHomeBench()));
}
