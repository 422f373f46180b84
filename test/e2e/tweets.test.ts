// End to end: tweet embeds ('tweets') on the simulator's activity page, from the built userscript
// in Chromium. Aoi's seeded post links a tweet by its full address, another under other words and
// a Twitter profile: only the first gets Twitter's embed markup. Twitter's widget script is
// answered by a small local stub (it marks the blockquotes it renders), so no test reaches the
// internet. Also: the site's dark theme passed on, nothing in safe-for-work mode or switched off,
// a widget that fails to load leaves the quoted link, and nothing is left after navigation.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMBEDS_SEED, embedsPost } from '../../sim/world/seedEmbeds.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { simNavigate } from '../helpers/pageActions.ts';

const harness = useHarness();

beforeEach(() => {
  harness.sim.resetRateLimit();
  harness.clearRequests();
});

const ON = { notifications: false, dismissDot: false, tweets: true } as const;
const TIMEOUT = 60_000;
const WIDGET = 'https://platform.twitter.com/widgets.js';

/** Renders like Twitter's script: every blockquote in the page on load, later ones through twttr.widgets.load. */
const STUB = `
window.__widgetRuns = (window.__widgetRuns || 0) + 1;
function __render(root) {
  (root || document).querySelectorAll('blockquote.twitter-tweet:not([data-stub])').forEach(function (quote) {
    quote.setAttribute('data-stub', 'rendered');
  });
}
window.twttr = { widgets: { load: function (element) { __render(element); } } };
__render(document);
`;

/** Twitter answered locally (or refused): every address asked for, in order. */
async function localTwitter(page: Page, answer: 'stub' | 'fail' = 'stub'): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/^https:\/\/([a-z]+\.)?twitter\.com\//, async (route) => {
    asked.push(route.request().url());
    if (answer === 'fail' || route.request().url() !== WIDGET) await route.abort('failed');
    else await route.fulfill({ status: 200, contentType: 'application/javascript', body: STUB });
  });
  return asked;
}

function postPath(): string {
  return `/activity/${embedsPost(harness.sim.world)!.id}`;
}

async function openPost(page: Page): Promise<void> {
  await harness.goto(page, postPath());
  await page.locator(`.activity-entry .markdown a[href="${EMBEDS_SEED.profile}"]`).waitFor({ state: 'attached', timeout: TIMEOUT });
}

const boxes = (page: Page) => page.locator('.activity-entry .markdown .hohTweet');

describe("tweet embeds ('tweets')", { timeout: 180_000 }, () => {
  it('embeds only the tweet linked by its full address, and loads the widget once', async () => {
    const page = await harness.newPage({ settings: ON });
    const asked = await localTwitter(page);
    await openPost(page);
    await expect.poll(() => boxes(page).count(), { timeout: TIMEOUT }).toBe(1);
    const quote = boxes(page).locator('blockquote.twitter-tweet');
    expect(await quote.locator('a').getAttribute('href')).toBe(EMBEDS_SEED.fullTweet);
    expect(await quote.locator('a').textContent()).toBe(EMBEDS_SEED.fullTweet);
    expect(await quote.getAttribute('data-theme')).toBeNull();
    // Right after the link it stands for; the other Twitter links stay plain links.
    expect(await page.locator(`.activity-entry .markdown a[href="${EMBEDS_SEED.fullTweet}"] + .hohTweet`).count()).toBe(1);
    expect(await page.locator(`.activity-entry .markdown a[href="${EMBEDS_SEED.namedTweet}"]`).textContent()).toBe(EMBEDS_SEED.namedTweetText);
    expect(await page.locator(`.activity-entry .markdown a[href="${EMBEDS_SEED.namedTweet}"] + .hohTweet, .activity-entry .markdown a[href="${EMBEDS_SEED.profile}"] + .hohTweet`).count()).toBe(0);
    // The widget rendered it.
    await expect.poll(() => quote.getAttribute('data-stub'), { timeout: TIMEOUT }).toBe('rendered');
    expect(asked).toEqual([WIDGET]);
    expect(await page.evaluate(() => (window as unknown as { __widgetRuns?: number }).__widgetRuns)).toBe(1);
    expect(await page.locator(`script[src="${WIDGET}"]`).count()).toBe(1);

    // Back and forth: a new visit's blockquote goes to the loaded widget, which is not loaded again.
    await simNavigate(page, '/search/anime');
    await expect.poll(() => page.locator('.hohTweet').count(), { timeout: TIMEOUT }).toBe(0);
    await simNavigate(page, postPath());
    await expect.poll(() => boxes(page).locator('blockquote[data-stub="rendered"]').count(), { timeout: TIMEOUT }).toBe(1);
    expect(asked).toEqual([WIDGET]);
    expect(await page.evaluate(() => (window as unknown as { __widgetRuns?: number }).__widgetRuns)).toBe(1);
    await page.context().close();
  });

  it('adds one box per link whatever changes in the page later (never a box for the link quoted in its own box)', async () => {
    const page = await harness.newPage({ settings: ON });
    await localTwitter(page);
    await openPost(page);
    await expect.poll(() => boxes(page).locator('blockquote[data-stub="rendered"]').count(), { timeout: TIMEOUT }).toBe(1);
    // AniList draws more writing under the post later (a reply): a change in the page the module
    // watches, carrying a second tweet. Its box proves the module looked at the page again.
    const later = 'https://twitter.com/AniListco/status/1490001234567890777';
    await page.evaluate((href) => {
      const reply = document.createElement('div');
      reply.className = 'markdown';
      reply.dataset.testReply = '';
      const link = document.createElement('a');
      link.href = href;
      link.textContent = href;
      reply.append(link);
      document.querySelector('.activity-entry')!.append(reply);
    }, later);
    const replyBox = page.locator(`.activity-entry [data-test-reply] > a[href="${later}"] + .hohTweet`);
    await expect.poll(() => replyBox.count(), { timeout: TIMEOUT }).toBe(1);
    // One box per link: the first box's quoted link got none of its own, then or since.
    expect(await page.locator('.hohTweet .hohTweet').count()).toBe(0);
    expect(await boxes(page).count()).toBe(2);
    await page.context().close();
  });

  it("passes on the site's dark theme", async () => {
    const page = await harness.newPage({ settings: ON, theme: 'dark' });
    await localTwitter(page);
    await openPost(page);
    await expect.poll(() => boxes(page).count(), { timeout: TIMEOUT }).toBe(1);
    expect(await boxes(page).locator('blockquote').getAttribute('data-theme')).toBe('dark');
    await page.context().close();
  });

  it('does nothing in safe-for-work mode or when switched off', async () => {
    for (const settings of [{ ...ON, SFWmode: true }, { ...ON, tweets: false }]) {
      const page = await harness.newPage({ settings });
      const asked = await localTwitter(page);
      await openPost(page);
      await page.waitForLoadState('networkidle', { timeout: TIMEOUT }).catch(() => {});
      expect(await page.locator('.hohTweet, blockquote.twitter-tweet').count()).toBe(0);
      expect(asked).toEqual([]);
      expect(await page.locator(`script[src="${WIDGET}"]`).count()).toBe(0);
      await page.context().close();
    }
  });

  it('a widget that fails to load leaves the quoted link to the tweet', async () => {
    const page = await harness.newPage({ settings: ON });
    const asked = await localTwitter(page, 'fail');
    await openPost(page);
    await expect.poll(() => asked.length, { timeout: TIMEOUT }).toBe(1);
    expect(await boxes(page).count()).toBe(1);
    expect(await boxes(page).locator('blockquote a').getAttribute('href')).toBe(EMBEDS_SEED.fullTweet);
    expect(await boxes(page).locator('blockquote').getAttribute('data-stub')).toBeNull();
    expect(await boxes(page).isVisible()).toBe(true);
    await page.context().close();
  });
});
