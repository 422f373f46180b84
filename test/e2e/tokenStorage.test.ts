// End to end: where the access token lives and how it gets there (issue 23 items 5 and 6, issue 22
// item 5), from the built userscript in Chromium on the simulator. The token is kept by the
// manager (the harness's GM value storage, apart from the page): a page script that reads
// localStorage and every global it can reach finds none, while the modules that need it work; a
// token in the address is stored only after this browser's sign-in button and for the member
// signed in on AniList; a sign-out in one tab stops the other tab's token requests at once.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import type { Harness } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { presetStorage } from '../helpers/pageActions.ts';
import { SIGN_IN_REFUSED_NOTICE_ID } from '../../src/api/auth.ts';
import { SIGN_IN_MARK_KEY } from '../../src/api/signInStart.ts';
import { SIGN_IN_LABEL } from '../../src/core/messages.ts';
import { refusalText } from '../../src/api/signInCheck.ts';
import { PIE_POLL_TEST_KEY } from '../../src/ui/notificationNav/poll.ts';

const DEMO = NOTABLE_USERS.demo;
const TIMEOUT = 60_000;
const PIE = '#nav .user .notification-dot canvas';
const QUICK_POLL_MS = 200;

// Each test walks a whole sign-in or two tabs on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

const harness = useHarness();

const opened: Page[] = [];
async function newPage(options: Parameters<Harness['newPage']>[0]): Promise<Page> {
  const page = await harness.newPage(options);
  opened.push(page);
  return page;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.context().close().catch(() => undefined)));
});

const demoToken = () => harness.sim.world.demoUser.token;
const settingsPanel = (page: Page) => page.locator('.settings.container .content > #hohSettings');
const refusalNotice = (page: Page) => page.locator(`#hohNotices [data-notice="${SIGN_IN_REFUSED_NOTICE_ID}"]`);
const polls = () => harness.requests().filter((request) => request.operation.includes('UnreadNotificationCount'));

/** Makes some of Demo's notifications unread, so the pie has something to draw. */
function someUnread(): void {
  const demo = harness.sim.world.getUserByName(DEMO)!;
  harness.sim.world.notificationsFor(demo.id).forEach((notification, index) => {
    notification.read = index >= 3;
  });
}

/**
 * What a page script finds, in its own world: every localStorage and sessionStorage value, the
 * cookies, and every global it can reach, walked a few levels deep, as text.
 */
function pageScriptFinds(page: Page, token: string): Promise<string[]> {
  return page.evaluate((token) => {
    const found: string[] = [];
    const look = (where: string, text: unknown) => {
      if (typeof text === 'string' && text.includes(token)) found.push(where);
    };
    for (const area of [localStorage, sessionStorage]) {
      for (let index = 0; index < area.length; index += 1) {
        const key = area.key(index)!;
        look(`storage ${key}`, key);
        look(`storage ${key}`, area.getItem(key));
      }
    }
    look('cookie', document.cookie);
    const seen = new Set<unknown>();
    let budget = 200_000;
    const walk = (value: unknown, path: string, depth: number): void => {
      if (budget-- <= 0) return;
      if (typeof value === 'string') return look(path, value);
      if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value) || depth > 4) return;
      seen.add(value);
      // The DOM is the page's own and is read by the checks above through storage; its nodes are
      // not where a script keeps a secret.
      if (value instanceof Node) return;
      let keys: string[] = [];
      try {
        keys = Object.getOwnPropertyNames(value);
      } catch {
        return;
      }
      for (const key of keys) {
        let child: unknown;
        try {
          child = (value as Record<string, unknown>)[key];
        } catch {
          continue;
        }
        walk(child, `${path}.${key}`, depth + 1);
      }
    };
    for (const key of Object.getOwnPropertyNames(window)) {
      let value: unknown;
      try {
        value = (window as unknown as Record<string, unknown>)[key];
      } catch {
        continue;
      }
      walk(value, `window.${key}`, 0);
    }
    return found;
  }, token);
}

describe('the token in the manager storage, out of the page', () => {
  it('a page script finds no token in localStorage or any global, while the modules that need it work', async () => {
    someUnread();
    const page = await newPage({ siteUser: DEMO, token: 'demo', });
    harness.clearRequests();
    await harness.goto(page, '/home');
    // The pie (top-level client) polls with the token and draws.
    await page.locator(PIE).waitFor({ timeout: TIMEOUT });
    expect(polls().length).toBeGreaterThan(0);
    expect(polls().every((request) => request.token === demoToken())).toBe(true);
    // The settings page shows the sign-in.
    await harness.goto(page, '/settings/apps');
    await settingsPanel(page).getByRole('button', { name: 'Sign out' }).waitFor({ timeout: TIMEOUT });

    expect(await pageScriptFinds(page, demoToken())).toEqual([]);
    expect(harness.gmValues(page)).toMatchObject({ accessToken: demoToken() });
  }, 180_000);

  it('a token an older version left in hohSettings moves to the manager once and leaves localStorage', async () => {
    someUnread();
    const page = await newPage({ siteUser: DEMO, settings: { accessToken: demoToken(), notifications: true } });
    harness.clearRequests();
    await harness.goto(page, '/home');
    await page.locator(PIE).waitFor({ timeout: TIMEOUT });
    expect(polls().some((request) => request.token === demoToken())).toBe(true);
    expect(harness.gmValues(page)).toMatchObject({ accessToken: demoToken() });
    const stored = await page.evaluate(() => localStorage.getItem('hohSettings') ?? '');
    expect(stored).not.toContain(demoToken());
    expect(JSON.parse(stored)).toMatchObject({ notifications: true });
    expect(await pageScriptFinds(page, demoToken())).toEqual([]);
  });
});

describe('a token arriving in the address', () => {
  it("the normal path: 'Sign in with the script' marks the start, and the returning token is the member's and is stored", async () => {
    const page = await newPage({ siteUser: DEMO });
    await harness.goto(page, '/settings/apps');
    await settingsPanel(page).getByRole('button', { name: SIGN_IN_LABEL }).click();
    await page.waitForURL('https://anilist.co/home', { timeout: TIMEOUT });
    await expect.poll(() => harness.gmValues(page).accessToken, { timeout: TIMEOUT }).toBe(demoToken());
    // The mark served its one token.
    expect(harness.gmValues(page)).not.toHaveProperty(SIGN_IN_MARK_KEY);
    expect(await page.locator('#hohNotices .hoh-notice').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('hohSettings') ?? '')).not.toContain(demoToken());
  }, 180_000);

  it('refused: a crafted link opened without a sign-in started here; the member is told why, with the sign-in button', async () => {
    const page = await newPage({ siteUser: DEMO });
    const other = harness.sim.world.getUserByName(NOTABLE_USERS.hoarder)!;
    await harness.goto(page, `/home#access_token=token-${other.name.toLowerCase()}&token_type=Bearer&expires_in=31536000`);
    const notice = refusalNotice(page);
    await notice.waitFor({ timeout: TIMEOUT });
    expect(await notice.locator('.hoh-notice-text').textContent()).toBe(refusalText({ kind: 'notStarted' }));
    expect(await notice.getByRole('button', { name: SIGN_IN_LABEL }).count()).toBe(1);
    expect(page.url()).toBe('https://anilist.co/home');
    expect(harness.gmValues(page)).not.toHaveProperty('accessToken');
    // Not even sent to AniList: nothing about it was asked.
    expect(harness.requests().filter((request) => request.token === `token-${other.name.toLowerCase()}`)).toEqual([]);

    // The control at hand completes a real sign-in.
    await notice.getByRole('button', { name: SIGN_IN_LABEL }).click();
    await expect.poll(() => harness.gmValues(page).accessToken, { timeout: TIMEOUT }).toBe(demoToken());
  }, 180_000);

  it("refused: another account's token arriving after a sign-in started here (checked with AniList's Viewer)", async () => {
    const page = await newPage({ siteUser: DEMO });
    const other = harness.sim.world.getUserByName(NOTABLE_USERS.hoarder)!;
    const otherToken = `token-${other.name.toLowerCase()}`;
    expect(harness.sim.world.getUserByToken(otherToken)?.name).toBe(other.name);
    // The authorisation answers with another account's token (a swapped redirect).
    await page.route('https://anilist.co/api/v2/oauth/authorize**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<!DOCTYPE html><meta name="sim-redirect"><script>location.replace(${JSON.stringify(`/home#access_token=${otherToken}&token_type=Bearer`)})</script>`,
      }),
    );
    await harness.goto(page, '/settings/apps');
    harness.clearRequests();
    await settingsPanel(page).getByRole('button', { name: SIGN_IN_LABEL }).click();
    const notice = refusalNotice(page);
    await notice.waitFor({ timeout: TIMEOUT });
    expect(await notice.locator('.hoh-notice-text').textContent()).toBe(refusalText({ kind: 'otherAccount', tokenUser: other.name, siteUser: DEMO }));
    expect(await notice.getByRole('button', { name: SIGN_IN_LABEL }).count()).toBe(1);
    expect(harness.gmValues(page)).not.toHaveProperty('accessToken');
    expect(harness.gmValues(page)).not.toHaveProperty(SIGN_IN_MARK_KEY);
    // Only the Viewer question carried it.
    expect(harness.requests().filter((request) => request.token === otherToken).map((request) => request.operation)).toEqual([
      expect.stringContaining('Viewer'),
    ]);
  });
});

describe('sign-out with two tabs open', () => {
  it("stops the other tab's token requests at once: its pie goes and its poll sends nothing", async () => {
    someUnread();
    const first = await newPage({ siteUser: DEMO, token: 'demo' });
    await presetStorage(first, { [PIE_POLL_TEST_KEY]: String(QUICK_POLL_MS) });
    const second = await first.context().newPage();
    opened.push(second);
    await harness.goto(second, '/home');
    await second.locator(PIE).waitFor({ timeout: TIMEOUT });
    // The second tab's own polls, each marked with whether it started after its pie went.
    let pieGone = false;
    const secondPolls: boolean[] = [];
    second.on('request', (request) => {
      if ((request.postData() ?? '').includes('UnreadNotificationCount')) secondPolls.push(pieGone);
    });
    // The second tab polls by itself while it is the only tab on AniList: once the first tab is
    // there too, the tabs share the count and whichever tab's timer comes first asks for both, so
    // on a busy machine the second tab may never ask again.
    await expect.poll(() => secondPolls.length, { timeout: TIMEOUT }).toBeGreaterThan(0);
    await harness.goto(first, '/settings/apps');
    await expect.poll(() => polls().filter((request) => request.token === demoToken()).length, { timeout: TIMEOUT }).toBeGreaterThan(1);

    const clickedAt = harness.requests().length;
    await settingsPanel(first).getByRole('button', { name: 'Sign out' }).click();
    await second.locator(PIE).waitFor({ state: 'detached', timeout: TIMEOUT });
    // A poll already on its way when the sign-out was clicked may still reach the simulator (on a
    // busy machine, after the pie has gone) with the old token; once the other tab has taken the
    // sign-out in (its pie gone), it starts none: the tab's own requests say when each started.
    pieGone = true;
    expect(harness.gmValues(first)).not.toHaveProperty('accessToken');
    // Absence takes a window: ten of the second tab's poll periods, after which it would have
    // asked ten times had it gone on.
    await second.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), 10 * QUICK_POLL_MS);
    expect(secondPolls.filter((afterPieGone) => afterPieGone)).toEqual([]);
    // Never a token request without the token (the 401s seen before the fix), from the click on.
    const sinceClick = harness.requests().slice(clickedAt);
    expect(sinceClick.filter((request) => request.operation.includes('UnreadNotificationCount') && request.token !== demoToken())).toEqual([]);
    expect(sinceClick.filter((request) => request.status === 401)).toEqual([]);
  });
});
