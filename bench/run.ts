/**
 * `npm run bench`: times every job of bench/jobs/ (warm-up, then the median of several runs),
 * and its baseline on the same data where it has one, and prints one table. A benchmark reports;
 * it never fails because the machine was slow.
 */
import { performance } from 'node:perf_hooks';
import type { BenchJob } from './types';
import { jobs as mergeJobs } from './jobs/merge';
import { jobs as compareJobs } from './jobs/compare';
import { jobs as statsJobs } from './jobs/stats';
import { jobs as checkerJobs } from './jobs/checker';
import { jobs as importJobs } from './jobs/import';
import { jobs as autorecsJobs } from './jobs/autorecs';
import { chromiumAvailable, runBrowserCompare, ENTRIES_PER_USER, USERS } from './browser-compare';
import { runComparePageBench } from './browser-compare-page';
import { runNotificationsBench } from './browser-notifications';
import { runStatsPageBench } from './browser-stats';
import { IDLE_MS, runStartupBench, type Spread, type StartupResult } from './browser-startup';
import { runImportBench } from './browser-import';
import { runCheckerBench } from './browser-checker';
import { homeRows } from './browser-home';
import { listsRows } from './browser-lists';
import { lightListsRows } from './browser-lightLists';
import { formatSize, measureSize } from './size';
import { median } from './median';

const ALL_JOBS: readonly BenchJob[] = [...mergeJobs, ...compareJobs, ...statsJobs, ...checkerJobs, ...importJobs, ...autorecsJobs];

const WARM_UP_RUNS = 3;
const TIMED_RUNS = 9;

export interface BenchRow {
  job: string;
  size: string;
  label: string;
  medianMs: number;
  baselineMs: number | null;
  target: string;
}


/** Keeps results alive so the engine cannot drop the work as unused. */
let sink: unknown;

function time<D>(fn: (data: D) => unknown, data: D): number {
  for (let i = 0; i < WARM_UP_RUNS; i++) sink = fn(data);
  const samples: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i++) {
    const start = performance.now();
    sink = fn(data);
    samples.push(performance.now() - start);
  }
  return median(samples);
}

export function runJob(job: BenchJob): BenchRow {
  const data = job.setup();
  const medianMs = time(job.run.bind(job), data);
  const baselineMs = job.baseline ? time(job.baseline.bind(job), data) : null;
  return { job: job.name, size: job.size, label: job.label, medianMs, baselineMs, target: job.target ?? '' };
}

function ms(value: number | null): string {
  if (value === null || Number.isNaN(value)) return '–';
  return value < 10 ? value.toFixed(2) : value.toFixed(1);
}

export function formatTable(rows: readonly BenchRow[]): string {
  const header = ['job', 'size', 'label', 'median ms', 'baseline ms', 'ratio', 'target'];
  const lines = rows.map((row) => [
    row.job,
    row.size,
    row.label,
    ms(row.medianMs),
    ms(row.baselineMs),
    row.baselineMs === null ? '–' : `${(row.baselineMs / row.medianMs).toFixed(1)}×`,
    row.target,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [format(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...lines.map(format)].join('\n');
}

/** The compare job through the real Blob worker in Chromium: one run each way, long tasks counted. */
async function browserRows(): Promise<BenchRow[]> {
  const base = `${USERS} users × ${ENTRIES_PER_USER.toLocaleString('en')} entries`;
  const target = (way: string) => (way === 'blocked' ? 'completes (no hang)' : '0 long tasks > 50 ms');
  const jobName = {
    session: 'compare in Chromium: worker session',
    blocked: 'compare in Chromium: Blob workers blocked (fallback)',
    page: 'compare in Chromium: compare page',
  };
  // The compare page itself is measured in detail by browser-compare-page.ts.
  const results = await runBrowserCompare({ page: false }).catch((error: unknown) => [
    { way: 'session' as const, error: error instanceof Error ? error.message.split('\n')[0] : String(error) },
  ]);
  return results.map((result) => ('error' in result
    ? { job: jobName[result.way], size: 'extreme', label: `${base}: not measured (${result.error})`, medianMs: Number.NaN, baselineMs: null, target: target(result.way) }
    : {
      job: jobName[result.way],
      size: 'extreme',
      label: `${base}, ${result.rows.toLocaleString('en')} rows, one run; long tasks > 50 ms: ${result.longTasksOver50} (longest ${result.longestTaskMs.toFixed(0)} ms; ${result.mode})`,
      medianMs: result.loadMs,
      baselineMs: null,
      target: target(result.way),
    }));
}

function range(spread: Spread, digits = 1): string {
  return `${spread.min.toFixed(digits)}–${spread.max.toFixed(digits)}`;
}

/** Long tasks the page observed itself, per load: how many and the longest. */
function untracedTasks(durations: readonly number[], runs: number): string {
  return `${durations.length / runs} (longest ${Math.max(0, ...durations).toFixed(0)} ms)`;
}

/** The start on four pages, measured whole, side by side with the same page without the script. */
async function startupRows(): Promise<BenchRow[]> {
  const results: StartupResult[] = await runStartupBench();
  return results.flatMap((result) => [
    {
      job: `start in Chromium: ${result.page}: whole evaluation`,
      size: 'realistic',
      label: `adding the script element → run (parse, compile, top level), median of ${result.runs} untraced loads (${range(result.whole)} ms); ` +
        `"evaluation and init" (marks inside the script, no parse or compile) ${result.inner.median.toFixed(1)} ms; ` +
        `under the trace's profiler ${result.wholeTraced.median.toFixed(1)} ms (${range(result.wholeTraced)}), of it V8's compile of the file ${result.compile.median.toFixed(1)} ms; ` +
        `the script's JavaScript from injection to settled ${result.oursToSettled.median.toFixed(0)} ms (${range(result.oursToSettled, 0)})`,
      medianMs: result.whole.median,
      baselineMs: null,
      target: result.draws ? '(a module draws)' : '≤ 30 ms',
    },
    {
      job: `start in Chromium: ${result.page}: tasks > 50 ms, injection → settled`,
      size: 'realistic',
      label: `untraced, per load: ${untracedTasks(result.untracedLongTasksWith, result.runs)} with the script, ${untracedTasks(result.untracedLongTasksWithout, result.runs)} without; ` +
        `traced, per load: ${result.longTasksWith} with the script, ${result.longTasksWithout} without (longest ${result.longestWithMs.toFixed(0)} ms with, ` +
        `${result.longestWithoutMs.toFixed(0)} ms without); the page quiet from ${result.settledWith.median.toFixed(0)} ms after injection ` +
        `(${result.settledWithout.median.toFixed(0)} ms without)${result.longTaskNotes.length ? `; tasks with the script: ${result.longTaskNotes.join('; ')}` : ''}`,
      medianMs: result.longestWithMs,
      baselineMs: null,
      target: 'no task > 50 ms',
    },
    {
      job: `idle in Chromium: ${result.page}`,
      size: 'realistic',
      label: `the script's JavaScript per second over ${IDLE_MS / 1000} s after settled, median of ${result.runs} loads (${range(result.idleMsPerSecond, 2)} ms); of it in the browser's built-ins it called ${result.idleBuiltinsMsPerSecond.median.toFixed(2)} ms (${result.idleBuiltinsTop || 'none'}); most in: ${result.idleTop || 'nothing'}`,
      medianMs: result.idleMsPerSecond.median,
      baselineMs: null,
      target: '≤ 0.3 ms',
    },
  ]);
}

/** A Chromium benchmark: `word` selects it on the command line; `run` gives its rows. */
interface BrowserBench {
  word: string;
  job: string;
  size: BenchRow['size'];
  target: string;
  run(): Promise<BenchRow[]>;
}

const BROWSER_BENCHES: readonly BrowserBench[] = [
  { word: 'compare', job: 'compare job', size: 'extreme', target: '', run: browserRows },
  { word: 'compare', job: 'compare page', size: 'extreme', target: '0 long tasks > 50 ms', run: runComparePageBench },
  { word: 'import', job: 'Anime-Planet import', size: 'extreme', target: 'no task > 50 ms', run: runImportBench },
  { word: 'checker', job: 'media data checker (20,000 media)', size: 'extreme', target: 'no task > 50 ms', run: runCheckerBench },
  { word: 'notifications', job: 'notifications page', size: 'extreme', target: '≤ 300 ms', run: runNotificationsBench },
  { word: 'stats', job: 'stats page (Hoarder)', size: 'extreme', target: '≤ 1,500 ms; no task > 50 ms', run: runStatsPageBench },
  { word: 'home', job: 'home page', size: 'realistic', target: '0 tasks > 50 ms', run: homeRows },
  { word: 'lists', job: "Hoarder's list page", size: 'extreme', target: 'no task > 50 ms', run: listsRows },
  { word: 'lightLists', job: "Hoarder's list page, light", size: 'extreme', target: 'faster and lighter than without', run: lightListsRows },
  { word: 'start', job: 'start', size: 'realistic', target: '≤ 30 ms whole, no task > 50 ms, ≤ 0.3 ms idle', run: startupRows },
];

/** The row that says a browser benchmark could not run, and why. */
function notMeasured(bench: BrowserBench, error: unknown): BenchRow {
  return {
    job: `${bench.job} in Chromium`,
    size: bench.size,
    label: `not measured (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
    medianMs: Number.NaN,
    baselineMs: null,
    target: bench.target,
  };
}

/**
 * `tsx bench/run.ts [words…] [--no-browser]`: with words, only the jobs whose name contains one of
 * them (e.g. `checker import`); the Chromium benchmarks by their word (BROWSER_BENCHES): `compare`,
 * `import`, `checker`, `notifications`, `stats`, `home`, `lists`, `lightLists`, `start`.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const words = args.filter((arg) => !arg.startsWith('--'));
  const wanted = (name: string) => words.length === 0 || words.some((word) => name.includes(word));
  const rows: BenchRow[] = [];
  for (const job of ALL_JOBS.filter((j) => wanted(j.name))) {
    process.stderr.write(`running ${job.name} (${job.label})…\n`);
    rows.push(runJob(job));
  }
  void sink;
  if (chromiumAvailable() && !args.includes('--no-browser')) {
    for (const bench of BROWSER_BENCHES.filter((b) => wanted(b.word))) {
      process.stderr.write(`running ${bench.job} in Chromium…\n`);
      rows.push(...(await bench.run().catch((error: unknown) => [notMeasured(bench, error)])));
    }
  }
  console.log(formatTable(rows));
  console.log(`\n${formatSize(measureSize())}`);
}

await main();
