// End to end: profile JSON, run from the built userscript in Chromium on the simulator's
// /user/{name} pages with images on: 'customCSS' (a member's CSS, sanitised and scoped to their
// profile) and 'profileBackground' (their background), read from the about text's leading
// comment; saving your own from the settings page through UpdateUser; safe-for-work mode turning
// both off. Mallory's profile carries CSS that tries every way out of the profile.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { INVALID_PROFILE, NOT_OBJECT_PROFILE, VALID_PROFILE } from '../../sim/world/seedProfiles.ts';
import { HOSTILE_ABOUT } from '../../sim/world/generateUsers.ts';
import { parseProfileJson } from '../../src/lib/profileJson.ts';
import { REQUIRES_SIGN_IN } from '../../src/core/messages.ts';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';
import { measureProfileReach } from '../helpers/profileCover.ts';
import type { NewPageOptions } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

const CUSTOM_CSS = 'customCSS';
const PROFILE_BACKGROUND = 'profileBackground';
const STYLE = 'style#hoh-profile-custom-css';
const ROOT = '.user-page-unscoped';
const ON = { [CUSTOM_CSS]: true, [PROFILE_BACKGROUND]: true };

const harness = useHarness({ images: true });

const aboutRequests = (name: string) =>
  harness.requests().filter((request) => request.operation.includes('query UserAbout') && (request.variables as { name?: string } | null)?.name === name);

/** Every address the page asked for, from the moment it opens. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  return seen;
}

/** Two frames: styles are applied and the images they name are asked for. */
const settle = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

async function openProfile(name: string, options: NewPageOptions = {}): Promise<{ page: Page; seen: string[]; warnings: string[] }> {
  const page = await harness.newPage({ settings: ON, ...options });
  const seen = recordRequests(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await harness.goto(page, `/user/${name}/`);
  await page.waitForSelector(ROOT);
  return { page, seen, warnings };
}

const outline = (page: Page) => page.$eval('.about', (about) => getComputedStyle(about).outline);
const rootBackground = (page: Page) => page.$eval(ROOT, (root) => (root as HTMLElement).style.background);

describe(`profile CSS ('${CUSTOM_CSS}') and background ('${PROFILE_BACKGROUND}')`, () => {
  it('applies a valid profile\'s CSS and background, asking the API once and then using the 30 s cache', async () => {
    harness.clearRequests();
    const { page } = await openProfile(VALID_PROFILE.name);
    await page.waitForSelector(STYLE, { state: 'attached' });
    await expect.poll(() => outline(page)).toContain('dashed');
    expect(await outline(page)).toContain('rgb(0, 160, 90)');
    await expect.poll(() => rootBackground(page)).toContain('https://s4.anilist.co/file/anilistcdn/user/banner/sim-profile-background.jpg');
    // The keyframes are renamed into the profile's namespace, and the animation follows them.
    expect(await page.$eval('.banner-content .avatar', (avatar) => getComputedStyle(avatar).animationName)).toBe('hohProfile-hohPulse');
    // Both modules share one lookup.
    expect(aboutRequests(VALID_PROFILE.name)).toHaveLength(1);

    await page.reload();
    await page.waitForSelector(STYLE, { state: 'attached' });
    expect(aboutRequests(VALID_PROFILE.name)).toHaveLength(1);

    // Leaving the profile takes both away.
    await page.evaluate(() => {
      history.pushState({}, '', '/home');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForSelector(STYLE, { state: 'detached' });
    await page.context().close();
  });

  it('keeps Mallory\'s hostile CSS inside her profile and fetches nothing from another host', async () => {
    const { page, seen } = await openProfile(NOTABLE_USERS.hostile);
    await page.waitForSelector(STYLE, { state: 'attached' });
    // The one harmless rule of her sheet is in force, so the sheet was applied.
    await expect.poll(() => outline(page)).toContain('rgb(255, 0, 0)');
    await settle(page);

    const sheet = await page.$eval(STYLE, (style) => style.textContent ?? '');
    for (const banned of ['evil.example', '@import', 'expression', 'behavior', 'binding', 'font-face', 'image-set', '<', 'html', ':root', '~', '+', '@layer', 'contain:none', 'var(']) {
      expect(sheet).not.toContain(banned);
    }
    // Her escaped `fixed` and her `fixed` through var() are both refused.
    expect(sheet).not.toMatch(/position:[^;}]*fix/i);
    expect(seen.filter((url) => new URL(url).hostname.endsWith('evil.example'))).toEqual([]);
    // Besides AniList's hosts, only the image her first status post links (AniList's own page draws it).
    const foreign = seen.filter((url) => !/^(https:\/\/(anilist\.co|graphql\.anilist\.co|s4\.anilist\.co)\/|data:|blob:)/.test(url));
    expect(foreign.filter((url) => url !== 'https://i.example/a.png')).toEqual([]);

    // Nothing outside the profile changed, and nothing covers AniList's nav or footer: what the
    // pointer finds there is theirs. The profile root keeps AniList's box and our containment,
    // whatever her rules say about it (order, specificity, !important, @layer, @scope).
    const outside = await page.evaluate(() => ({
      nav: getComputedStyle(document.querySelector('#nav')!).display,
      footer: getComputedStyle(document.querySelector('#app > .wrap > .footer')!).display,
      htmlFilter: getComputedStyle(document.documentElement).filter,
      bodyBackground: getComputedStyle(document.body).backgroundImage,
      overview: getComputedStyle(document.querySelector('.overview')!).position,
    }));
    expect(outside).toMatchObject({ htmlFilter: 'none', bodyBackground: 'none' });
    expect(outside.nav).not.toBe('none');
    expect(outside.footer).not.toBe('none');
    expect(outside.overview).not.toBe('fixed');
    const reach = await measureProfileReach(page);
    expect(reach).toMatchObject({ navOnTop: [true, true, true], footerOnTop: true });
    expect(reach.root.contain).toBe('paint');
    // Without her sheet the root's box and everything outside it are the same: only the
    // containment was ours.
    await page.$eval(STYLE, (style) => style.remove());
    const without = await measureProfileReach(page);
    expect(reach.root).toEqual({ ...without.root, contain: 'paint' });
    expect(reach.outside).toEqual(without.outside);
    // Her background (another host) is dropped.
    expect(await rootBackground(page)).toBe('');
    await page.context().close();
  });

  it('the same CSS unsanitised would have fetched from the other host and covered the nav (the checks above can fail)', async () => {
    const page = await harness.newPage();
    const seen = recordRequests(page);
    await harness.goto(page, `/user/${NOTABLE_USERS.hostile}/`);
    await page.waitForSelector(ROOT);
    const raw = parseProfileJson(HOSTILE_ABOUT)!.customCSS!;
    await page.evaluate((css) => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    }, raw);
    await expect.poll(() => seen.some((url) => new URL(url).hostname === 'evil.example')).toBe(true);
    // …and undone the root's containment and covered the nav with her escaped `fixed` banner.
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = '.user-page-unscoped{contain:paint}';
      document.head.prepend(style);
    });
    expect(await page.$eval(ROOT, (root) => getComputedStyle(root).contain)).toBe('none');
    expect(await page.evaluate(() => {
      const nav = document.querySelector('#nav')!.getBoundingClientRect();
      return document.querySelector('#nav')!.contains(document.elementFromPoint(nav.left + nav.width / 2, nav.top + nav.height / 2));
    })).toBe(false);
    await page.context().close();
  });

  // One test a profile: two profile loads in one test outlasted the 60 s budget under load 40.
  for (const name of [INVALID_PROFILE.name, NOT_OBJECT_PROFILE.name]) {
    it(`ignores invalid profile JSON with a console warning only (${name})`, async () => {
      harness.clearRequests();
      const { page, warnings } = await openProfile(name);
      await expect.poll(() => aboutRequests(name).length).toBe(1);
      await expect.poll(() => warnings.some((text) => text.startsWith('Profile JSON:'))).toBe(true);
      await settle(page);
      expect(await page.$(STYLE)).toBeNull();
      expect(await rootBackground(page)).toBe('');
      await page.context().close();
    });
  }

  it('shows nothing, and asks nothing, when the API fails', async () => {
    const page = await harness.newPage({ settings: ON });
    const refused = await refuseOperation(page, 'query UserAbout', { status: 500 });
    await harness.goto(page, `/user/${VALID_PROFILE.name}/`);
    await expect.poll(refused).toBeGreaterThan(0);
    await settle(page);
    expect(await page.$(STYLE)).toBeNull();
    expect(await rootBackground(page)).toBe('');
    await page.context().close();
  });

  it('is off in safe-for-work mode: no CSS, no background, no lookup', async () => {
    harness.clearRequests();
    const { page } = await openProfile(VALID_PROFILE.name, { settings: { ...ON, SFWmode: true } });
    await page.waitForSelector('.about');
    await settle(page);
    expect(await page.$(STYLE)).toBeNull();
    expect(await rootBackground(page)).toBe('');
    expect(aboutRequests(VALID_PROFILE.name)).toHaveLength(0);
    await page.context().close();
  });
});

describe(`setting your own profile JSON ('${CUSTOM_CSS}', '${PROFILE_BACKGROUND}')`, () => {
  const demo = () => harness.sim.world.getUserByName(NOTABLE_USERS.demo)!;
  const editor = (page: Page, field: string) => page.locator(`[data-profile-json="${field}"]`);

  async function openSettings(options: NewPageOptions): Promise<Page> {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, settings: ON, ...options });
    await harness.goto(page, '/settings/apps');
    await editor(page, 'customCSS').waitFor();
    return page;
  }

  it('writes the CSS and the background into your about text, keeping the rest of it', async () => {
    const before = demo().about ?? '';
    const page = await openSettings({ token: 'demo' });
    harness.clearRequests();
    const css = '.about{outline:2px solid rgb(1, 2, 3)} /* --> */';
    await editor(page, 'customCSS').locator('textarea').fill(css);
    await editor(page, 'customCSS').getByRole('button', { name: 'Save to your profile' }).click();
    await editor(page, 'customCSS').getByText(`Saved to the about text of ${NOTABLE_USERS.demo}.`).waitFor();
    const background = 'rgb(10, 20, 30)';
    await editor(page, 'background').locator('input').fill(background);
    await editor(page, 'background').getByRole('button', { name: 'Save to your profile' }).click();
    await editor(page, 'background').getByText(`Saved to the about text of ${NOTABLE_USERS.demo}.`).waitFor();

    const about = demo().about ?? '';
    expect(parseProfileJson(about)).toEqual({ customCSS: css, background });
    expect(about.endsWith(before)).toBe(true);
    const saves = harness.requests().filter((request) => request.operation.includes('mutation UpdateUserAbout'));
    expect(saves).toHaveLength(2);
    expect(saves.every((request) => request.token !== null)).toBe(true);

    // Your own profile now shows them.
    await harness.goto(page, `/user/${NOTABLE_USERS.demo}/`);
    await expect.poll(() => outline(page)).toContain('rgb(1, 2, 3)');
    await expect.poll(() => rootBackground(page)).toContain('rgb(10, 20, 30)');
    await page.context().close();
  });

  it('says the sign-in is needed when signed out, and sends nothing', async () => {
    const page = await openSettings({});
    harness.clearRequests();
    await editor(page, 'customCSS').getByRole('button', { name: 'Save to your profile' }).click();
    await editor(page, 'customCSS').getByText(REQUIRES_SIGN_IN).waitFor();
    expect(harness.requests().filter((request) => request.operation.includes('UpdateUser'))).toEqual([]);
    await page.context().close();
  });

  it('reports a failed save and leaves the about text as it was', async () => {
    const page = await openSettings({ token: 'demo' });
    const before = demo().about;
    const refused = await refuseOperation(page, 'mutation UpdateUserAbout', { status: 500 });
    await editor(page, 'background').locator('input').fill('rgb(200, 0, 0)');
    await editor(page, 'background').getByRole('button', { name: 'Save to your profile' }).click();
    await editor(page, 'background').getByText(/^Saving failed: /).waitFor();
    expect(refused()).toBe(1);
    expect(demo().about).toBe(before);
    await page.context().close();
  });
});
