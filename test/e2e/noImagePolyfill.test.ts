// End to end: 'noImagePolyfill' from the built userscript. The harness's Chromium runs with
// images off (as the visitors this module is for), so the image in the simulator's hostile forum
// thread (host-dom.md §1.5 `.markdown`, thread 4002's `img(https://i.example/a.png)`) never loads.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../helpers/useHarness.ts';

const THREAD = '/forum/thread/4002';
const IMAGE = 'https://i.example/a.png';
const QUIET = { forumComments: false, forumMedia: false, notifications: false, dismissDot: false };

const harness = useHarness();

async function open(settings: Record<string, unknown>): Promise<Page> {
  const page = await harness.newPage({ settings: { ...QUIET, ...settings } });
  await harness.goto(page, THREAD);
  await page.waitForSelector(`.markdown img[src="${IMAGE}"]`, { state: 'attached', timeout: 60_000 });
  return page;
}

describe("image fallback links ('noImagePolyfill')", () => {
  it('puts a link to the address beside an image that did not load', async () => {
    const start = harness.requests().length;
    const page = await open({ noImagePolyfill: true });
    const link = `.markdown img[src="${IMAGE}"] + a.hohImageFallback`;
    await page.waitForSelector(link, { timeout: 60_000 });
    expect(await page.textContent(link)).toBe(IMAGE);
    expect(await page.getAttribute(link, 'href')).toBe(IMAGE);
    expect(await page.getAttribute(link, 'rel')).toBe('noopener noreferrer');
    expect(await page.isVisible(link)).toBe(true);
    // one link per image, however often it checks
    await expect.poll(() => page.locator('a.hohImageFallback').count()).toBe(1);
    // the hostile `<img src=x onerror>` is shown by AniList as text, not as an image: nothing for it
    expect(await page.locator('.markdown img[src="x"]').count()).toBe(0);
    expect(harness.requests().length - start).toBe(0);
    await page.close();
  });

  it('adds nothing when off', async () => {
    const page = await open({ noImagePolyfill: false });
    await page.waitForSelector('#conditional-aniscripts-styles', { state: 'attached' });
    expect(await page.locator('a.hohImageFallback').count()).toBe(0);
    await page.close();
  });
});
