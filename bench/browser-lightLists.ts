/**
 * lightLists on Hoarder's 11,000-entry anime list (issue 26, part 4: "measured side by side with
 * and without on Hoarder's 11,000 entries (time to a usable list, memory)"), in Chromium with
 * images on (the simulator's placeholder covers, lazily loaded as AniList's are), signed in on the
 * site and in the script as Hoarder. The same built script is loaded both ways, every other list
 * module off, lightLists on or off, alternating runs.
 *
 * Time to a usable list, from the navigation's start (the page's own clock):
 *   rows      the last row is in the DOM (the simulator draws the list in one go);
 *   painted   the first frame with the rows has been painted, and the covers that frame asked for
 *             have arrived (none with lightLists);
 *   usable    painted, and the page responsive: the end of the last long task (> 50 ms, the
 *             page's own PerformanceObserver) after the rows, within the settle window.
 * Memory, after the settle window and a forced garbage collection: the page's JavaScript heap
 * (CDP Performance.getMetrics JSHeapUsedSize), its layout objects, and the renderer processes'
 * resident memory (Linux /proc, VmRSS of every renderer Chromium reports; one page is open).
 * Run alone with `npx tsx bench/browser-lightLists.ts` (LIGHT_RUNS=n, default 3 each way).
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openScriptedPage, SITE_ORIGIN } from '../sim/browser';
import { NOTABLE_USERS, startSimulator } from '../sim/index';
import { ensureBuilt } from '../test/helpers/build';
import { moduleIdsRunningOn } from './browser-home';
import { median } from './median';
import type { BenchRow } from './run';

const RUNS = Number(process.env.LIGHT_RUNS ?? 3);
const SETTLE_MS = 6_000;
const PATH = `/user/${NOTABLE_USERS.hoarder}/animelist`;

/** In the page from its start: when the rows came, their first frame, the covers, the long tasks. */
const PROBE = `(() => {
  const probe = window.__lightProbe = { rows: null, rowCount: 0, frame: null, covers: [], longTasks: [] };
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) probe.longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name.includes('/media/anime/cover/')) probe.covers.push([e.startTime, e.responseEnd]); }).observe({ type: 'resource', buffered: true });
  } catch (e) { /* no observers: the figures stay empty */ }
  const observer = new MutationObserver(() => {
    if (probe.rows !== null || !document.querySelector('.medialist .list-entries')) return;
    probe.rows = performance.now();
    probe.rowCount = document.querySelectorAll('.medialist .list-entries > .entry, .medialist .list-entries > .entry-card').length;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { probe.frame = performance.now(); }, 0));
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

interface Probe {
  rows: number | null;
  rowCount: number;
  frame: number | null;
  covers: [number, number][];
  longTasks: [number, number][];
}

export interface LightSample {
  rowsMs: number;
  rowCount: number;
  paintedMs: number;
  usableMs: number;
  covers: number;
  heapMb: number;
  layoutObjects: number;
  rendererMb: number;
  layout: string;
  /** after the member has looked at SCROLL_STOPS places down the list: covers fetched, renderer MB */
  scrolledCovers: number;
  scrolledRendererMb: number;
}

/** Places down the list the page is scrolled to, each given two frames and the covers' time. */
const SCROLL_STOPS = 30;

/** Resident memory of Chromium's renderer processes, in MB (Linux; 0 where /proc is not there). */
async function rendererMb(browser: Browser): Promise<number> {
  const session = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = await session.send('SystemInfo.getProcessInfo') as { processInfo: { type: string; id: number }[] };
    let kb = 0;
    for (const { id } of processInfo.filter((process) => process.type === 'renderer')) {
      try {
        const found = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'));
        kb += found ? Number(found[1]) : 0;
      } catch { /* gone, or no /proc */ }
    }
    return kb / 1024;
  } finally {
    await session.detach();
  }
}

async function sample(browser: Browser, simUrl: string, script: string, settings: Record<string, unknown>): Promise<LightSample> {
  const scripted = await openScriptedPage(simUrl, { browser, script, siteUser: NOTABLE_USERS.hoarder, token: 'demo', settings });
  const page: Page = scripted.page;
  try {
    await page.addInitScript(PROBE);
    await page.goto(`${SITE_ORIGIN}${PATH}`, { waitUntil: 'load' });
    // No polling in the page while it settles: the window is ample for the list and its covers.
    await page.waitForTimeout(SETTLE_MS);
    const probe = await page.evaluate(() => (window as unknown as { __lightProbe: Probe }).__lightProbe);
    if (probe.rows === null || probe.frame === null) throw new Error('the list did not arrive in the settle window');
    const rows = probe.rows;
    const coversEnd = probe.covers.reduce((last, [, end]) => Math.max(last, end), 0);
    const painted = Math.max(probe.frame, coversEnd);
    const tasksEnd = probe.longTasks.filter(([start, duration]) => start + duration > rows).reduce((last, [start, duration]) => Math.max(last, start + duration), 0);
    const session = await page.context().newCDPSession(page);
    await session.send('HeapProfiler.collectGarbage');
    await session.send('Performance.enable');
    const { metrics } = await session.send('Performance.getMetrics') as { metrics: { name: string; value: number }[] };
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    const layout = await page.$eval('.medialist', (root) => ['table', 'compact', 'cards'].find((view) => root.classList.contains(view)) ?? '?');
    const renderer = await rendererMb(browser);
    for (let stop = 1; stop <= SCROLL_STOPS; stop++) {
      await page.evaluate((fraction) => new Promise((resolve) => {
        window.scrollTo(0, document.documentElement.scrollHeight * fraction);
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }), stop / SCROLL_STOPS);
      await page.waitForTimeout(150);
    }
    await page.waitForTimeout(1_000);
    await session.send('HeapProfiler.collectGarbage');
    const scrolledCovers = await page.evaluate(() => (window as unknown as { __lightProbe: Probe }).__lightProbe.covers.length);
    await session.detach();
    return {
      rowsMs: rows,
      rowCount: probe.rowCount,
      paintedMs: painted,
      usableMs: Math.max(painted, tasksEnd),
      covers: probe.covers.length,
      heapMb: metric('JSHeapUsedSize') / 2 ** 20,
      layoutObjects: metric('LayoutObjects'),
      rendererMb: renderer,
      layout,
      scrolledCovers,
      scrolledRendererMb: await rendererMb(browser),
    };
  } finally {
    await scripted.close();
  }
}

export interface LightResult {
  light: LightSample[];
  plain: LightSample[];
}

export async function runLightListsBench(): Promise<LightResult> {
  const script = await ensureBuilt();
  const listIds = await moduleIdsRunningOn((module) => !module.alwaysOn && module.pages.some((page) => page.match(new URL(`https://anilist.co${PATH}`)) !== null));
  const off = Object.fromEntries(listIds.map((id) => [id, false]));
  const sim = await startSimulator({ port: 0 });
  const browser = await launchChromium({ images: true });
  const result: LightResult = { light: [], plain: [] };
  try {
    for (let run = 0; run < RUNS; run++) {
      process.stderr.write(`  lightLists run ${run + 1} of ${RUNS}…\n`);
      result.plain.push(await sample(browser, sim.url, script, { ...off, lightLists: false }));
      result.light.push(await sample(browser, sim.url, script, { ...off, lightLists: true }));
    }
    return result;
  } finally {
    await browser.close();
    await sim.close();
  }
}

function summary(samples: LightSample[]): string {
  const m = (pick: (s: LightSample) => number) => median(samples.map(pick));
  return `${samples[0].layout} layout, ${samples[0].rowCount.toLocaleString('en')} rows in the DOM at ${m((s) => s.rowsMs).toFixed(0)} ms, ` +
    `painted at ${m((s) => s.paintedMs).toFixed(0)} ms with ${m((s) => s.covers).toFixed(0)} covers; ` +
    `memory: JS heap ${m((s) => s.heapMb).toFixed(1)} MB, ${m((s) => s.layoutObjects).toLocaleString('en')} layout objects, renderer ${m((s) => s.rendererMb).toFixed(0)} MB; ` +
    `after ${SCROLL_STOPS} stops down the list: ${m((s) => s.scrolledCovers).toFixed(0)} covers fetched, renderer ${m((s) => s.scrolledRendererMb).toFixed(0)} MB`;
}

/** Two rows, side by side: with lightLists (the median's baseline is the same page without). */
export async function lightListsRows(): Promise<BenchRow[]> {
  const { light, plain } = await runLightListsBench();
  const usable = (samples: LightSample[]) => median(samples.map((s) => s.usableMs));
  return [
    {
      job: "Hoarder's list in Chromium: lightLists on, time to a usable list",
      size: 'extreme',
      label: `median of ${RUNS} loads, images on; ${summary(light)}`,
      medianMs: usable(light),
      baselineMs: usable(plain),
      target: 'faster and lighter than without',
    },
    {
      job: "Hoarder's list in Chromium: lightLists off (the baseline above)",
      size: 'extreme',
      label: `median of ${RUNS} loads, images on; ${summary(plain)}`,
      medianMs: usable(plain),
      baselineMs: null,
      target: '',
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { light, plain } = await runLightListsBench();
  console.log('with lightLists:', summary(light), 'usable', median(light.map((s) => s.usableMs)).toFixed(0), 'ms');
  console.log('without:        ', summary(plain), 'usable', median(plain.map((s) => s.usableMs)).toFixed(0), 'ms');
  for (const s of [...light, ...plain]) console.log(JSON.stringify(s));
}
