// End to end: the social page extras of 'CSSfollowCounter' on the simulator's /user/{name}/social,
// run from the built userscript in Chromium: the follower and following counts beside the tabs,
// and the follow-back check (12 aliased pages per list, the note above 600 follows). Expected
// names and counts come from the seeded world.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { FOLLOW_SEED } from '../../sim/world/seedFollows.ts';
import { themeColours } from '../helpers/theme.ts';
import type { Harness } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

const MODULE_ID = 'CSSfollowCounter';
const BOX = 'div.hohFollowBack';
const BUTTON = `${BOX} button`;
const LIMIT = 600;

const harness = useHarness();

const byUsername = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);

/** What the check should find: each list as AniList pages it (by username), cut at 12 pages of 50. */
function expectedCheck(name: string) {
  const world = harness.sim.world;
  const user = world.getUserByName(name)!;
  const following = world.followingOf(user.id).map((u) => u.name).sort(byUsername);
  const followers = world.followersOf(user.id).map((u) => u.name).sort(byUsername);
  const readFollowing = following.slice(0, LIMIT);
  const readFollowers = followers.slice(0, LIMIT);
  return {
    following: following.length,
    followers: followers.length,
    notFollowingBack: readFollowing.filter((n) => !readFollowers.includes(n)),
    notFollowedBack: readFollowers.filter((n) => !readFollowing.includes(n)),
    inaccurate: following.length > LIMIT || followers.length > LIMIT,
  };
}

const ops = (h: Harness, name: string) => h.requests().filter((request) => request.operation.includes(`query ${name}`));

const counts = (page: Page) =>
  page.$$eval('.user-social .filters .filter-group > span', (tabs) => tabs.map((tab) => tab.querySelector('.hohFollowCount')?.textContent ?? null));

const listed = (page: Page, list: string) => page.$$eval(`${BOX} [data-list="${list}"] li a`, (links) => links.map((a) => a.textContent ?? ''));

async function openSocial(page: Page, h: Harness, name: string): Promise<void> {
  await h.goto(page, `/user/${name}/social`);
  await page.waitForSelector(BUTTON, { timeout: 60_000 });
}

async function runCheck(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const button = document.querySelector<HTMLButtonElement>(selector)!;
    const seen = { disabled: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (button.disabled) seen.disabled = true;
    }).observe(button, { attributes: true, childList: true, subtree: true });
  }, BUTTON);
  await page.click(BUTTON);
  await page.waitForSelector(`${BOX} .hohFollowBackResult, ${BOX} .hohError`, { timeout: 60_000 });
  expect(await page.evaluate(() => (window as unknown as { __seen: { disabled: boolean } }).__seen.disabled)).toBe(true);
  expect(await page.isEnabled(BUTTON)).toBe(true);
}

describe(`social page extras ('${MODULE_ID}')`, () => {
  it('shows the following and follower counts beside the tabs', async () => {
    const page = await harness.newPage();
    harness.clearRequests();
    await openSocial(page, harness, NOTABLE_USERS.demo);
    const expected = expectedCheck(NOTABLE_USERS.demo);
    await page.waitForSelector('.hohFollowCount', { timeout: 60_000 });
    expect(await counts(page)).toEqual([String(expected.following), String(expected.followers), null, null]);
    const demoId = harness.sim.world.getUserByName(NOTABLE_USERS.demo)!.id;
    expect(ops(harness, 'UserIdByName').map((r) => r.variables)).toEqual([{ name: NOTABLE_USERS.demo }]);
    expect(ops(harness, 'FollowCounts').map((r) => r.variables)).toEqual([{ userId: demoId }]);
    // Nothing of the check is asked before the button is pressed.
    expect(ops(harness, 'FollowingPages')).toHaveLength(0);
    await page.context().close();
  });

  it("checks who follows back with 12 aliased pages per list, and leaves no note under 600 follows", async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await openSocial(page, harness, 'Aoi');
    harness.clearRequests();
    await runCheck(page);
    const expected = expectedCheck('Aoi');
    expect(expected.notFollowingBack.length + expected.notFollowedBack.length).toBeGreaterThan(0);
    expect(await listed(page, 'notFollowingBack')).toEqual(expected.notFollowingBack);
    expect(await listed(page, 'notFollowedBack')).toEqual(expected.notFollowedBack);
    expect(await page.textContent(`${BOX} [data-list="notFollowingBack"] h4`)).toBe(`Followed by Aoi but not following back (${expected.notFollowingBack.length})`);
    expect(await page.locator(`${BOX} .hohNote`).count()).toBe(0);
    const aoi = harness.sim.world.getUserByName('Aoi')!.id;
    for (const [operation, field] of [['FollowingPages', 'following'], ['FollowerPages', 'followers']] as const) {
      const sent = ops(harness, operation);
      expect(sent).toHaveLength(1);
      expect(sent[0].variables).toEqual({ userId: aoi });
      const aliases = [...sent[0].operation.matchAll(/p(\d+): Page\(page: (\d+), perPage: 50\) \{ (\w+)\(userId: \$userId, sort: USERNAME\) \{ name \} \}/g)];
      expect(aliases.map((m) => Number(m[1]))).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
      expect(aliases.every((m) => m[1] === m[2] && m[3] === field)).toBe(true);
    }
    await page.context().close();
  });

  it('says the check is inaccurate above 600 follows, and reads only the first 12 pages', async () => {
    const page = await harness.newPage();
    await openSocial(page, harness, FOLLOW_SEED.star);
    await page.waitForSelector('.hohFollowCount', { timeout: 60_000 });
    expect((await counts(page)).slice(0, 2)).toEqual([String(FOLLOW_SEED.following), String(FOLLOW_SEED.followers)]);
    await runCheck(page);
    const expected = expectedCheck(FOLLOW_SEED.star);
    expect(expected.inaccurate).toBe(true);
    expect(expected.notFollowingBack.length).toBeGreaterThan(0);
    expect(expected.notFollowedBack.length).toBeGreaterThan(0);
    expect(await page.textContent(`${BOX} .hohNote`)).toBe('This check reads at most 600 follows (12 pages), so with more than that it is inaccurate.');
    expect(await listed(page, 'notFollowingBack')).toEqual(expected.notFollowingBack);
    expect(await listed(page, 'notFollowedBack')).toEqual(expected.notFollowedBack);
    await page.context().close();
  });

  it("shows '65536+' for counts that fail", async () => {
    const page = await harness.newPage();
    // AniList's API failing this one request (the simulator answers everything else).
    await page.route('https://graphql.anilist.co/**', async (route) => {
      if (route.request().method() === 'POST' && (route.request().postData() ?? '').includes('query FollowCounts')) {
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          headers: { 'Access-Control-Allow-Origin': 'https://anilist.co' },
          body: JSON.stringify({ data: null, errors: [{ message: 'Internal Server Error', status: 500 }] }),
        });
        return;
      }
      await route.fallback();
    });
    await openSocial(page, harness, 'Kirin');
    await page.waitForSelector('.hohFollowCount', { timeout: 60_000 });
    expect((await counts(page)).slice(0, 2)).toEqual(['65536+', '65536+']);
    await page.context().close();
  });

  it('does nothing on a private or unknown profile (AniList moves to /404)', async () => {
    for (const name of [NOTABLE_USERS.private, 'NoSuchUserAtAll']) {
      const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
      await harness.goto(page, `/user/${name}/social`);
      await page.waitForURL('**/404', { timeout: 60_000 });
      await page.waitForSelector('.not-found');
      expect(await page.locator(`${BOX}, .hohFollowCount`).count()).toBe(0);
      const active = await page.evaluate(() => window.automailDebug!.listActive());
      expect(active.modules).not.toContain(MODULE_ID);
      await page.context().close();
    }
  });

  it('says what failed when the API fails, and the button can be pressed again', async () => {
    const page = await harness.newPage();
    await openSocial(page, harness, 'Mochi');
    await page.waitForSelector('.hohFollowCount', { timeout: 60_000 });
    harness.sim.setOutage({ kind: '500', ms: 60_000 });
    try {
      await runCheck(page);
      expect(await page.textContent(`${BOX} .hohError`)).toMatch(/^The check failed: /);
    } finally {
      harness.sim.setOutage(null);
    }
    await page.context().close();
  });

  it('leaves nothing behind when the visitor moves on', async () => {
    const page = await harness.newPage();
    await openSocial(page, harness, NOTABLE_USERS.demo);
    await page.waitForSelector('.hohFollowCount', { timeout: 60_000 });
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/user/Demo/'));
    await page.waitForURL('https://anilist.co/user/Demo/');
    await page.waitForSelector(BOX, { state: 'detached' });
    // The counts were there (waited for above): gone with the page, and the module's visit ends
    // once the script sees the new address.
    await expect.poll(() => page.locator('.hohFollowCount').count(), { timeout: 60_000 }).toBe(0);
    await expect.poll(async () => (await page.evaluate(() => window.automailDebug!.listActive())).modules, { timeout: 60_000 }).not.toContain(MODULE_ID);
    await page.context().close();
  });

  for (const theme of ['default', 'dark', 'contrast'] as const) {
    it(`uses the ${theme} theme's text colour`, async () => {
      const page = await harness.newPage({ theme });
      await openSocial(page, harness, 'Aoi');
      const colours = await themeColours(page, BOX);
      expect(colours.text).toBe(colours.expected.text);
      await page.context().close();
    });
  }

  it('is reachable from the keyboard and fits a 500 px screen', async () => {
    const page = await harness.newPage();
    await page.setViewportSize({ width: 500, height: 900 });
    await openSocial(page, harness, 'Aoi');
    await page.focus(BUTTON);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${BOX} .hohFollowBackResult`, { timeout: 60_000 });
    const overflow = await page.$eval(BOX, (box) => box.getBoundingClientRect().right - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe(`social page extras ('${MODULE_ID}') under the rate limit`, () => {
  const limited = useHarness({ world: () => harness.sim.world, rateWindowMs: 3_000 });

  it('waits out a 429 and then shows the answer', async () => {
    const page = await limited.newPage();
    await openSocial(page, limited, 'Aoi');
    await page.waitForSelector('.hohFollowCount', { timeout: 60_000 });
    limited.clearRequests();
    limited.sim.setRateLimit(0);
    await page.click(BUTTON);
    await expect.poll(() => limited.requests().some((request) => request.status === 429), { timeout: 60_000 }).toBe(true);
    expect(await page.isDisabled(BUTTON)).toBe(true);
    limited.sim.setRateLimit(90);
    limited.sim.resetRateLimit();
    await page.waitForSelector(`${BOX} .hohFollowBackResult`, { timeout: 40_000 });
    expect(await page.isEnabled(BUTTON)).toBe(true);
    await page.context().close();
  });
});
