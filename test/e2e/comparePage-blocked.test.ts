// End to end: the compare page says '{name} has blocked you' for a member who blocked the viewer.
// The simulator answers as AniList does for a blocker (sim/README.md, the seeded Wasabi blocks
// Demo): their list is a 404 'Private User' while User(name:) still finds them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { compareSettled } from '../helpers/compare.ts';
import { strings } from '../../src/modules/comparissionPage/strings.ts';

const OWNER = 'Aoi';
const BLOCKER = NOTABLE_USERS.blocker;

const harness = useHarness();

const settled = (page: Page, users: number) => compareSettled(page, users, 60_000);

/** The blocker's list requests and how the API answered them. */
function blockerAnswers(): { status: number; token: string | null }[] {
  return harness.requests()
    .filter((request) => request.operation.includes('MediaListCollection') && request.variables?.userName === BLOCKER)
    .map((request) => ({ status: request.status, token: request.token }));
}

describe('comparissionPage: a member who blocked the viewer', { timeout: 180_000 }, () => {
  it(`says '${strings.userBlocked(BLOCKER)}' when the blocked viewer adds them`, async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo' });
    await harness.goto(page, `/user/${OWNER}/animelist/compare?users=${NOTABLE_USERS.demo},${OWNER}`);
    await page.waitForSelector('div.hohCompare', { state: 'attached', timeout: 60_000 });
    await settled(page, 2);
    harness.clearRequests();
    await page.fill('#hohCompareAddName', BLOCKER);
    await page.click('.hohCompareAddButton');
    await page.locator('.hohCompareAddMessage', { hasText: strings.userBlocked(BLOCKER) }).waitFor({ timeout: 60_000 });
    expect(await page.$$eval('div.hohCompare thead th[data-user]', (ths) => ths.map((th) => th.getAttribute('data-user')))).toEqual([NOTABLE_USERS.demo, OWNER]);
    expect(blockerAnswers()).toEqual([{ status: 404, token: harness.sim.world.demoUser.token }]);
    await page.context().close();
  });

  it('reports the blocker named in the address and drops them from it', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, token: 'demo' });
    await harness.goto(page, `/user/${OWNER}/animelist/compare?users=${OWNER},${BLOCKER}`);
    await page.waitForSelector('div.hohCompare', { state: 'attached', timeout: 60_000 });
    await settled(page, 1);
    await page.locator('div.hohCompare .hohCompareMessages', { hasText: strings.userBlocked(BLOCKER) }).waitFor({ timeout: 60_000 });
    await page.waitForFunction((owner) => new URL(location.href).searchParams.get('users') === owner, OWNER, { timeout: 60_000 });
    await page.context().close();
  });

  it('shows the same list to a guest, whom the member did not block', async () => {
    const page = await harness.newPage();
    await harness.goto(page, `/user/${OWNER}/animelist/compare?users=${OWNER},${BLOCKER}`);
    await page.waitForSelector('div.hohCompare', { state: 'attached', timeout: 60_000 });
    await settled(page, 2);
    expect(await page.textContent('div.hohCompare')).not.toContain(strings.userBlocked(BLOCKER));
    await page.context().close();
  });
});
