// End to end: the page interface for other scripts ('aniscriptsAPI', docs/page-api.md), from the
// built userscript in Chromium on the simulator. A page script asks through DOM events, as
// another userscript would, and gets settings, aliases and query answers, never the token.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';
import { askPageApi } from '../helpers/pageApi.ts';
import { PAGE_API_ERRORS } from '../../src/lib/pageApi.ts';
import { PAGE_API_QUERIES_PER_MINUTE } from '../../src/lib/pageApiQuota.ts';

const harness = useHarness({}, { freshRateWindow: true });

const ask = askPageApi;

async function openWithApi(token: string | null = 'demo', settings: Record<string, unknown> = { aniscriptsAPI: true }): Promise<Page> {
  const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, ...(token ? { token } : {}), settings });
  await page.context().addInitScript(() => {
    document.addEventListener('automail:ready', () => { (window as unknown as { __automailReady: boolean }).__automailReady = true; });
  });
  await harness.goto(page, '/home');
  return page;
}

const ready = (page: Page) => page.evaluate(() => (window as unknown as { __automailReady?: boolean }).__automailReady ?? false);

describe("the page interface for other scripts ('aniscriptsAPI')", () => {
  it('announces itself and answers ping, settings and title aliases, without the token', async () => {
    const page = await openWithApi();
    await expect.poll(() => ready(page)).toBe(true);
    await expect(ask(page, 'ping')).resolves.toMatchObject({ ok: true, result: { version: 1, scriptVersion: expect.any(String) } });
    const settings = await ask(page, 'settings');
    expect(settings).toMatchObject({ ok: true, result: { aniscriptsAPI: true } });
    expect(JSON.stringify(settings)).not.toContain('accessToken');
    await expect(ask(page, 'titleAliases')).resolves.toEqual({ id: expect.any(String), ok: true, result: {} });
    await page.close();
  });

  it("runs a read-only query with the member's sign-in and refuses mutations before they reach AniList", async () => {
    const page = await openWithApi();
    await expect.poll(() => ready(page)).toBe(true);
    harness.clearRequests();
    const viewer = await ask(page, 'query', { query: 'query { Viewer { id name } }' });
    const demo = harness.sim.world.getUserByName(NOTABLE_USERS.demo)!;
    expect(viewer).toMatchObject({ ok: true, result: { Viewer: { id: demo.id, name: demo.name } } });
    expect(harness.requests().filter((r) => r.operation.includes('Viewer { id name }'))).toHaveLength(1);

    harness.clearRequests();
    await expect(ask(page, 'query', { query: 'mutation { DeleteActivity(id: 1) { deleted } }' })).resolves.toMatchObject({ ok: false, error: PAGE_API_ERRORS.notAQuery });
    await expect(ask(page, 'token')).resolves.toMatchObject({ ok: false, error: PAGE_API_ERRORS.unknownMethod('token') });
    await expect(ask(page, 'query', { query: '{ Viewer { id } }', variables: 'x' })).resolves.toMatchObject({ ok: false, error: PAGE_API_ERRORS.badVariables });
    // The page's own modules (feed scores, the notification poll) may ask meanwhile; what matters is
    // that nothing these calls carried reached AniList.
    expect(harness.requests().filter((r) => /DeleteActivity|Viewer \{ id \}/.test(r.operation))).toEqual([]);
    await page.close();
  });

  it('refuses the mutations seen to pass the old check over the text, and nothing reaches AniList', async () => {
    const page = await openWithApi();
    await expect.poll(() => ready(page)).toBe(true);
    harness.clearRequests();
    const attacks = [
      // GraphQL ignores commas: a pattern wanting a space or brace before the keyword did not.
      ',mutation{SaveTextActivity(text:"comma"){id}}',
      // The escaped quote ends a naive block-string pattern early; the next """ then swallows the mutation.
      'query { Page { activities(search: """\\""" """) { id } } } mutation M { SaveTextActivity(text: """block""") { id } }',
      // A fragment on Mutation, behind the same escaped quote.
      '{ Page { activities(search: """\\""" """) { id } } ...F } fragment F on Mutation { SaveTextActivity(text: """fragment""") { id } }',
      '{ ... on Mutation { SaveTextActivity(text: "inline") { id } } }',
    ];
    for (const query of attacks) {
      await expect(ask(page, 'query', { query }), query).resolves.toMatchObject({ ok: false, error: PAGE_API_ERRORS.notAQuery });
    }
    await expect(ask(page, 'query', { query: '{ Viewer { id }' })).resolves.toMatchObject({ ok: false, error: expect.stringMatching(/^The query is not GraphQL Automail can read/) });
    expect(harness.requests().filter((r) => r.operation.includes('SaveTextActivity') || r.operation.includes('Viewer { id }'))).toEqual([]);
    await page.close();
  });

  it(`runs at most ${PAGE_API_QUERIES_PER_MINUTE} queries a minute and answers the rest of a burst of 150 busy at once`, async () => {
    const page = await openWithApi();
    await expect.poll(() => ready(page)).toBe(true);
    harness.clearRequests();
    const media = [...harness.sim.world.allMedia('ANIME')][0]!;
    // 150 requests in one task, each query told apart by its alias; every answer is collected.
    await page.evaluate((mediaId) => {
      const answers: { ok: boolean; error?: string }[] = [];
      (window as unknown as { __burst: typeof answers }).__burst = answers;
      document.addEventListener('automail:response', (event) => {
        const answer = JSON.parse((event as CustomEvent<string>).detail) as { id: string; ok: boolean; error?: string };
        if (answer.id.startsWith('burst')) answers.push(answer);
      });
      for (let i = 0; i < 150; i++) {
        const detail = JSON.stringify({ id: `burst${i}`, method: 'query', params: { query: `{ burst${i}: Media(id: ${mediaId}) { id } }` } });
        document.dispatchEvent(new CustomEvent('automail:request', { detail }));
      }
    }, media.id);
    const answers = () => page.evaluate(() => (window as unknown as { __burst: { ok: boolean; error?: string }[] }).__burst);
    const busy = (list: { ok: boolean; error?: string }[]) => list.filter((a) => !a.ok && /^Busy: the page interface runs at most/.test(a.error ?? ''));
    // The busy answers come at once, before the admitted queries have had their answers.
    const early = await answers();
    expect(busy(early)).toHaveLength(150 - PAGE_API_QUERIES_PER_MINUTE);
    await expect.poll(async () => (await answers()).length, { timeout: 60_000 }).toBe(150);
    expect((await answers()).filter((a) => a.ok)).toHaveLength(PAGE_API_QUERIES_PER_MINUTE);
    const reached = new Set(harness.requests().flatMap((r) => r.operation.match(/burst\d+/g) ?? []));
    expect(reached.size).toBe(PAGE_API_QUERIES_PER_MINUTE);
    await page.close();
  });

  it("passes AniList's errors on: a bad query, a 500, and after a 429 the answer once AniList allows it", async () => {
    const page = await openWithApi();
    await expect.poll(() => ready(page)).toBe(true);
    const bad = await ask(page, 'query', { query: 'query { Nonsense { id } }' });
    expect(bad).toMatchObject({ ok: false, error: expect.stringMatching(/\S/) });

    const stop500 = await refuseOperation(page, 'Media(id: 1)', { status: 500, times: 10 });
    const failed = await ask(page, 'query', { query: 'query { Media(id: 1) { id } }' }, 60_000);
    expect(failed).toMatchObject({ ok: false, error: expect.stringMatching(/\S/) });
    expect(stop500()).toBeGreaterThan(0);
    await page.unroute('https://graphql.anilist.co/**');

    const refused = await refuseOperation(page, 'Media(id: 2)', { status: 429, times: 1, retryAfter: 1 });
    const media = [...harness.sim.world.allMedia('ANIME')][0]!;
    const later = await ask(page, 'query', { query: `query { Media(id: 2) { id } m: Media(id: ${media.id}) { id } }` }, 60_000);
    expect(refused()).toBe(1);
    expect(later).toMatchObject({ ok: true, result: { m: { id: media.id } } });
    await page.close();
  });

  // Two tests, not one: each opens a page, which takes most of a minute on a loaded machine.
  it('answers nothing when switched off', async () => {
    const off = await openWithApi('demo', {});
    await expect(ask(off, 'ping', undefined, 3000)).resolves.toBe('no answer');
    await off.close();
  });

  it('answers nothing when the script is signed out', async () => {
    const signedOut = await openWithApi(null);
    await expect(ask(signedOut, 'ping', undefined, 3000)).resolves.toBe('no answer');
    await expect(ready(signedOut)).resolves.toBe(false);
    await signedOut.close();
  });
});
