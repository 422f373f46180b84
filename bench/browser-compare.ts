/**
 * The compare job in Chromium on the simulator, through the real Blob worker: 20 users × 3,000
 * anime entries each. Two measurements, both counting the main thread's long tasks over 50 ms
 * (target: none):
 * - 'session': a small bundle of src/workers/client.ts (built here with Vite and the worker's
 *   text as in the userscript) opens a compare session and adds the 20 users; the worker fetches, parses
 *   and merges, the page receives summaries and one row window;
 * - 'page': the built userscript's compare page loaded from the address with 20 users, from the
 *   moment its box appears until every column is in (the site's own start is not counted).
 * Run alone with `npx tsx bench/browser-compare.ts`.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { clientIdDefine } from '../build/clientId';
import { lazyChunks } from '../build/lazyChunks';
import { startHarness, type Harness } from '../test/helpers/harness';
import { generateFixture, NOTABLE_USERS } from '../sim/index';
import { generateEntries } from '../sim/world/generateUsers';
import { createRandom } from '../sim/world/random';
import { CHROMIUM_PATH } from '../sim/browser';

export const USERS = 20;
export const ENTRIES_PER_USER = 3_000;
const LONG_TASK_MS = 50;
const LOAD_TIMEOUT_MS = 180_000;
const CLIENT_PATH = fileURLToPath(new URL('../src/workers/client.ts', import.meta.url));

/** 'blocked': the session way on a page whose policy blocks Blob workers (the fallback). */
export type BrowserCompareWay = 'session' | 'blocked' | 'page';

export interface BrowserCompareResult {
  way: BrowserCompareWay;
  /** Until every user is in (session: from the first call; page: from the compare box's appearance). */
  loadMs: number;
  longTasksOver50: number;
  longestTaskMs: number;
  /** Whether a Blob worker ran the jobs, or they fell back to the page. */
  mode: 'worker' | 'page';
  rows: number;
}

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/** The seeded world with 20 users whose anime lists hold 3,000 entries each. */
function compareWorld() {
  const fixture = generateFixture({ seed: 4_242, now: Date.UTC(2026, 0, 1) / 1000 });
  const chosen = fixture.users.filter((user) => user.name !== NOTABLE_USERS.private).slice(0, USERS);
  const ids = new Set(chosen.map((user) => user.id));
  const anime = fixture.media.filter((media) => media.type === 'ANIME');
  const animeIds = new Set(anime.map((media) => media.id));
  const plans = chosen.map((user) => ({ user, type: 'ANIME' as const, count: ENTRIES_PER_USER, pool: anime }));
  const fresh = generateEntries(createRandom(4_243), plans, fixture.now, 9_000_001);
  fixture.listEntries = [...fixture.listEntries.filter((entry) => !(ids.has(entry.userId) && animeIds.has(entry.mediaId))), ...fresh];
  return { fixture, names: chosen.map((user) => user.name) };
}

/** A page script exposing `__compareBench(names)`, built from the real client and worker. */
async function sessionBundle(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'automail-bench-'));
  const entry = join(dir, 'entry.ts');
  await writeFile(entry, `
import { openCompareSession } from ${JSON.stringify(CLIENT_PATH)};
(window as unknown as Record<string, unknown>).__compareBench = async (names: string[]) => {
  const start = performance.now();
  const session = await openCompareSession({ type: 'ANIME', options: { minRatings: 0 } });
  const results = await Promise.all(names.map((name) => session.addUser(name)));
  const failed = results.filter((result) => !result.ok).length;
  const summary = await session.summary();
  await session.rowWindow(0, 50);
  const loadMs = performance.now() - start;
  session.close();
  return { loadMs, failed, rows: summary.rowCount, users: summary.users.length };
};
`);
  try {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const define = clientIdDefine(process.env);
    const lazy = lazyChunks({ root, bootEntry: join(root, 'src/main.ts'), define });
    const output = await build({
      configFile: false,
      logLevel: 'error',
      root,
      define,
      // The worker's text, as the userscript carries it (build/lazyChunks.ts).
      plugins: [lazy.load, lazy.carry],
      build: {
        write: false,
        minify: false,
        lib: { entry, formats: ['iife'], name: 'AutomailCompareBench', fileName: () => 'bench.js' },
      },
    });
    const outputs = Array.isArray(output) ? output : [output];
    for (const result of outputs) {
      if ('output' in result) {
        const chunk = result.output.find((item) => item.type === 'chunk');
        if (chunk && chunk.type === 'chunk') return chunk.code;
      }
    }
    throw new Error('vite produced no bundle');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function longTasks(page: Page): Promise<{ over: number; longest: number }> {
  return page.evaluate((limit) => {
    const tasks = (window as unknown as { __longTasks: { duration: number }[] }).__longTasks;
    return { over: tasks.filter((task) => task.duration > limit).length, longest: Math.max(0, ...tasks.map((task) => task.duration)) };
  }, LONG_TASK_MS);
}

function countWorkers(page: Page): () => number {
  let workers = 0;
  page.on('worker', () => workers++);
  return () => workers;
}

async function measureSession(harness: Harness, names: string[], blockWorkers: boolean): Promise<BrowserCompareResult> {
  const page = await harness.newPage({ siteUser: names[0], blockWorkers });
  const workers = countWorkers(page);
  await harness.goto(page, `/user/${names[0]}/animelist`);
  // Only what happens during the job counts, not the simulated site's own start.
  await page.evaluate(() => {
    (window as unknown as { __longTasks: unknown[] }).__longTasks.length = 0;
  });
  const result = await page.evaluate((list) => (window as unknown as { __compareBench(names: string[]): Promise<{ loadMs: number; failed: number; rows: number; users: number }> }).__compareBench(list), names);
  if (result.failed > 0 || result.users !== names.length) throw new Error(`${result.failed} of ${names.length} users failed to load`);
  const tasks = await longTasks(page);
  return { way: blockWorkers ? 'blocked' : 'session', loadMs: result.loadMs, longTasksOver50: tasks.over, longestTaskMs: tasks.longest, mode: workers() > 0 ? 'worker' : 'page', rows: result.rows };
}

async function measurePage(harness: Harness, names: string[]): Promise<BrowserCompareResult> {
  const page = await harness.newPage({ siteUser: names[0] });
  const workers = countWorkers(page);
  await harness.goto(page, `/user/${names[0]}/animelist/compare?users=${names.join(',')}`);
  await page.waitForSelector('.hohCompare', { state: 'attached', timeout: 30_000 }).catch(() => {
    throw new Error('the compare module did not start on the page');
  });
  // The simulated site's own start and the userscript's load happen before this point (and have
  // long tasks with the compare module switched off too); only the compare job's time counts.
  const start = await page.evaluate(() => {
    (window as unknown as { __longTasks: unknown[] }).__longTasks.length = 0;
    return performance.now();
  });
  await page.waitForFunction(
    (expected) => document.querySelectorAll('.hohCompareTable th.hohUserCell').length === expected
      && !document.querySelector('.hohCompareLoading li'),
    names.length,
    { timeout: LOAD_TIMEOUT_MS, polling: 100 },
  );
  const loadMs = (await page.evaluate(() => performance.now())) - start;
  const rows = await page.evaluate(() => Number(document.querySelector('.hohCompareTable')?.getAttribute('aria-rowcount') ?? 1) - 1);
  const tasks = await longTasks(page);
  return { way: 'page', loadMs, longTasksOver50: tasks.over, longestTaskMs: tasks.longest, mode: workers() > 0 ? 'worker' : 'page', rows };
}

/** Each measurement, or the reason it could not be made; `page: false` skips the compare-page way. */
export async function runBrowserCompare(options: { page?: boolean } = {}): Promise<(BrowserCompareResult | { way: BrowserCompareWay; error: string })[]> {
  const { fixture, names } = compareWorld();
  const results: (BrowserCompareResult | { way: BrowserCompareWay; error: string })[] = [];
  const reason = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

  const sessionHarness = await startHarness({ world: { fixture }, rateLimit: 1_000, script: await sessionBundle() });
  try {
    for (const blocked of [false, true]) {
      try {
        results.push(await measureSession(sessionHarness, names, blocked));
      } catch (error) {
        results.push({ way: blocked ? 'blocked' : 'session', error: reason(error) });
      }
    }
  } finally {
    await sessionHarness.close();
  }

  if (options.page === false) return results;
  const pageHarness = await startHarness({ world: { fixture }, rateLimit: 1_000 });
  try {
    results.push(await measurePage(pageHarness, names));
  } catch (error) {
    results.push({ way: 'page', error: reason(error) });
  } finally {
    await pageHarness.close();
  }
  return results;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runBrowserCompare().then(
    (results) => console.log(JSON.stringify(results, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
