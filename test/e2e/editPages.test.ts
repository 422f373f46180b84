// End to end: 'enumerateSubmissionStaff' on the simulator's /edit/anime/{id}, from the built
// userscript in Chromium. The seeded media credits two people more than once; their rows are
// numbered, the others are not, and rows added while editing are renumbered.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media, World } from '../../sim/index.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { simNavigate } from '../helpers/pageActions.ts';
import { repeatNumbers } from '../../src/modules/enumerateSubmissionStaff/numbering.ts';

const WAIT = { timeout: 60_000 };
let harness: Harness;
let world: World;
let media: Media;

beforeAll(async () => {
  harness = await startHarness();
  world = harness.sim.world;
  media = world.allMedia('ANIME').find((m) => new Set(m.staff.map((s) => s.staffId)).size < m.staff.length)!;
});

afterAll(async () => {
  await harness?.close();
});

/** Per staff row: the number shown before its image link, or null. */
const numbersShown = (page: Page) =>
  page.$$eval('.staff-row .col > .image', (links) =>
    links.map((link) => (link.previousElementSibling?.classList.contains('hohEnumerateStaff') ? link.previousElementSibling.textContent : null)),
  );

describe("edit form staff numbering ('enumerateSubmissionStaff')", () => {
  it('numbers the rows of people credited more than once, in row order', async () => {
    const page = await harness.newPage({ siteUser: world.demoUser.name });
    await harness.goto(page, `/edit/anime/${media.id}`);
    const expected = repeatNumbers(media.staff.filter((s) => world.getStaff(s.staffId)).map((s) => `/staff/${s.staffId}`)).map((n) => (n === null ? null : String(n)));
    expect(expected.filter((n) => n !== null).length).toBeGreaterThanOrEqual(4);
    await expect.poll(() => numbersShown(page), WAIT).toEqual(expected);
  });

  it('renumbers when a row is added or removed while editing; leaves nothing on navigation', async () => {
    const page = await harness.newPage({ siteUser: world.demoUser.name });
    await harness.goto(page, `/edit/anime/${media.id}`);
    await page.waitForSelector('.hohEnumerateStaff', WAIT);
    // The editor adds another row for the first person (AniList's form adds rows in place).
    await page.evaluate(() => {
      const first = document.querySelector('.staff-row')!;
      first.parentElement!.append(first.cloneNode(true));
      for (const span of document.querySelectorAll('.staff-row:last-child .hohEnumerateStaff')) span.remove();
    });
    const hrefs = () => page.$$eval('.staff-row .col > .image', (links) => links.map((l) => l.getAttribute('href') ?? ''));
    await expect.poll(async () => numbersShown(page), WAIT).toEqual(repeatNumbers(await hrefs()).map((n) => (n === null ? null : String(n))));
    const added = (await numbersShown(page)).at(-1);
    expect(added).not.toBeNull();
    await page.evaluate(() => document.querySelector('.staff-row:last-child')!.remove());
    await expect.poll(async () => numbersShown(page), WAIT).toEqual(repeatNumbers(await hrefs()).map((n) => (n === null ? null : String(n))));
    await simNavigate(page, '/home');
    expect(await page.$$('.hohEnumerateStaff')).toHaveLength(0);
  });

  it('a form with no repeated person gets no numbers', async () => {
    const plain = world.allMedia('ANIME').find((m) => m.staff.length > 1 && new Set(m.staff.map((s) => s.staffId)).size === m.staff.length)!;
    const page = await harness.newPage({ siteUser: world.demoUser.name });
    await harness.goto(page, `/edit/anime/${plain.id}`);
    await page.waitForSelector('.staff-row .col > .image', WAIT);
    // The numbering module has started once the router lists it (it numbers the rows as soon as
    // they are there, and they are); the short window is for a number drawn late all the same.
    await page.waitForFunction(() => window.automailDebug?.listActive().modules.includes('enumerateSubmissionStaff') === true, undefined, WAIT);
    await page.waitForTimeout(500);
    expect(await page.$$('.hohEnumerateStaff')).toHaveLength(0);
  });
});
