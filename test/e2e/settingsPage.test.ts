/**
 * The settings panel ('settingsPage') end to end: the built script on the simulator's
 * /settings/apps, signed in and signed out, in the three site themes and at a narrow width.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, waitForContent, type Harness, type NewPageOptions } from '../helpers/harness';
import { definitionById } from '../../src/core/settings/definitions';

let harness: Harness;
let demoName: string;

const description = (id: string): string => definitionById.get(id)!.description;

async function openSettings(options: NewPageOptions): Promise<Page> {
  const page = await harness.newPage({ siteUser: demoName, ...options });
  await harness.goto(page, '/settings/apps');
  await panel(page).getByRole('heading', { name: 'Automail Settings' }).waitFor();
  return page;
}

const panel = (page: Page) => page.locator('.settings.container .content > #hohSettings');

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('hohSettings') ?? 'null') as Record<string, unknown> | null);

const faded = (page: Page, id: string) =>
  panel(page).locator(`[data-setting="${id}"]`).evaluate((row) => row.classList.contains('hoh-settings-faded'));

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
    expect(await faded(page, 'plussMinus')).toBe(false);
    expect(await panel(page).getByRole('button', { name: 'Sign out' }).count()).toBe(1);

    const box = panel(page).getByLabel(description('MALscore'));
    expect(await box.isChecked()).toBe(false);
    await box.check();
    expect((await stored(page))!.MALscore).toBe(true);

    const threads = panel(page).getByLabel(description('forumPreviewNumber'));
    await threads.fill('60');
    expect((await stored(page))!.forumPreviewNumber).toBe(3);
    await threads.fill('12');
    expect((await stored(page))!.forumPreviewNumber).toBe(12);

    await page.reload();
    await waitForContent(page);
    await panel(page).getByLabel(description('MALscore')).waitFor();
    expect(await panel(page).getByLabel(description('MALscore')).isChecked()).toBe(true);
    expect(await panel(page).getByLabel(description('forumPreviewNumber')).inputValue()).toBe('12');
  });

  it('filters by id and description, and switches category', async () => {
    const page = await openSettings({ token: 'demo' });
    const rows = panel(page).locator('[data-setting]');
    const all = await rows.count();
    await panel(page).getByLabel('Filter settings').fill('malrecs');
    expect(await rows.count()).toBe(1);
    await panel(page).getByLabel('Filter settings').fill('3x3 collage');
    expect(await rows.getAttribute('data-setting')).toBe('draw3x3');
    await panel(page).getByLabel('Filter settings').fill('');
    expect(await rows.count()).toBe(all);

    await panel(page).getByRole('tab', { name: 'Newly Added' }).click();
    const newly = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-setting')));
    expect(newly).toContain('yearStepper');
    expect(newly).not.toContain('MALscore');
    await panel(page).getByRole('tab', { name: 'Newly Added' }).press('ArrowRight');
    expect(await panel(page).getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
  });

  it('signed out: settings that need the sign-in are dimmed and the sign-in is offered', async () => {
    const page = await openSettings({});
    expect(await faded(page, 'plussMinus')).toBe(true);
    expect(await faded(page, 'socialTab')).toBe(false);
    const opacity = await panel(page).locator('[data-setting="plussMinus"]').evaluate((row) => getComputedStyle(row).opacity);
    expect(Number(opacity)).toBeLessThan(1);
    expect(await panel(page).getByRole('button', { name: 'Sign in with the script' }).count()).toBe(1);
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
