// End to end (issue 24 items 1-3, 12): what a member reads on /notifications. The media
// notifications as AniList writes them, grouping of neighbours only, the five newer types' colours
// in the three themes and their rows in the settings, the toggle and the settings tip where they
// fit at 500 and 1280 px; and the simulator's own page (merge sentence, relative times from the
// page's clock) and its media social tab ("Repeating").
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import type { SiteThemeName } from '../../sim/browser.ts';
import { mediaPath } from '../../sim/pages/format.ts';
import type { Notification } from '../../sim/world/types.ts';
import { FOLLOW_RUN } from '../../sim/world/seedNotifications.ts';
import { defaultNotificationColourByType } from '../../src/core/settings/notificationColours.ts';
import { notificationTypeLabel } from '../../src/modules/settingsPage/NotificationColourEditor.tsx';
import { strings } from '../../src/modules/notifications/list/strings.ts';
import { useHarness } from '../helpers/useHarness.ts';

const DEMO = NOTABLE_USERS.demo;
const HOARDER = NOTABLE_USERS.hoarder;
const TIMEOUT = 120_000;
const NEWER_TYPES = ['ACTIVITY_REPLY_SUBSCRIBED', 'RELATED_MEDIA_ADDITION', 'MEDIA_DATA_CHANGE', 'MEDIA_MERGE', 'MEDIA_DELETION'] as const;

// A busy machine (2 cores shared by many): each test gets a window sized to its pages.
vi.setConfig({ testTimeout: 240_000 });

const harness = useHarness();

function notificationsOf(name: string): Notification[] {
  return harness.sim.world.notificationsFor(harness.sim.world.getUserByName(name)!.id);
}

function setUnread(name: string, unread: (index: number) => boolean): void {
  notificationsOf(name).forEach((n, index) => {
    n.read = !unread(index);
  });
}

const rowTexts = (page: Page, type: string): Promise<string[]> =>
  page.$$eval(`#hohNotifications li.hohNotification[data-type="${type}"] .hohText`, (items) =>
    items.map((text) => [...text.childNodes].filter((node) => !(node instanceof Element && node.matches('.hohTime, .hohVisuallyHidden'))).map((node) => node.textContent).join('')));

async function openList(page: Page, total: number, unread?: number): Promise<void> {
  if (unread === undefined) await harness.goto(page, '/notifications');
  else {
    // As a member arrives: from another page, where the badge has the count, by AniList's own
    // navigation. Opened directly, /notifications marks everything read as AniList renders it,
    // and a script that starts after that (a busy machine) knows only the unread marks of
    // AniList's first page.
    await harness.goto(page, '/home');
    await expect.poll(() => page.getAttribute('#nav .user .notification-dot', 'aria-label'), { timeout: TIMEOUT }).toBe(`${unread} unread notifications`);
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/notifications'));
  }
  await expect.poll(() => page.$$eval('#hohNotifications li.hohNotification', (items) => items.reduce((sum, li) => sum + Number(li.getAttribute('data-count')), 0)), { timeout: TIMEOUT }).toBe(total);
}

describe('the media notifications read as AniList writes them', () => {
  it('"<Title> was recently added to the site." and the rest; a merge names the old titles and the new one', async () => {
    const world = harness.sim.world;
    const all = notificationsOf(DEMO);
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openList(page, all.length);
    const titleOf = (n: Notification) => world.getMedia(n.mediaId!)!.title.romaji;
    const added = all.filter((n) => n.type === 'RELATED_MEDIA_ADDITION');
    expect(await rowTexts(page, 'RELATED_MEDIA_ADDITION')).toEqual(added.map((n) => `${titleOf(n)} was recently added to the site.`));
    const changed = all.filter((n) => n.type === 'MEDIA_DATA_CHANGE');
    expect(await rowTexts(page, 'MEDIA_DATA_CHANGE')).toEqual(changed.map((n) => `${titleOf(n)} received site data changes.`));
    const merged = all.filter((n) => n.type === 'MEDIA_MERGE');
    expect(merged[0].deletedMediaTitles?.length).toBeGreaterThan(0);
    expect(await rowTexts(page, 'MEDIA_MERGE')).toEqual(merged.map((n) => `${n.deletedMediaTitles!.join(', ')} was merged into ${titleOf(n)}`));
    // The new title is the link to the media.
    expect(await page.getAttribute('li[data-type="MEDIA_MERGE"] a.hohTitle', 'href')).toBe(`/anime/${merged[0].mediaId}`);
    const deleted = all.filter((n) => n.type === 'MEDIA_DELETION');
    expect(await rowTexts(page, 'MEDIA_DELETION')).toEqual(deleted.map((n) => `${n.deletedMediaTitles![0]} was deleted from the site.`));

    // AniList's own list (the simulator's page) says the same of the merge, and counts its
    // relative times from the page's clock.
    await page.click('button.hohModeToggle');
    const nativeMerge = page.locator(`.notifications > .notification[data-notification-id="${merged[0].id}"]`);
    await nativeMerge.waitFor({ timeout: TIMEOUT });
    // The sentence, without the "Show Reason" button and its hidden reason after it.
    const sentence = await nativeMerge.locator('.context-line').evaluate((line) =>
      [...line.childNodes].filter((node) => !(node instanceof Element && node.matches('.expand-reason, .reason-markdown'))).map((node) => node.textContent).join(''));
    expect(sentence).toBe(`${merged[0].deletedMediaTitles!.join(', ')} was merged into ${titleOf(merged[0])}`);
    await page.close();
  });

  it("the simulator's page counts relative times from the page's clock, not the world's start", async () => {
    const first = notificationsOf(DEMO)[0];
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo', settings: { notifications: false } });
    // 14 hours after the newest notification (the world made it 2 minutes before its start).
    await page.clock.setFixedTime((first.createdAt + 14 * 3600) * 1000);
    await harness.goto(page, '/notifications');
    const time = page.locator(`.notifications > .notification[data-notification-id="${first.id}"] time`);
    await expect.poll(() => time.textContent(), { timeout: TIMEOUT }).toBe('14 hours ago');
    await page.close();
  });
});

describe('grouping: neighbours only, never a read one into an unread row', () => {
  it("Hoarder's run of follows is one row, split where the read ones start", async () => {
    const all = notificationsOf(HOARDER);
    // The seeded run (sim/world/seedNotifications.ts): the longest run of follows in a row.
    let longest = { from: 0, length: 0 };
    let current = 0;
    all.forEach((n, index) => {
      current = n.type === 'FOLLOWING' ? current + 1 : 0;
      if (current > longest.length) longest = { from: index - current + 1, length: current };
    });
    expect(longest.length).toBeGreaterThanOrEqual(FOLLOW_RUN);
    const run = all.slice(longest.from, longest.from + longest.length);
    // The unread ones end in the middle of the run.
    const split = longest.from + 5;
    const readBefore = all.map((n) => n.read);
    setUnread(HOARDER, (index) => index < split);
    try {
      const page = await harness.newPage({ siteUser: HOARDER, token: harness.sim.world.getUserByName(HOARDER)!.token! });
      // The list loads up to 500 (ten pages of 50).
      await openList(page, Math.min(all.length, 500), split);
      const follows = await page.$$eval('#hohNotifications li.hohNotification[data-type="FOLLOWING"]', (items) =>
        items.map((li) => ({ count: Number(li.getAttribute('data-count')), unread: Number(li.getAttribute('data-unread')), text: li.querySelector('.hohText')?.textContent ?? '' })));
      const runNames = run.map((n) => harness.sim.world.getUserById(n.userRef!)!.name);
      const unreadRow = follows.find((row) => row.text.startsWith(runNames[0]))!;
      expect(unreadRow).toMatchObject({ count: 5, unread: 5 });
      const readRow = follows.find((row) => row.text.startsWith(runNames[5]))!;
      expect(readRow).toMatchObject({ count: longest.length - 5, unread: 0 });
      // Every other follow row holds only neighbours: none has more follows than the longest run.
      expect(Math.max(...follows.map((row) => row.count))).toBeLessThanOrEqual(longest.length);
      expect(follows.reduce((sum, row) => sum + row.count, 0)).toBe(all.slice(0, 500).filter((n) => n.type === 'FOLLOWING').length);
      await page.close();
    } finally {
      all.forEach((n, index) => {
        n.read = readBefore[index];
      });
    }
  });
});

describe('the five newer types have colours of their own', () => {
  for (const theme of ['default', 'dark', 'contrast'] as SiteThemeName[]) {
    it(`in the list, ${theme} theme`, async () => {
      const all = notificationsOf(DEMO);
      const page = await harness.newPage({ siteUser: DEMO, token: 'demo', theme });
      await openList(page, all.length);
      for (const type of NEWER_TYPES) {
        const edges = await page.$$eval(`#hohNotifications li.hohNotification[data-type="${type}"]`, (items) =>
          items.map((li) => getComputedStyle(li).boxShadow));
        expect(edges.length, type).toBeGreaterThan(0);
        // The row's coloured left edge (inset box shadow) in the type's colour.
        for (const edge of edges) expect(edge.replace(/\s+/g, ''), type).toContain(defaultNotificationColourByType[type]);
      }
      await page.close();
    });
  }

  it('and a row each in the notification colour settings', async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await harness.goto(page, '/settings/apps');
    await page.waitForSelector('.hoh-settings-colour-row', { timeout: TIMEOUT });
    const labels = await page.$$eval('.hoh-settings-colour-row label', (items) => items.map((label) => label.textContent));
    for (const type of NEWER_TYPES) expect(labels).toContain(notificationTypeLabel(type));
    await page.close();
  });
});

describe('the toggle and the settings tip fit the filters at every width', () => {
  async function measure(page: Page) {
    await page.waitForSelector('button.hohModeToggle', { timeout: TIMEOUT });
    await page.waitForSelector('.hohSettingsTip', { timeout: TIMEOUT });
    return page.evaluate(() => {
      const filters = document.querySelector('.notifications-feed .filters')!;
      const tip = document.querySelector('.hohSettingsTip') as HTMLElement;
      const toggle = document.querySelector('button.hohModeToggle') as HTMLElement;
      const lineHeight = Number.parseFloat(getComputedStyle(tip).lineHeight);
      // The filters' content, from their top to the bottom of their last child (a grid column
      // stretches to the list's height, a row does not).
      const last = filters.lastElementChild!;
      return {
        filtersHeight: last.getBoundingClientRect().bottom - filters.getBoundingClientRect().top,
        tipWidth: tip.getBoundingClientRect().width,
        tipLines: Math.round(tip.getBoundingClientRect().height / lineHeight),
        toggleVisible: toggle.getBoundingClientRect().width > 0 && toggle.textContent,
        inFilters: filters.contains(tip) && filters.contains(toggle),
      };
    });
  }

  it('500 px: the filter row stays one line; the toggle and the tip are readable below it', async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await page.setViewportSize({ width: 500, height: 900 });
    await harness.goto(page, '/notifications');
    const seen = await measure(page);
    expect(seen.filtersHeight).toBeLessThanOrEqual(50);
    expect(seen.inFilters).toBe(false);
    expect(seen.toggleVisible).toBe(strings.showNative);
    expect(seen.tipWidth).toBeGreaterThan(400);
    expect(seen.tipLines).toBeLessThanOrEqual(3);
    // Where it sits now it still works, from the keyboard: AniList's own list comes back.
    await page.focus('button.hohModeToggle');
    await page.keyboard.press('Enter');
    await page.locator('.notifications > .notification').first().waitFor({ state: 'visible', timeout: TIMEOUT });
    await page.focus('button.hohModeToggle');
    await page.keyboard.press('Enter');
    await page.locator('.notifications > .notification').first().waitFor({ state: 'hidden', timeout: TIMEOUT });
    // Back to a wide window: into the filter column again.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(async () => (await measure(page)).inFilters, { timeout: TIMEOUT }).toBe(true);
    await page.close();
  });

  it('1280 px: in the filter column, the tip a few lines of the column', async () => {
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await harness.goto(page, '/notifications');
    const seen = await measure(page);
    expect(seen.inFilters).toBe(true);
    expect(seen.tipWidth).toBeGreaterThan(150);
    expect(seen.tipLines).toBeLessThanOrEqual(6);
    expect(seen.filtersHeight).toBeLessThan(500);
    // The toggle sits right after AniList's "Mark all as read".
    expect(await page.$eval('.notifications-feed .filters .reset-btn', (reset) => reset.nextElementSibling?.className)).toBe('hohModeToggle');
    await page.close();
  });
});

describe("the simulator's media social tab", () => {
  it('writes "Repeating" for a followed user repeating the media, as AniList does', async () => {
    const world = harness.sim.world;
    const demo = world.getUserByName(DEMO)!;
    let found: { mediaId: number; name: string } | null = null;
    for (const user of world.followingOf(demo.id)) {
      if (user.private) continue;
      const entry = world.listEntries(user.id, 'ANIME').find((e) => e.status === 'REPEATING' && !e.private && !world.getMedia(e.mediaId)!.isAdult);
      if (entry) {
        found = { mediaId: entry.mediaId, name: user.name };
        break;
      }
    }
    expect(found).not.toBeNull();
    const media = world.getMedia(found!.mediaId)!;
    const page = await harness.newPage({ siteUser: DEMO, settings: { socialTab: false } });
    await harness.goto(page, `${mediaPath(media)}social`);
    const row = page.locator('.following .follow', { has: page.locator(`.name:text-is("${found!.name}")`) });
    await row.waitFor({ timeout: TIMEOUT });
    expect(await row.locator('.status').textContent()).toBe('Repeating');
    expect(await page.locator('.following .status:text-is("Rewatching")').count()).toBe(0);
    await page.close();
  });
});
