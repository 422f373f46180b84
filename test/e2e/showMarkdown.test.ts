// End to end: the markdown toggle ('showMarkdown') on the simulator's /activity/{id}, from the
// built userscript in Chromium: '</>' swaps the rendered text for the markdown source (as text,
// even Mallory's script tags), and back; the source is asked once and cached 20 s; signed out,
// an API error and a 429 leave the text as it was until a later press succeeds.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { HOSTILE_SEED } from '../../sim/world/seedHostile.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';
import { simNavigate } from '../helpers/pageActions.ts';

const harness = useHarness();

beforeEach(() => {
  harness.sim.resetRateLimit();
  harness.clearRequests();
});

const OFF = { notifications: false, dismissDot: false, singleActivityReplyLikes: false } as const;
const asked = () => harness.requests().filter((r) => r.operation.includes('query ActivityMarkdown'));

function hostilePost() {
  const world = harness.sim.world;
  const mallory = world.getUserByName(NOTABLE_USERS.hostile)!;
  const post = world.activities({ userId: mallory.id }).find((a) => a.type === 'TEXT' && a.text.startsWith(HOSTILE_SEED.marker))!;
  return post as typeof post & { text: string };
}

async function openPost(page: Page, id: number): Promise<void> {
  await harness.goto(page, `/activity/${id}`);
  await page.locator('.activity-entry .hohMarkdownToggle').waitFor({ state: 'attached', timeout: 60_000 });
}

const toggle = (page: Page) => page.locator('.activity-entry .time .hohMarkdownToggle');
const source = (page: Page) => page.locator('.activity-entry .activity-markdown.hohMarkdownSource pre');
const rendered = (page: Page) => page.locator('.activity-entry .activity-markdown:not(.hohMarkdownSource)');

describe("markdown toggle ('showMarkdown')", { timeout: 180_000 }, () => {
  it("swaps the text for its source and back, the source as plain text, asked once", async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: OFF });
    const post = hostilePost();
    await openPost(page, post.id);
    expect(await toggle(page).textContent()).toBe('</>');
    expect(asked()).toHaveLength(0);
    await toggle(page).click();
    await expect.poll(() => source(page).textContent(), { timeout: 60_000 }).toBe(post.text);
    expect(await rendered(page).isVisible()).toBe(false);
    // Mallory's source is text: no element of it became part of the page.
    expect(await page.locator('.hohMarkdownSource *:not(pre)').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned ?? null)).toBeNull();
    await toggle(page).click();
    expect(await rendered(page).isVisible()).toBe(true);
    expect(await source(page).isVisible()).toBe(false);
    // Pressed again within 20 s: from the cache. Keyboard too.
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => source(page).isVisible()).toBe(true);
    expect(asked()).toHaveLength(1);
    expect(asked()[0].variables).toEqual({ id: post.id });
    await page.context().close();
  });

  it('is not offered on a list activity, and works signed out', async () => {
    const world = harness.sim.world;
    const list = world.activities({}).find((a) => a.type === 'ANIME_LIST')!;
    const guest = await harness.newPage({ settings: OFF });
    await harness.goto(guest, `/activity/${list.id}`);
    await guest.locator('.activity-entry').waitFor({ state: 'attached', timeout: 60_000 });
    await guest.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    expect(await guest.locator('.hohMarkdownToggle').count()).toBe(0);
    const post = hostilePost();
    await simNavigate(guest, `/activity/${post.id}`);
    await guest.locator('.activity-entry.activity-text .hohMarkdownToggle').waitFor({ state: 'attached', timeout: 60_000 });
    await toggle(guest).click();
    await expect.poll(() => source(guest).textContent(), { timeout: 60_000 }).toBe(post.text);
    expect(asked().every((r) => r.token === null)).toBe(true);
    await guest.context().close();
  });

  it('keeps the text after an API error or a 429, and shows the source on a later press', async () => {
    for (const status of [500, 429]) {
      const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: OFF });
      const refused = await refuseOperation(page, 'query ActivityMarkdown', { status, times: 1, retryAfter: 1 });
      const post = hostilePost();
      await openPost(page, post.id);
      await toggle(page).click();
      await expect.poll(refused, { timeout: 60_000 }).toBe(1);
      await expect.poll(async () => {
        if (await rendered(page).isVisible()) await toggle(page).click();
        return source(page).isVisible().catch(() => false);
      }, { timeout: 60_000, interval: 1_000 }).toBe(true);
      expect(await source(page).textContent()).toBe(post.text);
      await page.context().close();
    }
  });

  it('leaves nothing behind when the visitor moves on', async () => {
    const page = await harness.newPage({ settings: OFF });
    const post = hostilePost();
    await openPost(page, post.id);
    await toggle(page).click();
    await expect.poll(() => source(page).isVisible(), { timeout: 60_000 }).toBe(true);
    await simNavigate(page, '/home');
    await expect.poll(() => page.locator('#hoh-show-markdown, .hohMarkdownToggle, .hohMarkdownSource').count(), { timeout: 60_000 }).toBe(0);
    await page.context().close();
  });
});
