/**
 * The Anime-Planet import as a member moving a big list meets it, in Chromium on the simulator
 * with the built userscript: a 2,000-title export file (titles of the seeded world, exact, in
 * lower case, and shortened so that some matches are far) chosen on /settings/import. Measures
 * the longest main-thread task (PerformanceObserver 'longtask', installed by the harness before
 * any page script) from the file chosen to the review list shown, and how long that took.
 * The original froze the page for about 60 s at this size, its worst single task 2.7 s.
 * `runImportBench()` returns rows for bench/run.ts; alone: `npx tsx bench/browser-import.ts`.
 */
import { generateWorld, NOTABLE_USERS } from '../sim/index';
import { startHarness } from '../test/helpers/harness';
import { TEST_PACE_KEY } from '../src/lib/importJob';
import type { BenchRow } from './run';

export const IMPORT_BENCH_TITLES = 2_000;
const LONG_TASK_MS = 50;
const TIMEOUT_MS = 300_000;

/** A 2,000-title Anime-Planet anime export built from the seeded world's titles. */
export function benchExport(): string {
  const world = generateWorld();
  const statuses = ['watched', 'watching', 'want to watch', 'stalled', 'dropped'];
  const entries = world.allMedia('ANIME').slice(0, IMPORT_BENCH_TITLES).map((media, i) => {
    const romaji = media.title.romaji;
    const name = i % 10 === 3 ? romaji.toLowerCase() : i % 10 === 7 ? romaji.split(' ').slice(0, 2).join(' ') : romaji;
    return { name, status: statuses[i % statuses.length], rating: (i % 11) / 2, times: 1, eps: i % 13 };
  });
  return JSON.stringify({ export: { type: 'anime', date: new Date().toISOString() }, user: { name: NOTABLE_USERS.demo }, entries });
}

export interface ImportBenchResult {
  rows: number;
  elapsedMs: number;
  longTasks: number;
  longestTaskMs: number;
}

export async function measureImport(script?: string): Promise<ImportBenchResult> {
  const file = benchExport();
  const harness = await startHarness({ rateLimit: 1_000, script });
  try {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo' });
    await page.context().addInitScript(([key]) => {
      if (location.origin === 'https://anilist.co') localStorage.setItem(key, '10');
    }, [TEST_PACE_KEY] as const);
    await harness.goto(page, '/settings/import');
    const input = page.locator('#hohImport .hohAnimePlanetImport input[type=file]');
    await input.waitFor({ state: 'attached', timeout: 60_000 });
    // tsx keeps function names with a helper the page does not have; give it a no-op one.
    await page.evaluate('globalThis.__name = (fn) => fn');
    // The moment the page hears of the file, in the page's own clock.
    await page.evaluate(() => {
      document.querySelector('#hohImport .hohAnimePlanetImport input[type=file]')!
        .addEventListener('change', () => { (window as unknown as { __fileChosenAt: number }).__fileChosenAt = performance.now(); }, { capture: true, once: true });
    });
    await input.setInputFiles({ name: 'export.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await page.waitForFunction(
      () => document.querySelector('#hohImport .hohReviewPrompt') && document.querySelectorAll('#hohImport .hohReviewRow').length > 0,
      undefined,
      { timeout: TIMEOUT_MS, polling: 'raf' },
    );
    const shownAt = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))));
    const timing = await page.evaluate(({ limit }) => {
      const tasks = (window as unknown as { __longTasks?: { start: number; duration: number }[] }).__longTasks ?? [];
      return {
        chosenAt: (window as unknown as { __fileChosenAt?: number }).__fileChosenAt ?? 0,
        tasks: tasks.filter((task) => task.duration > limit),
        rows: Number(document.querySelector('#hohImport .hohReviewScroll')?.getAttribute('aria-rowcount') ?? 0),
      };
    }, { limit: LONG_TASK_MS });
    const inWindow = timing.tasks.filter((task) => task.start + task.duration >= timing.chosenAt && task.start <= shownAt);
    return {
      rows: timing.rows,
      elapsedMs: shownAt - timing.chosenAt,
      longTasks: inWindow.length,
      longestTaskMs: Math.max(0, ...inWindow.map((task) => task.duration)),
    };
  } finally {
    await harness.close();
  }
}

/** The bench row: the longest task (0 when none went over 50 ms), with the count and the wait. */
export async function runImportBench(script?: string): Promise<BenchRow[]> {
  const result = await measureImport(script);
  return [{
    job: 'Anime-Planet import in Chromium: file chosen → review list shown, longest main-thread task',
    size: 'extreme',
    label: `${IMPORT_BENCH_TITLES.toLocaleString('en')} titles, ${result.rows.toLocaleString('en')} review rows, one run; long tasks > 50 ms: ${result.longTasks}; review shown after ${(result.elapsedMs / 1000).toFixed(1)} s (original: ~60 s frozen, worst task 2.7 s)`,
    medianMs: result.longestTaskMs,
    baselineMs: 2_700,
    target: 'no task > 50 ms',
  }];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await runImportBench();
  for (const row of rows) console.log(`${row.job}: ${row.medianMs.toFixed(0)} ms; ${row.label}`);
}
