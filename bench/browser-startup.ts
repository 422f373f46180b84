/**
 * The script's start on AniList's pages, in Chromium on the simulator, side by side with the same
 * page and no script (docs/ARCHITECTURE.md "A light footprint on every page"). Per page:
 * - script work at load: Chromium's ScriptDuration for the page with the script minus without it
 *   (median of the runs), measured once the page and any module that draws have settled;
 * - evaluation and init: the synchronous run of the userscript's text (what the manager runs);
 * - main-thread tasks over 50 ms during load, with and without the script;
 * - script time per idle second: ScriptDuration over an idle stretch after load, the same
 *   difference.
 * Every registered module is present: the built file is the one users install.
 * Run alone with `npx tsx bench/browser-startup.ts`.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchChromium, openScriptedPage, SITE_ORIGIN } from '../sim/browser';
import { startSimulator } from '../sim/index';
import { ensureBuilt } from '../test/helpers/build';
import { median } from './median';

const RUNS = 5;
const SETTLE_MS = 2_500;
const IDLE_MS = 10_000;
const LONG_TASK_MS = 50;

export interface StartupResult {
  page: string;
  /** Whether a module draws on this page (the targets differ). */
  draws: boolean;
  scriptWorkMs: number;
  evalInitMs: number;
  longTasksWith: number;
  longestWithMs: number;
  longTasksWithout: number;
  idleMsPerSecond: number;
}

interface Sample {
  scriptMs: number;
  evalInitMs: number | null;
  longTasks: number[];
}


async function scriptSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
}

/** The userscript's text, timed: the same code, with two marks around its synchronous run. */
function timed(script: string): string {
  return `window.__automailT0 = performance.now();\n${script}\nwindow.__automailT1 = performance.now();`;
}

async function openAt(browser: Browser, simUrl: string, script: string | null, path: string): Promise<{ page: Page; cdp: CDPSession; close(): Promise<void> }> {
  const scripted = await openScriptedPage(simUrl, { browser, script, siteUser: 'Demo', token: 'demo' });
  const cdp = await scripted.context.newCDPSession(scripted.page);
  await cdp.send('Performance.enable');
  // No selector waits while measuring: playwright's polling runs in the page and would count as
  // script time. The simulator's late rendering is long done after the settle time.
  await scripted.page.goto(SITE_ORIGIN + path, { waitUntil: 'load' });
  return { page: scripted.page, cdp, close: () => scripted.close() };
}

async function loadSample(browser: Browser, simUrl: string, script: string | null, path: string, ready: string | null): Promise<Sample> {
  const { page, cdp, close } = await openAt(browser, simUrl, script, path);
  try {
    await page.waitForTimeout(SETTLE_MS);
    const scriptMs = (await scriptSeconds(cdp)) * 1000;
    if (ready && (await page.locator(ready).count()) === 0) throw new Error(`${path}: ${ready} was not drawn within ${SETTLE_MS} ms`);
    const marks = await page.evaluate(() => {
      const w = window as unknown as { __automailT0?: number; __automailT1?: number; __longTasks: { duration: number }[] };
      return { t0: w.__automailT0, t1: w.__automailT1, longTasks: w.__longTasks.map((task) => task.duration) };
    });
    const evalInitMs = marks.t0 !== undefined && marks.t1 !== undefined ? marks.t1 - marks.t0 : null;
    return { scriptMs, evalInitMs, longTasks: marks.longTasks.filter((duration) => duration > LONG_TASK_MS) };
  } finally {
    await close();
  }
}

async function idleMsPerSecond(browser: Browser, simUrl: string, script: string | null, path: string): Promise<number> {
  const { page, cdp, close } = await openAt(browser, simUrl, script, path);
  try {
    await page.waitForTimeout(SETTLE_MS);
    const before = await scriptSeconds(cdp);
    await page.waitForTimeout(IDLE_MS);
    return (((await scriptSeconds(cdp)) - before) * 1000) / (IDLE_MS / 1000);
  } finally {
    await close();
  }
}

export async function runStartupBench(): Promise<StartupResult[]> {
  const script = timed(await ensureBuilt());
  const sim = await startSimulator({ port: 0, world: { seed: 1 } });
  const browser = await launchChromium();
  try {
    const media = sim.world.allMedia('ANIME').find((item) => item.averageScore !== null)!;
    const pages = [
      { path: '/home', draws: false, ready: null },
      { path: '/user/Demo/animelist', draws: false, ready: null },
      { path: `/anime/${media.id}/x`, draws: false, ready: null },
      { path: '/settings/apps', draws: true, ready: '#hohSettings' },
    ];
    const results: StartupResult[] = [];
    for (const { path, draws, ready } of pages) {
      process.stderr.write(`measuring the start on ${path}…\n`);
      const withScript: Sample[] = [];
      const without: Sample[] = [];
      // Alternating, so a busy moment of the machine falls on both sides alike.
      for (let run = 0; run < RUNS; run++) {
        without.push(await loadSample(browser, sim.url, null, path, null));
        withScript.push(await loadSample(browser, sim.url, script, path, ready));
      }
      const idleWith = await idleMsPerSecond(browser, sim.url, script, path);
      const idleWithout = await idleMsPerSecond(browser, sim.url, null, path);
      const longWith = withScript.flatMap((sample) => sample.longTasks);
      results.push({
        page: path,
        draws,
        scriptWorkMs: Math.max(0, median(withScript.map((s) => s.scriptMs)) - median(without.map((s) => s.scriptMs))),
        evalInitMs: median(withScript.map((s) => s.evalInitMs ?? Number.NaN)),
        longTasksWith: longWith.length / RUNS,
        longestWithMs: longWith.length ? Math.max(...longWith) : 0,
        longTasksWithout: without.flatMap((sample) => sample.longTasks).length / RUNS,
        idleMsPerSecond: Math.max(0, idleWith - idleWithout),
      });
    }
    return results;
  } finally {
    await browser.close();
    await sim.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of await runStartupBench()) console.log(JSON.stringify(result));
}
