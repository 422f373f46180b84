/**
 * The compare page as a user meets it, in Chromium on the simulator with the built userscript:
 * 20 users × 3,000 anime entries each (a fixture made with the simulator's own generators, since
 * the seeded world's lists are smaller). Measures
 *  - the time from the last list arriving (the request finished) to the table being usable
 *    (every column in, nothing loading, the rows in view drawn, one frame painted);
 *  - main-thread long tasks over 50 ms from the first list request to the last paint
 *    (PerformanceObserver 'longtask', installed by the harness before any page script);
 *  - the repaint time after sorting, filtering and changing the digest (action → new rows drawn
 *    and painted), the median of several repetitions each.
 * `runComparePageBench()` returns rows for bench/run.ts; alone: `npx tsx bench/browser-compare-page.ts`.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page, Request } from 'playwright-core';
import { generateFixture, NOTABLE_USERS } from '../sim/index';
import { generateEntries } from '../sim/world/generateUsers';
import { createRandom } from '../sim/world/random';
import { startHarness } from '../test/helpers/harness';
import type { BenchRow } from './run';
import { median } from './median';

export const PAGE_BENCH_USERS = 20;
export const PAGE_BENCH_ENTRIES = 3_000;
const LONG_TASK_MS = 50;
const LOAD_TIMEOUT_MS = 180_000;
const REPEATS = 5;

/** The seeded world, with the anime lists of 20 users replaced by 3,000 entries each. */
function benchWorld() {
  const fixture = generateFixture({ seed: 7_301, now: Date.UTC(2026, 0, 1) / 1000 });
  const chosen = fixture.users.filter((user) => user.name !== NOTABLE_USERS.private && user.name !== NOTABLE_USERS.hoarder).slice(0, PAGE_BENCH_USERS);
  const ids = new Set(chosen.map((user) => user.id));
  const anime = fixture.media.filter((media) => media.type === 'ANIME');
  const plans = chosen.map((user) => ({ user, type: 'ANIME' as const, count: PAGE_BENCH_ENTRIES, pool: anime }));
  const fresh = generateEntries(createRandom(7_302), plans, fixture.now, 9_500_001);
  const animeIds = new Set(anime.map((media) => media.id));
  // Private entries would make the lists shorter than asked.
  for (const entry of fresh) entry.private = false;
  fixture.listEntries = [...fixture.listEntries.filter((entry) => !(ids.has(entry.userId) && animeIds.has(entry.mediaId))), ...fresh];
  return { fixture, names: chosen.map((user) => user.name) };
}

const isListRequest = (request: Request): boolean => {
  const body = request.postData() ?? '';
  return request.url().includes('graphql') && body.includes('MediaListCollection') && body.includes('favourites');
};

/** In the page: the wall-clock time (ms since the epoch) when the table first became usable. */
async function usableAt(page: Page, columns: number): Promise<number> {
  await page.waitForFunction(
    (expected) =>
      document.querySelectorAll('div.hohCompare thead th[data-user]').length === expected &&
      !document.querySelector('div.hohCompare .hohCompareLoading') &&
      document.querySelector('div.hohCompare table')?.getAttribute('aria-busy') === 'false' &&
      document.querySelectorAll('div.hohCompare tbody tr[data-id]').length > 0,
    columns,
    { timeout: LOAD_TIMEOUT_MS, polling: 'raf' },
  );
  // The frame after the condition held is the one that shows it.
  return page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()))));
}

/**
 * In the page: performs `action`, then waits until the table has drawn the rows of a newer
 * version and painted them; returns the elapsed ms.
 */
async function repaint(page: Page, action: 'sort' | 'filter' | 'digest', step: number): Promise<number> {
  return page.evaluate(
    ({ action, step }) =>
      new Promise<number>((resolve, reject) => {
        const tbody = () => document.querySelector('div.hohCompare tbody');
        const before = tbody()?.getAttribute('data-rows-version');
        const start = performance.now();
        const done = () => {
          const table = document.querySelector('div.hohCompare table');
          return tbody()?.getAttribute('data-rows-version') !== before && table?.getAttribute('aria-busy') === 'false';
        };
        const selects = document.querySelectorAll<HTMLSelectElement>('div.hohCompare select');
        const choose = (select: HTMLSelectElement, value: string) => {
          select.value = value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        };
        if (action === 'sort') {
          const buttons = document.querySelectorAll<HTMLButtonElement>('div.hohCompare thead .hohSortButton');
          // Alternate between the title and a user's column, so each click is a real re-sort.
          buttons[step % 2 === 0 ? 0 : 2].click();
        } else if (action === 'filter') {
          choose(selects[0], step % 2 === 0 ? 'TV' : '');
        } else {
          const modes = ['median', 'stdDeviation', 'maximum', 'ratings', 'average'];
          choose(selects[1], modes[step % modes.length]);
        }
        const deadline = setTimeout(() => reject(new Error(`no repaint after ${action}`)), 30_000);
        const check = () => {
          if (!done()) {
            requestAnimationFrame(check);
            return;
          }
          requestAnimationFrame(() => {
            clearTimeout(deadline);
            resolve(performance.now() - start);
          });
        };
        check();
      }),
    { action, step },
  );
}


export interface ComparePageBenchOptions {
  /** The userscript to run (default: the built dist/automail.user.js). */
  script?: string;
}

export async function runComparePageBench(options: ComparePageBenchOptions = {}): Promise<BenchRow[]> {
  const { fixture, names } = benchWorld();
  const harness = await startHarness({ world: { fixture }, rateLimit: 1_000, script: options.script });
  const label = `${names.length} users × ${PAGE_BENCH_ENTRIES.toLocaleString('en')} entries`;
  try {
    const page = await harness.newPage({ siteUser: names[0] });
    let firstRequest = Number.POSITIVE_INFINITY;
    let lastArrival = 0;
    let lists = 0;
    page.context().on('request', (request) => {
      if (isListRequest(request)) firstRequest = Math.min(firstRequest, Date.now());
    });
    page.context().on('requestfinished', (request) => {
      if (!isListRequest(request)) return;
      lists++;
      lastArrival = Math.max(lastArrival, Date.now());
    });
    await harness.goto(page, `/user/${names[0]}/animelist/compare?users=${names.join(',')}`);
    const usable = await usableAt(page, names.length);
    // tsx keeps function names with a helper the page does not have; give it a no-op one.
    await page.evaluate('globalThis.__name = (fn) => fn');
    const timing = await page.evaluate(
      ({ limit }) => {
        const tasks = (window as unknown as { __longTasks?: { start: number; duration: number }[] }).__longTasks ?? [];
        const rows = Number(document.querySelector('div.hohCompare table')?.getAttribute('aria-rowcount') ?? 1) - 1;
        return { origin: performance.timeOrigin, tasks: tasks.filter((task) => task.duration > limit), rows };
      },
      { limit: LONG_TASK_MS },
    );
    if (lists < names.length) throw new Error(`only ${lists} of ${names.length} list requests were seen`);
    const windowStart = firstRequest - timing.origin;
    const windowEnd = usable - timing.origin;
    const longTasks = timing.tasks.filter((task) => task.start + task.duration >= windowStart && task.start <= windowEnd);
    const longest = Math.max(0, ...longTasks.map((task) => task.duration));

    const repaints: Record<'sort' | 'filter' | 'digest', number[]> = { sort: [], filter: [], digest: [] };
    for (const action of ['sort', 'filter', 'digest'] as const) {
      for (let step = 0; step < REPEATS; step++) repaints[action].push(await repaint(page, action, step));
    }
    const after = await page.evaluate(
      ({ limit, from }) =>
        ((window as unknown as { __longTasks?: { start: number; duration: number }[] }).__longTasks ?? []).filter(
          (task) => task.duration > limit && task.start >= from,
        ).length,
      { limit: LONG_TASK_MS, from: windowEnd },
    );

    const rowsLabel = `${label}, ${timing.rows.toLocaleString('en')} rows`;
    return [
      {
        job: 'compare page: last list → table usable',
        size: 'extreme',
        label: `${rowsLabel}; long tasks > 50 ms from first request to last paint: ${longTasks.length} (longest ${longest.toFixed(0)} ms)`,
        medianMs: usable - lastArrival,
        baselineMs: null,
        target: '0 long tasks > 50 ms',
      },
      ...(['sort', 'filter', 'digest'] as const).map((action) => ({
        job: `compare page: repaint after ${action}`,
        size: 'extreme',
        label: `${rowsLabel}; median of ${REPEATS}; long tasks > 50 ms during all repaints: ${after}`,
        medianMs: median(repaints[action]),
        baselineMs: null,
        target: 'one frame or a few',
      })),
    ];
  } finally {
    await harness.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const scriptPath = process.argv[2];
  const run = async () => runComparePageBench({ script: scriptPath ? await readFile(scriptPath, 'utf8') : undefined });
  run().then(
    (rows) => {
      // Not run.ts's formatTable: importing run.ts starts the whole benchmark.
      for (const row of rows) console.log(`${row.job}: ${row.medianMs.toFixed(1)} ms (${row.label}; target ${row.target})`);
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
