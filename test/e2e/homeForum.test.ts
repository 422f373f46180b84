// End to end: the home forum preview modules on the simulator's /home, run from the built
// userscript in Chromium: media titles on thread cards ('forumMedia'), the preview rebuilt
// without challenge threads ('hideAWC') with its thread count ('forumPreviewNumber', 0 hides
// it). Asserts what the user sees and what reached the API, and the failure paths (API error,
// 429: AniList's own preview stays or comes after the wait).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { CHALLENGE_THREAD_TITLES } from '../../sim/world/seedHome.ts';
import { isChallengeThread } from '../../src/lib/forumThreads.ts';
import { apiErrorsLogged, refuseOperation } from '../helpers/graphqlRoutes.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

// Every /home visit asks the API several times (the preview, the scores, the review totals, the
// forum titles, the notification pie every 4 s): each test starts with AniList's minute unspent,
// so one test's requests never make the next one wait for the rate window.
beforeEach(() => {
  harness.sim.resetRateLimit();
});

afterAll(async () => {
  await harness?.close();
});

const world = () => harness.sim.world;

/** The threads AniList's home preview shows: the most recently replied ones. */
const recentThreads = () => world().threads();

const cards = (page: Page, scope: string) =>
  page.$$eval(`${scope} .thread-card`, (items) =>
    items.map((card) => ({
      title: card.querySelector('a.title')?.textContent ?? '',
      href: card.querySelector('a.title')?.getAttribute('href') ?? '',
      categories: [...card.querySelectorAll('.categories a.category')].map((a) => a.textContent ?? ''),
      visible: getComputedStyle(card.closest('.forum-wrap')!).display !== 'none',
    })),
  );

const requestsOf = (name: string) => harness.requests().filter((request) => request.operation.includes(`query ${name}`));

async function openHome(page: Page): Promise<void> {
  await harness.goto(page, '/home');
  await page.waitForSelector('.recent-threads .forum-wrap .thread-card', { state: 'attached' });
}

describe("forum media titles ('forumMedia')", () => {
  const mediaThread = () => recentThreads().slice(0, 6).find((thread) => thread.mediaCategories.length > 0)!;

  it('shows the tagged media title instead of "Anime" or "Manga"', async () => {
    const thread = mediaThread();
    expect(thread).toBeDefined();
    const media = world().getMedia(thread.mediaCategories[0])!;
    harness.clearRequests();
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: { forumMedia: true } });
    await openHome(page);
    const card = () => cards(page, '.recent-threads').then((all) => all.find((item) => item.href === `/forum/thread/${thread.id}`)!);
    await expect.poll(async () => (await card()).categories[0], { timeout: 60_000 }).toBe(media.title.romaji);
    // Other categories keep their names.
    expect((await card()).categories.slice(1)).toEqual(thread.categories.map((category) => category.name));
    const asked = requestsOf('MediaTitles');
    expect(asked).toHaveLength(1);
    expect(asked[0].variables?.ids).toContain(media.id);
    await page.context().close();
  });

  it('leaves "Anime" when switched off, and when the API fails', async () => {
    const thread = mediaThread();
    const label = world().getMedia(thread.mediaCategories[0])!.type === 'MANGA' ? 'Manga' : 'Anime';
    // On by default: switched off here.
    const off = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: { forumMedia: false } });
    await openHome(off);
    expect((await cards(off, '.recent-threads')).find((item) => item.href === `/forum/thread/${thread.id}`)!.categories[0]).toBe(label);
    await off.context().close();

    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: { forumMedia: true } });
    const failed = await refuseOperation(page, 'query MediaTitles', { status: 500 });
    const logged = apiErrorsLogged(page);
    await openHome(page);
    await expect.poll(failed, { timeout: 60_000 }).toBeGreaterThan(0);
    // The module has the failed answer once the client logs it; the short window is for the
    // titles it must not write after that.
    await expect.poll(() => logged() >= failed(), { timeout: 60_000 }).toBe(true);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect((await cards(page, '.recent-threads')).find((item) => item.href === `/forum/thread/${thread.id}`)!.categories[0]).toBe(label);
    await page.context().close();
  });
});

describe("forum preview without challenge threads ('hideAWC', 'forumPreviewNumber')", () => {
  const expectedTitles = (count: number) => recentThreads().filter((thread) => !isChallengeThread(thread.title)).slice(0, count).map((thread) => thread.title);

  it("AniList's own preview shows the challenge threads", async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: { forumMedia: false } });
    await openHome(page);
    const titles = (await cards(page, '.recent-threads')).map((card) => card.title);
    for (const title of CHALLENGE_THREAD_TITLES) expect(titles).toContain(title);
    await page.context().close();
  });

  it('rebuilds it without them, forumPreviewNumber threads long (3 by default)', async () => {
    harness.clearRequests();
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: { hideAWC: true } });
    await openHome(page);
    await page.waitForSelector('.recent-threads .hohForumWrap .thread-card', { timeout: 60_000 });
    const shown = (await cards(page, '.recent-threads')).filter((card) => card.visible);
    expect(shown.map((card) => card.title)).toEqual(expectedTitles(3));
    expect(shown.some((card) => isChallengeThread(card.title))).toBe(false);
    // AniList's own cards are hidden, not gone.
    expect((await cards(page, '.recent-threads > .forum-wrap:not(.hohForumWrap)')).every((card) => !card.visible)).toBe(true);
    const asked = requestsOf('RecentThreads');
    expect(asked).toHaveLength(1);
    expect(asked[0].variables).toEqual({ perPage: 13 });
    // The rebuilt card reads like AniList's: a reply line or "By …", and the thread link.
    const first = recentThreads().find((thread) => thread.title === expectedTitles(1)[0])!;
    const line = await page.locator('.hohForumWrap .thread-card').first().locator('.name').textContent();
    const replier = first.replyUserId ? world().getUserById(first.replyUserId)!.name : null;
    expect(line).toMatch(replier ? new RegExp(`^${replier} replied `) : new RegExp(`^By ${world().getUserById(first.userId)!.name}$`));
    await page.context().close();
  });

  it('titles the cards the rebuilt preview adds while the first title query is still on its way', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: { hideAWC: true, forumMedia: true, forumPreviewNumber: 6 } });
    // The first MediaTitles answer is held until the rebuilt preview is on the page, as happens
    // on a busy machine; the rebuilt cards' media must still be asked for.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let titleQueries = 0;
    await page.route('https://graphql.anilist.co/**', async (route) => {
      if ((route.request().postData() ?? '').includes('query MediaTitles') && ++titleQueries === 1) await held;
      await route.fallback();
    });
    await openHome(page);
    await page.waitForSelector('.recent-threads .hohForumWrap .thread-card', { timeout: 60_000 });
    release();
    const withMedia = recentThreads().filter((thread) => expectedTitles(6).includes(thread.title) && thread.mediaCategories.length > 0);
    expect(withMedia.length).toBeGreaterThan(0);
    for (const thread of withMedia) {
      const title = world().getMedia(thread.mediaCategories[0])!.title.romaji;
      await expect.poll(async () => (await cards(page, '.recent-threads .hohForumWrap')).find((card) => card.href === `/forum/thread/${thread.id}`)!.categories[0], { timeout: 60_000 }).toBe(title);
    }
    await page.context().close();
  });

  it('shows as many threads as forumPreviewNumber says, with media titles when forumMedia is on too', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: { hideAWC: true, forumMedia: true, forumPreviewNumber: 6 } });
    await openHome(page);
    await page.waitForSelector('.recent-threads .hohForumWrap .thread-card', { timeout: 60_000 });
    const shown = await cards(page, '.recent-threads .hohForumWrap');
    expect(shown.map((card) => card.title)).toEqual(expectedTitles(6));
    const withMedia = recentThreads().filter((thread) => expectedTitles(6).includes(thread.title) && thread.mediaCategories.length > 0);
    expect(withMedia.length).toBeGreaterThan(0);
    for (const thread of withMedia) {
      const title = world().getMedia(thread.mediaCategories[0])!.title.romaji;
      await expect.poll(async () => (await cards(page, '.recent-threads .hohForumWrap')).find((card) => card.href === `/forum/thread/${thread.id}`)!.categories[0]).toBe(title);
    }
    await page.context().close();
  });

  it('forumPreviewNumber 0 hides the block and asks nothing', async () => {
    harness.clearRequests();
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: { hideAWC: true, forumPreviewNumber: 0 } });
    await openHome(page);
    await expect.poll(() => page.$eval('.recent-threads', (block) => getComputedStyle(block).display), { timeout: 60_000 }).toBe('none');
    expect(requestsOf('RecentThreads')).toHaveLength(0);
    // The rest of the right column stays.
    expect(await page.$eval('.recent-reviews', (block) => getComputedStyle(block).display)).not.toBe('none');
    await page.context().close();
  });

  it("keeps AniList's own preview when the API fails", async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: { hideAWC: true } });
    const failed = await refuseOperation(page, 'query RecentThreads', { status: 500 });
    const logged = apiErrorsLogged(page);
    await openHome(page);
    await expect.poll(failed, { timeout: 60_000 }).toBeGreaterThan(0);
    // The module has the failed answer once the client logs it; the short window is for the
    // rebuilt preview it must not draw after that.
    await expect.poll(() => logged() >= failed(), { timeout: 60_000 }).toBe(true);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(await page.locator('.hohForumWrap').count()).toBe(0);
    const shown = await cards(page, '.recent-threads');
    expect(shown.every((card) => card.visible)).toBe(true);
    expect(shown.map((card) => card.title)).toContain(CHALLENGE_THREAD_TITLES[0]);
    await page.context().close();
  });

  it('after a 429 the rebuilt preview comes once Retry-After has passed', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: { hideAWC: true } });
    const limited = await refuseOperation(page, 'query RecentThreads', { status: 429, times: 1 });
    await openHome(page);
    await page.waitForSelector('.recent-threads .hohForumWrap .thread-card', { timeout: 60_000 });
    expect(limited()).toBe(1);
    expect((await cards(page, '.recent-threads .hohForumWrap')).map((card) => card.title)).toEqual(expectedTitles(3));
    await page.context().close();
  });

  it('leaves nothing behind when the visitor moves on', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: { hideAWC: true, forumMedia: true } });
    await openHome(page);
    await page.waitForSelector('.recent-threads .hohForumWrap .thread-card', { timeout: 60_000 });
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/forum'));
    await page.waitForURL('https://anilist.co/forum');
    await expect.poll(() => page.locator('.hohForumWrap').count()).toBe(0);
    const modules = await page.evaluate(() => window.automailDebug!.listActive().modules);
    expect(modules).not.toContain('hideAWC');
    expect(modules).not.toContain('forumMedia');
    await page.context().close();
  });
});
