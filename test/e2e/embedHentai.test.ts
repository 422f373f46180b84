// End to end: cards for adult media embeds ('embedHentai') on the simulator's activity page, from
// the built userscript in Chromium: the empty `.media-embed` AniList leaves for an adult anime gets
// a card from the embed query (the ordinary embed is left alone); safe-for-work mode suppresses
// it; signed out it works; an API error leaves the embed empty; a 429 is waited out. The same on
// /home (a feed post), a profile feed (/user/{name}) and a forum thread's comment.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { EMBED_SEED } from '../../sim/world/seedActivityPages.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';
import { simNavigate } from '../helpers/pageActions.ts';
import { FEED_MODULES_OFF } from '../helpers/homeFeed.ts';
import { ADULT_EMBED_THREAD_SEED } from '../../sim/world/seedAdultEmbedThread.ts';

const harness = useHarness();

beforeEach(() => {
  harness.sim.resetRateLimit();
  harness.clearRequests();
});

const ON = { notifications: false, dismissDot: false, embedHentai: true } as const;
const asked = () => harness.requests().filter((r) => r.operation.includes('query EmbedMedia'));

function seeded() {
  const world = harness.sim.world;
  const post = world.activities({}).find((a) => a.type === 'TEXT' && a.text.startsWith(EMBED_SEED.marker))!;
  const adult = world.allMedia('ANIME').find((m) => m.isAdult)!;
  return { post, adult };
}

async function openPost(page: Page): Promise<void> {
  await harness.goto(page, `/activity/${seeded().post.id}`);
  await page.locator('.activity-entry .media-embed').first().waitFor({ state: 'attached', timeout: 60_000 });
}

const adultEmbed = (page: Page) => page.locator(`.activity-entry a.media-embed[data-media-id="${seeded().adult.id}"]`);

describe("adult media embeds ('embedHentai')", { timeout: 180_000 }, () => {
  it('fills the empty adult embed with a card from one embed query, and leaves the other embed alone', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: ON });
    await openPost(page);
    const { adult } = seeded();
    await expect.poll(() => adultEmbed(page).locator('.embed .title').textContent().catch(() => null), { timeout: 60_000 }).toBe(adult.title.romaji);
    const card = adultEmbed(page).locator('.embed');
    expect(await card.locator('.genres').textContent()).toBe(adult.genres.join(', '));
    expect(await card.locator('.info').textContent()).toContain(adult.format === 'TV' ? 'TV' : '');
    expect(await card.locator('.cover').evaluate((el) => (el as HTMLElement).style.backgroundImage)).toContain(adult.coverImage.medium);
    // The ordinary embed keeps AniList's own content.
    expect(await page.locator('.activity-entry a.media-embed:not(.hohEmbedCard) .embed .title').count()).toBe(1);
    expect(asked()).toHaveLength(1);
    expect(asked()[0].variables).toEqual({ ids: [adult.id], perPage: 1 });
    await page.context().close();
  });

  it('does nothing in safe-for-work mode or when switched off', async () => {
    for (const settings of [{ ...ON, SFWmode: true }, { ...ON, embedHentai: false }]) {
      const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings });
      await openPost(page);
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
      expect(await adultEmbed(page).evaluate((el) => el.childElementCount)).toBe(0);
      await page.context().close();
    }
    expect(asked()).toHaveLength(0);
  });

  it('works signed out; an API error leaves the embed empty; a 429 is waited out', async () => {
    const guest = await harness.newPage({ settings: ON });
    await openPost(guest);
    await expect.poll(() => adultEmbed(guest).locator('.embed .title').count(), { timeout: 60_000 }).toBe(1);
    expect(asked().every((r) => r.token === null)).toBe(true);
    await guest.context().close();

    const failing = await harness.newPage({ settings: ON });
    const refused = await refuseOperation(failing, 'query EmbedMedia', { status: 500 });
    await openPost(failing);
    await expect.poll(refused, { timeout: 60_000 }).toBeGreaterThan(0);
    await failing.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    expect(await adultEmbed(failing).evaluate((el) => el.childElementCount)).toBe(0);
    await failing.context().close();

    const limited = await harness.newPage({ settings: ON });
    const once = await refuseOperation(limited, 'query EmbedMedia', { status: 429, times: 1, retryAfter: 1 });
    await openPost(limited);
    await expect.poll(() => adultEmbed(limited).locator('.embed .title').count(), { timeout: 60_000 }).toBe(1);
    expect(once()).toBe(1);
    await limited.context().close();
  });

  it('leaves nothing behind when the visitor moves on', async () => {
    const page = await harness.newPage({ settings: ON });
    await openPost(page);
    await expect.poll(() => adultEmbed(page).locator('.embed .title').count(), { timeout: 60_000 }).toBe(1);
    await simNavigate(page, '/search/anime');
    await page.locator('.search-page-unscoped').waitFor({ state: 'attached', timeout: 60_000 });
    await expect.poll(() => page.locator('#hoh-embed-hentai, .hohEmbedCard').count(), { timeout: 60_000 }).toBe(0);
    await page.context().close();
  });
});

/**
 * The same card on the other pages where members write (issue 13 item 6: home, user and forum
 * pages): filled from one embed query, suppressed in safe-for-work mode, gone after navigation.
 * `reach` brings the adult embed onto the page (e.g. AniList's load-more); `where` scopes it.
 */
async function fillsAndCleansUp(path: string, where: string, reach: (page: Page) => Promise<void> = async () => {}): Promise<void> {
  const { adult } = seeded();
  const embed = (page: Page) => page.locator(`${where} a.media-embed[data-media-id="${adult.id}"]`).first();
  const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: { ...FEED_MODULES_OFF, ...ON } });
  await harness.goto(page, path);
  await reach(page);
  await expect.poll(() => embed(page).locator('.embed .title').textContent().catch(() => null), { timeout: 60_000 }).toBe(adult.title.romaji);
  await expect(embed(page).locator('.embed .genres').textContent()).resolves.toBe(adult.genres.join(', '));
  expect(asked().map((r) => r.variables)).toEqual([{ ids: [adult.id], perPage: 1 }]);
  // Moving on leaves neither cards nor the module's style behind.
  await simNavigate(page, '/search/anime');
  await page.locator('.search-page-unscoped').waitFor({ state: 'attached', timeout: 60_000 });
  await expect.poll(() => page.locator('#hoh-embed-hentai, .hohEmbedCard, .hohEmbedCard .embed').count(), { timeout: 60_000 }).toBe(0);
  await page.context().close();

  // Safe-for-work mode: the embed stays as AniList left it, and nothing is asked.
  harness.clearRequests();
  const sfw = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: { ...FEED_MODULES_OFF, ...ON, SFWmode: true } });
  await harness.goto(sfw, path);
  await reach(sfw);
  await embed(sfw).waitFor({ state: 'attached', timeout: 60_000 });
  await sfw.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
  await expect(embed(sfw).evaluate((el) => el.childElementCount)).resolves.toBe(0);
  expect(asked()).toHaveLength(0);
  await sfw.context().close();
}

describe("adult media embeds ('embedHentai') on home, profile and forum pages", { timeout: 240_000 }, () => {
  it('/home: the empty embed of a feed post gets its card', async () => {
    const world = harness.sim.world;
    const { adult } = seeded();
    // A followed member posts now (as the API's SaveTextActivity would), so it tops Demo's feed.
    const author = world.getUserByName(EMBED_SEED.author)!;
    expect(world.followingOf(world.demoUser.id).some((u) => u.id === author.id)).toBe(true);
    world.saveTextActivity(author.id, `Look what turned up: https://anilist.co/anime/${adult.id}/`);
    await fillsAndCleansUp('/home', '.activity-feed .activity-entry');
  });

  it("/user/{name}: the post on the profile feed's second page gets its card once AniList loads it", async () => {
    // The seeded post is Aoi's oldest: AniList's feed shows it after scrolling to the next page.
    const scrollToPost = async (page: Page) => {
      await page.waitForSelector('.activity-feed > .activity-entry', { state: 'attached', timeout: 60_000 });
      await expect.poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return page.locator(`.activity-feed a.media-embed[data-media-id="${seeded().adult.id}"]`).count();
      }, { timeout: 60_000, interval: 300 }).toBeGreaterThan(0);
    };
    await fillsAndCleansUp(`/user/${EMBED_SEED.author}/`, '.activity-feed .activity-entry', scrollToPost);
  });

  it('/forum/thread/{id}: the empty embed in a comment gets its card', async () => {
    const thread = harness.sim.world.threads({}).find((t) => t.title === ADULT_EMBED_THREAD_SEED.title)!;
    expect(thread).toBeDefined();
    await fillsAndCleansUp(`/forum/thread/${thread.id}`, '.forum-thread .comment');
  });
});
