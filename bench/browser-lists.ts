/**
 * Hoarder's 11,000-entry lists, one list module at a time (issue 16: "every one of them stays
 * smooth, no task over 50 ms"), in Chromium on the simulator, signed in on the site and in the
 * script as Hoarder (so the owner-only score buttons decorate every row). Each module's page is
 * loaded with that module alone on, then its controls are used as a user would; the same page is
 * loaded and used without the script. Both are traced (longTaskTrace.ts): the long-task API
 * misses style and layout, and the simulator's own rendering of 11,000 rows is several long tasks
 * by itself, so a task counts as the script's by what ran in it: the script's own JavaScript
 * (profiler samples), plus, after a control only the script has, the style and layout it set off.
 * Run alone with `npx tsx bench/browser-lists.ts` (LISTS_RUNS=n for more runs, default 2; LISTS_ONLY=<module> for one module).
 */
import type { Browser } from 'playwright-core';
import { launchChromium, openScriptedPage, SITE_ORIGIN } from '../sim/browser';
import { NOTABLE_USERS, startSimulator } from '../sim/index';
import { ensureBuilt } from '../test/helpers/build';
import { moduleIdsRunningOn } from './browser-home';
import { startTrace, stopTrace, type LongTask } from './longTaskTrace';
import { median } from './median';
import type { BenchRow } from './run';

const RUNS = Number(process.env.LISTS_RUNS ?? 2);
/** LISTS_ONLY=<module>: that module's scenarios alone. */
const ONLY = process.env.LISTS_ONLY ?? '';
const LONG_TASK_MS = 50;
/** After the load event: the late content lands, the module queries and decorates every row. */
const SETTLE_MS = 8_000;
/** After each step of a control; the last step of a control waits longer (a save, a drawing). */
const STEP_MS = 500;
const LAST_STEP_MS = 1_500;
const ANIME = `/user/${NOTABLE_USERS.hoarder}/animelist`;
const MANGA = `/user/${NOTABLE_USERS.hoarder}/mangalist`;

/** One thing a user does: press an element, type into AniList's filter box, or wait for text. */
type Step = { click: string } | { search: string } | { waitText: [string, RegExp] } | { choose: [string, string] };

interface Control {
  name: string;
  /** true: only the script has this control, so the restyles after it are the script's too */
  own: boolean;
  steps: readonly Step[];
  /** what the page does without the script to compare with (the page's own filtering) */
  withoutScript?: readonly Step[];
}

interface Scenario {
  /** the settings id switched on (every other list module off) */
  module: string;
  path: string;
  controls: readonly Control[];
}

const FILTER_TEXT: readonly Step[] = [{ search: 'a' }, { search: '' }];
const ROW = (n: number) => `.medialist .list-entries > .entry:nth-child(${n + 1})`;

const SCENARIOS: readonly Scenario[] = [
  {
    module: 'draw3x3',
    path: ANIME,
    controls: [{
      name: 'nine picks, the collage, close',
      own: true,
      steps: [
        { click: '#hohDraw3x3' },
        ...Array.from({ length: 9 }, (_, i) => ({ click: `${ROW(i + 1)} .title > a` })),
        { click: '#hohDraw3x3Collage .hohCollageBar button' },
        { click: '#hohDraw3x3' },
      ],
    }],
  },
  {
    module: 'newChapters',
    path: MANGA,
    controls: [{ name: 'a scan', own: true, steps: [{ click: '#hohNewChapters' }, { waitText: ['#hohNewChaptersWrap .hohNewChaptersStatus', /^(?!Scanning)./] }] }],
  },
  {
    module: 'tagIndex',
    path: ANIME,
    controls: [{
      name: 'a tag on and off',
      own: false,
      steps: [{ click: '#hohTagIndexWrap .tagIndex button' }, { click: '#hohTagIndexWrap .tagIndex button' }],
      withoutScript: FILTER_TEXT,
    }],
  },
  {
    // The ?search= address sync lives with the tag index: typed text goes to the address.
    module: 'tagIndex',
    path: `${ANIME}?search=a`,
    controls: [{ name: '?search= kept in the address while typing', own: false, steps: FILTER_TEXT, withoutScript: FILTER_TEXT }],
  },
  {
    module: 'plussMinus',
    path: ANIME,
    controls: [{
      name: 'score + and -',
      own: true,
      steps: [{ click: `${ROW(1)} .hohChangeScore[data-direction="1"]` }, { click: `${ROW(1)} .hohChangeScore[data-direction="-1"]` }],
    }],
  },
  {
    module: 'yearStepper',
    path: ANIME,
    controls: [{
      name: '< and >',
      own: false,
      steps: [{ click: '.medialist .el-slider > .hohStepper.back' }, { click: '.medialist .el-slider > .hohStepper.on' }],
      withoutScript: FILTER_TEXT,
    }],
  },
  {
    // Issue 26: selection and the dry run in the worker, the page only draws.
    module: 'bulkEdit',
    path: ANIME,
    controls: [{
      name: 'select all 11,000, a dry run, the backup',
      own: true,
      steps: [
        { waitText: ['#hohBulkEdit .hohBulkSelectShown:not([disabled])', /./] },
        { click: '#hohBulkEdit .hohBulkSelectShown' },
        { waitText: ['#hohBulkEdit .hohBulkCount', /^11,000 selected$/] },
        { choose: ['#hohBulkEdit .hohBulkForm select', 'PAUSED'] },
        { click: '#hohBulkEdit .hohBulkDryRun' },
        { waitText: ['#hohBulkEdit .hohBulkPlanSummary', /entries change/] },
        { click: '#hohBulkEdit .hohBulkDownloadBackup' },
        { click: '#hohBulkEdit .hohBulkCancel' },
      ],
    }],
  },
  { module: 'viewAdvancedScores', path: ANIME, controls: [] },
  { module: 'lightLists', path: ANIME, controls: [] },
  { module: 'mangaRemaining', path: MANGA, controls: [] },
  { module: 'CSSdecimalPoint', path: ANIME, controls: [] },
  { module: 'CSSsmileyScore', path: ANIME, controls: [] },
];

/** The script's share of a task: its JavaScript, and the restyle after a control only it has. */
function scriptShare(task: LongTask, own: boolean): number {
  return task.oursMs + (own ? task.renderMs : 0);
}

interface Window {
  tasks: LongTask[];
  own: boolean;
}

interface Sample {
  load: Window;
  controls: Record<string, Window>;
}

async function runStep(page: Awaited<ReturnType<typeof openScriptedPage>>['page'], step: Step): Promise<void> {
  if ('click' in step) {
    // Found and pressed in one evaluation: Playwright's own selector engine walking 11,000 rows
    // would be a long task of its own inside the window.
    await page.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.click(), step.click);
  } else if ('choose' in step) {
    await page.evaluate(([selector, value]) => {
      const select = document.querySelector<HTMLSelectElement>(selector);
      if (!select) return;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }, step.choose);
  } else if ('search' in step) {
    await page.evaluate((text) => {
      const input = document.querySelector<HTMLInputElement>('.medialist .entry-filter input');
      if (!input) return;
      input.value = text;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, step.search);
  } else {
    const [selector, pattern] = step.waitText;
    await page.waitForFunction(([s, p]) => new RegExp(p).test(document.querySelector(s)?.textContent ?? ''), [selector, pattern.source] as const, { timeout: 60_000, polling: 500 }).catch(() => {});
  }
}

async function sample(browser: Browser, simUrl: string, script: string | null, scenario: Scenario, settings: Record<string, unknown>): Promise<Sample> {
  const scripted = await openScriptedPage(simUrl, { browser, script, siteUser: NOTABLE_USERS.hoarder, token: 'demo', settings });
  const { page } = scripted;
  try {
    await startTrace(browser, page);
    await page.goto(`${SITE_ORIGIN}${scenario.path}`, { waitUntil: 'load' });
    // No selector polling while measuring (it would run in the page); the settle time is ample.
    await page.waitForTimeout(SETTLE_MS);
    const load = { tasks: await stopTrace(browser, LONG_TASK_MS), own: false };
    const controls: Record<string, Window> = {};
    for (const control of scenario.controls) {
      const steps = script ? control.steps : control.withoutScript ?? [];
      await startTrace(browser, page);
      for (const [i, step] of steps.entries()) {
        await runStep(page, step);
        await page.waitForTimeout(i === steps.length - 1 ? LAST_STEP_MS : STEP_MS);
      }
      controls[control.name] = { tasks: await stopTrace(browser, LONG_TASK_MS), own: control.own };
    }
    return { load, controls };
  } finally {
    await scripted.close();
  }
}

export interface WindowResult {
  module: string;
  window: string;
  own: boolean;
  /** tasks over 50 ms per run, with and without the script */
  tasksWith: number;
  tasksWithout: number;
  /** of those with the script, the ones whose script share alone is over 50 ms, per run */
  tasksCaused: number;
  /** the longest task, median over runs, with and without the script (0 when none) */
  longestWithMs: number;
  longestWithoutMs: number;
  /** the largest script share of any task over all runs */
  longestShareMs: number;
}

function summarise(module: string, window: string, own: boolean, withScript: LongTask[][], without: LongTask[][]): WindowResult {
  const longest = (tasks: LongTask[]) => tasks.reduce((most, task) => Math.max(most, task.duration), 0);
  const shares = withScript.flat().map((task) => scriptShare(task, own));
  return {
    module,
    window,
    own,
    tasksWith: withScript.flat().length / withScript.length,
    tasksWithout: without.length ? without.flat().length / without.length : 0,
    tasksCaused: shares.filter((ms) => ms > LONG_TASK_MS).length / withScript.length,
    longestWithMs: median(withScript.map(longest)),
    longestWithoutMs: without.length ? median(without.map(longest)) : 0,
    longestShareMs: shares.length ? Math.max(...shares) : 0,
  };
}

export async function runListsBench(): Promise<WindowResult[]> {
  const script = await ensureBuilt();
  const listIds = await moduleIdsRunningOn((module) => !module.alwaysOn && module.pages.some((page) => page.match(new URL(`https://anilist.co${ANIME}`)) !== null || page.match(new URL(`https://anilist.co${MANGA}`)) !== null));
  const sim = await startSimulator({ port: 0 });
  const browser = await launchChromium();
  const results: WindowResult[] = [];
  try {
    for (const scenario of SCENARIOS.filter((s) => !ONLY || s.module === ONLY)) {
      process.stderr.write(`  ${scenario.module} on ${scenario.path}…\n`);
      // The module alone: every other list module off, so what is measured is its own work.
      const settings = { ...Object.fromEntries(listIds.map((id) => [id, false])), [scenario.module]: true };
      const withScript: Sample[] = [];
      const without: Sample[] = [];
      for (let run = 0; run < RUNS; run++) {
        without.push(await sample(browser, sim.url, null, scenario, settings));
        withScript.push(await sample(browser, sim.url, script, scenario, settings));
      }
      const label = scenario.path.includes('?') ? `${scenario.module} (${scenario.path.split('?')[1]})` : scenario.module;
      results.push(summarise(label, `load ${scenario.path.split('/').pop()}`, false, withScript.map((s) => s.load.tasks), without.map((s) => s.load.tasks)));
      for (const control of scenario.controls) {
        results.push(summarise(label, control.name, control.own, withScript.map((s) => s.controls[control.name].tasks), control.withoutScript ? without.map((s) => s.controls[control.name].tasks) : []));
      }
    }
    return results;
  } finally {
    await browser.close();
    await sim.close();
  }
}

/** The bench table's rows: per module, its page's load, then each of its controls. */
export async function listsRows(): Promise<BenchRow[]> {
  const results = await runListsBench();
  return results.map((r) => ({
    job: `Hoarder's list in Chromium: ${r.module}: ${r.window}`,
    size: 'extreme',
    label: `tasks > 50 ms per run: ${r.tasksWith.toFixed(1)} with the script, ${r.tasksWithout.toFixed(1)} without${r.own ? '' : " (the page's own filtering and rendering)"}; caused by the script: ${r.tasksCaused.toFixed(1)} (its largest share of a task ${r.longestShareMs.toFixed(0)} ms); longest task, median of ${RUNS} runs`,
    medianMs: r.longestWithMs,
    baselineMs: r.longestWithoutMs,
    target: 'no task > 50 ms caused by the script',
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of await runListsBench()) console.log(JSON.stringify(result));
}
