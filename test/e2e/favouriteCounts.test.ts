// End to end: the favourite counts of 'staffPages', 'characterFavouriteCount' and
// 'studioFavouriteCount' on the simulator's staff, character and studio pages and on the staff
// and character search results, from the built userscript in Chromium. Expected values come
// from the seeded world; the modules need no sign-in, so most runs are as a guest.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { World } from '../../sim/index.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { refuseOnce, simNavigate } from '../helpers/pageActions.ts';
import { apiErrorsLogged, failedAnswersRead } from '../helpers/graphqlRoutes.ts';
import { shareTitle } from '../../src/modules/staffPages/share.ts';
import { studioStrings } from '../../src/modules/studioFavouriteCount/strings.ts';

const WAIT = { timeout: 60_000 };
let harness: Harness;
let world: World;

beforeAll(async () => {
  harness = await startHarness();
  world = harness.sim.world;
});

afterAll(async () => {
  await harness?.close();
});

const fmt = (n: number) => n.toLocaleString('en-US');
const requestsOf = (name: string) => harness.requests().filter((r) => r.operation.includes(name));

/** AniList without a number in its favourite button (as on pages where it shows none). */
async function withoutNativeCount(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const count of document.querySelectorAll('.favourite .count')) if (count.textContent) count.textContent = '';
    }).observe(document, { childList: true, subtree: true });
  });
}

function studioMean(studioId: number): number | null {
  const scores = world.studioMedia(studioId).filter((s) => s.isMain).map((s) => s.media.meanScore ?? 0).filter((s) => s > 0);
  return scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null;
}

describe("staff favourite counts ('staffPages')", () => {
  it('staff search results: counts and the anime/manga share on each card, matched by link, one request', async () => {
    harness.clearRequests();
    const page = await harness.newPage();
    await harness.goto(page, '/search/staff');
    await page.waitForSelector('.results .staff .hohFavCountBrowse', WAIT);
    await expect.poll(() => page.$$eval('.results .staff', (cards) => cards.every((c) => c.querySelector('.hohFavCountBrowse'))), WAIT).toBe(true);
    const cards = await page.$$eval('.results .staff', (list) =>
      list.map((card) => ({
        id: Number(/\/staff\/(\d+)/.exec(card.querySelector('a')?.getAttribute('href') ?? '')?.[1]),
        count: card.querySelector('.hohFavCountBrowse')?.textContent,
        inCover: card.firstElementChild?.contains(card.querySelector('.hohFavCountBrowse')) ?? false,
        share: card.querySelector('.hohStaffShare')?.getAttribute('data-anime-share') ?? null,
        title: card.querySelector('.hohStaffShare')?.getAttribute('title') ?? null,
      })),
    );
    expect(cards.length).toBeGreaterThan(10);
    for (const card of cards) {
      const staff = world.getStaff(card.id)!;
      expect(card.count).toBe(`♥ ${fmt(staff.favourites)}`);
      expect(card.inCover).toBe(true);
      const roles = world.staffMedia(card.id);
      const anime = roles.filter((r) => r.media.type === 'ANIME').length;
      const manga = roles.filter((r) => r.media.type === 'MANGA').length;
      if (anime + manga === 0) expect(card.share).toBeNull();
      else {
        expect(card.share).toBe((anime / (anime + manga)).toFixed(3));
        expect(card.title).toBe(shareTitle(anime, manga, world.voiceActorRoles(card.id).length));
      }
    }
    const sent = requestsOf('AutomailStaffFavourites');
    expect(sent).toHaveLength(1);
    expect([...(sent[0].variables?.ids as number[])].sort((a, b) => a - b)).toEqual(cards.map((c) => c.id).sort((a, b) => a - b));
  });

  it('a staff page: AniList\'s own count stays alone; without one, ours shows the API\'s', async () => {
    const staff = world.allStaff()[3];
    const native = await harness.newPage();
    harness.clearRequests();
    await harness.goto(native, `/staff/${staff.id}`);
    await expect.poll(() => requestsOf('AutomailStaffFavourite(').length, WAIT).toBe(1);
    await expect.poll(() => native.evaluate(() => document.querySelectorAll('.favourite .count, .hohFavCount').length), WAIT).toBe(1);
    const bare = await harness.newPage();
    await withoutNativeCount(bare);
    await harness.goto(bare, `/staff/${staff.id}`);
    await expect.poll(() => bare.textContent('.favourite .hohFavCount').catch(() => null), WAIT).toBe(fmt(staff.favourites));
  });

  it('API error: no counts and no tint, the results stay as AniList drew them', async () => {
    const page = await harness.newPage();
    const logged = apiErrorsLogged(page);
    harness.sim.setOutage({ kind: '500', ms: 10 * 60_000 });
    try {
      harness.clearRequests();
      await harness.goto(page, '/search/staff');
      await expect.poll(() => requestsOf('AutomailStaffFavourites').length, WAIT).toBeGreaterThan(0);
      // The module has its failed answer once the page has logged every failure; the short
      // window is for counts it must not draw after that.
      await failedAnswersRead(harness, logged);
      await page.waitForTimeout(500);
      expect(await page.$$('.hohFavCountBrowse, .hohStaffShare')).toHaveLength(0);
      expect(await page.$$eval('.results .staff', (c) => c.length)).toBeGreaterThan(10);
    } finally {
      harness.sim.setOutage(null);
    }
  });
});

describe("character favourite counts ('characterFavouriteCount')", () => {
  /** A character with voice actors in Japanese and English across more than one media. */
  function multilingualCharacter() {
    return world.allCharacters().find((c) => {
      const roles = world.characterMedia(c.id);
      const languages = new Set(roles.flatMap((r) => r.edge.voiceActors.map((v) => v.language)));
      return roles.length > 1 && languages.has('JAPANESE') && languages.has('ENGLISH');
    })!;
  }

  it('a character page: favourite count, the language selector and every role in the chosen language', async () => {
    const character = multilingualCharacter();
    const roles = world.characterMedia(character.id);
    const page = await harness.newPage();
    await withoutNativeCount(page);
    await harness.goto(page, `/character/${character.id}`);
    await page.waitForSelector('.hohCharacterRoles .role-card', WAIT);
    await expect.poll(() => page.textContent('.favourite .hohFavCount'), WAIT).toBe(fmt(character.favourites));
    expect(await page.$eval('.hohCharacterLanguage select', (s) => (s as HTMLSelectElement).value)).toBe('Japanese');
    const expected = (code: string) =>
      roles.flatMap(({ media, edge }) => {
        const actors = edge.voiceActors.filter((v) => v.language === code).map((v) => world.getStaff(v.staffId)!.name.full);
        return actors.length ? actors.map((name) => `${media.id}:${name}`) : [`${media.id}:`];
      }).sort();
    const shown = () =>
      page.$$eval('.hohCharacterRoles .role-card', (cards) =>
        cards.map((card) => `${/\/(?:anime|manga)\/(\d+)/.exec(card.querySelector('.media a')?.getAttribute('href') ?? '')?.[1]}:${card.querySelector('.staff .name')?.textContent ?? ''}`).sort(),
      );
    expect(await shown()).toEqual(expected('JAPANESE'));
    await page.selectOption('.hohCharacterLanguage select', 'English');
    await expect.poll(shown, WAIT).toEqual(expected('ENGLISH'));
    // AniList's grid and its infinite-scroll sentinel are hidden, not removed.
    expect(await page.$eval('.character-page-unscoped .container.grid-wrap:not(.hohCharacterRoles)', (g) => (g as HTMLElement).style.display)).toBe('none');
    expect(await page.$eval('.character-page-unscoped .scroller', (g) => (g as HTMLElement).style.display)).toBe('none');
  });

  it("a character page where AniList shows its own count: that count stays alone, the roles still come", async () => {
    const character = multilingualCharacter();
    const page = await harness.newPage();
    await harness.goto(page, `/character/${character.id}`);
    // The module has read the API (its roles list is drawn) and found AniList's number in place.
    await page.waitForSelector('.hohCharacterRoles .role-card', WAIT);
    await expect(page.textContent('.favourite .count')).resolves.toBe(String(character.favourites));
    await expect(page.locator('.favourite .hohFavCount').count()).resolves.toBe(0);
  });

  it('character search results: a count on each card; navigating away removes them', async () => {
    harness.clearRequests();
    const page = await harness.newPage();
    await harness.goto(page, '/search/characters');
    await expect.poll(() => page.$$eval('.results .character', (cards) => cards.length > 0 && cards.every((c) => c.querySelector('.hohFavCountBrowse'))), WAIT).toBe(true);
    const cards = await page.$$eval('.results .character', (list) =>
      list.map((card) => ({ id: Number(/\/character\/(\d+)/.exec(card.querySelector('a')?.getAttribute('href') ?? '')?.[1]), count: card.querySelector('.hohFavCountBrowse')?.textContent })),
    );
    for (const card of cards) expect(card.count).toBe(`♥ ${fmt(world.getCharacter(card.id)!.favourites)}`);
    expect(requestsOf('AutomailCharacterFavourites')).toHaveLength(1);
    await simNavigate(page, '/search/anime');
    await expect.poll(() => page.$$('.hohFavCountBrowse'), WAIT).toHaveLength(0);
  });
});

describe("studio favourite counts ('studioFavouriteCount')", () => {
  it('a studio page: the mean score of its main media and the favourite count', async () => {
    const studio = world.allStudios().find((s) => studioMean(s.id) !== null)!;
    const page = await harness.newPage();
    await withoutNativeCount(page);
    harness.clearRequests();
    await harness.goto(page, `/studio/${studio.id}`);
    await expect.poll(() => page.textContent('.hohStudioMean').catch(() => null), WAIT).toBe(studioStrings.mean(studioMean(studio.id)!));
    await expect.poll(() => page.textContent('.favourite .hohFavCount'), WAIT).toBe(fmt(studio.favourites));
    // A second visit within the hour is served from the cache.
    const sent = requestsOf('AutomailStudioFavourites').length;
    await simNavigate(page, '/home');
    await simNavigate(page, `/studio/${studio.id}`);
    await expect.poll(() => page.textContent('.hohStudioMean').catch(() => null), WAIT).toBe(studioStrings.mean(studioMean(studio.id)!));
    expect(requestsOf('AutomailStudioFavourites')).toHaveLength(sent);
  });

  it("a studio page where AniList shows its own count: only the mean score is added", async () => {
    const studio = world.allStudios().filter((s) => studioMean(s.id) !== null)[1]!;
    const page = await harness.newPage();
    await harness.goto(page, `/studio/${studio.id}`);
    await expect.poll(() => page.textContent('.hohStudioMean').catch(() => null), WAIT).toBe(studioStrings.mean(studioMean(studio.id)!));
    await expect(page.textContent('.favourite .count')).resolves.toBe(String(studio.favourites));
    await expect(page.locator('.favourite .hohFavCount').count()).resolves.toBe(0);
  });

  describe('rate limited', () => {
    // AniList's 90 a window once the refusal is over: the studio's media take 18 pages, and with
    // fewer the script rightly waits out its own 60 s window before the rest. A 2 s window keeps
    // the Retry-After of the refusal at 1–2 s.
    const LIMIT = 90;
    let limited: Harness;
    beforeAll(async () => {
      limited = await startHarness({ world: () => harness.sim.world, rateLimit: LIMIT, rateWindowMs: 2_000 });
    });
    afterAll(async () => {
      await limited?.close();
    });

    it('waits out a 429 and still shows the mean score', async () => {
      const studio = world.allStudios().find((s) => studioMean(s.id) !== null)!;
      const page = await limited.newPage();
      await limited.goto(page, '/search/anime');
      limited.clearRequests();
      const refused = refuseOnce(limited, 'AutomailStudioFavourites');
      await simNavigate(page, `/studio/${studio.id}`);
      await refused;
      await expect.poll(() => page.textContent('.hohStudioMean').catch(() => null), { timeout: 120_000 }).toBe(studioStrings.mean(studioMean(studio.id)!));
      const statuses = limited.requests().filter((r) => r.operation.includes('AutomailStudioFavourites')).map((r) => r.status);
      expect(statuses[0]).toBe(429);
      expect(statuses.at(-1)).toBe(200);
    }, 180_000);
  });
});
