/**
 * Where the checker's long main-thread tasks go: the run of bench/browser-checker.ts with the
 * V8 sampling profiler on the page (CDP), then every stretch of busy samples over 50 ms (a long
 * task, or most of one) broken down by the functions that ran in it (self time, with their
 * script). Not a bench row: a tool to read when the checker's target is missed.
 * `npx tsx bench/profile-checker.ts [media]`
 */
import { generateFixture, NOTABLE_USERS } from '../sim/index';
import { startHarness } from '../test/helpers/harness';
import { CHECKER_RULES } from '../src/workers/checker/rules';
import { CHECKER_TEST_PACE_KEY } from '../src/modules/moreStats/variousQueries/tools/checkerPace';

const PANEL = '#hohVariousQueries';
const LONG_MS = 50;
const media = Number(process.argv[2] ?? 20_000);

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const fixture = generateFixture({ anime: media - 30 });
const harness = await startHarness({ world: { fixture }, rateLimit: 100_000 });
try {
  const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo' });
  await page.context().addInitScript(([key]) => {
    if (location.origin === 'https://anilist.co') localStorage.setItem(key, '0');
  }, [CHECKER_TEST_PACE_KEY] as const);
  await harness.goto(page, '/site-stats');
  await page.waitForSelector(`${PANEL} .hohVqSelect`, { timeout: 60_000 });
  await page.selectOption(`${PANEL} .hohVqSelect`, 'checker');
  for (const rule of CHECKER_RULES) await page.setChecked(`${PANEL} [id="hohVq-checker-rule:${rule.id}"]`, true);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const startedAt = await page.evaluate(() => performance.now());
  await page.click(`${PANEL} .hohVqRun`);
  await page.waitForFunction(
    () => /Done/.test(document.querySelector('#hohVariousQueries .hohVqProgress')?.textContent ?? '') || !!document.querySelector('#hohVariousQueries .hohVqError'),
    undefined,
    { timeout: 900_000, polling: 500 },
  );
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
  const idle = (node: ProfileNode) => ['(idle)', '(program)', '(garbage collector)'].includes(node.callFrame.functionName) && node.callFrame.functionName === '(idle)';
  // Busy stretches: consecutive non-idle samples.
  let stretch: { ms: number; self: Map<string, number> } = { ms: 0, self: new Map() };
  const stretches: typeof stretch[] = [];
  const total = new Map<string, number>();
  profile.samples.forEach((sampleId, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const node = byId.get(sampleId)!;
    if (idle(node)) {
      if (stretch.ms > LONG_MS) stretches.push(stretch);
      stretch = { ms: 0, self: new Map() };
      return;
    }
    stretch.ms += ms;
    const key = label(node);
    stretch.self.set(key, (stretch.self.get(key) ?? 0) + ms);
  });
  if (stretch.ms > LONG_MS) stretches.push(stretch);
  for (const s of stretches) for (const [key, ms] of s.self) total.set(key, (total.get(key) ?? 0) + ms);
  console.log(`busy stretches over ${LONG_MS} ms in the profile: ${stretches.length} (${stretches.map((s) => Math.round(s.ms)).join(', ')} ms)`);
  const top = [...total].sort((a, b) => b[1] - a[1]).slice(0, 30);
  console.log('self time inside them (ms):');
  for (const [key, ms] of top) console.log(`${ms.toFixed(1).padStart(8)}  ${key}`);
} finally {
  await harness.close();
}
