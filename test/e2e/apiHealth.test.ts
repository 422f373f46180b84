// End to end: AniList's API as it behaves in 2026 (host-dom-2026.md "API facts 2026"), with the
// built userscript in Chromium against the simulator. A request without a Referer is refused;
// the script's requests (the compare page's, made in the Blob worker) carry one; an outage puts
// the script in one "down" state that sends nothing but a probe per window, says so once, and
// recovers by itself; a rejected or expired token is said on /settings/apps and in a notice
// whose button completes a new sign-in.
// Modules named here: 'apiNotices'.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DISABLED_MESSAGE, type OutageKind } from '../../sim/index.ts';
import type { LoggedRequest } from '../../sim/api/log.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { BACKOFF_BASE_TEST_KEY } from '../../src/api/health.ts';
import { PROBE_QUERY } from '../../src/api/probe.ts';
import { API_DOWN_MESSAGE } from '../../src/api/client.ts';
import { RENEW_SIGN_IN_ACTION, RENEW_SIGN_IN_MESSAGE, SIGN_IN_STATE_KEY } from '../../src/api/signInState.ts';
import { API_DOWN_NOTICE_ID, RENEW_NOTICE_ID } from '../../src/modules/apiNotices/start.ts';
import { strings as compareStrings } from '../../src/modules/comparissionPage/strings.ts';
import { strings as settingsStrings } from '../../src/modules/settingsPage/strings.ts';

const OWNER = 'Aoi';
/** The first back-off window in the test (the real one is 30 s), set through the test hook. */
const BASE_MS = 2_500;

let harness: Harness;
let demoName: string;

/**
 * These tests count the API requests of one module (the compare page) and watch the client's own
 * health: the notification pie and its dot, which ask the API on every page with the token, are
 * off (their own tests, notifications*.test.ts, cover what they do when the API fails).
 */
const QUIET = { notifications: false, dismissDot: false };

beforeAll(async () => {
  harness = await startHarness();
  demoName = harness.sim.world.demoUser.name;
});

afterAll(async () => {
  harness.sim.setOutage(null);
  await harness?.close();
});

const notice = (page: Page, id: string) => page.locator(`#hohNotices [data-notice="${id}"]`);
const isListFetch = (request: LoggedRequest) => request.operation.includes('MediaListCollection');

async function withShortBackoff(page: Page): Promise<void> {
  await page.context().addInitScript(([key, value]) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // about:blank and other opaque origins have no storage
    }
  }, [BACKOFF_BASE_TEST_KEY, String(BASE_MS)] as const);
}

/** The compare page of two users, opened while the API has an outage of this kind (short back-off). */
async function compareDuringOutage(kind: OutageKind): Promise<Page> {
  const page = await harness.newPage({ siteUser: demoName, token: 'demo', settings: QUIET });
  await withShortBackoff(page);
  harness.sim.setOutage({ kind, ms: 10 * 60_000 });
  harness.clearRequests();
  await harness.goto(page, `/user/${OWNER}/animelist/compare?users=${OWNER},Kirin`);
  return page;
}

async function addUser(page: Page, name: string): Promise<void> {
  await page.fill('#hohCompareAddName', name);
  await page.click('.hohCompareAddButton');
}

/** The token as the script keeps it: in the manager's storage ('' when none). */
async function storedSettings(page: Page): Promise<{ accessToken: string }> {
  const held = harness.gmValues(page).accessToken;
  return { accessToken: typeof held === 'string' ? held : '' };
}

describe("AniList's Referer rule", () => {
  it('a request without a Referer gets the 403 "temporarily disabled" answer', async () => {
    const answer = await fetch(`${harness.sim.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://anilist.co' },
      body: JSON.stringify({ query: '{ GenreCollection }' }),
    });
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { errors: { message: string }[] }).errors[0].message).toBe(API_DISABLED_MESSAGE);
  });

  it("the compare page's requests, made in the Blob worker, reach the API with the page's Referer and succeed", async () => {
    const page = await harness.newPage({ siteUser: demoName, token: 'demo', settings: QUIET });
    harness.clearRequests();
    await harness.goto(page, `/user/${OWNER}/animelist/compare?users=${OWNER},Kirin`);
    await page.waitForFunction(() => document.querySelectorAll('div.hohCompare thead th[data-user]').length === 2, undefined, { timeout: 60_000 });
    const lists = harness.requests().filter(isListFetch);
    expect(lists.length).toBe(2);
    for (const request of lists) {
      expect(request.status).toBe(200);
      expect(request.referer).toMatch(/^https:\/\/anilist\.co\//);
    }
    await page.close();
  });
});

describe("AniList's API goes down", () => {
  it('one notice with the retry time, nothing sent but one probe per window, and recovery by itself', async () => {
    const page = await compareDuringOutage('403');

    // The first refusal puts the script down; the user is told once, with the time of the next try.
    const down = notice(page, API_DOWN_NOTICE_ID);
    await down.waitFor({ timeout: 60_000 });
    const firstText = (await down.textContent()) ?? '';
    expect(firstText).toContain("AniList's API is not answering");
    expect(firstText).toMatch(/will try again at \d/);
    const refused = harness.requests();
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused.every((request) => request.status === 403)).toBe(true);

    // The first probe goes when the window ends, and fails: a longer window, the same notice, a new time.
    await expect.poll(() => harness.requests().length, { timeout: 60_000 }).toBe(refused.length + 1);
    const firstProbe = harness.requests().at(-1)!;
    expect(firstProbe.operation).toBe(PROBE_QUERY);
    expect(firstProbe.time - refused[0].time).toBeGreaterThanOrEqual(BASE_MS - 500);
    await expect.poll(async () => (await down.textContent()) !== firstText, { timeout: 60_000 }).toBe(true);
    expect(await down.textContent()).toMatch(/will try again at \d/);

    // During the window, modules attempt requests: none reaches the API, each fails at once.
    await addUser(page, 'Mochi');
    await page.locator('.hohCompareAddMessage', { hasText: compareStrings.loadFailed('Mochi', API_DOWN_MESSAGE) }).waitFor({ timeout: 60_000 });
    await addUser(page, 'Nekomimi');
    await page.locator('.hohCompareAddMessage', { hasText: compareStrings.loadFailed('Nekomimi', API_DOWN_MESSAGE) }).waitFor({ timeout: 60_000 });
    expect(harness.requests().length).toBe(refused.length + 1);
    expect(await notice(page, API_DOWN_NOTICE_ID).count()).toBe(1);

    // AniList comes back; the next probe finds it, the notice goes, and the page works again.
    harness.sim.setOutage(null);
    await down.waitFor({ state: 'detached', timeout: 60_000 });
    const recovered = harness.requests().at(-1)!;
    expect(recovered).toMatchObject({ operation: PROBE_QUERY, status: 200 });
    expect(recovered.time - firstProbe.time).toBeGreaterThanOrEqual(2 * BASE_MS - 500);
    expect(harness.requests().filter((request) => request.time > firstProbe.time && request !== recovered)).toEqual([]);
    await addUser(page, 'Mochi');
    await page.locator('div.hohCompare thead th[data-user="Mochi"]').waitFor({ state: 'attached', timeout: 60_000 });
    expect(harness.requests().filter(isListFetch).at(-1)).toMatchObject({ status: 200, variables: { userName: 'Mochi' } });
    await page.close();
  }, 180_000);

  it('the notice closes from the keyboard and stays closed for the rest of that outage', async () => {
    const page = await compareDuringOutage('403');
    const down = notice(page, API_DOWN_NOTICE_ID);
    await down.waitFor({ timeout: 60_000 });
    const close = down.locator('.hoh-notice-close');
    await close.focus();
    await page.keyboard.press('Enter');
    await down.waitFor({ state: 'detached', timeout: 60_000 });
    // The next probe fails and the window grows: still said only once.
    const before = harness.requests().length;
    await expect.poll(() => harness.requests().length, { timeout: 60_000 }).toBeGreaterThan(before);
    // The probe reached the simulator: a short window for a notice its answer must not bring back.
    await page.waitForTimeout(500);
    expect(await down.count()).toBe(0);
    harness.sim.setOutage(null);
    await page.close();
  }, 180_000);

  it('dropped connections (no answer at all) put it down after three in a row, and it recovers too', async () => {
    const page = await compareDuringOutage('network');
    const down = notice(page, API_DOWN_NOTICE_ID);
    // Two lists failed; the third attempt is the third failure in a row.
    await expect.poll(() => harness.requests().length, { timeout: 60_000 }).toBe(2);
    expect(await down.count()).toBe(0);
    await addUser(page, 'Mochi');
    await down.waitFor({ timeout: 60_000 });
    expect(harness.requests().map((request) => request.status)).toEqual([0, 0, 0]);
    harness.sim.setOutage(null);
    await down.waitFor({ state: 'detached', timeout: 60_000 });
    expect(harness.requests().at(-1)).toMatchObject({ operation: PROBE_QUERY, status: 200 });
    expect(harness.requests()).toHaveLength(4);
    await page.close();
  }, 180_000);
});

describe('a token AniList rejects or that has expired', () => {
  it('an expired token is not sent, and /settings/apps says the sign-in must be renewed, with the sign-in button', async () => {
    const page = await harness.newPage({ siteUser: demoName, token: 'demo', settings: QUIET });
    await page.context().addInitScript(([key]) => {
      if (location.origin === 'https://anilist.co' && !sessionStorage.getItem('expirySet')) {
        sessionStorage.setItem('expirySet', '1');
        localStorage.setItem(key, JSON.stringify({ expiresAt: Date.now() - 1000, renew: false }));
      }
    }, [SIGN_IN_STATE_KEY] as const);
    harness.clearRequests();
    await harness.goto(page, '/settings/apps');
    const login = page.locator('#hohSettings .hoh-settings-login');
    await login.getByText(RENEW_SIGN_IN_MESSAGE).waitFor({ timeout: 60_000 });
    expect(await login.getByRole('button', { name: settingsStrings.signIn }).count()).toBe(1);
    expect((await storedSettings(page)).accessToken).toBe('');
    expect(harness.requests().filter((request) => request.token !== null)).toEqual([]);
    // Nothing on this page needs the token, so no notice repeats what the settings say.
    expect(await notice(page, RENEW_NOTICE_ID).count()).toBe(0);
    await page.close();
  });

  it("'Invalid token': the notice says so at once, and its button completes a new sign-in", async () => {
    const page = await harness.newPage({ siteUser: demoName, token: 'not-a-valid-token', settings: QUIET });
    harness.clearRequests();
    await harness.goto(page, `/user/${OWNER}/animelist/compare?users=${OWNER}`);
    const renew = notice(page, RENEW_NOTICE_ID);
    await renew.waitFor({ timeout: 60_000 });
    expect(await renew.locator('.hoh-notice-text').textContent()).toBe(RENEW_SIGN_IN_MESSAGE);
    expect(harness.requests().some((request) => request.token === 'not-a-valid-token' && request.status === 400)).toBe(true);
    expect((await storedSettings(page)).accessToken).toBe('');

    await renew.getByRole('button', { name: RENEW_SIGN_IN_ACTION }).click();
    await page.waitForURL('https://anilist.co/home', { timeout: 60_000 });
    const demoToken = harness.sim.world.demoUser.token;
    await expect.poll(async () => (await storedSettings(page)).accessToken, { timeout: 60_000 }).toBe(demoToken);
    expect(page.url()).toBe('https://anilist.co/home');
    expect(await page.evaluate((key) => localStorage.getItem(key), SIGN_IN_STATE_KEY)).toContain('"renew":false');
    expect(await notice(page, RENEW_NOTICE_ID).count()).toBe(0);

    await harness.goto(page, '/settings/apps');
    await page.locator('#hohSettings .hoh-settings-login').getByText(settingsStrings.signedInText).waitFor({ timeout: 60_000 });
    expect(await page.getByText(RENEW_SIGN_IN_MESSAGE).count()).toBe(0);
    await page.close();
  });
});
