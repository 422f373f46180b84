// End to end: cards for adult media embeds ('embedHentai') on the simulator's activity page, from
// the built userscript in Chromium: the empty `.media-embed` AniList leaves for an adult anime gets
// a card from the embed query (the ordinary embed is left alone); safe-for-work mode suppresses
// it; signed out it works; an API error leaves the embed empty; a 429 is waited out.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { EMBED_SEED } from '../../sim/world/seedActivityPages.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';
import { simNavigate } from '../helpers/pageActions.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

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
  await page.locator('.activity-entry .media-embed').first().waitFor({ state: 'attached', timeout: 30_000 });
}

const adultEmbed = (page: Page) => page.locator(`.activity-entry a.media-embed[data-media-id="${seeded().adult.id}"]`);

describe("adult media embeds ('embedHentai')", { timeout: 180_000 }, () => {
  it('fills the empty adult embed with a card from one embed query, and leaves the other embed alone', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: ON });
    await openPost(page);
    const { adult } = seeded();
    await expect.poll(() => adultEmbed(page).locator('.embed .title').textContent().catch(() => null), { timeout: 30_000 }).toBe(adult.title.romaji);
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
    await expect.poll(() => adultEmbed(guest).locator('.embed .title').count(), { timeout: 30_000 }).toBe(1);
    expect(asked().every((r) => r.token === null)).toBe(true);
    await guest.context().close();

    const failing = await harness.newPage({ settings: ON });
    const refused = await refuseOperation(failing, 'query EmbedMedia', { status: 500 });
    await openPost(failing);
    await expect.poll(refused, { timeout: 30_000 }).toBeGreaterThan(0);
    await failing.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    expect(await adultEmbed(failing).evaluate((el) => el.childElementCount)).toBe(0);
    await failing.context().close();

    const limited = await harness.newPage({ settings: ON });
    const once = await refuseOperation(limited, 'query EmbedMedia', { status: 429, times: 1, retryAfter: 1 });
    await openPost(limited);
    await expect.poll(() => adultEmbed(limited).locator('.embed .title').count(), { timeout: 30_000 }).toBe(1);
    expect(once()).toBe(1);
    await limited.context().close();
  });

  it('leaves nothing behind when the visitor moves on', async () => {
    const page = await harness.newPage({ settings: ON });
    await openPost(page);
    await expect.poll(() => adultEmbed(page).locator('.embed .title').count(), { timeout: 30_000 }).toBe(1);
    await simNavigate(page, '/search/anime');
    await page.locator('.search-page-unscoped').waitFor({ state: 'attached', timeout: 30_000 });
    await expect.poll(() => page.locator('#hoh-embed-hentai, .hohEmbedCard').count(), { timeout: 30_000 }).toBe(0);
    await page.context().close();
  });
});
