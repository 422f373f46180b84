/**
 * Where the checker's long main-thread tasks go: the run of bench/browser-checker.ts with the
 * V8 sampling profiler on the page (CDP), then every stretch of busy samples over 50 ms (a long
 * task, or most of one) broken down by the functions that ran in it (self time, with their
 * script). Not a bench row: a tool to read when the checker's target is missed.
 * `npx tsx bench/profile-checker.ts [media]`
 */
import { checkerReady, runToEnd } from './browser-checker';

const LONG_MS = 50;
const media = Number(process.argv[2] ?? 20_000);

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const { harness, page } = await checkerReady(media);
try {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const startedAt = await page.evaluate(() => performance.now());
  await runToEnd(page);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const longTasks = await page.evaluate(({ from, limit }) =>
    ((window as unknown as { __longTasks?: { start: number; duration: number }[] }).__longTasks ?? [])
      .filter((task) => task.duration > limit && task.start >= from)
      .map((task) => `${Math.round(task.start - from)} ms +${Math.round(task.duration)}`), { from: startedAt, limit: LONG_MS });
  console.log(`long tasks (PerformanceObserver) after Run: ${longTasks.length}: ${longTasks.join(', ')}`);

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const label = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.split('/').pop() || url;
    return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
  };
  const idle = (node: ProfileNode) => node.callFrame.functionName === '(idle)';
  // Busy stretches: consecutive non-idle samples.
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  /** The innermost frame of the script's own code (not React, the virtualiser or the platform) on the stack. */
  const ownFrame = (node: ProfileNode): string => {
    for (let at: ProfileNode | undefined = node; at; at = byId.get(parent.get(at.id) ?? -1)) {
      const { url, functionName } = at.callFrame;
      if (url && !/jsx-runtime|esm\.js|comlink/.test(url) && functionName) return label(at);
    }
    return '(none)';
  };
  type Stretch = { at: number; ms: number; self: Map<string, number>; own: Map<string, number> };
  const fresh = (at: number): Stretch => ({ at, ms: 0, self: new Map(), own: new Map() });
  let clock = 0;
  let stretch = fresh(0);
  const stretches: Stretch[] = [];
  const total = new Map<string, number>();
  const ownTotal = new Map<string, number>();
  profile.samples.forEach((sampleId, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    clock += (profile.timeDeltas[index] ?? 0) / 1000;
    const node = byId.get(sampleId)!;
    if (idle(node)) {
      if (stretch.ms > LONG_MS) stretches.push(stretch);
      stretch = fresh(clock);
      return;
    }
    stretch.ms += ms;
    const key = label(node);
    stretch.self.set(key, (stretch.self.get(key) ?? 0) + ms);
    const own = ownFrame(node);
    stretch.own.set(own, (stretch.own.get(own) ?? 0) + ms);
  });
  if (stretch.ms > LONG_MS) stretches.push(stretch);
  const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([key, ms]) => `${key} ${ms.toFixed(0)}`).join('; ');
  for (const s of stretches) {
    for (const [key, ms] of s.self) total.set(key, (total.get(key) ?? 0) + ms);
    for (const [key, ms] of s.own) ownTotal.set(key, (ownTotal.get(key) ?? 0) + ms);
    console.log(`stretch at ${(s.at / 1000).toFixed(1)} s after Run, ${s.ms.toFixed(0)} ms: self ${top(s.self, 4)} | own code on the stack: ${top(s.own, 3)}`);
  }
  console.log(`busy stretches over ${LONG_MS} ms in the profile: ${stretches.length}`);
  console.log('own code on the stack inside them (ms):');
  for (const [key, ms] of [...ownTotal].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${ms.toFixed(1).padStart(8)}  ${key}`);
  console.log('self time inside them (ms):');
  for (const [key, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${ms.toFixed(1).padStart(8)}  ${key}`);
} finally {
  await harness.close();
}
