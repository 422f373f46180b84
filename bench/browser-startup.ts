/**
 * The script's start on AniList's pages, measured whole, in Chromium on the simulator, side by
 * side with the same page and no script (docs/ARCHITECTURE.md "A light footprint on every page";
 * issue 22: "the start measured whole"). Per load:
 * - the script is injected as a manager injects it: at document-idle, in a task of its own, a
 *   `<script>` element whose text is the built file (with its source URL) is added to the page.
 *   An inline script element runs as it is added, so two marks set by the injecting code, OUTSIDE
 *   the script's text, enclose the browser's parse and compile of the whole file and the run of
 *   its top level: that is the **whole evaluation**, timed in loads traced by nothing (the
 *   trace's profiler logs every compiled function and about doubles it). In the traced loads it
 *   is given again, with the part that was V8's compile of the file (`v8.compile`). The earlier
 *   figure, "evaluation and init" (marks inside the script's text, so parse and compile are not
 *   in it), is still given beside it;
 * - main-thread tasks over 50 ms from the injection to **settled**: no request in flight, no
 *   change to the page's DOM and no long task for QUIET_MS (a state, checked from outside the
 *   page's script): counted by the page itself (PerformanceObserver) in the untraced loads, and
 *   from the trace, which also splits each between the script and the page;
 * - **idle**: the script's own JavaScript (profiler samples whose nearest attributable frame is
 *   `automail.user.js` or one of its `automail/<chunk>` chunks, longTaskTrace.ts) per second over
 *   IDLE_MS after settled.
 * The page without the script is loaded the same way (the same marks, no element), so its tasks
 * and its settle time are the baseline. Each page is loaded RUNS times each way, alternating.
 * Every registered module is present: the built file is the one users install.
 * Run alone with `npx tsx bench/browser-startup.ts [path…]` (START_RUNS=n, default 5).
 */
import { performance } from 'node:perf_hooks';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openScriptedPage, SITE_ORIGIN, USERSCRIPT_SOURCE_URL } from '../sim/browser';
import { startSimulator } from '../sim/index';
import { ensureBuilt } from '../test/helpers/build';
import { eventMsBetween, longTasks, scriptMsBetween, startTrace, stopTraceRead, topFunctions, type LongTask } from './longTaskTrace';
import { median } from './median';

const RUNS = Number(process.env.START_RUNS ?? 5);
const LONG_TASK_MS = 50;
/** Settled: no request in flight, no DOM change and no long task for this long. */
const QUIET_MS = 1_000;
/** A page that never settles is reported as such after this long. */
const SETTLE_LIMIT_MS = 30_000;
/** How often the outside checks whether the page has settled (each check is a tiny task in the page). */
const CHECK_MS = 200;
export const IDLE_MS = 10_000;

const MARK_INJECT = 'automail:inject';
const MARK_INJECTED = 'automail:injected';
const MARK_SETTLED = 'automail:settled';

/** One load, with or without the script. */
interface Sample {
  /** parse, compile and top level: the two marks around adding the element (ms) */
  wholeMs: number;
  /** of it, V8's compile of the file (ms) */
  compileMs: number;
  /** the marks inside the script's own text (ms): the earlier "evaluation and init" */
  innerMs: number;
  /** the script's own JavaScript from the injection to settled (ms) */
  oursToSettledMs: number;
  /** from the injection to the page's last request or DOM change before settling (ms); NaN when it did not settle within SETTLE_LIMIT_MS */
  settledAfterMs: number;
  longTasks: LongTask[];
  /** the script's JavaScript per idle second after settled, and where it went */
  idleOursMsPerSecond: number;
  /** of it, in the browser's built-ins the script called (fetch, postMessage…) */
  idleBuiltinsMsPerSecond: number;
  idleTop: string;
  idleBuiltinsTop: string;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface StartupResult {
  page: string;
  /** Whether a module draws on this page (the targets differ). */
  draws: boolean;
  runs: number;
  /** the whole evaluation in loads without the trace: what a member's browser spends */
  whole: Spread;
  /** the same in the traced loads (the profiler's logging makes compiling slower) */
  wholeTraced: Spread;
  compile: Spread;
  inner: Spread;
  /** the script's JavaScript from the injection to settled */
  oursToSettled: Spread;
  settledWith: Spread;
  settledWithout: Spread;
  /** the long tasks the page observed in the untraced loads, from the injection to settled (durations, ms) */
  untracedLongTasksWith: number[];
  untracedLongTasksWithout: number[];
  /** tasks over 50 ms from the injection to settled, per load */
  longTasksWith: number;
  longTasksWithout: number;
  longestWithMs: number;
  longestWithoutMs: number;
  /** the long tasks with the script, as `duration (ours ms: top functions)` */
  longTaskNotes: string[];
  idleMsPerSecond: Spread;
  /** of the idle figure, the browser's built-ins called by the script (per idle second) */
  idleBuiltinsMsPerSecond: Spread;
  /** in the load with the most idle script time: where it went, and which built-ins */
  idleTop: string;
  idleBuiltinsTop: string;
}

function spread(values: readonly number[]): Spread {
  const known = values.filter((value) => !Number.isNaN(value));
  if (known.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  return { median: median(known), min: Math.min(...known), max: Math.max(...known) };
}

/**
 * The manager's side, run before any page script: at DOMContentLoaded, in a task of its own (a
 * manager's injection is a message away from the event), mark, add the script element, mark. A
 * DOM change watch (the settle state) is kept from the start. `text` null: the marks only.
 */
function injector(text: string | null): string {
  return `(function () {
  if (location.origin !== ${JSON.stringify(SITE_ORIGIN)} || window.top !== window) return;
  window.__benchLastChange = 0;
  new MutationObserver(function () { window.__benchLastChange = performance.now(); })
    .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  var text = ${text === null ? 'null' : JSON.stringify(text)};
  document.addEventListener('DOMContentLoaded', function () {
    setTimeout(function () {
      if (document.querySelector('meta[name="sim-redirect"]')) return;
      performance.mark(${JSON.stringify(MARK_INJECT)});
      if (text !== null) {
        var element = document.createElement('script');
        element.textContent = text;
        (document.head || document.documentElement).appendChild(element);
        element.remove();
      }
      performance.mark(${JSON.stringify(MARK_INJECTED)});
    }, 0);
  }, { once: true });
})();`;
}

/** The built file as the element's text: inner marks (the earlier figure) and its source URL. */
export function elementText(script: string): string {
  return `window.__automailT0 = performance.now();\n${script}\nwindow.__automailT1 = performance.now();\n//# sourceURL=${USERSCRIPT_SOURCE_URL}`;
}

/**
 * Waits, from outside, until no request has been in flight and the DOM has not changed for
 * QUIET_MS, and no task over 50 ms has run for as long. Returns when the page's last activity was, in ms after the injection (0 when it was
 * already quiet then), or NaN when it had not settled after SETTLE_LIMIT_MS.
 */
async function waitSettled(page: Page, inFlight: () => number, lastRequestAt: () => number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < SETTLE_LIMIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS));
    if (inFlight() > 0 || performance.now() - lastRequestAt() < QUIET_MS) continue;
    const requestAgo = performance.now() - lastRequestAt();
    const quiet = await page.evaluate((name) => {
      const injected = performance.getEntriesByName(name)[0]?.startTime;
      // A long task counts as activity too: under load a module's compile can take longer than
      // QUIET_MS with no request and no DOM change (the harness logs long tasks, sim/browser.ts).
      const w = window as unknown as { __benchLastChange?: number; __longTasks?: { start: number; duration: number }[] };
      const lastLongTask = Math.max(0, ...(w.__longTasks ?? []).map((task) => task.start + task.duration));
      return injected === undefined ? null : { now: performance.now(), injected, lastChange: Math.max(w.__benchLastChange ?? 0, lastLongTask) };
    }, MARK_INJECTED);
    if (!quiet || quiet.now - quiet.lastChange < QUIET_MS) continue;
    const lastActivity = Math.max(quiet.lastChange, quiet.now - requestAgo);
    return Math.max(0, lastActivity - quiet.injected);
  }
  return Number.NaN;
}

/** The page's requests in flight and when the last one started or ended (Node's clock). */
function watchRequests(page: Page): { inFlight: () => number; lastAt: () => number } {
  let inFlight = 0;
  let lastAt = performance.now();
  const started = () => { inFlight += 1; lastAt = performance.now(); };
  const ended = () => { inFlight = Math.max(0, inFlight - 1); lastAt = performance.now(); };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return { inFlight: () => inFlight, lastAt: () => lastAt };
}

/** A load traced by nothing (see untracedLoad). */
export interface UntracedSample {
  wholeMs: number;
  innerMs: number;
  /** the page's long tasks (PerformanceObserver) from the injection to settled, their durations in ms */
  longTasks: number[];
}

/**
 * A load without the trace: with the profiler on, V8 logs every function it compiles and the
 * figures double, so what a member's browser spends is measured in loads of their own, traced by
 * nothing: the whole evaluation (the marks) and the long tasks the page itself observed from the
 * injection to settled. `text` null: the page without the script.
 */
export async function untracedLoad(browser: Browser, simUrl: string, text: string | null, path: string): Promise<UntracedSample> {
  const scripted = await openScriptedPage(simUrl, { browser, script: null, siteUser: 'Demo', token: 'demo' });
  const { page, context } = scripted;
  try {
    await context.addInitScript(injector(text));
    const requests = watchRequests(page);
    await page.goto(SITE_ORIGIN + path, { waitUntil: 'load' });
    await waitSettled(page, requests.inFlight, requests.lastAt);
    return await page.evaluate(([inject, injected]) => {
      const from = performance.getEntriesByName(inject)[0]?.startTime ?? Number.NaN;
      const to = performance.getEntriesByName(injected)[0]?.startTime ?? Number.NaN;
      const w = window as unknown as { __automailT0?: number; __automailT1?: number; __longTasks?: { start: number; duration: number }[] };
      return {
        wholeMs: to - from,
        innerMs: w.__automailT0 !== undefined && w.__automailT1 !== undefined ? w.__automailT1 - w.__automailT0 : Number.NaN,
        longTasks: (w.__longTasks ?? []).filter((task) => task.start + task.duration >= from).map((task) => task.duration),
      };
    }, [MARK_INJECT, MARK_INJECTED]);
  } finally {
    await scripted.close();
  }
}

async function loadSample(browser: Browser, simUrl: string, text: string | null, path: string, ready: string | null): Promise<Sample> {
  // The harness's GM_xmlhttpRequest shim without its own injection: this file injects.
  const scripted = await openScriptedPage(simUrl, { browser, script: null, siteUser: 'Demo', token: 'demo' });
  const { page, context } = scripted;
  try {
    await context.addInitScript(injector(text));
    const requests = watchRequests(page);
    await startTrace(browser, page);
    await page.goto(SITE_ORIGIN + path, { waitUntil: 'load' });
    const settledAfterMs = await waitSettled(page, requests.inFlight, requests.lastAt);
    // The settle check's own last call marks the moment (its cost is the harness's, not ours).
    await page.evaluate((name) => performance.mark(name), MARK_SETTLED);
    // Nothing runs in the page from here (no polling): the idle stretch is the page's own.
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const inner = await page.evaluate(() => {
      const w = window as unknown as { __automailT0?: number; __automailT1?: number };
      return w.__automailT0 !== undefined && w.__automailT1 !== undefined ? w.__automailT1 - w.__automailT0 : Number.NaN;
    });
    if (ready && (await page.locator(ready).count()) === 0) throw new Error(`${path}: ${ready} was not drawn by the time the page settled`);
    const trace = await stopTraceRead(browser);
    const inject = trace.marks.get(MARK_INJECT);
    const injected = trace.marks.get(MARK_INJECTED);
    const settledAt = trace.marks.get(MARK_SETTLED);
    if (inject === undefined || injected === undefined || settledAt === undefined) throw new Error(`${path}: the trace lacks the bench's marks (${[...trace.marks.keys()].join(', ')})`);
    const idleEnd = settledAt + IDLE_MS * 1000;
    const idle = scriptMsBetween(trace, settledAt, idleEnd);
    return {
      wholeMs: (injected - inject) / 1000,
      compileMs: eventMsBetween(trace, ['v8.compile'], inject, injected),
      innerMs: inner,
      oursToSettledMs: scriptMsBetween(trace, inject, settledAt).ours,
      settledAfterMs,
      longTasks: longTasks(trace, LONG_TASK_MS, inject, settledAt),
      idleOursMsPerSecond: idle.ours / (IDLE_MS / 1000),
      idleBuiltinsMsPerSecond: [...idle.oursInBuiltins.values()].reduce((sum, ms) => sum + ms, 0) / (IDLE_MS / 1000),
      idleTop: topFunctions(idle.oursByFunction),
      idleBuiltinsTop: topFunctions(idle.oursInBuiltins),
    };
  } finally {
    await scripted.close();
  }
}

export interface StartPage {
  path: string;
  draws: boolean;
  /** a selector the drawing module's output must match once settled */
  ready: string | null;
}

export async function runStartupBench(only: readonly string[] = []): Promise<StartupResult[]> {
  const text = elementText(await ensureBuilt());
  const sim = await startSimulator({ port: 0, world: { seed: 1 } });
  const browser = await launchChromium();
  try {
    const media = sim.world.allMedia('ANIME').find((item) => item.averageScore !== null)!;
    const pages: StartPage[] = [
      { path: '/home', draws: false, ready: null },
      { path: '/user/Demo/animelist', draws: false, ready: null },
      { path: `/anime/${media.id}/x`, draws: false, ready: null },
      { path: '/settings/apps', draws: true, ready: '#hohSettings' },
    ];
    const results: StartupResult[] = [];
    for (const { path, draws, ready } of pages.filter((p) => only.length === 0 || only.some((word) => p.path.includes(word)))) {
      process.stderr.write(`measuring the start on ${path}…\n`);
      const withScript: Sample[] = [];
      const without: Sample[] = [];
      const untracedWith: UntracedSample[] = [];
      const untracedWithout: UntracedSample[] = [];
      // Alternating, so a busy moment of the machine falls on both sides alike.
      for (let run = 0; run < RUNS; run++) {
        without.push(await loadSample(browser, sim.url, null, path, null));
        withScript.push(await loadSample(browser, sim.url, text, path, ready));
        untracedWithout.push(await untracedLoad(browser, sim.url, null, path));
        untracedWith.push(await untracedLoad(browser, sim.url, text, path));
      }
      const longWith = withScript.flatMap((sample) => sample.longTasks);
      const longWithout = without.flatMap((sample) => sample.longTasks);
      const busiestIdle = [...withScript].sort((a, b) => b.idleOursMsPerSecond - a.idleOursMsPerSecond)[0];
      results.push({
        page: path,
        draws,
        runs: RUNS,
        whole: spread(untracedWith.map((sample) => sample.wholeMs)),
        wholeTraced: spread(withScript.map((s) => s.wholeMs)),
        compile: spread(withScript.map((s) => s.compileMs)),
        inner: spread(untracedWith.map((sample) => sample.innerMs)),
        untracedLongTasksWith: untracedWith.flatMap((sample) => sample.longTasks),
        untracedLongTasksWithout: untracedWithout.flatMap((sample) => sample.longTasks),
        oursToSettled: spread(withScript.map((s) => s.oursToSettledMs)),
        settledWith: spread(withScript.map((s) => s.settledAfterMs)),
        settledWithout: spread(without.map((s) => s.settledAfterMs)),
        longTasksWith: longWith.length / RUNS,
        longTasksWithout: longWithout.length / RUNS,
        longestWithMs: Math.max(0, ...longWith.map((task) => task.duration)),
        longestWithoutMs: Math.max(0, ...longWithout.map((task) => task.duration)),
        longTaskNotes: longWith.map((task) => `${task.duration.toFixed(0)} ms at ${task.at.toFixed(0)} (ours ${task.oursMs.toFixed(0)}: ${task.oursTop || task.top})`),
        idleMsPerSecond: spread(withScript.map((s) => s.idleOursMsPerSecond)),
        idleBuiltinsMsPerSecond: spread(withScript.map((s) => s.idleBuiltinsMsPerSecond)),
        idleTop: busiestIdle?.idleTop ?? '',
        idleBuiltinsTop: busiestIdle?.idleBuiltinsTop ?? '',
      });
    }
    return results;
  } finally {
    await browser.close();
    await sim.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of await runStartupBench(process.argv.slice(2))) console.log(JSON.stringify(result));
}
