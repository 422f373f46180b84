// End to end: the New Chapters finder ('newChapters') on the simulator's manga lists, from the
// built userscript in Chromium, against the reading activities seeded by
// sim/world/seedMangaGuess.ts (one releasing manga whose newest reader is 9 chapters ahead of
// what most readers agree on). What the user sees, and what reached the API: the list query for
// the page's member, then the releasing manga being read, at most 20 to a packed request.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import type { Media, World } from '../../sim/world/types.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';
import { strings } from '../../src/modules/newChapters/strings.ts';

const DEMO = NOTABLE_USERS.demo;
const TIMEOUT = 60_000;
const STATUS = '#hohNewChaptersWrap .hohNewChaptersStatus';

const harness = useHarness();

const readingOf = (world: World, media: Media) => world.activities().filter((a) => a.type === 'MANGA_LIST' && a.mediaId === media.id);

/** The seeded releasing manga (the most reading activity) and its readers' newest chapters, largest first. */
function seeded(): { manga: Media; latest: number[] } {
  const { world } = harness.sim;
  const manga = [...world.allMedia('MANGA')].filter((m) => !m.isAdult && m.status === 'RELEASING')
    .sort((a, b) => readingOf(world, b).length - readingOf(world, a).length)[0];
  const seen = new Map<number, number>();
  for (const a of readingOf(world, manga).sort((x, y) => y.id - x.id)) {
    if (a.type !== 'MANGA_LIST' || !a.progress || seen.has(a.userId)) continue;
    seen.set(a.userId, Number(/(\d+)\s*$/.exec(a.progress)![1]));
  }
  return { manga, latest: [...seen.values()].sort((x, y) => y - x) };
}

function demoId(): number {
  return harness.sim.world.getUserByName(DEMO)!.id;
}

/** Demo reads the seeded manga, `progress` chapters in. */
function demoReads(progress: number, status: 'CURRENT' | 'PAUSED' = 'CURRENT'): Media {
  const { manga } = seeded();
  harness.sim.world.saveListEntry(demoId(), { mediaId: manga.id, status, progress });
  return manga;
}

/** What the finder must ask about: Demo's releasing manga being read. */
function demoReleasingReading(): number[] {
  const { world } = harness.sim;
  return world.listEntries(demoId(), 'MANGA').filter((e) => e.status === 'CURRENT' && world.getMedia(e.mediaId)?.status === 'RELEASING').map((e) => e.mediaId);
}

async function scan(page: Page, path = `/user/${DEMO}/mangalist`): Promise<void> {
  await harness.goto(page, path);
  await page.click('#hohNewChapters', { timeout: TIMEOUT });
}

async function finished(page: Page): Promise<string> {
  await page.waitForFunction((selector) => {
    const text = document.querySelector(selector)?.textContent ?? '';
    return text !== '' && !text.startsWith('Scanning...');
  }, STATUS, { timeout: TIMEOUT });
  return (await page.textContent(STATUS))!;
}

const isList = (operation: string) => operation.includes('query NewChaptersList');
const isPacked = (operation: string) => operation.includes('query Packed') && operation.includes('activities(mediaId');

describe("new chapters finder ('newChapters')", () => {
  it('lists the manga whose guessed latest chapter is ahead, asking about each releasing manga being read, 20 to a request', async () => {
    const { latest } = seeded();
    // The newest reader is 9 ahead; with weight 20, k = 1 + ceil(20 / 10) = 3 readers agree on the runner-up.
    expect(latest[0] - latest[1]).toBe(9);
    expect(latest[1]).toBe(latest[3]);
    const guess = latest[1];
    const manga = demoReads(guess - 4);
    // More than one batch: Demo starts reading ten more releasing manga (no activity, so no guess).
    const { world } = harness.sim;
    const more = [...world.allMedia('MANGA')].filter((m) => m.status === 'RELEASING' && !m.isAdult && !world.listEntryFor(demoId(), m.id)).slice(0, 10);
    for (const m of more) world.saveListEntry(demoId(), { mediaId: m.id, status: 'CURRENT', progress: 1 });
    expect(demoReleasingReading().length).toBeGreaterThan(20);
    const page = await harness.newPage({ siteUser: DEMO });
    harness.clearRequests();
    await scan(page);
    await expect(page.textContent(STATUS)).resolves.toMatch(/^Scanning\.\.\./);
    await expect(finished(page)).resolves.toBe(strings.found(1));
    const item = page.locator('#hohNewChaptersWrap li');
    await expect(item.count()).resolves.toBe(1);
    await expect(item.textContent()).resolves.toContain(`${strings.item(guess - 4, guess)}${strings.behind(4)}`);
    await expect(item.locator('a').getAttribute('href')).resolves.toBe(`/manga/${manga.id}/`);

    const lists = harness.requests().filter((r) => isList(r.operation));
    expect(lists.map((r) => r.variables)).toEqual([{ userName: DEMO }]);
    const packed = harness.requests().filter((r) => isPacked(r.operation));
    const asked = packed.flatMap((r) => Object.values(r.variables ?? {}) as number[]);
    expect(asked.sort((a, b) => a - b)).toEqual(demoReleasingReading().sort((a, b) => a - b));
    expect(packed.every((r) => Object.keys(r.variables ?? {}).length <= 20)).toBe(true);
    expect(packed).toHaveLength(Math.ceil(asked.length / 20));
    expect(packed.length).toBeGreaterThan(1);
    await page.close();
  });

  it("says 'No new items found :(' when the guess is not ahead, 30 or more ahead, or the manga is not being read", async () => {
    const { latest } = seeded();
    const guess = latest[1];
    for (const [progress, status] of [[guess, 'CURRENT'], [guess - 30, 'CURRENT'], [guess - 4, 'PAUSED']] as const) {
      demoReads(progress, status);
      const page = await harness.newPage();
      await scan(page);
      await expect(finished(page)).resolves.toBe(strings.nothing);
      await expect(page.locator('#hohNewChaptersWrap li').count()).resolves.toBe(0);
      await page.close();
    }
    // 29 ahead still counts.
    demoReads(guess - 29);
    const page = await harness.newPage();
    await scan(page);
    await expect(finished(page)).resolves.toBe(strings.found(1));
    await page.close();
  });

  it('works for visitors on anyone\'s list, and is only on manga lists', async () => {
    const guest = await harness.newPage();
    harness.clearRequests();
    await scan(guest, '/user/Aoi/mangalist');
    await finished(guest);
    expect(harness.requests().filter((r) => isList(r.operation)).map((r) => r.variables)).toEqual([{ userName: 'Aoi' }]);
    await harness.goto(guest, '/user/Aoi/animelist');
    await guest.waitForSelector('#hohDraw3x3', { timeout: TIMEOUT });
    await expect(guest.locator('#hohNewChapters').count()).resolves.toBe(0);
    await guest.close();
  });

  it('says the list could not be loaded when the API fails, and waits out a 429 on the guesses', async () => {
    const failing = await harness.newPage();
    await refuseOperation(failing, 'query NewChaptersList', { status: 500 });
    await scan(failing);
    await expect(finished(failing)).resolves.toBe(strings.listFailed(DEMO));
    await failing.close();

    const { latest } = seeded();
    demoReads(latest[1] - 2);
    const limited = await harness.newPage();
    const refused = await refuseOperation(limited, 'query Packed', { status: 429, times: 1, retryAfter: 1 });
    await scan(limited);
    await expect(finished(limited)).resolves.toBe(strings.found(1));
    expect(refused()).toBe(1);
    await limited.close();
  });

  it('tells how many manga could not be checked when a packed request fails', async () => {
    demoReads(seeded().latest[1] - 2);
    const page = await harness.newPage();
    await refuseOperation(page, 'query Packed', { status: 500 });
    await scan(page);
    await expect(finished(page)).resolves.toBe(strings.someFailed(demoReleasingReading().length));
    await page.close();
  });
});
