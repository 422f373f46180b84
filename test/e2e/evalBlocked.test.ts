/**
 * A page whose security policy blocks eval (issue 22 item 4), end to end: the simulator serves
 * `Content-Security-Policy: script-src 'self' 'unsafe-inline' https:` as a real header beside
 * AniList's own, so Chromium enforces it. The harness injects the built script as a manager does,
 * through the DevTools protocol (Page.addScriptToEvaluateOnNewDocument), which the page's policy
 * does not block: the top level runs, and only the script's own `new Function` is refused.
 *
 * Proven: one notice saying what the page blocks and what still works, one console report for
 * the page load (no per-module "Report it" groups, however many modules and pages), the CSS
 * switches still apply, and the settings page offers the switches, which persist. Without the
 * policy nothing changes: the same modules run, no notice, the full panel.
 */
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { EVAL_BLOCKED_TEXT } from '../../src/core/evalBlocked.ts';
import { PAGE_POLICIES } from '../../sim/pagePolicy.ts';
import { simNavigate } from '../helpers/pageActions.ts';
import { useHarness } from '../helpers/useHarness.ts';

const harness = useHarness();

/** Modules carried as chunks that run on /home for a signed-in member by default. */
const LAZY_ON_HOME = ['notifications', 'homeScroll', 'documentTitles', 'forumMedia'];
/** Top-level modules (no chunk) that run on every page. */
const TOP_LEVEL = ['linkCleanup', 'relativeTimes', 'adRemoval'];
const PROFILE_OWNER = 'Aoi';

const notices = (page: Page) => page.locator('#hohNotices .hoh-notice-text').allTextContents();
const active = (page: Page) => page.evaluate(() => window.automailDebug?.listActive().modules ?? []);
const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('hohSettings') ?? '{}') as Record<string, unknown>);

/** A member's page with every console message kept. */
async function openPage(settings: Record<string, unknown> = {}): Promise<{ page: Page; messages: ConsoleMessage[] }> {
  const page = await harness.newPage({ siteUser: 'Demo', token: 'demo', settings });
  const messages: ConsoleMessage[] = [];
  page.on('console', (message) => messages.push(message));
  return { page, messages };
}

const texts = (messages: readonly ConsoleMessage[]) => messages.map((message) => message.text());
const reportLinks = (messages: readonly ConsoleMessage[]) => texts(messages).filter((text) => text.startsWith('Report it: '));
const moduleFailures = (messages: readonly ConsoleMessage[]) => texts(messages).filter((text) => /module ".*" failed on/.test(text));

describe("a page whose policy blocks eval (script-src 'self' 'unsafe-inline' https:)", () => {
  afterEach(() => {
    harness.sim.setPagePolicy(null);
  });

  it('the simulator serves the policy as a header beside AniList\'s own, and Chromium refuses eval under it', async () => {
    harness.sim.setPagePolicy('no-eval');
    const page = await harness.newPage();
    const response = await page.goto('https://anilist.co/home', { waitUntil: 'domcontentloaded' });
    expect(response?.headers()['content-security-policy']).toBe(`upgrade-insecure-requests; block-all-mixed-content, ${PAGE_POLICIES['no-eval']}`);
    // A page's own script (inline: the policy allows those) is refused eval. It runs in a task
    // of its own: during a DevTools evaluation Chromium lets code be generated from strings.
    await page.evaluate(() => {
      setTimeout(() => {
        const script = document.createElement('script');
        script.textContent = "try { new Function(''); document.body.dataset.evalProbe = 'allowed'; } catch (error) { document.body.dataset.evalProbe = error.name; }";
        document.body.append(script);
      }, 0);
    });
    const refused = await (await page.waitForFunction(() => document.body.dataset.evalProbe)).jsonValue();
    expect(refused).toBe('EvalError');
  });

  it('tells the member once, in one notice and one console report, and the top level goes on', async () => {
    harness.sim.setPagePolicy('no-eval');
    const { page, messages } = await openPage();
    await harness.goto(page, '/home');
    await expect.poll(() => notices(page)).toEqual([EVAL_BLOCKED_TEXT]);
    // Every module carried as a chunk stopped; the top level's modules run.
    await expect.poll(async () => (await active(page)).filter((id) => LAZY_ON_HOME.includes(id))).toEqual([]);
    expect(await active(page)).toEqual(expect.arrayContaining(TOP_LEVEL));

    // Another page of the same visit (the app's own navigation): its modules stop too, silently.
    await simNavigate(page, `/user/${PROFILE_OWNER}/`);
    await page.waitForSelector('.user .banner', { state: 'attached' });
    await simNavigate(page, '/home');
    await expect.poll(async () => (await active(page)).filter((id) => LAZY_ON_HOME.includes(id))).toEqual([]);

    expect(await notices(page)).toEqual([EVAL_BLOCKED_TEXT]);
    const headlines = texts(messages).filter((text) => text.includes('security policy blocks eval, so the modules'));
    expect(headlines).toHaveLength(1);
    expect(headlines[0]).toMatch(/^Automail [\d.]+: this page's security policy blocks eval/);
    expect(reportLinks(messages)).toHaveLength(1);
    expect(moduleFailures(messages)).toEqual([]);
  });

  it('the CSS switches still apply', async () => {
    harness.sim.setPagePolicy('no-eval');
    const { page } = await openPage({ CSSbannerShadow: true });
    await harness.goto(page, `/user/${PROFILE_OWNER}/`);
    await page.waitForSelector('#conditional-aniscripts-styles', { state: 'attached' });
    await expect.poll(() => page.$eval('.user .banner .shadow', (element) => getComputedStyle(element).display)).toBe('none');
  });

  it('the settings page says what is wrong and offers the switches, which persist', async () => {
    harness.sim.setPagePolicy('no-eval');
    const { page, messages } = await openPage({ CSSbannerShadow: false });
    await harness.goto(page, '/settings/apps');
    const panel = page.locator('.settings.container .content > .apps + #hohSettings');
    await panel.locator('[data-eval-blocked]').waitFor();
    expect(await panel.locator('[data-eval-blocked]').textContent()).toBe(EVAL_BLOCKED_TEXT);
    expect(await panel.locator('h2').textContent()).toBe('Automail Settings');

    const shadow = panel.locator('[data-setting="CSSbannerShadow"] input[type="checkbox"]');
    expect(await shadow.isChecked()).toBe(false);
    await panel.locator('[data-setting="CSSbannerShadow"] label').click();
    await expect.poll(() => stored(page)).toMatchObject({ CSSbannerShadow: true });
    // A module switch too: off, stored, and still off after a reload.
    const scroll = panel.locator('[data-setting="homeScroll"] input[type="checkbox"]');
    const scrollWas = await scroll.isChecked();
    await scroll.click();
    await expect.poll(() => stored(page)).toMatchObject({ homeScroll: !scrollWas });

    await harness.goto(page, '/settings/apps');
    await panel.locator('[data-eval-blocked]').waitFor();
    expect(await panel.locator('[data-setting="CSSbannerShadow"] input').isChecked()).toBe(true);
    expect(await panel.locator('[data-setting="homeScroll"] input').isChecked()).toBe(!scrollWas);
    expect(moduleFailures(messages)).toEqual([]);
  });

  it('without the policy nothing changes: the modules run, no notice, the full panel', async () => {
    const { page, messages } = await openPage();
    await harness.goto(page, '/home');
    await expect.poll(async () => (await active(page)).filter((id) => LAZY_ON_HOME.includes(id)).sort()).toEqual([...LAZY_ON_HOME].sort());
    await harness.goto(page, '/settings/apps');
    const panel = page.locator('#hohSettings');
    // The full panel: its filter box is React's, not the switches-only panel's.
    await panel.getByLabel('Filter settings').waitFor();
    expect(await panel.locator('[data-eval-blocked]').count()).toBe(0);
    expect(await notices(page)).toEqual([]);
    expect(texts(messages).filter((text) => text.includes('security policy blocks eval'))).toEqual([]);
    expect(moduleFailures(messages)).toEqual([]);
  });
});
