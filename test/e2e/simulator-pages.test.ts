// The simulated AniList pages in Chromium, with the built userscript injected as in every e2e
// test; the assertions here are about the pages and the harness, not the script's modules.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForContent } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

const harness = useHarness();

const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.body).getPropertyValue(n).trim(), name);

describe('simulated AniList pages', () => {
  it('shows the signed-in nav, AniList\'s auth storage and late content', async () => {
    const page = await harness.newPage({ siteUser: 'Demo' });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __childrenAtLoad: number }).__childrenAtLoad = document.querySelector('.page-content')!.children.length;
      });
    });
    await page.goto('https://anilist.co/home', { waitUntil: 'domcontentloaded' });
    // AniList's Vue app renders the page after its API calls: nothing yet at DOMContentLoaded.
    expect(await page.evaluate(() => (window as unknown as { __childrenAtLoad: number }).__childrenAtLoad)).toBe(0);
    expect(await page.getAttribute('#nav .links a.link[href^="/user/"]', 'href')).toBe('/user/Demo/');
    await waitForContent(page);
    expect(await page.locator('.home .activity-feed > .activity-entry').count()).toBeGreaterThan(0);
    const auth = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null'));
    expect(auth).toMatchObject({ name: 'Demo', id: harness.sim.world.demoUser.id });
    expect(await page.title()).toBe('Home · AniList');
  });

  it('shows guests the guest nav with Login and Sign Up', async () => {
    const page = await harness.newPage();
    await harness.goto(page, '/social');
    expect(await page.locator('#nav .wrap.guest a.link.login[href="/login"]').count()).toBe(1);
    expect(await page.locator('#nav a.link.signup[href="/signup"]').count()).toBe(1);
    expect(await page.locator('#nav .links a[href^="/user/"]').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });

  it('offers AniList\'s Vue router door, social tabs and the nav dot reset after /notifications', async () => {
    const page = await harness.newPage({ siteUser: 'Demo' });
    const demoId = harness.sim.world.demoUser.id;
    await harness.goto(page, '/user/Demo/');
    // Runs before any test shows /notifications: the seeded demo user has unread notifications.
    expect(harness.sim.world.unreadNotificationCount(demoId)).toBeGreaterThan(0);
    // (The count itself is the script's to redraw, so only the dot's presence is asserted.)
    expect(await page.locator('#nav .user .notification-dot').count()).toBe(1);
    await page.evaluate(() => (document.getElementById('app') as unknown as { __vue__: { $router: { push(p: string): void } } }).__vue__.$router.push('/user/Demo/social'));
    await page.waitForSelector('.page-content[data-sim-path="/user/Demo/social"] .user-social', { state: 'attached' });
    await page.click('.user-social .filters .filter-group > span:nth-child(3)');
    expect(await page.getAttribute('.user-social .filter-group > span.active', 'data-sim-tab')).toBe('followers');
    expect(await page.locator('[data-sim-panel="followers"]').isVisible()).toBe(true);
    expect(await page.locator('[data-sim-panel="following"]').isVisible()).toBe(false);
    await page.click('#nav .user .el-dropdown-link');
    await page.click('#dropdown-menu-user a[href="/notifications"]');
    await page.waitForSelector('.page-content[data-sim-path="/notifications"] .notifications', { state: 'attached' });
    expect(await page.locator('#nav .notification-dot').count()).toBe(0);
    expect(harness.sim.world.unreadNotificationCount(demoId)).toBe(0);
  });

  it('renders list rows with score cells, media sidebars and notifications', async () => {
    const page = await harness.newPage({ siteUser: 'Demo' });
    await harness.goto(page, '/user/Demo/animelist');
    const rows = page.locator('.medialist .lists .list-wrap .list-entries > .entry.row');
    expect(await rows.count()).toBeGreaterThan(10);
    const score = await rows.first().locator('.score').getAttribute('score');
    expect(Number(score)).toBeGreaterThanOrEqual(0);

    const media = harness.sim.world.allMedia('ANIME').find((m) => m.averageScore !== null)!;
    await harness.goto(page, `/anime/${media.id}/x`);
    const labels = await page.locator('.sidebar > .data > .data-set > .type').allTextContents();
    expect(labels).toEqual(expect.arrayContaining(['Format', 'Status', 'Average Score', 'Mean Score']));
    expect(await page.locator('.media-page-unscoped .header h1').first().textContent()).toBeTruthy();

    await harness.goto(page, '/notifications');
    expect(await page.locator('.notifications-feed .notifications .notification').count()).toBeGreaterThan(0);
  });

  it('navigates client-side with pushState: the URL changes, the content swaps, no reload', async () => {
    const page = await harness.newPage({ siteUser: 'Demo' });
    await harness.goto(page, '/home');
    await page.evaluate(() => { (window as unknown as { __sameDocument: boolean }).__sameDocument = true; });
    const historyBefore = await page.evaluate(() => history.length);
    await page.click('#nav .links a.link[href="/user/Demo/animelist"]');
    await page.waitForURL('https://anilist.co/user/Demo/animelist');
    await page.waitForSelector('.page-content[data-sim-path="/user/Demo/animelist"] .medialist', { state: 'attached' });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
    expect(await page.locator('.home').count()).toBe(0);
    expect(await page.title()).toBe("Demo's Anime List · AniList");
    await page.goBack();
    await page.waitForSelector('.page-content[data-sim-path="/home"] .home', { state: 'attached' });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  it('exposes __vue__.$props.id on activities and replies after every content swap (host-dom-2026 §3.9)', async () => {
    const world = harness.sim.world;
    const activity = world.activities().find((a) => a.type === 'TEXT' && a.replies.length > 0)!;
    const page = await harness.newPage({ siteUser: 'Demo' });
    const ids = (selector: string) => page.$$eval(selector, (elements) =>
      elements.map((e) => (e as unknown as { __vue__?: { $props: { id: unknown } } }).__vue__?.$props.id));
    await harness.goto(page, '/home');
    const onHome = await page.$$eval('.activity-entry', (elements) => elements.map((e) => Number(e.getAttribute('data-activity-id'))));
    expect(onHome.length).toBeGreaterThan(0);
    expect(await ids('.activity-entry')).toEqual(onHome);
    await page.evaluate((path) => (window as unknown as { __simNavigate(p: string): void }).__simNavigate(path), `/activity/${activity.id}`);
    await page.waitForSelector(`.page-content[data-sim-path="/activity/${activity.id}"] .activity-entry`, { state: 'attached' });
    expect(await ids('.activity-entry')).toEqual([activity.id]);
    expect(await ids('.reply')).toEqual(activity.replies.map((r) => r.id));
  });

  it('sets the theme class and the CSS variables for each theme', async () => {
    const dark = await harness.newPage({ theme: 'dark' });
    await harness.goto(dark, '/terms');
    expect(await dark.evaluate(() => document.body.className)).toBe('site-theme-dark');
    expect(await cssVar(dark, '--color-background')).toBe('11,22,34');
    expect(await cssVar(dark, '--color-blue-600')).toBe('61,180,242');
    await dark.click('.footer .theme-selector .theme-preview.contrast');
    expect(await dark.evaluate(() => document.body.className)).toBe('site-theme-contrast');
    expect(await cssVar(dark, '--color-background')).toBe('228,233,239');
    expect(await dark.evaluate(() => localStorage.getItem('site-theme'))).toBe('contrast');
    const light = await harness.newPage();
    await harness.goto(light, '/terms');
    expect(await light.evaluate(() => document.body.className)).toBe('');
    expect(await cssVar(light, '--color-background')).toBe('237,241,245');
  });

  it('moves missing media and users to the 404 page, as AniList does', async () => {
    const page = await harness.newPage({ siteUser: 'Demo' });
    await page.goto('https://anilist.co/anime/99999999/nothing', { waitUntil: 'domcontentloaded' });
    await page.waitForURL('https://anilist.co/404');
    await page.waitForSelector('.not-found', { state: 'attached' });
    await harness.goto(page, '/no/such/page');
    expect(page.url()).toBe('https://anilist.co/no/such/page');
    expect(await page.locator('.not-found').count()).toBe(1);
  });

  it('grants the token through the OAuth implicit flow', async () => {
    const page = await harness.newPage({ siteUser: 'Demo' });
    // The script may take the token out of the address at once, so watch every address the page had.
    const seen: string[] = [];
    page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) seen.push(frame.url()); });
    await page.goto('https://anilist.co/api/v2/oauth/authorize?client_id=2751&response_type=token', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => seen.some((u) => u.includes('/home#access_token='))).toBe(true);
    const granted = seen.find((u) => u.includes('#access_token='))!;
    expect(new URLSearchParams(new URL(granted).hash.slice(1)).get('access_token')).toBe(harness.sim.world.demoUser.token);
  });

  it('presets the script\'s settings and token, routes GM requests to the simulated MyAnimeList, and can block Blob workers', async () => {
    const page = await harness.newPage({ siteUser: 'Demo', token: 'demo', settings: { MALscore: true }, blockWorkers: true });
    await harness.goto(page, '/terms');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('hohSettings') ?? '{}'));
    expect(stored.MALscore).toBe(true);
    expect(stored.accessToken).toBeUndefined();
    expect(harness.gmValues(page).accessToken).toBe(harness.sim.world.demoUser.token);
    const media = harness.sim.world.allMedia('ANIME').find((m) => m.idMal !== null)!;
    const answer = await page.evaluate((idMal) => new Promise<{ status: number; text: string }>((resolve) => {
      const gm = (window as unknown as { GM_xmlhttpRequest: (d: object) => void }).GM_xmlhttpRequest;
      gm({ method: 'GET', url: `https://myanimelist.net/anime/${idMal}/placeholder/userrecs`,
        onload: (r: { status: number; responseText: string }) => resolve({ status: r.status, text: r.responseText }),
        onerror: () => resolve({ status: -1, text: '' }) });
    }), media.idMal);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('ratingValue');
    expect(harness.gmRequests(page).map((r) => r.url)).toEqual([`https://myanimelist.net/anime/${media.idMal}/placeholder/userrecs`]);
    const blocked = await page.evaluate(() => new Promise<string>((resolve) => {
      document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), { once: true });
      new Worker(URL.createObjectURL(new Blob(['postMessage(1)'])));
      setTimeout(() => resolve('not blocked'), 3000);
    }));
    expect(blocked).toBe('worker-src');
  });
});
