// The simulated AniList BEHAVES like AniList (issue 9 items 2, 3, 5): feeds that load more,
// dropdowns, tooltips, the list page's filter column, notifications, settings forms, hostile
// content that stays inert, and the demo's sign-out. Pages only: no userscript (`script: null`).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../helpers/useHarness.ts';
import { launchChromium } from '../../sim/browser.ts';
import { startSimulator, NOTABLE_USERS, type Simulator } from '../../sim/index.ts';

const WAIT = { timeout: 60_000 };

const harness = useHarness({ script: null });

const entryIds = (page: Page, scope: string) =>
  page.$$eval(`${scope} .activity-feed > .activity-entry`, (entries) => entries.map((e) => e.getAttribute('data-activity-id')));

const visibleRows = (page: Page) =>
  page.$$eval('.medialist .list-entries .entry.row', (rows) => rows
    .filter((r) => (r as HTMLElement).style.display !== 'none' && (r.closest('.list-wrap') as HTMLElement).style.display !== 'none')
    .map((r) => ({ facts: r.getAttribute('data-sim-facts') ?? '', title: r.querySelector('.title a')?.textContent ?? '' })));

describe('feeds load more', () => {
  it('home: Load More appends the next page, reaching the scroller appends another, ids stay unique', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await harness.goto(page, '/home?feed=global');
    const first = await entryIds(page, '.home');
    expect(first).toHaveLength(25);
    await page.click('.home .load-more');
    await page.waitForFunction(() => document.querySelectorAll('.home .activity-feed > .activity-entry').length === 50, undefined, WAIT);
    await page.evaluate(() => document.querySelector('.home .scroller')!.scrollIntoView());
    await page.waitForFunction(() => document.querySelectorAll('.home .activity-feed > .activity-entry').length === 75, undefined, WAIT);
    const all = await entryIds(page, '.home');
    expect(new Set(all).size).toBe(75);
    expect(all.slice(0, 25)).toEqual(first);
    // The appended entries expose their ids as AniList's Vue components do.
    expect(await page.evaluate(() => (document.querySelectorAll('.home .activity-entry')[60] as unknown as { __vue__?: { $props: { id: number } } }).__vue__?.$props.id)).toBe(Number(all[60]));
    await page.context().close();
  });

  it('home: choosing the feed again while a further page loads shows the feed anew, without that page', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await harness.goto(page, '/home?feed=global');
    const first = await entryIds(page, '.home');
    // The second page's answer is held until the feed was chosen again and has come back.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/__sim\/fragment\?path=[^&]*page%3D2/, async (route) => {
      await held;
      await route.fallback();
    });
    await page.click('.home .load-more');
    await page.waitForSelector('.home .activity-feed-wrap[data-sim-loading]', { state: 'attached' });
    const post = harness.sim.world.saveTextActivity(harness.sim.world.getUserByName('Aoi')!.id, 'Written while a page was loading.');
    await page.click('.feed-type-toggle [data-sim-feed="global"]');
    await page.waitForFunction((id) => document.querySelector('.home .activity-feed > .activity-entry')?.getAttribute('data-activity-id') === id, String(post.id), WAIT);
    const stale = page.waitForResponse(/__sim\/fragment\?path=[^&]*page%3D2/);
    release();
    await (await stale).finished();
    await page.waitForSelector('.home .activity-feed-wrap:not([data-sim-loading])', { state: 'attached' });
    const shown = await entryIds(page, '.home');
    expect(shown).toEqual([String(post.id), ...first.slice(0, 24)]);
    harness.sim.world.deleteActivity(harness.sim.world.getUserByName('Aoi')!.id, post.id);
    await page.context().close();
  });

  it('the guest feed on /social scrolls on too', async () => {
    const page = await harness.newPage();
    await harness.goto(page, '/social');
    expect(await entryIds(page, '.social-feed')).toHaveLength(25);
    await page.evaluate(() => document.querySelector('.social-feed .scroller')!.scrollIntoView());
    await page.waitForFunction(() => document.querySelectorAll('.social-feed .activity-entry').length === 50, undefined, WAIT);
    await page.context().close();
  });

  it('the feed filter dropdown opens, picks Status, closes and reloads the feed with text posts only', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await harness.goto(page, '/home?feed=global');
    const menu = page.locator('#dropdown-menu-feed');
    expect(await menu.isVisible()).toBe(false);
    await page.click('.feed-select .el-dropdown .feed-filter');
    expect(await menu.isVisible()).toBe(true);
    await page.click('#dropdown-menu-feed li:has-text("Status")');
    expect(await menu.isVisible()).toBe(false);
    await page.waitForFunction(() => {
      const entries = [...document.querySelectorAll('.home .activity-feed > .activity-entry')];
      return entries.length > 0 && entries.every((e) => e.classList.contains('activity-text'));
    }, undefined, WAIT);
    expect(await page.getAttribute('#dropdown-menu-feed li.active', 'data-sim-feed-type')).toBe('text');
    // Following again: only the viewer's and followed users' posts.
    await page.click('.feed-type-toggle [data-sim-feed="following"]');
    const world = harness.sim.world;
    const demo = world.getUserById(world.demoUser.id)!;
    const allowed = new Set([demo.name, ...demo.following.map((id) => world.getUserById(id)!.name)]);
    await page.waitForFunction(() => document.querySelector('.feed-type-toggle [data-sim-feed="following"]')!.classList.contains('active'));
    await page.waitForFunction((names) => {
      const authors = [...document.querySelectorAll('.home .activity-feed > .activity-entry .text .header a.name')].map((a) => a.textContent ?? '');
      return authors.length > 0 && authors.every((n) => names.includes(n));
    }, [...allowed], WAIT);
    await page.context().close();
  });
});

describe('dropdowns and tooltips', () => {
  it('the media page list-status button opens its menu and a click elsewhere closes it', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    const media = harness.sim.world.allMedia('ANIME').find((m) => !m.isAdult)!;
    await harness.goto(page, `/anime/${media.id}/x`);
    const menu = page.locator('#dropdown-menu-status');
    await page.click('.cover-wrap .list .el-dropdown-link');
    expect(await menu.isVisible()).toBe(true);
    await page.click('.sidebar');
    expect(await menu.isVisible()).toBe(false);
    await page.context().close();
  });

  it("an activity's extras menu opens and a label tooltip shows on hover", async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await harness.goto(page, '/home?feed=global');
    const entry = page.locator('.home .activity-entry').first();
    const extras = entry.locator('.activity-extras-dropdown');
    await entry.locator('.time .el-dropdown-link').click();
    expect(await extras.isVisible()).toBe(true);
    expect(await extras.locator('a').textContent()).toBe('Direct Link');
    await entry.locator('.time .el-dropdown-link').click();
    expect(await extras.isVisible()).toBe(false);
    await entry.locator('.time .has-label').hover();
    const tooltip = page.locator('.el-tooltip__popper[role="tooltip"]');
    await tooltip.waitFor(WAIT);
    expect(['Subscribe', 'Unsubscribe']).toContain(await tooltip.textContent());
    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'detached', ...WAIT });
    await page.context().close();
  });
});

describe('the list page filter column', () => {
  it('filters the rendered rows by text, format, status, genre and year, and clears again', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await harness.goto(page, '/user/Demo/animelist');
    const all = await visibleRows(page);
    expect(all.length).toBeGreaterThan(100);

    // Text, as typed (and as the script writes it: value + input event).
    const word = all[3].title.split(' ')[0].toLowerCase();
    await page.fill('.entry-filter input', word);
    const byText = await visibleRows(page);
    expect(byText.length).toBeGreaterThan(0);
    expect(byText.length).toBeLessThan(all.length);
    expect(byText.every((r) => r.title.toLowerCase().includes(word))).toBe(true);
    await page.click('.entry-filter .el-icon-circle-close');
    expect(await visibleRows(page)).toHaveLength(all.length);

    // Format: the select opens, the choice shows in its input and filters the rows.
    await page.click('.el-select.format-filter input');
    await page.click('.el-select.format-filter .el-select-dropdown__item[data-value="MOVIE"]');
    expect(await page.inputValue('.el-select.format-filter input')).toBe('Movie');
    expect(await page.locator('.el-select.format-filter .el-select-dropdown').isVisible()).toBe(false);
    const movies = await visibleRows(page);
    expect(movies.length).toBeGreaterThan(0);
    expect(movies.every((r) => r.facts.startsWith('MOVIE '))).toBe(true);
    await page.click('.el-select.format-filter input');
    await page.click('.el-select.format-filter .el-select-dropdown__item[data-value=""]');

    // Status and genre.
    await page.click('.el-select.status-filter input');
    await page.click('.el-select.status-filter .el-select-dropdown__item[data-value="FINISHED"]');
    await page.click('.el-select.genre-filter input');
    await page.click('.el-select.genre-filter .el-select-dropdown__item[data-value="0"]');
    const finishedGenre0 = await visibleRows(page);
    expect(finishedGenre0.length).toBeGreaterThan(0);
    expect(finishedGenre0.every((r) => r.facts.split(' ')[1] === 'FINISHED' && `,${r.facts.split(' ')[3]},`.includes(',0,'))).toBe(true);
    for (const kind of ['status-filter', 'genre-filter']) {
      await page.click(`.el-select.${kind} input`);
      await page.click(`.el-select.${kind} .el-select-dropdown__item[data-value=""]`);
    }
    expect(await visibleRows(page)).toHaveLength(all.length);

    // Year: a click on the slider's runway picks the year under the pointer (host-dom §2.4).
    const year = Number(all[0].facts.split(' ')[2]);
    const box = (await page.locator('.medialist .el-slider__runway').boundingBox())!;
    const [min, max] = await page.$eval('.medialist .el-slider', (s) => [Number(s.getAttribute('aria-valuemin')), Number(s.getAttribute('aria-valuemax'))]);
    await page.mouse.click(box.x + ((year - min) / (max - min)) * box.width, box.y + box.height / 2);
    const chosen = Number(await page.textContent('.medialist .year-heading > :first-child'));
    expect(Math.abs(chosen - year)).toBeLessThanOrEqual(1);
    expect(await page.getAttribute('.medialist .el-slider', 'aria-valuenow')).toBe(String(chosen));
    const ofYear = await visibleRows(page);
    expect(ofYear.every((r) => r.facts.split(' ')[2] === String(chosen))).toBe(true);
    await page.click('.medialist .year-heading');
    expect(await page.locator('.medialist .year-heading > *').count()).toBe(0);
    expect(await visibleRows(page)).toHaveLength(all.length);
    await page.context().close();
  });
});

describe('notifications and settings', () => {
  it('filters notifications by group and marks all as read', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await harness.goto(page, '/notifications');
    expect(await page.locator('.notifications-feed.container .filters .group-header + .link').count()).toBe(1);
    expect(await page.locator('.notification.unread').count()).toBeGreaterThan(0);
    const total = await page.locator('.notification').count();
    await page.click('.notifications-feed .filters a[data-sim-filter="Airing"]');
    expect(page.url()).toBe('https://anilist.co/notifications');
    const shown = await page.$$eval('.notification', (items) => items.filter((i) => (i as HTMLElement).style.display !== 'none').map((i) => i.getAttribute('data-sim-group')));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(total);
    expect(shown.every((group) => group === 'Airing')).toBe(true);
    expect(await page.getAttribute('.notifications-feed .filters a.router-link-active', 'data-sim-filter')).toBe('Airing');
    await page.click('.notifications-feed .filters a[data-sim-filter="All"]');
    expect(await page.$$eval('.notification', (items) => items.filter((i) => (i as HTMLElement).style.display === 'none').length)).toBe(0);
    await page.click('.notifications-feed .reset-btn');
    expect(await page.locator('.notification.unread').count()).toBe(0);
    expect(await page.locator('#nav .notification-dot').count()).toBe(0);
    await page.context().close();
  });

  it("scrolls Hoarder's notifications: each page appended in the world's order until none remain", async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.hoarder });
    const world = harness.sim.world;
    const expected = world.notificationsFor(world.getUserByName(NOTABLE_USERS.hoarder)!.id).map((n) => String(n.id));
    await harness.goto(page, '/notifications');
    const shown = () => page.$$eval('.notifications-feed .notifications > .notification', (items) => items.map((i) => i.getAttribute('data-notification-id')));
    expect(await shown()).toEqual(expected.slice(0, 25));
    // Reaching the end of the list loads the next page, 25 at a time, through ?page= fragments.
    for (let count = 50; count <= 100; count += 25) {
      await page.evaluate(() => document.querySelector('.notifications-feed .scroller')!.scrollIntoView());
      await page.waitForFunction((n) => document.querySelectorAll('.notifications-feed .notifications > .notification').length === n, count, WAIT);
    }
    expect(await shown()).toEqual(expected.slice(0, 100));
    // Appended items follow the chosen filter.
    await page.click('.notifications-feed .filters a[data-sim-filter="Airing"]');
    await page.evaluate(() => document.querySelector('.notifications-feed .scroller')!.scrollIntoView());
    await page.waitForFunction(() => document.querySelectorAll('.notifications-feed .notifications > .notification').length === 125, undefined, WAIT);
    const visibleGroups = await page.$$eval('.notifications > .notification', (items) => items.filter((i) => (i as HTMLElement).style.display !== 'none').map((i) => i.getAttribute('data-sim-group')));
    expect(visibleGroups.length).toBeGreaterThan(0);
    expect(visibleGroups.every((group) => group === 'Airing')).toBe(true);
    await page.click('.notifications-feed .filters a[data-sim-filter="All"]');
    // The last page ends the list: the sentinel goes, and every notification is there once, in order.
    await page.evaluate(async () => {
      while (document.querySelector('.notifications-feed [data-sim-next-page]')) {
        const before = document.querySelectorAll('.notifications > .notification').length;
        document.querySelector('.notifications-feed .scroller')!.scrollIntoView();
        window.scrollBy(0, -1);
        window.scrollBy(0, 1);
        await new Promise<void>((resolve) => {
          const check = () => (document.querySelectorAll('.notifications > .notification').length > before ? resolve() : requestAnimationFrame(check));
          check();
        });
      }
    });
    expect(await shown()).toEqual(expected);
    expect(await page.locator('.notifications-feed .scroller').count()).toBe(0);
    await page.context().close();
  });

  it('saves the Anime & Manga and Lists settings through UpdateUser', async () => {
    const name = 'Kirin';
    const world = harness.sim.world;
    const user = world.getUserByName(name)!;
    const page = await harness.newPage({ siteUser: name });
    await harness.goto(page, '/settings/media');
    expect(await page.locator('.settings.container .nav .nav-group > .group-header + a').count()).toBe(1);
    const language = user.options.titleLanguage.startsWith('ENGLISH') ? 'NATIVE' : 'ENGLISH';
    harness.clearRequests();
    await page.selectOption('select[data-sim-field="titleLanguage"]', language);
    const adult = user.options.displayAdultContent;
    await page.click('label.el-checkbox:has-text("18+ Content")');
    await page.click('.sim-settings-form [data-sim-save]');
    await page.locator('.save-status', { hasText: 'Saved' }).waitFor(WAIT);
    expect(user.options.titleLanguage).toBe(language);
    expect(user.options.displayAdultContent).toBe(!adult);
    const saves = harness.requests().filter((r) => r.operation.includes('UpdateUser'));
    expect(saves).toHaveLength(1);
    expect(saves[0].token).toBe(user.token);

    // Lists: score format and a custom list, through the left menu (client-side navigation).
    await page.click('.settings.container .nav a[href="/settings/lists"]');
    await page.waitForSelector('.page-content[data-sim-path="/settings/lists"] .lists-settings', { state: 'attached', ...WAIT });
    const format = user.mediaListOptions.scoreFormat === 'POINT_5' ? 'POINT_3' : 'POINT_5';
    await page.selectOption('select[data-sim-field="scoreFormat"]', format);
    const lists = await page.inputValue('textarea[data-sim-field="animeListOptions.customLists"]');
    await page.fill('textarea[data-sim-field="animeListOptions.customLists"]', `${lists}\nRewatch someday`);
    await page.click('.sim-settings-form [data-sim-save]');
    await page.locator('.save-status', { hasText: 'Saved' }).waitFor(WAIT);
    expect(user.mediaListOptions.scoreFormat).toBe(format);
    expect(user.mediaListOptions.animeList.customLists).toContain('Rewatch someday');
    await page.context().close();
  });

  it('saves the notification switches through UpdateUser, and shows them after a reload', async () => {
    const name = 'Aoi';
    const user = harness.sim.world.getUserByName(name)!;
    const page = await harness.newPage({ siteUser: name });
    await harness.goto(page, '/settings/notifications');
    const airing = page.locator('input[data-sim-notification="AIRING"]');
    expect(await airing.isChecked()).toBe(true);
    harness.clearRequests();
    await page.click('label.el-checkbox:has(input[data-sim-notification="AIRING"])');
    await page.click('.sim-settings-form [data-sim-save]');
    await page.locator('.save-status', { hasText: 'Saved' }).waitFor(WAIT);
    expect(user.options.notificationOptions?.find((option) => option.type === 'AIRING')?.enabled).toBe(false);
    const saves = harness.requests().filter((r) => r.operation.includes('UpdateUser'));
    expect(saves).toHaveLength(1);
    expect(saves[0].token).toBe(user.token);
    await page.reload();
    await page.locator('input[data-sim-notification="AIRING"]').waitFor({ state: 'attached', ...WAIT });
    expect(await page.locator('input[data-sim-notification="AIRING"]').isChecked()).toBe(false);
    expect(await page.locator('input[data-sim-notification="FOLLOWING"]').isChecked()).toBe(true);
    await page.context().close();
  });
});

describe('hostile content', () => {
  it("Mallory's profile and post render inert: no script runs, the text is still shown", async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await harness.goto(page, `/user/${NOTABLE_USERS.hostile}/`);
    expect(await page.textContent('.about')).toContain('<script>alert("owned")</script>');
    expect(await page.locator('.about script, .about iframe, .about [onerror]').count()).toBe(0);
    const world = harness.sim.world;
    const mallory = world.getUserByName(NOTABLE_USERS.hostile)!;
    const post = world.activities({ userId: mallory.id }).find((a) => a.type === 'TEXT' && a.text.includes('<script>'))!;
    await harness.goto(page, `/activity/${post.id}`);
    expect(await page.locator('.activity-markdown .markdown-spoiler').count()).toBe(1);
    // Descriptions are HTML: their <br> are line breaks, not text.
    const media = world.allMedia('ANIME').find((m) => !m.isAdult && m.description?.includes('<br>'))!;
    await harness.goto(page, `/anime/${media.id}/x`);
    expect(await page.locator('.description br').count()).toBeGreaterThan(0);
    expect(await page.textContent('.description')).not.toContain('<br>');
    // The pages are drawn: a short window for a dialog anything in them would open.
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    await page.context().close();
  });
});

describe('the demo (npm start mode)', () => {
  let sim: Simulator;
  let browser: Browser;

  beforeAll(async () => {
    sim = await startSimulator({ demoScript: 'window.__demoScriptRan = true;' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await sim?.close();
  });

  // The demo's stand-in for the manager's storage (sim/pages/demo.ts DEMO_VALUES_KEY).
  const scriptToken = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('simDemoManagerValues') ?? '{}').accessToken ?? null);

  it('signing out on the site survives a reload, until the visitor signs in again', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${sim.url}/home`);
    await page.waitForSelector('.page-content[data-sim-path]', { state: 'attached', ...WAIT });
    expect(await page.getAttribute('#nav .links a.link[href^="/user/"]', 'href')).toBe('/user/Demo/');
    expect(await scriptToken(page)).toBe(sim.world.demoUser.token);

    // Sign out through the nav's user menu.
    await page.click('#nav .user .el-dropdown-link');
    await Promise.all([page.waitForURL(`${sim.url}/`), page.click('#nav a.logout')]);
    await page.reload();
    await page.waitForSelector('#nav .wrap.guest', { state: 'attached', ...WAIT });
    await page.reload();
    await page.waitForSelector('#nav .wrap.guest', { state: 'attached', ...WAIT });
    expect(await scriptToken(page)).toBeNull();

    // The index page offers a sign-in as each demo user.
    await page.goto(`${sim.url}/__sim/`);
    expect(await page.locator('table.modules tbody tr').count()).toBeGreaterThan(0);
    await Promise.all([page.waitForURL(`${sim.url}/home`), page.click(`a.sign-in[href="/__sim/login?name=${NOTABLE_USERS.demo}"]`)]);
    await page.waitForSelector('.page-content[data-sim-path]', { state: 'attached', ...WAIT });
    expect(await page.getAttribute('#nav .links a.link[href^="/user/"]', 'href')).toBe('/user/Demo/');
    expect(await scriptToken(page)).toBe(sim.world.demoUser.token);
    await context.close();
  });

  it("signing the script out (not the site) also sticks: the demo does not put the token back", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${sim.url}/home`);
    expect(await scriptToken(page)).toBe(sim.world.demoUser.token);
    await page.evaluate(() => {
      const values = JSON.parse(localStorage.getItem('simDemoManagerValues') ?? '{}');
      delete values.accessToken;
      localStorage.setItem('simDemoManagerValues', JSON.stringify(values));
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { __demoScriptRan?: boolean }).__demoScriptRan)).toBe(true);
    expect(await scriptToken(page)).toBeNull();
    await context.close();
  });
});
