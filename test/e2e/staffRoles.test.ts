// End to end: the 'replaceStaffRoles' module (with its 'staffRoleOrder' sort setting) on the
// simulator's /staff/{id}, run from the built userscript in Chromium. The seeded prolific staff
// member has thousands of roles: every page is fetched in aliased batches, filtered and sorted in
// the worker, and the lists are virtual. Expected values come from the seeded world.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKEN, type Media, type World } from '../../sim/index.ts';
import { PROLIFIC_STAFF_ID } from '../../sim/world/seedStaffRoles.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { refuseOnce, simNavigate } from '../helpers/pageActions.ts';
import { filterErrors } from '../../src/workers/staffRoles/filter.ts';
import { headings } from '../../src/modules/replaceStaffRoles/strings.ts';
import { STAFF_ROLE_PAGES_PER_REQUEST, STAFF_ROLES_PER_PAGE } from '../../src/api/queries/staffRoles.ts';

const MODULE_ID = 'replaceStaffRoles';
const PATH = `/staff/${PROLIFIC_STAFF_ID}`;
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

/** The distinct media of one kind the staff member worked on. */
function productionMedia(type: 'ANIME' | 'MANGA'): Media[] {
  const seen = new Map<number, Media>();
  for (const { media } of world.staffMedia(PROLIFIC_STAFF_ID)) if (media.type === type) seen.set(media.id, media);
  return [...seen.values()];
}

const voiceRoles = () => world.voiceActorRoles(PROLIFIC_STAFF_ID);

/** How many requests a list of n roles takes: the first page, then batches of the rest. */
const requestsFor = (n: number) => 1 + Math.ceil((Math.max(1, Math.ceil(n / STAFF_ROLES_PER_PAGE)) - 1) / STAFF_ROLE_PAGES_PER_REQUEST);

const staffRequests = () => harness.requests().filter((r) => r.operation.includes('AutomailStaffRoles'));

async function open(page: Page): Promise<void> {
  await harness.goto(page, PATH);
  await page.waitForSelector('.hohStaffRoleSection[data-kind="ANIME"] .hohStaffRole .hohStaffRoleTitle', WAIT);
}

const countOf = (page: Page, kind: string) => page.textContent(`.hohStaffRoleSection[data-kind="${kind}"] .hohStaffRoleCount`);

const titles = (page: Page, kind: string) =>
  page.$$eval(`.hohStaffRoleSection[data-kind="${kind}"] .hohStaffRole`, (rows) =>
    rows
      .sort((a, b) => Number(a.getAttribute('data-index')) - Number(b.getAttribute('data-index')))
      .map((row) => row.querySelector('.hohStaffRoleTitle')?.textContent ?? ''),
  );

async function filterBy(page: Page, text: string): Promise<void> {
  await page.fill('.hohStaffRolesBar input', text);
}

async function sortBy(page: Page, label: string): Promise<void> {
  await page.selectOption('.hohStaffRolesBar select', { label });
}

const fmt = (n: number) => n.toLocaleString('en-US');

describe(`staff page role lists ('${MODULE_ID}')`, () => {
  describe('signed in with the script', () => {
    let page: Page;
    beforeAll(async () => {
      harness.clearRequests();
      page = await harness.newPage({ siteUser: world.demoUser.name, token: 'demo' });
      await open(page);
    });

    it('replaces the native lists by three lists with every role, fetched in aliased pages with the token', async () => {
      const anime = productionMedia('ANIME');
      const manga = productionMedia('MANGA');
      await expect.poll(() => countOf(page, 'VOICE'), WAIT).toBe(fmt(voiceRoles().length));
      expect(await countOf(page, 'ANIME')).toBe(fmt(anime.length));
      expect(await countOf(page, 'MANGA')).toBe(fmt(manga.length));
      expect(await page.$$eval('.hohStaffRoleSection h4', (h) => h.map((x) => x.firstChild?.textContent))).toEqual([headings.ANIME, headings.MANGA, headings.VOICE]);
      // AniList's own lists (and its filter bar) are hidden, not removed.
      expect(await page.$$eval('.media-roles, .character-roles, .filters.container', (els) => els.map((el) => (el as HTMLElement).style.display))).toEqual(['none', 'none', 'none', 'none']);
      const requests = staffRequests();
      expect(requests).toHaveLength(requestsFor(anime.length) + requestsFor(manga.length) + requestsFor(voiceRoles().length));
      expect(requests.every((r) => r.token === DEMO_TOKEN && r.status === 200)).toBe(true);
      expect(requests.every((r) => r.variables?.id === PROLIFIC_STAFF_ID)).toBe(true);
    });

    it('is virtual: a few dozen rows in the page for thousands of roles; scrolling reaches the last', async () => {
      await sortBy(page, 'Popularity');
      const anime = productionMedia('ANIME').sort((a, b) => b.popularity - a.popularity || 0);
      await expect.poll(async () => (await titles(page, 'ANIME'))[0], WAIT).toBe(anime[0].title.romaji);
      const drawn = await page.$$eval('.hohStaffRoleSection[data-kind="ANIME"] .hohStaffRole', (rows) => rows.length);
      expect(drawn).toBeGreaterThan(3);
      expect(drawn).toBeLessThan(60);
      await page.$eval('.hohStaffRoleSection[data-kind="ANIME"] .hohStaffRoleScroll', (box) => box.scrollTo(0, box.scrollHeight));
      const least = Math.min(...anime.map((m) => m.popularity));
      const lastTitles = new Set(anime.filter((m) => m.popularity === least).map((m) => m.title.romaji));
      await expect.poll(async () => lastTitles.has((await titles(page, 'ANIME')).at(-1) ?? ''), WAIT).toBe(true);
    });

    it('filters by year range, format and regular expression in titles', async () => {
      const anime = productionMedia('ANIME');
      await filterBy(page, 'year:2001-2003');
      const inRange = anime.filter((m) => (m.startDate.year ?? 0) >= 2001 && (m.startDate.year ?? 0) <= 2003).length;
      await expect.poll(() => countOf(page, 'ANIME'), WAIT).toBe(`${fmt(inRange)} of ${fmt(anime.length)}`);
      await filterBy(page, 'format:movie');
      await expect.poll(() => countOf(page, 'ANIME'), WAIT).toBe(`${fmt(anime.filter((m) => m.format === 'MOVIE').length)} of ${fmt(anime.length)}`);
      await filterBy(page, 'title-romaji:^[ab]');
      const regex = anime.filter((m) => /^[ab]/i.test(m.title.romaji)).length;
      await expect.poll(() => countOf(page, 'ANIME'), WAIT).toBe(`${fmt(regex)} of ${fmt(anime.length)}`);
    });

    it('status words match the viewer\'s list; a REPEATING entry with repeat 0 shows one repeat', async () => {
      const demo = world.demoUser.id;
      const anime = productionMedia('ANIME');
      const watching = anime.filter((m) => world.listEntryFor(demo, m.id)?.status === 'CURRENT');
      await filterBy(page, 'status:watching');
      await expect.poll(() => countOf(page, 'ANIME'), WAIT).toBe(`${fmt(watching.length)} of ${fmt(anime.length)}`);
      const rewatching = anime.filter((m) => world.listEntryFor(demo, m.id)?.status === 'REPEATING');
      const repeatZero = rewatching.filter((m) => world.listEntryFor(demo, m.id)?.repeat === 0);
      expect(repeatZero.length).toBeGreaterThan(0);
      await filterBy(page, 'status:rewatching');
      await sortBy(page, 'Alphabetical');
      await expect.poll(() => countOf(page, 'ANIME'), WAIT).toBe(`${fmt(rewatching.length)} of ${fmt(anime.length)}`);
      const shown = () => page.$$eval('.hohStaffRoleSection[data-kind="ANIME"] .hohStaffRole', (rows) =>
        rows.map((row) => ({
          title: row.querySelector('.hohStaffRoleTitle')?.textContent,
          status: row.querySelector('.hohStatus')?.textContent,
          repeat: row.querySelector('.hohMyRepeat')?.textContent?.trim() ?? null,
        })),
      );
      // The count comes with the answer; the rows drawn are fetched after it: wait for them.
      await expect.poll(async () => {
        const rows = await shown();
        return repeatZero.map((media) => rows.find((row) => row.title === media.title.romaji));
      }, WAIT).toEqual(repeatZero.map((media) => ({ title: media.title.romaji, status: 'Rewatching', repeat: '↻ 1' })));
    });

    it('sorts by the viewer\'s score and keeps the choice in staffRoleOrder', async () => {
      await filterBy(page, '');
      await sortBy(page, 'My Score');
      const demo = world.demoUser.id;
      const best = Math.max(...productionMedia('ANIME').map((m) => world.listEntryFor(demo, m.id)?.scoreRaw ?? -1));
      await expect.poll(() => page.textContent('.hohStaffRoleSection[data-kind="ANIME"] .hohStaffRole[data-index="0"] .hohMyScore'), WAIT).toBe(`${best}/100`);
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('hohSettings') ?? '{}').staffRoleOrder);
      expect(saved).toBe('myScore');
    });

    it('says what is wrong with a bad filter and keeps the lists whole', async () => {
      await filterBy(page, 'title:(unclosed');
      await expect.poll(() => page.textContent('.hohStaffRolesError'), WAIT).toBe(filterErrors.regex('(unclosed'));
      expect(await countOf(page, 'ANIME')).toBe(fmt(productionMedia('ANIME').length));
      await filterBy(page, 'year:soon');
      await expect.poll(() => page.textContent('.hohStaffRolesError'), WAIT).toBe(filterErrors.year('soon'));
      await filterBy(page, 'role:');
      await expect.poll(() => page.textContent('.hohStaffRolesError'), WAIT).toBe(filterErrors.empty('role'));
      await filterBy(page, 'Passerby 7');
      await expect.poll(() => page.$('.hohStaffRolesError'), WAIT).toBeNull();
      const expected = voiceRoles().filter(({ characterId }) => world.getCharacter(characterId)?.name.full.toLowerCase().includes('passerby 7')).length;
      await expect.poll(() => countOf(page, 'VOICE'), WAIT).toBe(`${fmt(expected)} of ${fmt(voiceRoles().length)}`);
    });

    it('leaves nothing behind on navigation and restores the native lists', async () => {
      await simNavigate(page, '/home');
      await expect.poll(() => page.$('.hohStaffRoles'), WAIT).toBeNull();
    });
  });

  it('at 500 px the voice roles keep their character column, beside the title and the viewer\'s status', async () => {
    const page = await harness.newPage({ siteUser: world.demoUser.name, token: 'demo' });
    await page.setViewportSize({ width: 500, height: 900 });
    await open(page);
    // The tightest rows: the viewer has the media on their list, so the status column is there too.
    const demo = world.demoUser.id;
    const onList = voiceRoles().filter((role) => world.listEntryFor(demo, role.media.id)?.status === 'COMPLETED');
    expect(onList.length).toBeGreaterThan(3);
    await filterBy(page, 'status:completed');
    await expect.poll(() => countOf(page, 'VOICE'), WAIT).toBe(`${fmt(onList.length)} of ${fmt(voiceRoles().length)}`);
    const voice = page.locator('.hohStaffRoleSection[data-kind="VOICE"]');
    await voice.scrollIntoViewIfNeeded();
    await voice.locator('.hohStaffRole .hohStaffRoleMine').first().waitFor(WAIT);
    const rows = await voice.locator('.hohStaffRole').evaluateAll((found) => found.slice(0, 8).map((row) => {
      const box = (selector: string) => {
        const element = row.querySelector(selector);
        if (!element) return null;
        const r = element.getBoundingClientRect();
        return { left: r.left, right: r.right, width: r.width, height: r.height, shown: getComputedStyle(element).display !== 'none' && getComputedStyle(element).visibility === 'visible' };
      };
      const link = row.querySelector<HTMLAnchorElement>('.hohStaffRoleCharacter a');
      return { title: box('.hohStaffRoleMain'), character: box('.hohStaffRoleCharacter'), name: box('.hohStaffRoleCharacter a'), mine: box('.hohStaffRoleMine'), href: link?.getAttribute('href') ?? null, text: link?.textContent ?? null };
    }));
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((row) => row.mine)).toBe(true);
    const characters = new Set(voiceRoles().map((role) => role.characterId));
    for (const row of rows) {
      // The column is there and seen: a box of its own inside the window, its name readable.
      expect(row.character).not.toBeNull();
      expect(row.character!.shown).toBe(true);
      expect(row.character!.width).toBeGreaterThan(0);
      expect(row.character!.height).toBeGreaterThan(0);
      expect(row.character!.left).toBeGreaterThanOrEqual(0);
      expect(row.character!.right).toBeLessThanOrEqual(500);
      expect(row.name!.width).toBeGreaterThan(30);
      const id = Number(/^\/character\/(\d+)$/.exec(row.href ?? '')?.[1]);
      expect(characters.has(id)).toBe(true);
      expect(row.text).toBe(world.getCharacter(id)!.name.full);
      // Beside the title, not over it, and before the viewer's status.
      expect(row.title!.width).toBeGreaterThan(60);
      expect(row.character!.left).toBeGreaterThanOrEqual(row.title!.right - 0.5);
      if (row.mine) expect(row.character!.right).toBeLessThanOrEqual(row.mine.left + 0.5);
    }
    await page.close();
  });

  it('signed out of the script: no viewer data, no My Score / My Progress sorts, no token sent', async () => {
    harness.clearRequests();
    const page = await harness.newPage({ siteUser: world.demoUser.name });
    await open(page);
    const options = await page.$$eval('.hohStaffRolesBar select option', (opts) => opts.map((o) => o.textContent));
    expect(options).toEqual(['Alphabetical', 'Chronological', 'Popularity', 'Length', 'Score']);
    expect(await page.$$('.hohStaffRoleMine')).toHaveLength(0);
    expect(staffRequests().length).toBeGreaterThan(0);
    expect(staffRequests().every((r) => r.token === null)).toBe(true);
  });

  it('a saved viewer sort falls back to popularity when signed out', async () => {
    const page = await harness.newPage({ settings: { staffRoleOrder: 'myProgress' } });
    await open(page);
    expect(await page.$eval('.hohStaffRolesBar select', (s) => (s as HTMLSelectElement).value)).toBe('popularity');
  });

  it('an API error shows the message and gives the native lists back', async () => {
    const page = await harness.newPage({ siteUser: world.demoUser.name, token: 'demo' });
    harness.sim.setOutage({ kind: '500', ms: 10 * 60_000 });
    try {
      await harness.goto(page, PATH);
      await page.waitForSelector('.hohStaffRoles .hohStaffRolesStatus[role="alert"]', WAIT);
      expect(await page.textContent('.hohStaffRoles .hohStaffRolesStatus')).toMatch(/^Automail could not load the roles: .+\. AniList's own lists are shown\.$/);
      expect(await page.$$eval('.media-roles, .character-roles', (els) => els.map((el) => (el as HTMLElement).style.display))).toEqual(['', '', '']);
    } finally {
      harness.sim.setOutage(null);
    }
  });

  describe('rate limited', () => {
    const LIMIT = 10;
    let limited: Harness;
    beforeAll(async () => {
      limited = await startHarness({ world: () => harness.sim.world, rateLimit: LIMIT, rateWindowMs: 3000 });
    });
    afterAll(async () => {
      await limited?.close();
    });

    it('waits out a 429 and finishes the lists', async () => {
      // A voice actor: three requests (anime, manga and voice roles), the first into a spent window.
      const actor = world.allStaff().find((s) => s.id !== PROLIFIC_STAFF_ID && world.voiceActorRoles(s.id).length > 3)!;
      const voices = new Set(world.voiceActorRoles(actor.id).map((r) => `${r.media.id}-${r.characterId}`)).size;
      limited.sim.resetRateLimit();
      const page = await limited.newPage({ siteUser: world.demoUser.name, token: 'demo' });
      await limited.goto(page, '/forum/overview');
      limited.clearRequests();
      const refused = refuseOnce(limited, 'AutomailStaffRoles');
      await simNavigate(page, `/staff/${actor.id}`);
      await refused;
      await expect.poll(() => page.textContent('.hohStaffRoleSection[data-kind="VOICE"] .hohStaffRoleCount').catch(() => null), { timeout: 60_000 }).toBe(fmt(voices));
      const statuses = limited.requests().filter((r) => r.operation.includes('AutomailStaffRoles')).map((r) => r.status);
      expect(statuses).toContain(429);
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    });
  });
});
