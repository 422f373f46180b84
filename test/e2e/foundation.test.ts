/**
 * The foundation end to end on the simulator (built dist/automail.user.js in Chromium on
 * https://anilist.co): every start-up rule and its message, the site user from the nav, the
 * sign-in through the address hash, settings surviving a reload and reaching a second tab,
 * modules starting and cleaning up across pushState navigation, the API client's answers to
 * 400, 404, 429 with Retry-After and 'Invalid token', and every selector of src/core/selectors.ts
 * on the pages where it must match.
 * Modules named here: 'settingsPage', 'signInHash', 'relativeTimes', 'linkCleanup', 'adRemoval',
 * 'editGuard'.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, waitForContent, type Harness, type NewPageOptions } from '../helpers/harness';
import { ensureBuilt } from '../helpers/build';
import { clientIdDefine } from '../../build/clientId';
import { refuseOnce } from '../helpers/pageActions';
import { selectors } from '../../src/core/selectors';
import type { PageName } from '../../src/core/pages';
import { buildFeatureTable } from '../../src/core/featureTable';
import { features } from '../../src/modules/registry';

const definitionById = buildFeatureTable(features).byId;
import { ALREADY_AUTHORISED_MESSAGE, authorizeUrl } from '../../src/api/signInStart';
import { MESSAGES } from '../../src/core/startup';
import { BAD_LINK_TEXT } from '../../src/lib/linkHosts';
import { BLOCKED_LINK_POSTER, BLOCKED_LINK_TEXT } from '../../sim/world/generateSocial';

const MARKER = 'data-automail-version';
const CONDITIONAL_STYLE = '#conditional-aniscripts-styles';

let harness: Harness;
let script: string;
let probeCode: string;
let demoName: string;

/** What a page said: console lines ("type: text") and dialog messages (accepted at once). */
interface Watched {
  page: Page;
  console: string[];
  dialogs: string[];
}

function watch(page: Page): Watched {
  const watched: Watched = { page, console: [], dialogs: [] };
  page.on('console', (message) => watched.console.push(`${message.type()}: ${message.text()}`));
  page.on('dialog', (dialog) => {
    watched.dialogs.push(dialog.message());
    void dialog.accept().catch(() => {});
  });
  return watched;
}

async function open(options: NewPageOptions = {}, prepare?: (page: Page) => Promise<unknown>): Promise<Watched> {
  const page = await harness.newPage(options);
  const watched = watch(page);
  await prepare?.(page);
  return watched;
}

const waitStarted = (page: Page) => page.waitForFunction((marker) => document.documentElement.hasAttribute(marker), MARKER);

/**
 * A short window after a positive sign that the userscript ran (the caller waits for one first:
 * its alert, its saved settings): for a marker or start it must not come to after that.
 */
async function afterScriptTurn(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

const storedSettings = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('hohSettings') ?? 'null') as Record<string, unknown> | null);

const active = (page: Page) =>
  page.evaluate(() => window.automailDebug!.listActive());

/**
 * A small page-side bundle of the real API client and settings store, wired exactly as
 * main.ts wires them, so the test can drive the client against the simulator in the browser.
 */
async function buildProbe(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'automail-probe-'));
  const client = fileURLToPath(new URL('../../src/api/client.ts', import.meta.url));
  const apiConfig = fileURLToPath(new URL('../../src/api/apiConfig.ts', import.meta.url));
  const store = fileURLToPath(new URL('../../src/core/settings/store.ts', import.meta.url));
  const featureTable = fileURLToPath(new URL('../../src/core/featureTable.ts', import.meta.url));
  const registry = fileURLToPath(new URL('../../src/modules/registry.ts', import.meta.url));
  const entry = join(dir, 'probe.ts');
  writeFileSync(
    entry,
    `import { query, request } from ${JSON.stringify(client)};
import { configureApi } from ${JSON.stringify(apiConfig)};
import { loadSettings } from ${JSON.stringify(store)};
import { installFeatures } from ${JSON.stringify(featureTable)};
import { features } from ${JSON.stringify(registry)};
// As main.ts: the manifests declare the settings before they are read.
installFeatures(features);
loadSettings();
// The probe asks anonymously: the token lives in the manager's storage, out of the page's reach
// (the script's own answer to a bad token is tested through the script itself).
configureApi({ getToken: () => '', clearToken: () => undefined });
(window as unknown as { apiProbe: unknown }).apiProbe = {
  async request(document: string, auth: boolean) {
    const result = await request(document, {}, { auth });
    return result.kind === 'failed' ? { kind: result.kind, status: result.error.status, message: result.error.message } : { kind: result.kind, data: 'data' in result ? result.data : null };
  },
  query: (document: string) => query(document, {}),
};
`,
  );
  try {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      // Library mode leaves process.env.NODE_ENV in dependencies; the page has no `process`.
      // The registry (the settings' declarations) reaches the sign-in's client id, a build define.
      define: { 'process.env.NODE_ENV': JSON.stringify('production'), ...clientIdDefine(process.env) },
      root: fileURLToPath(new URL('../..', import.meta.url)),
      // The settings store reaches the manager's value storage through vite-plugin-monkey's `$`,
      // which exists only in the userscript build: the probe gets the unit tests' stand-in.
      resolve: { alias: { $: fileURLToPath(new URL('../mocks/gm.ts', import.meta.url)) } },
      build: { write: false, minify: false, lib: { entry, formats: ['iife'], name: 'automailApiProbe', fileName: 'probe' } },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    const first = (Array.isArray(output) ? output[0] : output).output[0];
    return first.code;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type ProbeAnswer = { kind: string; status?: number; message?: string; data?: unknown };

async function probe(page: Page, document: string, auth = false): Promise<ProbeAnswer> {
  await page.evaluate(probeCode);
  return page.evaluate(
    ([doc, withAuth]) =>
      (window as unknown as { apiProbe: { request(d: string, a: boolean): Promise<ProbeAnswer> } }).apiProbe.request(doc, withAuth),
    [document, auth] as const,
  );
}

beforeAll(async () => {
  script = await ensureBuilt();
  harness = await startHarness({ script });
  demoName = harness.sim.world.demoUser.name;
  probeCode = await buildProbe();
});

afterAll(async () => {
  await harness?.close();
});

describe('start-up rules', () => {
  it('signed in: marker, both style blocks, settings merged key by key and saved, legacy key gone, title language copied', async () => {
    const world = harness.sim.world;
    const reader =
      world.users().find((user) => user.donatorTier === 0 && user.options.titleLanguage === 'NATIVE') ??
      world.users().find((user) => user.donatorTier === 0 && user.options.titleLanguage === 'ENGLISH')!;
    const { page } = await open({ siteUser: reader.name, settings: { notifications: false, CSSbannerShadow: true } }, (p) =>
      p.addInitScript(() => localStorage.setItem('aniscriptsUsed', 'yes')),
    );
    await harness.goto(page, '/home');
    await waitStarted(page);
    expect(await page.getAttribute('html', MARKER)).toBe('8.80');
    const settings = (await storedSettings(page))!;
    expect(settings.notifications).toBe(false);
    expect(settings.CSSbannerShadow).toBe(true);
    // A key the old save lacked comes from the defaults and is saved back.
    expect(settings.socialTab).toBe(definitionById.get('socialTab')!.default);
    expect(settings.titleLanguage).toBe(reader.options.titleLanguage);
    expect(await page.evaluate(() => localStorage.getItem('aniscriptsUsed'))).toBeNull();
    const css = await page.evaluate((selector) => document.querySelector(`head > ${selector}`)?.textContent ?? null, CONDITIONAL_STYLE);
    expect(css).toContain('.banner .shadow');
    expect(await page.locator('head > #aniscripts-styles').count()).toBe(1);
  });

  it("1. local storage that cannot be written: alert 'Error: LocalStorage not available.' and the console says it terminates", async () => {
    const watched = await open({ siteUser: demoName }, (p) =>
      p.addInitScript(() => {
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
          if (key === 'test') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          return setItem.call(this, key, value);
        };
      }),
    );
    await harness.goto(watched.page, '/home');
    await expect.poll(() => watched.dialogs, { timeout: 60_000 }).toEqual(['Error: LocalStorage not available.']);
    await expect.poll(() => watched.console.some((line) => line.includes('terminates')), { timeout: 60_000 }).toBe(true);
    await afterScriptTurn(watched.page);
    expect(await watched.page.getAttribute('html', MARKER)).toBeNull();
    expect(await watched.page.evaluate(() => window.automailDebug === undefined)).toBe(true);
  });

  it('2. a donator gets the alert and the script stops', async () => {
    const watched = await open({ siteUser: 'Patron' });
    await harness.goto(watched.page, '/home');
    await expect.poll(() => watched.dialogs, { timeout: 60_000 }).toEqual([MESSAGES.donator]);
    await afterScriptTurn(watched.page);
    expect(watched.dialogs[0]).toMatch(/does not work for donators/);
    expect(await watched.page.getAttribute('html', MARKER)).toBeNull();
    expect(await storedSettings(watched.page)).toBeNull();
  });

  it('5. no <head>: the settings are still saved, then the script stops', async () => {
    const watched = await open({ siteUser: demoName }, (p) =>
      p.addInitScript(() => {
        // readystatechange to 'interactive' fires just before DOMContentLoaded, when the script runs.
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') document.head?.remove();
        });
      }),
    );
    await watched.page.goto('https://anilist.co/home');
    await expect.poll(() => storedSettings(watched.page), { timeout: 60_000 }).not.toBeNull();
    await afterScriptTurn(watched.page);
    expect(await watched.page.getAttribute('html', MARKER)).toBeNull();
    expect(await watched.page.evaluate(() => window.automailDebug === undefined)).toBe(true);
    expect(watched.dialogs).toEqual([]);
  });

  it('6. a second copy warns and shuts down', async () => {
    const watched = await open({ siteUser: demoName });
    await harness.goto(watched.page, '/home');
    await waitStarted(watched.page);
    const before = await active(watched.page);
    await watched.page.evaluate(`(function () {\n${script}\n})();`);
    await expect.poll(() => watched.console).toContain(`warning: ${MESSAGES.duplicate('8.80')}`);
    expect(await watched.page.locator(CONDITIONAL_STYLE).count()).toBe(1);
    expect((await active(watched.page)).modules).toEqual(before.modules);
  });
});

describe('the site user', () => {
  it('is read from the nav profile link, without the stored user', async () => {
    const watched = await open({ siteUser: demoName }, (p) =>
      p.addInitScript(() => {
        // Hide AniList's stored 'auth' so only the nav can tell who is signed in.
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
          if (key === 'auth') return;
          return setItem.call(this, key, value);
        };
        localStorage.removeItem('auth');
      }),
    );
    await harness.goto(watched.page, '/home');
    await waitStarted(watched.page);
    expect(await watched.page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    expect(await watched.page.evaluate(() => window.automailDebug!.siteUser())).toEqual({ name: demoName });
    expect(watched.console.some((line) => line.includes('could not get username'))).toBe(false);
  });

  it('signed in: details come from the stored user of the same name', async () => {
    const watched = await open({ siteUser: demoName });
    await harness.goto(watched.page, '/home');
    await waitStarted(watched.page);
    const user = await watched.page.evaluate(() => window.automailDebug!.siteUser());
    expect(user).toMatchObject({ name: demoName, id: harness.sim.world.demoUser.id, donatorTier: 0 });
  });

  it("a guest: console warning 'could not get username'", async () => {
    const watched = await open();
    await harness.goto(watched.page, '/search/anime');
    await waitStarted(watched.page);
    await expect.poll(() => watched.console).toContain('warning: could not get username');
    expect(await watched.page.evaluate(() => window.automailDebug!.siteUser())).toBeNull();
  });
});

describe("sign-in through the address hash ('signInHash')", () => {
  it('cleans the address and refuses a token no sign-in of this browser started (tokenStorage.test.ts has the accepted path)', async () => {
    const { page } = await open({ siteUser: demoName });
    const token = harness.sim.world.demoUser.token;
    await harness.goto(page, `/home#access_token=${token}&token_type=Bearer&expires_in=31536000`);
    await page.waitForFunction(() => location.hash === '');
    expect(page.url()).toBe('https://anilist.co/home');
    await page.locator('#hohNotices .hoh-notice').waitFor({ timeout: 60_000 });
    expect(harness.gmValues(page)).not.toHaveProperty('accessToken');
    expect((await storedSettings(page))?.accessToken).toBeUndefined();
  });

  it('#aniscripts-login without a token goes to the authorise page', async () => {
    const { page } = await open({ siteUser: demoName });
    await harness.goto(page, '/home');
    await waitStarted(page);
    const authorise = page.waitForRequest((request) => request.url().startsWith('https://anilist.co/api/v2/oauth/authorize'));
    await page.evaluate(() => history.pushState(null, '', '/home#aniscripts-login'));
    const request = await authorise;
    expect(request.url()).toBe(authorizeUrl());
  });

  it("#aniscripts-login with a token alerts that it is already authorised (revoke under 'apps')", async () => {
    const watched = await open({ siteUser: demoName, token: 'demo' });
    await harness.goto(watched.page, '/home#aniscripts-login');
    await watched.page.waitForFunction(() => location.hash === '');
    await expect.poll(() => watched.dialogs).toEqual([ALREADY_AUTHORISED_MESSAGE]);
    expect(watched.dialogs[0]).toContain("'apps'");
    expect(watched.page.url()).toBe('https://anilist.co/home');
  });
});

describe("settings ('settingsPage')", () => {
  it('a toggle takes effect at once, reaches a second tab and survives a reload', async () => {
    const { page } = await open({ siteUser: demoName });
    await harness.goto(page, '/settings/apps');
    const label = definitionById.get('CSSbannerShadow')!.description;
    const box = page.getByLabel(label);
    await box.waitFor();
    expect(await box.isChecked()).toBe(true);

    const second = await page.context().newPage();
    await harness.goto(second, '/home');
    await waitStarted(second);
    const shadowRule = (p: Page) =>
      p.evaluate((selector) => document.querySelector(selector)?.textContent?.includes('.banner .shadow') ?? false, CONDITIONAL_STYLE);
    expect(await shadowRule(second)).toBe(true);

    await box.uncheck();
    await expect.poll(() => shadowRule(page)).toBe(false);
    await expect.poll(() => shadowRule(second)).toBe(false);

    await page.reload();
    await waitForContent(page);
    await page.getByLabel(label).waitFor();
    expect(await page.getByLabel(label).isChecked()).toBe(false);
    expect((await storedSettings(page))!.CSSbannerShadow).toBe(false);
    expect(await shadowRule(page)).toBe(false);
  });
});

describe('modules across pushState navigation', () => {
  it('start on their pages and leave no module, timer, observer or React root behind', async () => {
    const { page } = await open({ siteUser: demoName });
    await harness.goto(page, '/home');
    await waitStarted(page);
    const everywhere = ['relativeTimes', 'linkCleanup', 'adRemoval', 'apiNotices'];
    // /home's modules that are on by default: the completed scores follow the feed (a 1 s
    // re-scan and an observer), the link fixes watch the page (an observer); the rest only
    // listen.
    // The notification pie runs on every page but, signed out of the script, only waits.
    // The footer's colour editor runs on every page, closed (no root) until it is opened.
    // Title aliases (shortRomaji) run on every page; without any alias their code is not even
    // loaded, so the visit holds nothing.
    // The document-title fixes run on every page and watch the head (one observer).
    const homeDefaults = ['completedScore', 'homeScroll', 'ALbuttonReload', 'homeLinkFixes', 'notifications', 'betterReviewRatings', 'forumMedia', 'colourPicker', 'shortRomaji', 'documentTitles'];
    const onHomeModules = [...everywhere, ...homeDefaults].sort();
    // The page-life jobs: one timer each (apiNotices only while AniList's API is down), and one
    // document-change observer shared by the 2 s jobs; plus the home modules' above, and
    // forumMedia's observer of the forum block (AniList and hideAWC redraw its cards), and the
    // title fixes' observer of the head.
    const atRest = { timers: everywhere.length - 1 + 1, observers: 1 + 2 + 1 + 1, roots: 0 };
    await expect.poll(async () => (await active(page)).modules.sort()).toEqual(onHomeModules);
    // The review cards' vote totals (betterReviewRatings) hold no timer, observer or root once
    // drawn; a feed change leaves a 500 ms re-scan pending for a moment: wait for the rest.
    await page.locator('.recent-reviews .hohRatingTotal').first().waitFor();
    await expect.poll(() => active(page)).toMatchObject(atRest);

    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/settings/apps'));
    await page.locator('#hohSettings').getByText('Automail Settings').first().waitFor();
    const onSettings = await active(page);
    expect(onSettings.modules).toContain('settingsPage');
    expect(onSettings.roots).toBe(1);

    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/edit/anime/1'));
    await page.waitForURL('https://anilist.co/edit/anime/1');
    await expect.poll(async () => (await active(page)).modules).toContain('editGuard');
    expect(await page.locator('#hohSettings').count()).toBe(0);

    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/home'));
    await page.waitForURL('https://anilist.co/home');
    await expect.poll(async () => (await active(page)).modules.sort()).toEqual(onHomeModules);
    await page.locator('.recent-reviews .hohRatingTotal').first().waitFor();
    await expect.poll(() => active(page)).toMatchObject(atRest);
  });
});

describe('always-on cleanup on the simulator', () => {
  /** The page content as the simulator serves it, before any script ran. */
  async function served(path: string): Promise<string> {
    const response = await fetch(`${harness.sim.url}/__sim/fragment?path=${encodeURIComponent(path)}`, { headers: { cookie: `sim-user=${demoName}` } });
    return ((await response.json()) as { html: string }).html;
  }

  it('adRemoval: the ad slot AniList serves on /home is gone', async () => {
    expect(await served('/home')).toContain('class="sense-wrap"');
    const { page } = await open({ siteUser: demoName });
    await harness.goto(page, '/home');
    await waitStarted(page);
    // The page content comes late, after the module's first pass; its next pass is 2 s later.
    await expect.poll(() => page.locator('.sense-wrap').count(), { timeout: 60_000 }).toBe(0);
    expect(await page.locator('.activity-feed-wrap').count()).toBe(1);
  });

  it('linkCleanup: a new-tab link to a blocked host becomes the spec text pointing at thread 14', async () => {
    const poster = harness.sim.world.getUserByName(BLOCKED_LINK_POSTER)!;
    const activity = harness.sim.world.activities().find((a) => a.type === 'TEXT' && a.userId === poster.id && a.text === BLOCKED_LINK_TEXT)!;
    const path = `/activity/${activity.id}`;
    expect(await served(path)).toMatch(/<a href="https:\/\/nyaa\.si\/view\/1234567" target="_blank"/);
    const { page } = await open({ siteUser: demoName });
    await harness.goto(page, path);
    await waitStarted(page);
    const entry = page.locator(`.activity-entry[data-activity-id="${activity.id}"]`);
    await expect.poll(() => entry.locator('a[href^="https://nyaa.si"]').count(), { timeout: 60_000 }).toBe(0);
    const replacement = entry.getByText(BAD_LINK_TEXT, { exact: true });
    expect(await replacement.count()).toBe(1);
    expect(await replacement.getAttribute('href')).toBe('https://anilist.co/forum/thread/14');
    // The rest of the post stays.
    expect(await entry.textContent()).toContain('New release notes:');
  });
});

describe('the API client against the simulator', () => {
  it('400: logged, the call gives null', async () => {
    const watched = await open({ siteUser: demoName });
    await harness.goto(watched.page, '/home');
    const answer = await probe(watched.page, 'query { NoSuchField }');
    expect(answer).toMatchObject({ kind: 'failed', status: 400 });
    await expect.poll(() => watched.console.some((line) => line.startsWith('error:') && line.includes('API error (400)'))).toBe(true);
    await watched.page.evaluate(probeCode);
    const viaQuery = await watched.page.evaluate(() =>
      (window as unknown as { apiProbe: { query(d: string): Promise<unknown> } }).apiProbe.query('query { NoSuchField }'),
    );
    expect(viaQuery).toBeNull();
  });

  it('404: a normal null, not logged as an error', async () => {
    const watched = await open({ siteUser: demoName });
    await harness.goto(watched.page, '/home');
    harness.clearRequests();
    const operation = 'query { Media(id: 987654321) { id } }';
    const answer = await probe(watched.page, operation);
    expect(answer.kind).toBe('notFound');
    expect(watched.console.some((line) => line.startsWith('error:') && line.includes('API error'))).toBe(false);
    // The probe's request only: on a busy machine the page's own modules are still asking theirs.
    expect(harness.requests().filter((request) => request.operation === operation).map((request) => request.status)).toEqual([404]);
  });

  it('429 with Retry-After from the real limiter: the same call is asked again and answered', async () => {
    // Its own simulator: one request per second, so a real 429 and its recovery take a second.
    // No userscript on these pages, so nothing but the probe (the real client) spends the budget.
    const limited = await startHarness({ world: () => harness.sim.world, script: null, rateLimit: 1, rateWindowMs: 1_000 });
    try {
      const watched = watch(await limited.newPage({ siteUser: demoName }));
      await limited.goto(watched.page, '/home');
      const media = limited.sim.world.allMedia('ANIME')[0];
      const operation = `query { Media(id: ${media.id}) { id } }`;
      limited.clearRequests();
      // The probe's first ask is refused for certain (another tab spent the window, as it were),
      // then the window's one request is back: spending it beforehand with a request of our own
      // raced the 1 s window, which a busy machine outlived before the probe asked ([200]).
      const refused = refuseOnce(limited, operation);
      const answer = await probe(watched.page, operation);
      await refused;
      expect(answer).toEqual({ kind: 'ok', data: { Media: { id: media.id } } });
      const statuses = limited.requests().filter((request) => request.operation === operation).map((request) => request.status);
      // Refused, then asked again after Retry-After and answered (once more refused only if the
      // budget's return was slower than the client's second).
      expect(statuses[0]).toBe(429);
      expect(statuses.at(-1)).toBe(200);
      expect(statuses.slice(0, -1).every((status) => status === 429)).toBe(true);
      // A 429 that was waited out is not an error the user is told about (Chromium itself logs
      // the refused resource; the client logs nothing).
      expect(watched.console.filter((line) => line.startsWith('error:') && !line.includes('Failed to load resource'))).toEqual([]);
      expect(watched.dialogs).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it("'Invalid token': the token is cleared and saved, 'access token retracted' is logged", async () => {
    // The notification pie polls with the token on every page: the script's own client meets
    // AniList's 'Invalid token' answer and retracts the token from the manager's storage.
    const watched = await open({ siteUser: demoName, token: 'not-a-valid-token', settings: { notifications: true } });
    await harness.goto(watched.page, '/home');
    await waitStarted(watched.page);
    await expect.poll(() => watched.console).toContain('log: access token retracted');
    expect(harness.gmValues(watched.page)).not.toHaveProperty('accessToken');
    const sent = harness.requests().filter((request) => request.token === 'not-a-valid-token');
    expect(sent.length).toBeGreaterThan(0);
  });
});

describe('selectors of src/core/selectors.ts', () => {
  function pathFor(name: PageName): string {
    const world = harness.sim.world;
    const media = world.allMedia('ANIME')[0];
    const paths: Partial<Record<PageName, string>> = {
      home: '/home',
      user: `/user/${demoName}`,
      userList: `/user/${demoName}/animelist`,
      media: `/anime/${media.id}`,
      character: `/character/${world.allCharacters()[0].id}`,
      settingsApps: '/settings/apps',
      // The character results: the browse cards' selectors are checked there.
      search: '/search/characters',
      forum: '/forum/overview',
      notifications: '/notifications',
      notFound: '/404',
    };
    const path = paths[name];
    if (!path) throw new Error(`no simulator path for page '${name}': add one here`);
    return path;
  }

  it('each selector matches on every page where it must', async () => {
    const required = new Map<PageName, string[]>();
    for (const [name, entry] of Object.entries(selectors)) {
      for (const pageName of entry.mustMatchOn) required.set(pageName, [...(required.get(pageName) ?? []), name]);
    }
    const { page } = await open({ siteUser: demoName });
    const misses: string[] = [];
    for (const [pageName, names] of required) {
      await harness.goto(page, pathFor(pageName));
      for (const name of names) {
        const selector = selectors[name as keyof typeof selectors].selector;
        if ((await page.locator(selector).count()) === 0) misses.push(`${name} (${selector}) on ${pageName}`);
      }
    }
    expect(misses).toEqual([]);
  });
});
