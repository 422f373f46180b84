/**
 * The profile stats page as Hoarder meets it (11,000 anime entries, thousands of staff), in
 * Chromium on the simulator with the built userscript, More stats opened. Measures
 *  - the time from the last list arriving (its request finished) to the first table shown (its
 *    lines drawn, one frame painted);
 *  - the longest main-thread task (PerformanceObserver 'longtask', installed by the harness)
 *    from the first request to the last paint (the staff tables drawn);
 *  - the repaint after a sort (heading click) and after a filter (search typed) on the anime
 *    genre table with its biggest row expanded (thousands of lines), the median of several;
 *  - a baseline: the same number of lines with the same row markup put in the page all at once,
 *    without virtualisation (what drawing the table whole would cost).
 * `runStatsPageBench()` returns rows for bench/run.ts; alone: `npx tsx bench/browser-stats.ts`.
 */
import { fileURLToPath } from 'node:url';
import type { Page, Request } from 'playwright-core';
import { NOTABLE_USERS } from '../sim/index';
import { startHarness } from '../test/helpers/harness';
import type { BenchRow } from './run';
import { median } from './median';

const LONG_TASK_MS = 50;
const LOAD_TIMEOUT_MS = 600_000;
const REPEATS = 5;
const TABLE = '.hohStatsTable[data-table="genresAnime"]';

const isStatsRequest = (request: Request, kind: 'List' | 'Staff'): boolean => (request.postData() ?? '').includes(`query Stats${kind}Chunk`);

/** The wall-clock time (ms since the epoch) of the frame after `selector` first matched. */
async function shownAt(page: Page, selector: string): Promise<number> {
  await page.waitForSelector(selector, { timeout: LOAD_TIMEOUT_MS });
  return page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()))));
}

/** Performs a sort or a search on the genre table, waits for its new lines to be drawn and painted; the elapsed ms. */
async function repaint(page: Page, action: 'sort' | 'filter', step: number): Promise<number> {
  return page.evaluate(
    ({ action, step, table }) =>
      new Promise<number>((resolve, reject) => {
        const root = document.querySelector(table)!;
        const grid = () => root.querySelector('.hohStatsGrid');
        const firstKey = () => root.querySelector('.hohStatsLine[data-key]')?.getAttribute('data-key');
        const beforeKey = firstKey();
        const beforeCount = grid()?.getAttribute('aria-rowcount');
        const start = performance.now();
        let done: () => boolean;
        if (action === 'sort') {
          const label = step % 2 === 0 ? 'Genre' : 'Count';
          [...root.querySelectorAll<HTMLButtonElement>('.hohStatsSort')].find((button) => button.textContent === label)!.click();
          done = () => !!root.querySelector(`.hohFocus`)?.textContent?.includes(label) && firstKey() !== beforeKey && !root.querySelector('[aria-busy="true"]');
        } else {
          const input = root.querySelector<HTMLInputElement>('.hohStatsSearch')!;
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
          setter.call(input, step % 2 === 0 ? 'a' : '');
          input.dispatchEvent(new Event('input', { bubbles: true }));
          done = () => grid()?.getAttribute('aria-rowcount') !== beforeCount && !root.querySelector('[aria-busy="true"]');
        }
        const deadline = setTimeout(() => reject(new Error(`no repaint after ${action}`)), 30_000);
        const check = () => {
          if (!done()) return void requestAnimationFrame(check);
          requestAnimationFrame(() => {
            clearTimeout(deadline);
            resolve(performance.now() - start);
          });
        };
        check();
      }),
    { action, step, table: TABLE },
  );
}

/** The same lines, same markup, all in the page at once: the cost of no virtualisation. */
async function wholeTable(page: Page, lines: number): Promise<{ ms: number; longest: number }> {
  return page.evaluate(
    ({ lines, table, limit }) =>
      new Promise<{ ms: number; longest: number }>((resolve) => {
        const root = document.querySelector(table)!;
        const drawn = [...root.querySelectorAll<HTMLElement>('.hohStatsLine[data-key]')];
        const from = performance.now();
        const start = performance.now();
        const box = document.createElement('div');
        box.className = 'hohStatsGrid';
        for (let i = 0; i < lines; i++) {
          const copy = drawn[i % drawn.length].cloneNode(true) as HTMLElement;
          copy.style.position = 'static';
          copy.style.transform = '';
          box.append(copy);
        }
        root.append(box);
        void box.offsetHeight;
        requestAnimationFrame(() => {
          const ms = performance.now() - start;
          box.remove();
          // Long-task entries reach the observer a little after the task: read them a moment later.
          setTimeout(() => {
          const tasks = ((window as unknown as { __longTasks?: { start: number; duration: number }[] }).__longTasks ?? []).filter((task) => task.start >= from - 1);
          resolve({ ms, longest: Math.max(0, ...tasks.map((task) => task.duration).filter((duration) => duration > limit)) });
          }, 300);
        });
      }),
    { lines, table: TABLE, limit: LONG_TASK_MS },
  );
}

export async function runStatsPageBench(): Promise<BenchRow[]> {
  const harness = await startHarness({ rateLimit: 1_000 });
  const user = NOTABLE_USERS.hoarder;
  try {
    const page = await harness.newPage();
    let firstRequest = Number.POSITIVE_INFINITY;
    let lastList = 0;
    page.context().on('request', (request) => {
      if (isStatsRequest(request, 'List') || isStatsRequest(request, 'Staff')) firstRequest = Math.min(firstRequest, Date.now());
    });
    page.context().on('requestfinished', (request) => {
      if (isStatsRequest(request, 'List')) lastList = Math.max(lastList, Date.now());
    });
    await harness.goto(page, `/user/${user}/stats/anime/overview`);
    await page.waitForSelector('.filter-wrap .hohStatsTrigger', { timeout: 60_000 });
    await page.click('button.hohStatsTrigger:has-text("More stats")');
    const firstTable = await shownAt(page, '#hohStats .hohStatsTable .hohStatsLine[data-key]');
    const lastPaint = await shownAt(page, '#hohStats [data-table="staffManga"] .hohStatsLine[data-key]');
    await page.evaluate('globalThis.__name = (fn) => fn');
    const timing = await page.evaluate(() => ({
      origin: performance.timeOrigin,
      tasks: (window as unknown as { __longTasks?: { start: number; duration: number }[] }).__longTasks ?? [],
    }));
    const from = firstRequest - timing.origin;
    const to = lastPaint - timing.origin;
    const inWindow = timing.tasks.filter((task) => task.start + task.duration >= from && task.start <= to);
    const longest = Math.max(0, ...inWindow.map((task) => task.duration));
    const over = inWindow.filter((task) => task.duration > LONG_TASK_MS).length;

    // The genre table with its biggest row expanded: thousands of lines to scroll over.
    await page.click(`${TABLE} .hohStatsSort:has-text("Count")`);
    await page.waitForSelector(`${TABLE} .hohFocus:has-text("Count")`);
    await page.click(`${TABLE} .hohStatsRow >> nth=0 >> .hohStatsToggle`);
    await page.waitForFunction((table) => Number(document.querySelector(`${table} .hohStatsGrid`)?.getAttribute('aria-rowcount')) > 1_000, TABLE, { timeout: 60_000 });
    const lines = Number(await page.getAttribute(`${TABLE} .hohStatsGrid`, 'aria-rowcount')) - 1;
    const sorts: number[] = [];
    const filters: number[] = [];
    for (let step = 0; step < REPEATS * 2; step++) sorts.push(await repaint(page, 'sort', step));
    for (let step = 0; step < REPEATS * 2; step++) filters.push(await repaint(page, 'filter', step));
    await page.click(`${TABLE} .hohStatsSort:has-text("Count")`);
    const whole: { ms: number; longest: number }[] = [];
    for (let i = 0; i < REPEATS; i++) whole.push(await wholeTable(page, lines));
    const wholeMs = median(whole.map((run) => run.ms));
    const base = `Hoarder: 11,000 anime + 500 manga, staff two pages per media`;
    const tableLabel = `anime genre table, biggest row expanded: ${lines.toLocaleString('en')} lines`;
    return [
      {
        job: 'stats page: last list → first table',
        size: 'extreme',
        label: `${base}; long tasks > 50 ms from first request to last paint: ${over} (longest ${longest.toFixed(0)} ms)`,
        medianMs: firstTable - lastList,
        baselineMs: null,
        target: '≤ 1,500 ms; no task > 50 ms',
      },
      {
        job: 'stats page: repaint after sort',
        size: 'extreme',
        label: `${tableLabel}; median of ${sorts.length}; baseline: the same lines drawn whole (longest task ${Math.max(...whole.map((run) => run.longest)).toFixed(0)} ms)`,
        medianMs: median(sorts),
        baselineMs: wholeMs,
        target: '≤ 100 ms',
      },
      {
        job: 'stats page: repaint after filter',
        size: 'extreme',
        label: `${tableLabel}; search typed, median of ${filters.length}; baseline as above`,
        medianMs: median(filters),
        baselineMs: wholeMs,
        target: '≤ 100 ms',
      },
    ];
  } finally {
    await harness.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runStatsPageBench().then(
    (rows) => {
      for (const row of rows) console.log(`${row.job}: ${row.medianMs.toFixed(1)} ms, baseline ${row.baselineMs?.toFixed(1) ?? '–'} (${row.label}; target ${row.target})`);
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
