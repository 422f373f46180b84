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
  cat?: string;
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

// blink.user_timing: the page's performance.mark() calls, so a bench can place its own marks
// (the start bench marks the injection of the script) on the trace's clock.
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing'];

type Owner = 'ours' | 'page' | null;

export function ownerOfUrl(url: string | undefined): Owner {
  if (!url) return null;
  if (url === 'automail.user.js' || url.startsWith('automail/')) return 'ours';
  return url.startsWith('https://anilist.co') ? 'page' : null;
}

export async function startTrace(browser: Browser, page: Page): Promise<void> {
  await browser.startTracing(page, { categories: CATEGORIES });
}

/**
 * Every profiler sample as [time in trace µs, owner, owner's frame, leaf]; the owner is the
 * nearest frame that has one; the leaf is the innermost frame's name when it is the browser's
 * own code (a built-in such as `fetch` or `postMessage`, no URL), else ''.
 */
type Sample = [number, Owner, string, string];

function samples(events: readonly TraceEvent[]): Sample[] {
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
  const out: Sample[] = [];
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
      const leaf = nodes.get(`${key}:${id}`)?.callFrame;
      out.push([time, ...ownerOf(key, id), leaf && !leaf.url && leaf.functionName && !leaf.functionName.startsWith('(') ? leaf.functionName : '']);
    });
    clock.set(key, time);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

function mainThreads(events: readonly TraceEvent[]): Set<string> {
  return new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
}

/** A stopped trace: the page's main-thread events and the profiler's samples, in trace µs. */
export interface Trace {
  /** complete events ('X') on the page's main thread, by start time */
  readonly onMain: readonly TraceEvent[];
  /** every profiler sample, by time */
  readonly sampled: readonly Sample[];
  /** when the trace's first main-thread event began (µs): `at` of a long task counts from it */
  readonly first: number;
  /** every user-timing mark (performance.mark) by name: its time in trace µs, the first if repeated */
  readonly marks: ReadonlyMap<string, number>;
}

/** Stops the trace and reads it. */
export async function stopTraceRead(browser: Browser): Promise<Trace> {
  const parsed = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const main = mainThreads(events);
  const onMain = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`)).sort((a, b) => a.ts - b.ts);
  const marks = new Map<string, number>();
  for (const event of events) {
    if (event.cat?.includes('blink.user_timing') && (event.ph === 'R' || event.ph === 'I' || event.ph === 'n' || event.ph === 'b') && !marks.has(event.name)) marks.set(event.name, event.ts);
  }
  return { onMain, sampled: samples(events), first: onMain[0]?.ts ?? 0, marks };
}

export interface ScriptShare {
  /** ms of the userscript's JavaScript */
  ours: number;
  /** ms of the page's own JavaScript */
  page: number;
  /** the script's ms by function (`name@url:line`) */
  oursByFunction: Map<string, number>;
  /** of the script's ms, those spent in the browser's built-ins it called, by name (`fetch`, `postMessage`…) */
  oursInBuiltins: Map<string, number>;
}

/** The profiler samples between two trace times (µs), by owner; a sample stands for the interval to the next one. */
export function scriptMsBetween(trace: Trace, from: number, to: number): ScriptShare {
  const within = trace.sampled.filter(([time]) => time >= from && time < to);
  const out: ScriptShare = { ours: 0, page: 0, oursByFunction: new Map(), oursInBuiltins: new Map() };
  within.forEach(([time, owner, frame, leaf], i) => {
    if (!owner) return;
    const ms = ((within[i + 1]?.[0] ?? to) - time) / 1000;
    out[owner] += ms;
    if (owner !== 'ours') return;
    out.oursByFunction.set(frame, (out.oursByFunction.get(frame) ?? 0) + ms);
    if (leaf) out.oursInBuiltins.set(leaf, (out.oursInBuiltins.get(leaf) ?? 0) + ms);
  });
  return out;
}

/** The `count` functions (or built-ins) that took the most time, as `name ms, …`. */
export function topFunctions(byFunction: ReadonlyMap<string, number>, count = 3): string {
  return [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ');
}

/** ms of main-thread events of these names that began between two trace times (µs), outermost only. */
export function eventMsBetween(trace: Trace, names: readonly string[], from: number, to: number): number {
  let ms = 0;
  let coveredUntil = -Infinity;
  for (const event of trace.onMain) {
    if (event.ts < from || event.ts >= to || !names.includes(event.name) || event.ts < coveredUntil) continue;
    ms += (event.dur ?? 0) / 1000;
    coveredUntil = event.ts + (event.dur ?? 0);
  }
  return ms;
}

/** Stops the trace and lists the long tasks on the page's main thread, with whose work they were. */
export async function stopTrace(browser: Browser, limitMs = 50): Promise<LongTask[]> {
  return longTasks(await stopTraceRead(browser), limitMs);
}

/** The tasks over `limitMs` on the page's main thread that began between two trace times (µs; default: all). */
export function longTasks(trace: Trace, limitMs = 50, from = -Infinity, to = Infinity): LongTask[] {
  const { onMain, first } = trace;
  return onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 > limitMs && e.ts >= from && e.ts < to).map((task) => {
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
    const share = scriptMsBetween(trace, task.ts, end);
    return {
      at: (task.ts - first) / 1000,
      duration: (task.dur ?? 0) / 1000,
      oursMs: share.ours,
      pageMs: share.page,
      renderMs,
      styled,
      oursTop: topFunctions(share.oursByFunction),
      top: [...byName].filter(([name]) => name !== 'ThreadControllerImpl::RunTask').sort((a, b) => b[1] - a[1]).slice(0, 4).map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', '),
    };
  });
}
