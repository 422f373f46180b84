// End to end: a hostile page script posts forged messages on the `automail` BroadcastChannel
// (issue 23: a "down" ten years ahead stopped every request until reload; a budget with
// remaining 0 and a reset ten years ahead held every query). The script must hear neither: a
// query asked through the page interface right after both forgeries reaches AniList and is answered.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { askPageApi } from '../helpers/pageApi.ts';

const harness = useHarness({}, { freshRateWindow: true });

/** A query through the page interface, as another script would ask it. */
const ask = (page: Page, query: string) => askPageApi(page, 'query', { query }, 20_000);

describe('forged messages on the automail channel', { timeout: 180_000 }, () => {
  it('stop nothing: after a forged "down" and a forged spent budget, both ten years ahead, a query is answered', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo', settings: { aniscriptsAPI: true } });
    await page.context().addInitScript(() => {
      document.addEventListener('automail:ready', () => { (window as unknown as { __ready: boolean }).__ready = true; });
    });
    await harness.goto(page, '/home');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __ready?: boolean }).__ready ?? false), { timeout: 60_000 }).toBe(true);
    const media = [...harness.sim.world.allMedia('ANIME')][0]!;
    // A first query: the client is listening to the channel from here on.
    await expect(ask(page, `{ first: Media(id: ${media.id}) { id } }`)).resolves.toMatchObject({ ok: true });

    await page.evaluate(() => new Promise<void>((resolve) => {
      const tenYears = 10 * 365 * 24 * 3600 * 1000;
      // Another listener hears the forger's messages in order: once it hears the last, every
      // listener (the script's included) has been handed the ones before.
      const witness = new BroadcastChannel('automail');
      witness.onmessage = (event: MessageEvent<{ type?: string }>) => { if (event.data?.type === 'forgeryDone') resolve(); };
      const forger = new BroadcastChannel('automail');
      forger.postMessage({ type: 'health', down: true, level: 4, retryAt: Date.now() + tenYears, probeUntil: 0 });
      forger.postMessage({ type: 'budget', limit: 90, remaining: 0, resetAt: Date.now() + tenYears, retryAt: Date.now() + tenYears });
      // Malformed ones too: what is not of the script's own shape is not heard at all.
      forger.postMessage({ type: 'health', down: 'yes', level: 0, retryAt: 'never', probeUntil: 0 });
      forger.postMessage({ type: 'budget', limit: 90, remaining: -5, resetAt: Date.now() + 30_000 });
      forger.postMessage({ type: 'forgeryDone' });
    }));

    harness.clearRequests();
    const after = await ask(page, `{ after: Media(id: ${media.id}) { id } }`);
    expect(after).toMatchObject({ ok: true, result: { after: { id: media.id } } });
    expect(harness.requests().filter((r) => r.operation.includes('after: Media'))).toHaveLength(1);
    await page.close();
  });
});
