/**
 * One broken module never breaks the others, end to end: the built script on the simulator's
 * compare page, where the API answers the compare module's list query with malformed data
 * (every media format an object where AniList sends a name). The compare module fails and is
 * stopped; the console shows one group naming it; the always-on modules go on; the settings
 * page, reached without a reload, still works and marks the failed module.
 *
 * Modules named here: 'comparissionPage', 'linkCleanup', 'settingsPage'.
 */
import type { ConsoleMessage, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, waitForContent, type Harness } from '../helpers/harness.ts';
import { buildFeatureTable } from '../../src/core/featureTable';
import { features } from '../../src/modules/registry';

const definitionById = buildFeatureTable(features).byId;
import { SCRIPT_VERSION } from '../../src/core/startup.ts';
import { BAD_LINK_TEXT } from '../../src/lib/linkHosts.ts';

const MODULE_ID = 'comparissionPage';
const OWNER = 'Aoi';
const COMPARE_PATH = `/user/${OWNER}/animelist/compare`;

let harness: Harness;
let demoName: string;
let demoToken: string;

beforeAll(async () => {
  harness = await startHarness();
  demoName = harness.sim.world.demoUser.name;
  demoToken = harness.sim.world.demoUser.token;
});

afterAll(async () => {
  await harness?.close();
});

interface ListAnswer {
  data?: { MediaListCollection?: { lists?: { entries?: { media?: { format?: unknown } | null }[] }[] } | null };
}

/**
 * Answers the compare module's list query with the simulator's real answer, every media format
 * made an object (a title made an object no longer fails: Preact leaves an object child out
 * where React threw); every other request goes on to the simulator unchanged.
 */
async function malformCompareLists(page: Page, malformed: string[]): Promise<void> {
  await page.context().route('https://graphql.anilist.co/**', async (route: Route) => {
    const request = route.request();
    const posted = request.method() === 'POST' ? request.postDataJSON() as { query?: string; variables?: { userName?: string } } | null : null;
    if (!posted?.query?.includes('query CompareUserList')) return route.fallback();
    const response = await fetch(`${harness.sim.url.replace(/\/$/, '')}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', referer: 'https://anilist.co/' },
      body: request.postData() ?? '',
    });
    const answer = (await response.json()) as ListAnswer;
    for (const list of answer.data?.MediaListCollection?.lists ?? []) {
      for (const entry of list.entries ?? []) {
        if (entry.media) entry.media.format = { name: entry.media.format };
      }
    }
    malformed.push(String(posted.variables?.userName));
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': 'https://anilist.co' },
      body: JSON.stringify(answer),
    });
  });
}

const active = (page: Page) => page.evaluate(() => window.automailDebug!.listActive());

describe('one broken module never breaks the others', () => {
  it('malformed data for the compare page: that module stops and says so once; the rest go on', async () => {
    const page = await harness.newPage({ siteUser: demoName, token: 'demo' });
    const messages: ConsoleMessage[] = [];
    const uncaught: Error[] = [];
    page.on('console', (message) => messages.push(message));
    page.on('pageerror', (error) => uncaught.push(error));
    const malformed: string[] = [];
    await malformCompareLists(page, malformed);

    await harness.goto(page, `${COMPARE_PATH}?users=${OWNER}`);
    // The module starts (its box appears), then fails when the malformed rows are drawn.
    const groupSeen = (message: ConsoleMessage) => message.type() === 'startGroupCollapsed';
    await expect.poll(() => messages.filter(groupSeen).length, { timeout: 60_000 }).toBe(1);
    expect(malformed).toEqual([OWNER]);

    const group = messages.filter(groupSeen);
    expect(group[0].text()).toBe(
      `Automail ${SCRIPT_VERSION}: module "${MODULE_ID}" failed on userListCompare (${COMPARE_PATH}) and is stopped until the page changes`,
    );
    // The group's lines arrive one by one over the protocol: wait for the report line too.
    const reportLine = () => messages.map((message) => message.text()).find((text) => text.startsWith('Report it: '));
    await expect.poll(reportLine, { timeout: 60_000 }).toBeDefined();
    const link = reportLine()!.slice('Report it: '.length);
    const issue = new URL(link);
    expect(`${issue.origin}${issue.pathname}`).toBe('https://github.com/automail-project/automail/issues/new');
    expect(issue.searchParams.get('title')).toContain(`Module "${MODULE_ID}" failed on userListCompare`);
    const body = issue.searchParams.get('body') ?? '';
    expect(body).toContain(`Module: ${MODULE_ID}`);
    expect(body).toContain(`Page: userListCompare (${COMPARE_PATH})`);
    expect(body).toContain(`Script version: ${SCRIPT_VERSION}`);
    expect(body).toMatch(/Error: .+/);
    expect(decodeURIComponent(link)).not.toContain(demoToken);
    // Reported once, by us: no "Uncaught" from the page, no second report.
    expect(uncaught).toEqual([]);
    await page.waitForTimeout(500);
    expect(messages.filter(groupSeen)).toHaveLength(1);

    // The compare module is stopped: its table is gone and AniList's own compare is back.
    await expect.poll(() => page.locator('div.hohCompare').count(), { timeout: 60_000 }).toBe(0);
    expect(await page.locator('.hohCompareSwitch').count()).toBe(0);
    const running = await active(page);
    expect(running.modules).not.toContain(MODULE_ID);
    expect(running.modules).toEqual(expect.arrayContaining(['relativeTimes', 'linkCleanup', 'adRemoval']));
    expect(running.roots).toBe(0);

    // An always-on job still works: a new-tab link to a blocked host is replaced on its next pass.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = 'https://nyaa.si/view/42';
      link.target = '_blank';
      link.textContent = 'added after the failure';
      link.id = 'late-link';
      document.querySelector('.page-content')!.append(link);
    });
    await expect.poll(() => page.locator('#late-link').count(), { timeout: 60_000 }).toBe(0);
    expect(await page.getByText(BAD_LINK_TEXT, { exact: true }).count()).toBeGreaterThan(0);

    // The settings page, reached the way AniList navigates (no reload), works and marks the module.
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/settings/apps'));
    await waitForContent(page, '/settings/apps');
    const panel = page.locator('#hohSettings');
    await panel.getByRole('heading', { name: 'Automail Settings' }).waitFor({ timeout: 60_000 });
    const compareRow = panel.locator(`[data-setting="${MODULE_ID}"]`);
    const note = compareRow.locator('.hoh-ui-error');
    expect(await note.textContent()).toMatch(/^failed on this page load: .+/);
    expect(await note.evaluate((element) => getComputedStyle(element).color)).not.toBe(
      await compareRow.locator('label').evaluate((element) => getComputedStyle(element).color),
    );
    expect(await panel.locator('.hoh-ui-error[data-failed-module]').count()).toBe(1);
    // The settings page still works: a switch it offers (a CSS rule's) toggles and is saved.
    const shadow = panel.getByLabel(definitionById.get('CSSbannerShadow')!.description);
    const before = await shadow.isChecked();
    await shadow.setChecked(!before);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('hohSettings') ?? '{}') as Record<string, unknown>);
    expect(stored.CSSbannerShadow).toBe(!before);
    expect((await active(page)).modules).toContain('settingsPage');
  });

  it('the same page with a well-formed answer: no failure, nothing marked', async () => {
    const page = await harness.newPage({ siteUser: demoName, token: 'demo' });
    const groups: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'startGroupCollapsed') groups.push(message.text());
    });
    await harness.goto(page, `${COMPARE_PATH}?users=${OWNER}`);
    await page.waitForSelector('div.hohCompare tbody tr[data-id]', { timeout: 60_000 });
    expect((await active(page)).modules).toContain(MODULE_ID);
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/settings/apps'));
    await waitForContent(page, '/settings/apps');
    await page.locator('#hohSettings [role="tabpanel"][aria-busy="false"]').waitFor({ timeout: 60_000 });
    expect(await page.locator('#hohSettings .hoh-ui-error[data-failed-module]').count()).toBe(0);
    expect(groups).toEqual([]);
  });
});
