// End to end: tweet embeds ('tweets') on the simulator's activity page, from the built userscript
// in Chromium. Aoi's seeded post links a tweet by its full address, another under other words and
// a Twitter profile: only the first gets an embed. The tweet is shown by Twitter's own tweet page
// in a frame, answered here by a small local stand-in that says its height the way Twitter's page
// does, so no test reaches the internet; Twitter's widget script is never loaded into AniList's
// page. Also: the site's dark theme passed on, nothing in safe-for-work mode or switched off, a
// frame that never loads leaves the quoted link, messages from anywhere but the frame are
// ignored, and nothing is left after navigation.
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
const FRAME_PAGE = 'https://platform.twitter.com/embed/Tweet.html';
const FRAME_HEIGHT = 240;
const tweetIdOf = (href: string) => /\/status\/(\d+)/.exec(href)![1];

/** Twitter's tweet page as a stand-in: draws a box and tells its parent its height, as Twitter's does. */
const FRAME_STUB = `<!doctype html><html><body style="margin:0"><div style="height:${FRAME_HEIGHT}px">tweet</div><script>
parent.postMessage({ 'twttr.embed': { id: 'stub', method: 'twttr.private.resize', params: [{ width: 550, height: ${FRAME_HEIGHT} }] } }, '*');
</script></body></html>`;

/** Twitter answered locally (or refused): every address asked for, in order. */
async function localTwitter(page: Page, answer: 'stub' | 'fail' = 'stub'): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/^https:\/\/([a-z]+\.)?twitter\.com\//, async (route) => {
    asked.push(route.request().url());
    if (answer === 'fail' || !route.request().url().startsWith(`${FRAME_PAGE}?`)) await route.abort('failed');
    else await route.fulfill({ status: 200, contentType: 'text/html', body: FRAME_STUB });
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

const shown = (page: Page) => page.locator('.activity-entry .markdown .hohTweet.hohTweetShown');

/** The page's own scripts post `data` to the window, then a marker; resolves once our marker arrived (messages are delivered in order). */
async function postFromPage(page: Page, data: unknown): Promise<void> {
  await page.evaluate((message) => new Promise<void>((resolve) => {
    const marker = `marker-${Math.random()}`;
    window.addEventListener('message', function seen(event) {
      if (event.data !== marker) return;
      window.removeEventListener('message', seen);
      resolve();
    });
    window.postMessage(message, '*');
    window.postMessage(marker, '*');
  }), data);
}

describe("tweet embeds ('tweets')", { timeout: 180_000 }, () => {
  it("shows only the tweet linked by its full address, in Twitter's own frame, and evaluates no Twitter script in the page", async () => {
    const page = await harness.newPage({ settings: ON });
    const asked = await localTwitter(page);
    await openPost(page);
    await expect.poll(() => boxes(page).count(), { timeout: TIMEOUT }).toBe(1);
    const quote = boxes(page).locator('blockquote.twitter-tweet');
    expect(await quote.locator('a').getAttribute('href')).toBe(EMBEDS_SEED.fullTweet);
    expect(await quote.locator('a').textContent()).toBe(EMBEDS_SEED.fullTweet);
    expect(await quote.getAttribute('data-theme')).toBeNull();
    const address = `${FRAME_PAGE}?id=${tweetIdOf(EMBEDS_SEED.fullTweet)}&dnt=true&theme=light`;
    const frame = boxes(page).locator('iframe.hohTweetFrame');
    expect(await frame.getAttribute('src')).toBe(address);
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
    // Right after the link it stands for; the other Twitter links stay plain links.
    expect(await page.locator(`.activity-entry .markdown a[href="${EMBEDS_SEED.fullTweet}"] + .hohTweet`).count()).toBe(1);
    expect(await page.locator(`.activity-entry .markdown a[href="${EMBEDS_SEED.namedTweet}"]`).textContent()).toBe(EMBEDS_SEED.namedTweetText);
    expect(await page.locator(`.activity-entry .markdown a[href="${EMBEDS_SEED.namedTweet}"] + .hohTweet, .activity-entry .markdown a[href="${EMBEDS_SEED.profile}"] + .hohTweet`).count()).toBe(0);
    // The frame said its height: it shows at that height, and the quoted link steps aside.
    await expect.poll(() => shown(page).count(), { timeout: TIMEOUT }).toBe(1);
    expect(await frame.evaluate((node) => node.getBoundingClientRect().height)).toBe(FRAME_HEIGHT);
    expect(await quote.isVisible()).toBe(false);
    expect(await frame.isVisible()).toBe(true);
    // Only Twitter's tweet page was asked for; nothing of Twitter's runs in AniList's page.
    expect(asked).toEqual([address]);
    expect(await page.locator('script[src*="twitter.com"]').count()).toBe(0);
    expect(await page.evaluate(() => 'twttr' in window)).toBe(false);

    // Back and forth: the box leaves with the visit and comes back with the next one.
    await simNavigate(page, '/search/anime');
    await expect.poll(() => page.locator('.hohTweet').count(), { timeout: TIMEOUT }).toBe(0);
    await simNavigate(page, postPath());
    await expect.poll(() => shown(page).count(), { timeout: TIMEOUT }).toBe(1);
    expect(await page.locator('.hohTweet').count()).toBe(1);
    await page.context().close();
  });

  it('adds one box per link whatever changes in the page later (never a box for the link quoted in its own box)', async () => {
    const page = await harness.newPage({ settings: ON });
    await localTwitter(page);
    await openPost(page);
    await expect.poll(() => shown(page).count(), { timeout: TIMEOUT }).toBe(1);
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
    // Each box is sized by its own frame.
    await expect.poll(() => replyBox.locator('iframe').evaluate((node) => node.getBoundingClientRect().height), { timeout: TIMEOUT }).toBe(FRAME_HEIGHT);
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
    expect(await boxes(page).locator('iframe').getAttribute('src')).toContain('&theme=dark');
    await page.context().close();
  });

  it('does nothing in safe-for-work mode or when switched off', async () => {
    for (const settings of [{ ...ON, SFWmode: true }, { ...ON, tweets: false }]) {
      const page = await harness.newPage({ settings });
      const asked = await localTwitter(page);
      await openPost(page);
      await page.waitForLoadState('networkidle', { timeout: TIMEOUT }).catch(() => {});
      expect(await page.locator('.hohTweet, blockquote.twitter-tweet, iframe[src*="twitter.com"]').count()).toBe(0);
      expect(asked).toEqual([]);
      await page.context().close();
    }
  });

  it('a frame that never loads leaves the quoted link, and only the frame may size it', async () => {
    const page = await harness.newPage({ settings: ON });
    const asked = await localTwitter(page, 'fail');
    await openPost(page);
    await expect.poll(() => asked.length, { timeout: TIMEOUT }).toBe(1);
    expect(await boxes(page).count()).toBe(1);
    expect(await boxes(page).locator('blockquote a').getAttribute('href')).toBe(EMBEDS_SEED.fullTweet);
    expect(await boxes(page).locator('blockquote').isVisible()).toBe(true);
    // The same message as Twitter's, but sent by the page itself: not the frame, so not heard.
    await postFromPage(page, { 'twttr.embed': { method: 'twttr.private.resize', params: [{ height: 900 }] } });
    expect(await shown(page).count()).toBe(0);
    expect(await boxes(page).locator('blockquote').isVisible()).toBe(true);
    expect(await boxes(page).locator('iframe').evaluate((node) => node.getBoundingClientRect().height)).toBe(0);
    await page.context().close();
  });
});
