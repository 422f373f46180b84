/**
 * The settings panel ('settingsPage') end to end: the built script on the simulator's
 * /settings/apps, signed in and signed out, the sign-in through the simulator's authorisation
 * page, in the three site themes and at a narrow width. It offers only what this build reads: the
 * switches of registered modules and CSS rules, their values and editors, and the sign-in.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, waitForContent, type Harness, type NewPageOptions } from '../helpers/harness';
import { buildFeatureTable } from '../../src/core/featureTable';
import { features } from '../../src/modules/registry';

const definitionById = buildFeatureTable(features).byId;
import { ANILIST_CLIENT_ID } from '../../src/api/signInStart';

let harness: Harness;
let demoName: string;

const description = (id: string): string => definitionById.get(id)!.description;

async function openSettings(options: NewPageOptions): Promise<Page> {
  const page = await harness.newPage({ siteUser: demoName, ...options });
  await harness.goto(page, '/settings/apps');
  await panel(page).getByRole('heading', { name: 'Automail Settings' }).waitFor();
  // The panel draws its entries over its first few tasks; busy until all are there.
  await panel(page).locator('[role="tabpanel"][aria-busy="false"]').waitFor();
  return page;
}

const panel = (page: Page) => page.locator('.settings.container .content > #hohSettings');

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('hohSettings') ?? 'null') as Record<string, unknown> | null);

const shownSettings = (page: Page) =>
  panel(page).locator('[data-setting]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-setting')));

beforeAll(async () => {
  harness = await startHarness();
  demoName = harness.sim.world.demoUser.name;
});

afterAll(async () => {
  await harness?.close();
});

describe("settings panel ('settingsPage')", () => {
  it('signed in: shows the panel after the apps list; a toggle survives a reload', async () => {
    const page = await openSettings({ token: 'demo' });
    expect(await page.locator('.settings.container .content > .apps + #hohSettings').count()).toBe(1);
    expect(await panel(page).getByRole('button', { name: 'Sign out' }).count()).toBe(1);

    const box = panel(page).getByLabel(description('comparissionPage'));
    expect(await box.isChecked()).toBe(true);
    await box.uncheck();
    expect((await stored(page))!.comparissionPage).toBe(false);

    await page.reload();
    await waitForContent(page);
    await panel(page).getByLabel(description('comparissionPage')).waitFor();
    expect(await panel(page).getByLabel(description('comparissionPage')).isChecked()).toBe(false);
  });

  it('offers only what this build reads, grouped under category headings, and keeps what it hides', async () => {
    // Every switch of the spec has its module now; what stays off the page are the settings
    // edited elsewhere (the footer's colour editor, the sign-in), and they are kept as stored.
    const colours = { '--color-blue': { initial: '#123456', dark: null, contrast: null } };
    const page = await openSettings({ token: 'demo', settings: { colourSettings: colours } });
    const shown = await shownSettings(page);
    expect(shown).toEqual(expect.arrayContaining(['CSSbannerShadow', 'CSSprofileClutter', 'comparissionPage', 'moreImports', 'milestones', 'termsFeed', 'tweets']));
    expect(shown).not.toContain('colourSettings');
    expect(shown).not.toContain('accessToken');
    expect(await panel(page).getByLabel(description('colourSettings')).count()).toBe(0);
    const tabs = await panel(page).getByRole('tab').allTextContents();
    expect(tabs[0]).toBe('All');
    // Under All each row stands once, under its first category, so a tab such as 'Newly Added'
    // may have no heading of its own; the headings keep the tabs' order.
    const headings = await panel(page).locator('.hoh-settings-category').allTextContents();
    expect(headings.length).toBeGreaterThan(3);
    expect(tabs.slice(1).filter((tab) => headings.includes(tab))).toEqual(headings);
    const bannerGroup = panel(page).locator('[data-category="Media"]');
    expect(await bannerGroup.locator('[data-setting="CSSbannerShadow"]').count()).toBe(1);
    expect(await bannerGroup.getByRole('heading', { name: 'Title aliases' }).count()).toBe(1);
    // Sign-in last, at the bottom of the page.
    expect(tabs.at(-1)).toBe('Login');
    expect(await panel(page).locator('[data-category]').last().getAttribute('data-category')).toBe('Login');

    await panel(page).getByLabel(description('CSSprofileClutter')).check();
    expect(await stored(page)).toMatchObject({ CSSprofileClutter: true, colourSettings: colours });
  });

  it('filters by words of what the user reads, by settings ids and common words, and switches category', async () => {
    const page = await openSettings({ token: 'demo' });
    const rows = panel(page).locator('[data-setting]');
    const all = await rows.count();
    const filter = panel(page).getByLabel('Filter settings');
    // The rows follow the filter and the tabs with the panel's next renders (drawn over tasks): wait for them.
    const wait = { timeout: 60_000 };
    await filter.fill('comparissionpage');
    await expect.poll(() => shownSettings(page), wait).toEqual(['comparissionPage']);
    await filter.fill('compare');
    await expect.poll(() => shownSettings(page), wait).toContain('comparissionPage');
    await filter.fill('MAL');
    await expect.poll(async () => (await shownSettings(page)).sort(), wait).toEqual(['MALrecs', 'MALscore', 'MALserial']);
    await filter.fill('no such words');
    // The note first: the rows are gone once it is drawn.
    await expect.poll(() => panel(page).getByText('No settings match the filter.').count(), wait).toBe(1);
    expect(await rows.count()).toBe(0);
    await filter.fill(description('CSSbannerShadow').toUpperCase());
    await expect.poll(() => shownSettings(page), wait).toEqual(['CSSbannerShadow']);
    await filter.fill(description('CSSprofileClutter').toLowerCase());
    await expect.poll(() => shownSettings(page), wait).toEqual(['CSSprofileClutter']);
    await filter.fill('');
    await expect.poll(() => rows.count(), wait).toBe(all);

    await panel(page).getByRole('tab', { name: 'Media' }).click();
    await expect.poll(() => shownSettings(page), wait).toContain('CSSbannerShadow');
    await expect.poll(() => panel(page).locator('[data-category]').evaluateAll((groups) => groups.map((group) => group.getAttribute('data-category'))), wait).toEqual(['Media']);
    await expect.poll(() => panel(page).locator('[data-section]').evaluateAll((items) => items.map((item) => item.getAttribute('data-section'))), wait).toContain('aliases');
    const tabs = await panel(page).getByRole('tab').allTextContents();
    const next = tabs[tabs.indexOf('Media') + 1];
    await panel(page).getByRole('tab', { name: 'Media' }).press('ArrowRight');
    await expect.poll(() => panel(page).getByRole('tab', { name: next, exact: true }).getAttribute('aria-selected'), wait).toBe('true');
    await panel(page).getByRole('tab', { name: 'Login' }).click();
    await expect.poll(() => panel(page).getByRole('button', { name: 'Sign out' }).count(), wait).toBe(1);
  });

  it("'Sign in with the script' signs in through AniList's authorisation page and leaves a clean address", async () => {
    const page = await openSettings({});
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const authorise = page.waitForRequest((request) => request.url().startsWith('https://anilist.co/api/v2/oauth/authorize'), { timeout: 60_000 });
    await panel(page).getByRole('button', { name: 'Sign in with the script' }).click();

    const asked = new URL((await authorise).url());
    expect(asked.searchParams.get('client_id')).toBe(ANILIST_CLIENT_ID);
    expect(asked.searchParams.get('response_type')).toBe('token');
    // The simulator approves at once and sends the visitor to /home#access_token=…
    await page.waitForFunction(() => location.pathname === '/home' && location.hash === '', undefined, { timeout: 60_000 });
    // Kept by the manager, never in hohSettings (issue 23).
    await expect.poll(() => harness.gmValues(page).accessToken, { timeout: 60_000 }).toBe(harness.sim.world.demoUser.token);
    expect(page.url()).toBe('https://anilist.co/home');
    expect((await stored(page))?.accessToken).toBeUndefined();

    await harness.goto(page, '/settings/apps');
    await panel(page).getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 60_000 });
    expect(pageErrors).toEqual([]);
  });

  it('signed out: the sign-in is offered, and the faded note explains the switch that needs it (moreImports)', async () => {
    const page = await openSettings({});
    expect(await panel(page).getByRole('button', { name: 'Sign in with the script' }).count()).toBe(1);
    expect(await panel(page).getByText(/Faded settings have limited function/).count()).toBe(1);
    // The faded switch says why on its own row, readable (not faded), with the sign-in at hand.
    const reason = panel(page).locator('[data-setting="moreImports"] .hoh-settings-reason');
    expect(await reason.textContent()).toBe('Needs the script sign-in. Sign in');
    expect(await reason.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    const authorise = page.waitForRequest((request) => request.url().startsWith('https://anilist.co/api/v2/oauth/authorize'), { timeout: 60_000 });
    await reason.getByRole('button', { name: 'Sign in' }).focus();
    await page.keyboard.press('Enter');
    expect(new URL((await authorise).url()).searchParams.get('response_type')).toBe('token');
  });

  it('follows the site theme and fits a narrow screen', async () => {
    for (const theme of ['default', 'dark', 'contrast'] as const) {
      const page = await openSettings({ token: 'demo', theme });
      const colours = await panel(page).locator('.hoh-settings').evaluate((element) => {
        const probe = document.createElement('div');
        probe.style.color = 'rgb(var(--color-text))';
        probe.style.backgroundColor = 'rgb(var(--color-foreground))';
        document.body.append(probe);
        const expected = getComputedStyle(probe);
        const actual = getComputedStyle(element);
        const result = { color: [actual.color, expected.color], background: [actual.backgroundColor, expected.backgroundColor] };
        probe.remove();
        return result;
      });
      expect(colours.color[0], theme).toBe(colours.color[1]);
      expect(colours.background[0], theme).toBe(colours.background[1]);
      await page.close();
    }

    const page = await openSettings({ token: 'demo' });
    await page.setViewportSize({ width: 360, height: 800 });
    const overflow = await panel(page).locator('.hoh-settings').evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
