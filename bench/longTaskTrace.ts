/**
 * Whose work the page's long tasks were, from a Chromium performance trace: each RunTask over
 * 50 ms on CrRendererMain, with the JavaScript in it split by the V8 sampling profiler into the
 * userscript's (frames from `automail.user.js` and its `automail/<chunk>` chunks, the nearest
 * attributable frame of each sample) and the page's (anilist.co), and the style recalculation and
 * layout in it. The PerformanceObserver 'longtask' entries miss rendering work (a restyle of
 * 11,000 rows after a class change is not in them); a trace has it.
 */
import type { Browser, Page } from 'playwright-core';

interface CallFrame {
  url?: string;
  functionName?: string;
  lineNumber?: number;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    elementCount?: number;
    beginData?: { dirtyObjects?: number };
    data?: { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
  };
}

export interface LongTask {
  /** ms since the trace began */
  at: number;
  duration: number;
  /** ms of the userscript's JavaScript (profiler samples) */
  oursMs: number;
  /** ms of the page's own JavaScript */
  pageMs: number;
  /** ms of style recalculation and layout */
  renderMs: number;
  /** elements restyled in the largest recalculation of the task */
  styled: number;
  /** the costliest kinds of work inside, by trace event name */
  top: string;
  /** the script's functions that took the most samples in the task */
  oursTop: string;
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'];

type Owner = 'ours' | 'page' | null;

export function ownerOfUrl(url: string | undefined): Owner {
  if (!url) return null;
  if (url === 'automail.user.js' || url.startsWith('automail/')) return 'ours';
  return url.startsWith('https://anilist.co') ? 'page' : null;
}

export async function startTrace(browser: Browser, page: Page): Promise<void> {
  await browser.startTracing(page, { categories: CATEGORIES });
}

/** Every profiler sample as [time in trace µs, owner]; the owner is the nearest frame that has one. */
function samples(events: readonly TraceEvent[]): [number, Owner, string][] {
  const starts = new Map<string, number>();
  for (const event of events) if (event.name === 'Profile' && event.id !== undefined) starts.set(`${event.pid}:${event.id}`, event.args?.data?.startTime ?? event.ts);
  const nodes = new Map<string, ProfileNode>();
  const owners = new Map<string, [Owner, string]>();
  const ownerOf = (key: string, id: number): [Owner, string] => {
    const known = owners.get(`${key}:${id}`);
    if (known !== undefined) return known;
    const node = nodes.get(`${key}:${id}`);
    const own = node ? ownerOfUrl(node.callFrame.url) : null;
    const found: [Owner, string] = !node ? [null, ''] : own ? [own, `${node.callFrame.functionName || '(anonymous)'}@${node.callFrame.url}:${node.callFrame.lineNumber ?? 0}`] : node.parent === undefined ? [null, ''] : ownerOf(key, node.parent);
    owners.set(`${key}:${id}`, found);
    return found;
  };
  const out: [number, Owner, string][] = [];
  const clock = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.id === undefined) continue;
    const key = `${event.pid}:${event.id}`;
    const profile = event.args?.data?.cpuProfile;
    for (const node of profile?.nodes ?? []) nodes.set(`${key}:${node.id}`, node);
    let time = clock.get(key) ?? starts.get(key) ?? event.ts;
    const deltas = event.args?.data?.timeDeltas ?? [];
    (profile?.samples ?? []).forEach((id, i) => {
      time += deltas[i] ?? 0;
      out.push([time, ...ownerOf(key, id)]);
    });
    clock.set(key, time);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

function mainThreads(events: readonly TraceEvent[]): Set<string> {
  return new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
}

/** Stops the trace and lists the long tasks on the page's main thread, with whose work they were. */
export async function stopTrace(browser: Browser, limitMs = 50): Promise<LongTask[]> {
  const parsed = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const main = mainThreads(events);
  const onMain = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`)).sort((a, b) => a.ts - b.ts);
  const sampled = samples(events);
  const first = onMain[0]?.ts ?? 0;
  return onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 > limitMs).map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((e) => e !== task && e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    let renderMs = 0;
    let styled = 0;
    const byName = new Map<string, number>();
    for (const event of inside) {
      const ms = (event.dur ?? 0) / 1000;
      byName.set(event.name, (byName.get(event.name) ?? 0) + ms);
      if (event.name === 'UpdateLayoutTree' || event.name === 'Layout') renderMs += ms;
      if (event.name === 'UpdateLayoutTree') styled = Math.max(styled, event.args?.elementCount ?? 0);
    }
    // Samples are time points: each stands for the interval to the next one.
    let oursMs = 0;
    let pageMs = 0;
    const byFunction = new Map<string, number>();
    const within = sampled.filter(([time]) => time >= task.ts && time < end);
    within.forEach(([time, owner, frame], i) => {
      const ms = ((within[i + 1]?.[0] ?? end) - time) / 1000;
      if (owner === 'ours') {
        oursMs += ms;
        byFunction.set(frame, (byFunction.get(frame) ?? 0) + ms);
      } else if (owner === 'page') pageMs += ms;
    });
    return {
      at: (task.ts - first) / 1000,
      duration: (task.dur ?? 0) / 1000,
      oursMs,
      pageMs,
      renderMs,
      styled,
      oursTop: [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', '),
      top: [...byName].filter(([name]) => name !== 'ThreadControllerImpl::RunTask').sort((a, b) => b[1] - a[1]).slice(0, 4).map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', '),
    };
  });
}
