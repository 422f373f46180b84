/**
 * The media data checker over 20,000 media, in Chromium on the simulator with the built
 * userscript: a world of 20,000 anime (generateFixture's own option), every rule on, all media by
 * popularity, the page pace shortened by its test key. The rules run in the worker; the page only
 * draws hits. Measures the main-thread tasks over 50 ms (PerformanceObserver 'longtask', installed
 * by the harness before any page script) from Run to the last page, and how long the run took.
 * `runCheckerBench()` returns rows for bench/run.ts; alone: `npx tsx bench/browser-checker.ts`.
 */
import { generateFixture, NOTABLE_USERS } from '../sim/index';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from '../test/helpers/harness';
import { CHECKER_RULES } from '../src/workers/checker/rules';
import { CHECKER_TEST_PACE_KEY } from '../src/modules/moreStats/variousQueries/tools/checkerPace';
import type { BenchRow } from './run';

export const CHECKER_BENCH_MEDIA = 20_000;
const LONG_TASK_MS = 50;
const TIMEOUT_MS = 900_000;
const PANEL = '#hohVariousQueries';

export interface CheckerBenchResult {
  pages: number;
  hits: number;
  elapsedMs: number;
  longTasks: number;
  longestTaskMs: number;
  /** When each long task began, in s after Run (where the time goes: the worker's start, a page, the end). */
  taskOffsetsS: number[];
}

/** A world of `media` anime, and the checker on /site-stats with every rule on and pace 0, ready to Run. */
export async function checkerReady(media: number = CHECKER_BENCH_MEDIA, script?: string): Promise<{ harness: Harness; page: Page }> {
  const fixture = generateFixture({ anime: media - 30 });
  const harness = await startHarness({ world: { fixture }, rateLimit: 100_000, script });
  const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo' });
  await page.context().addInitScript(([key]) => {
    if (location.origin === 'https://anilist.co') localStorage.setItem(key, '0');
  }, [CHECKER_TEST_PACE_KEY] as const);
  await harness.goto(page, '/site-stats');
  await page.waitForSelector(`${PANEL} .hohVqSelect`, { timeout: 60_000 });
  await page.selectOption(`${PANEL} .hohVqSelect`, 'checker');
  for (const rule of CHECKER_RULES) await page.setChecked(`${PANEL} [id="hohVq-checker-rule:${rule.id}"]`, true);
  return { harness, page };
}

/** Clicks Run and waits for the last page (or an error). */
export async function runToEnd(page: Page): Promise<void> {
  await page.click(`${PANEL} .hohVqRun`);
  await page.waitForFunction(
    () => /Done/.test(document.querySelector('#hohVariousQueries .hohVqProgress')?.textContent ?? '') || !!document.querySelector('#hohVariousQueries .hohVqError'),
    undefined,
    { timeout: TIMEOUT_MS, polling: 500 },
  );
}

export async function measureChecker(script?: string): Promise<CheckerBenchResult> {
  const { harness, page } = await checkerReady(CHECKER_BENCH_MEDIA, script);
  try {
    const startedAt = await page.evaluate(() => performance.now());
    await runToEnd(page);
    const doneAt = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))));
    const timing = await page.evaluate(({ limit }) => {
      const tasks = (window as unknown as { __longTasks?: { start: number; duration: number }[] }).__longTasks ?? [];
      const text = document.querySelector('#hohVariousQueries .hohVqProgress')?.textContent ?? '';
      const error = document.querySelector('#hohVariousQueries .hohVqError')?.textContent ?? null;
      return { tasks: tasks.filter((task) => task.duration > limit), text, error };
    }, { limit: LONG_TASK_MS });
    if (timing.error) throw new Error(timing.error);
    const match = /^Page (\d+) of \d+\. Done: (\d+) media/.exec(timing.text);
    const inWindow = timing.tasks.filter((task) => task.start + task.duration >= startedAt && task.start <= doneAt);
    return {
      pages: Number(match?.[1] ?? 0),
      hits: Number(match?.[2] ?? 0),
      elapsedMs: doneAt - startedAt,
      longTasks: inWindow.length,
      longestTaskMs: Math.max(0, ...inWindow.map((task) => task.duration)),
      taskOffsetsS: inWindow.map((task) => Math.round((task.start - startedAt) / 100) / 10),
    };
  } finally {
    await harness.close();
  }
}

/** The bench row: the longest main-thread task of the run (0 when none went over 50 ms). */
export async function runCheckerBench(script?: string): Promise<BenchRow[]> {
  const result = await measureChecker(script);
  return [{
    job: 'media data checker in Chromium: Run → last page, longest main-thread task',
    size: 'extreme',
    label: `${CHECKER_BENCH_MEDIA.toLocaleString('en')} anime × all 40 rules, ${result.pages} pages, ${result.hits.toLocaleString('en')} media with hits, pace 0 (test key); long tasks > 50 ms: ${result.longTasks}${result.longTasks ? ` (at ${result.taskOffsetsS.join(', ')} s after Run)` : ''}; run took ${(result.elapsedMs / 1000).toFixed(1)} s`,
    medianMs: result.longestTaskMs,
    baselineMs: null,
    target: 'no task > 50 ms',
  }];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await runCheckerBench();
  for (const row of rows) console.log(`${row.job}: ${row.medianMs.toFixed(0)} ms; ${row.label}`);
}
