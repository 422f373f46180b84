// End to end: the not-found explanations of /user/{name} and /user/{name}/submissions
// ('userNotFound', always on) from the built userscript in Chromium on the simulator, which
// (like AniList, host-dom.md §2.21) shows the address first and then replaces it with /404.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';
import type { NewPageOptions } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

const MODULE = 'userNotFound';
const ANILIST_TEXT = 'This page could not be found.';

const harness = useHarness();

async function tryAddress(path: string, options: NewPageOptions = {}): Promise<Page> {
  const page = await harness.newPage(options);
  await page.goto(`https://anilist.co${path}`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => location.pathname === '/404', undefined, { timeout: 60_000 });
  await page.waitForSelector('.not-found');
  return page;
}

const notFoundText = (page: Page) => page.$eval('.not-found', (element) => element.textContent?.trim() ?? '');
const lookups = (name: string) =>
  harness.requests().filter((request) => request.operation.includes('query UserIdByName') && (request.variables as { name?: string } | null)?.name === name);

describe(`not-found messages for profiles ('${MODULE}')`, () => {
  it('says a member has blocked you when the API still knows them', async () => {
    harness.clearRequests();
    const page = await tryAddress(`/user/${NOTABLE_USERS.blocker}/`, { siteUser: NOTABLE_USERS.demo });
    await expect.poll(() => notFoundText(page)).toBe(`${NOTABLE_USERS.blocker} has blocked you`);
    expect(lookups(NOTABLE_USERS.blocker)).toHaveLength(1);
    await page.context().close();
  });

  it('says a submission was probably denied for a /submissions address', async () => {
    const page = await tryAddress(`/user/${NOTABLE_USERS.blocker}/submissions`, { siteUser: NOTABLE_USERS.demo });
    await expect.poll(() => notFoundText(page)).toBe('This submission was probably denied');
    await page.context().close();
  });

  it('says a private or unknown name does not exist or has a private profile', async () => {
    for (const name of [NOTABLE_USERS.private, 'NoSuchMember']) {
      const page = await tryAddress(`/user/${name}/`);
      await expect.poll(() => notFoundText(page)).toBe(`${name} does not exist or has a private profile`);
      await page.context().close();
    }
  });

  it('explains it too when the script starts only after AniList has moved to /404 (a busy machine)', async () => {
    const page = await tryAddress(`/user/${NOTABLE_USERS.blocker}/submissions`, { siteUser: NOTABLE_USERS.demo, scriptWaitsForPath: '/404' });
    await expect.poll(() => notFoundText(page)).toBe('This submission was probably denied');
    await page.context().close();
  });

  it('answers "Nope." for the reserved name', async () => {
    const page = await tryAddress('/user/ModChan');
    await expect.poll(() => notFoundText(page)).toBe('Nope.');
    await page.context().close();
  });

  it('leaves AniList\'s text when the lookup fails', async () => {
    const page = await harness.newPage();
    const refused = await refuseOperation(page, 'query UserIdByName', { status: 500 });
    await page.goto(`https://anilist.co/user/${NOTABLE_USERS.private}/`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => location.pathname === '/404', undefined, { timeout: 60_000 });
    await expect.poll(refused).toBeGreaterThan(0);
    await page.waitForSelector('.not-found');
    expect(await notFoundText(page)).toContain(ANILIST_TEXT);
    await page.context().close();
  });

  it('explains nothing on a /404 reached from elsewhere after visiting a profile', async () => {
    const adult = [...harness.sim.world.allMedia('ANIME')].find((media) => media.isAdult)!;
    const page = await harness.newPage();
    await harness.goto(page, `/user/${NOTABLE_USERS.demo}/`);
    await page.waitForSelector('.user-page-unscoped');
    harness.clearRequests();
    // A guest is refused an adult anime: AniList goes /anime/{id} → /404 (mediaNotFound's case).
    await page.evaluate((path) => (window as unknown as { __simNavigate(path: string): void }).__simNavigate(path), `/anime/${adult.id}`);
    await page.waitForFunction(() => location.pathname === '/404', undefined, { timeout: 60_000 });
    await page.waitForSelector('.not-found');
    await expect.poll(() => notFoundText(page)).toContain('adult content');
    expect(await notFoundText(page)).not.toContain(NOTABLE_USERS.demo);
    expect(harness.requests().filter((request) => request.operation.includes('UserIdByName'))).toEqual([]);
    await page.context().close();
  });
});
