/**
 * The built userscript on an emulated https://anilist.co page, without the simulator: Debian
 * Chromium via playwright-core, the script injected as a userscript manager does (toolchain.md
 * §4). Checks that start-up ran (duplicate-copy marker, style blocks, a second copy shutting
 * down), the always-on modules ('signInHash', 'relativeTimes', 'linkCleanup', 'adRemoval',
 * 'editGuard') run, and the settings page appears at /settings/apps.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../helpers/build';

const NAV = `<div id="nav" class="nav nav-unscoped"><div class="wrap">
  <a class="logo" href="/home"></a>
  <div class="links">
    <a class="link" href="/home">Home</a>
    <a class="link" href="/user/Josh/">Profile</a>
    <a class="link" href="/user/Josh/animelist">Anime List</a>
    <a class="link" href="/user/Josh/mangalist">Manga List</a>
    <a class="link" href="/search/anime">Browse</a>
    <a class="link" href="/forum/overview">Forum</a>
  </div>
  <div class="search"></div><div class="user"><div class="el-dropdown-link" aria-controls="menu-1"></div></div>
</div></div>`;

/** A small page with AniList's nav, a settings content area, an ad slot and links. */
const PAGE = `<!doctype html><html><head><title>AniList</title></head><body>
<div id="app">${NAV}
  <div class="page-content">
    <div class="settings container"><div class="nav"></div><div class="content"><div class="apps"></div></div></div>
    <div class="sense-wrap">ad</div>
    <div class="markdown"><a id="ok-link" target="_blank" rel="noopener noreferrer" href="https://example.com/">example</a>
    <a id="bad-link" target="_blank" rel="noopener noreferrer" href="https://www.pialjpsj.com/">bad</a></div>
  </div>
  <div class="wrap"><div class="footer"><div class="container"><div class="links"><section></section></div></div></div></div>
</div></body></html>`;

const BAD_LINK_TEXT =
  "THIS BE BAD LINK, IT'S NOW VEWY DISPOSED OF OwO (click the report button to call the mods on this naughty user)";

let context: BrowserContext;
let userDataDir: string;
let script: string;

/** The manager emulation: run the userscript at DOMContentLoaded (document-idle). */
function initScript(code: string): string {
  return `window.GM_xmlhttpRequest = (details) => { details.onerror && details.onerror({ error: 'no network in this test' }); };
document.addEventListener('DOMContentLoaded', () => { (function () {\n${code}\n})(); });`;
}

async function openPage(path: string): Promise<{ page: Page; console: string[] }> {
  const page = await context.newPage();
  const lines: string[] = [];
  page.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`));
  await page.goto(`https://anilist.co${path}`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-automail-version'));
  return { page, console: lines };
}

beforeAll(async () => {
  script = await ensureBuilt();
  userDataDir = mkdtempSync(join(tmpdir(), 'automail-e2e-'));
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  await context.route('https://anilist.co/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: PAGE }),
  );
  // Nothing may leave the machine: the API is not part of this test.
  await context.route('https://graphql.anilist.co/**', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"data":null}' }),
  );
  await context.addInitScript({ content: initScript(script) });
});

afterAll(async () => {
  await context?.close();
  if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
});

describe('the built userscript on emulated anilist.co', () => {
  it('starts: marker with our version, both style blocks in <head>', async () => {
    const { page } = await openPage('/home');
    expect(await page.getAttribute('html', 'data-automail-version')).toBe('8.80');
    const styles = await page.evaluate(() =>
      [...document.head.querySelectorAll('style[id]')].map((style) => style.id),
    );
    expect(styles).toContain('aniscripts-styles');
    expect(styles).toContain('conditional-aniscripts-styles');
    expect(await page.evaluate(() => localStorage.getItem('hohSettings'))).not.toBeNull();
    await page.close();
  });

  it('a second copy warns and shuts down', async () => {
    const { page, console } = await openPage('/home');
    await page.evaluate(`(function () {\n${script}\n})();`);
    // The page's console lines reach the test as events of their own: wait for the warning.
    await expect.poll(() => console.some((line) => line.startsWith('warning:') && line.includes('already running')), { timeout: 60_000 }).toBe(true);
    const styleCount = await page.evaluate(() => document.querySelectorAll('#conditional-aniscripts-styles').length);
    expect(styleCount).toBe(1);
    await page.close();
  });

  it("runs the always-on modules: 'linkCleanup' and 'adRemoval' clean the page", async () => {
    const { page } = await openPage('/home');
    await page.waitForFunction(() => document.querySelector('.sense-wrap') === null);
    // The link is another module's work: it was on the page, wait for it to go.
    await expect.poll(() => page.locator('#bad-link').count(), { timeout: 60_000 }).toBe(0);
    expect(await page.locator('#ok-link').count()).toBe(1);
    const replaced = page.locator('a', { hasText: BAD_LINK_TEXT });
    expect(await replaced.getAttribute('href')).toBe('https://anilist.co/forum/thread/14');
    const active = await page.evaluate(() => window.automailDebug?.listActive().modules ?? []);
    expect(active).toEqual(expect.arrayContaining(['relativeTimes', 'linkCleanup', 'adRemoval']));
    expect(active).not.toContain('editGuard');
    await page.close();
  });

  it("'signInHash' cleans the address and stores no token no sign-in of this browser started", async () => {
    const { page } = await openPage('/home#access_token=e2e-token&token_type=Bearer&expires_in=100');
    await page.waitForFunction(() => location.hash === '');
    expect(page.url()).toBe('https://anilist.co/home');
    await page.locator('#hohNotices .hoh-notice').waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('hohSettings') ?? '');
    expect(stored).not.toContain('e2e-token');
    await page.close();
  });

  it("'editGuard' runs on /edit pages", async () => {
    const { page } = await openPage('/edit/anime/1');
    const active = await page.evaluate(() => window.automailDebug?.listActive().modules ?? []);
    expect(active).toContain('editGuard');
    await page.close();
  });

  it("'settingsPage' shows 'Automail Settings' at /settings/apps", async () => {
    const { page } = await openPage('/settings/apps');
    await page.getByText('Automail Settings').first().waitFor({ timeout: 60_000 });
    expect(await page.locator('.settings.container .content').getByText('Automail Settings').count()).toBeGreaterThan(0);
    await page.close();
  });
});
