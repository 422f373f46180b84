/**
 * One list module's long tasks on Hoarder's list, task by task, with whose work each was (the
 * script's functions by name, the page's script, style and layout): the tool behind the numbers
 * of browser-lists.ts, for finding what to fix.
 *   npx tsx bench/list-trace.ts <settingsId> [path] [none] ['step|step…']
 * `none` loads the page without the script; a step is a selector to click, `type:text` for the
 * filter box, `key:Name`, `wait:selector` (until it is there) or `choose:selector=value` (a select). Prints tasks where the script's JavaScript plus style and layout
 * passed 15 ms (ALL=1: every task over 50 ms; TOKEN=token-hoarder to change Hoarder's list).
 */
import { launchChromium, openScriptedPage, SITE_ORIGIN } from '../sim/browser';
import { NOTABLE_USERS, startSimulator } from '../sim/index';
import { ensureBuilt } from '../test/helpers/build';
import { moduleIdsRunningOn } from './browser-home';
import { startTrace, stopTrace } from './longTaskTrace';

const only = process.argv[2] ?? 'draw3x3';
const path = process.argv[3] ?? `/user/${NOTABLE_USERS.hoarder}/animelist`;
const withScript = process.argv[4] !== 'none';
const script = await ensureBuilt();
const ids = await moduleIdsRunningOn((m) => !m.alwaysOn && m.pages.some((p) => p.match(new URL(`https://anilist.co${path}`)) !== null));
const settings: Record<string, unknown> = Object.fromEntries(ids.map((id) => [id, id === only]));
settings[only] = true;
const sim = await startSimulator({ port: 0 });
const browser = await launchChromium();
const s = await openScriptedPage(sim.url, { browser, script: withScript ? script : null, siteUser: NOTABLE_USERS.hoarder, token: process.env.TOKEN ?? 'demo', settings });
const { page } = s;
await startTrace(browser, page);
await page.goto(`${SITE_ORIGIN}${path}`, { waitUntil: 'load' });
await page.waitForTimeout(6000);
const clicks = (process.argv[5] ?? '').split('|').filter(Boolean);
for (const sel of clicks) {
  if (sel.startsWith('key:')) { await page.keyboard.press(sel.slice(4)); }
  else if (sel.startsWith('wait:')) { await page.waitForSelector(sel.slice(5), { timeout: 60_000 }); }
  else if (sel.startsWith('choose:')) {
    const [q, value] = sel.slice(7).split('=');
    await page.evaluate(([q2, v]) => { const e = document.querySelector<HTMLSelectElement>(q2); if (e) { e.value = v; e.dispatchEvent(new Event('change', { bubbles: true })); } }, [q, value] as const);
  }
  else if (sel.startsWith('type:')) { await page.locator('.medialist .entry-filter input').pressSequentially(sel.slice(5), { delay: 50 }); }
  else {
    const ok = await page.evaluate((q) => { const e = document.querySelector<HTMLElement>(q); e?.click(); return !!e; }, sel);
    if (!ok) console.log('missing', sel);
  }
  await page.waitForTimeout(400);
}
await page.waitForTimeout(1500);
const tasks = await stopTrace(browser);
for (const t of tasks) if (t.oursMs + t.renderMs > 15 || process.env.ALL) console.log(JSON.stringify({ at: Math.round(t.at), duration: Math.round(t.duration), ours: Math.round(t.oursMs), page: Math.round(t.pageMs), render: Math.round(t.renderMs), styled: t.styled, top: t.top, oursTop: t.oursTop }));
await s.close(); await browser.close(); await sim.close();
