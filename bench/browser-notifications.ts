/**
 * The notifications page with 500 notifications (Hoarder's, seeded by sim/world/seedNotifications.ts),
 * in Chromium on the simulator with the built userscript. Measures, over several fresh loads:
 *  - the time from the API's first answer to the first screen of the grouped list painted (the
 *    module's performance marks, src/modules/notifications/index.tsx); target 300 ms;
 *  - main-thread long tasks over 50 ms from that answer until all 500 are grouped and drawn (the
 *    other nine pages arrive meanwhile), and how long that took.
 * `runNotificationsBench()` returns rows for bench/run.ts; alone: `npx tsx bench/browser-notifications.ts`.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { NOTABLE_USERS } from '../sim/index';
import { HOARDER_NOTIFICATIONS } from '../sim/world/seedNotifications';
import { startHarness } from '../test/helpers/harness';
import type { BenchRow } from './run';
import { median } from './median';

const LOADS = 5;
const LONG_TASK_MS = 50;
const TIMEOUT_MS = 120_000;
const ANSWER_MARK = 'automail:notifications:answer';
const FIRST_SCREEN_MARK = 'automail:notifications:firstScreen';

interface LoadResult {
  firstScreenMs: number;
  allDrawnMs: number;
  longTasks: number;
  longestMs: number;
}

async function measureLoad(page: Page): Promise<LoadResult> {
  await page.waitForFunction(
    (marks) => performance.getEntriesByName(marks.first).length > 0 && performance.getEntriesByName(marks.answer).length > 0,
    { first: FIRST_SCREEN_MARK, answer: ANSWER_MARK },
    { timeout: TIMEOUT_MS },
  );
  // Every notification is in a drawn row: the data-count of the rows adds up to 500.
  await page.waitForFunction(
    (total) => [...document.querySelectorAll('#hohNotifications li.hohNotification')].reduce((sum, li) => sum + Number(li.getAttribute('data-count')), 0) === total,
    HOARDER_NOTIFICATIONS,
    { timeout: TIMEOUT_MS, polling: 'raf' },
  );
  await page.evaluate('globalThis.__name = (fn) => fn');
  return page.evaluate(
    ({ answer, first, limit }) => {
      const answeredAt = performance.getEntriesByName(answer)[0].startTime;
      const firstAt = performance.getEntriesByName(first)[0].startTime;
      const now = performance.now();
      const tasks = ((window as unknown as { __longTasks?: { start: number; duration: number }[] }).__longTasks ?? []).filter(
        (task) => task.start + task.duration >= answeredAt,
      );
      const over = tasks.filter((task) => task.duration > limit);
      return {
        firstScreenMs: firstAt - answeredAt,
        allDrawnMs: now - answeredAt,
        longTasks: over.length,
        longestMs: Math.max(0, ...tasks.map((task) => task.duration)),
      };
    },
    { answer: ANSWER_MARK, first: FIRST_SCREEN_MARK, limit: LONG_TASK_MS },
  );
}

export async function runNotificationsBench(): Promise<BenchRow[]> {
  const harness = await startHarness({ rateLimit: 10_000 });
  const hoarder = harness.sim.world.getUserByName(NOTABLE_USERS.hoarder);
  if (!hoarder?.token) throw new Error('the seeded world has no Hoarder with a token');
  const results: LoadResult[] = [];
  try {
    for (let load = 0; load < LOADS; load += 1) {
      const page = await harness.newPage({ siteUser: hoarder.name, token: hoarder.token });
      await harness.goto(page, '/notifications');
      results.push(await measureLoad(page));
      await page.context().close();
    }
  } finally {
    await harness.close();
  }
  const label = `${HOARDER_NOTIFICATIONS} notifications (10 API pages), median of ${LOADS} loads`;
  const longTasks = results.reduce((sum, result) => sum + result.longTasks, 0);
  return [
    {
      job: 'notifications page in Chromium: first screen',
      size: 'extreme',
      label: `${label}: the API's first answer → the first rows painted`,
      medianMs: median(results.map((result) => result.firstScreenMs)),
      baselineMs: null,
      target: '≤ 300 ms',
    },
    {
      job: 'notifications page in Chromium: all grouped',
      size: 'extreme',
      label: `${label}: first answer → all ${HOARDER_NOTIFICATIONS} grouped and drawn (nine more requests meanwhile); tasks > 50 ms: ${longTasks} in ${LOADS} loads (longest ${Math.max(...results.map((result) => result.longestMs)).toFixed(0)} ms)`,
      medianMs: median(results.map((result) => result.allDrawnMs)),
      baselineMs: null,
      target: '0 tasks > 50 ms',
    },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await runNotificationsBench();
  for (const row of rows) console.log(`${row.job}: ${row.medianMs.toFixed(1)} ms (${row.label}; target ${row.target})`);
}
