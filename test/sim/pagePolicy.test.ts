// The page policy switch (sim/pagePolicy.ts): a second Content-Security-Policy beside AniList's,
// set from code or by the demo's GET, and gone again with null / none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlePageRequest } from '../../sim/pages/index.ts';
import { PAGE_POLICIES, POLICY_SWITCH_PATH } from '../../sim/pagePolicy.ts';
import { startServer, type Simulator } from '../../sim/server.ts';
import { generateWorld } from '../../sim/world/generate.ts';

const ANILIST_POLICY = 'upgrade-insecure-requests; block-all-mixed-content';
let sim: Simulator;

beforeAll(async () => {
  sim = await startServer({ world: generateWorld({ anime: 20, manga: 10 }), pageHandler: handlePageRequest });
});
afterAll(async () => {
  await sim.close();
});

const policyOf = async (headers: Record<string, string> = { 'x-forwarded-proto': 'https' }) =>
  (await fetch(`${sim.url}/home`, { headers })).headers.get('content-security-policy');

describe('the page policy switch', () => {
  it("adds 'no-eval' beside AniList's own policy, and null takes it away", async () => {
    expect(await policyOf()).toBe(ANILIST_POLICY);
    expect(sim.setPagePolicy('no-eval')).toBe(PAGE_POLICIES['no-eval']);
    expect(await policyOf()).toBe(`${ANILIST_POLICY}, script-src 'self' 'unsafe-inline' https:`);
    // Served over plain http (the demo), the policy stands alone.
    expect(await policyOf({})).toBe(PAGE_POLICIES['no-eval']);
    sim.setPagePolicy(null);
    expect(await policyOf()).toBe(ANILIST_POLICY);
  });

  it('is a GET in the browser, refusing unknown names', async () => {
    const on = await fetch(`${sim.url}${POLICY_SWITCH_PATH}?csp=no-eval`);
    expect(await on.json()).toEqual({ policy: PAGE_POLICIES['no-eval'] });
    expect(await policyOf()).toContain(PAGE_POLICIES['no-eval']);
    expect((await fetch(`${sim.url}${POLICY_SWITCH_PATH}?csp=strict`)).status).toBe(400);
    expect(await (await fetch(`${sim.url}${POLICY_SWITCH_PATH}?csp=none`)).json()).toEqual({ policy: null });
    expect(await policyOf()).toBe(ANILIST_POLICY);
  });
});
