// End to end: the document-title fixes ('documentTitles', always on; host-dom.md §1.6, spec doc 1
// §2 'Find X · AniList') from the built userscript in Chromium on the simulator: browse pages keep
// 'Find X · AniList' whatever AniList writes late, a title naming its year twice is shortened,
// safe-for-work mode keeps 'Table of Contents', and other pages keep AniList's own title.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../helpers/useHarness.ts';

const MODULE_ID = 'documentTitles';

const harness = useHarness();

const active = async (page: Page) => (await page.evaluate(() => window.automailDebug!.listActive())).modules;
/** What AniList does when its app writes a page's title (a late render, a stale one). */
const aniListWrites = (page: Page, title: string) => page.evaluate((text) => { document.title = text; }, title);
const navigate = (page: Page, path: string) =>
  page.evaluate((to) => (window as unknown as { __simNavigate(path: string): void }).__simNavigate(to), path);

describe(`document titles ('${MODULE_ID}')`, () => {
  it("keeps 'Find X · AniList' on browse pages, landing routes included, whatever AniList writes", async () => {
    const page = await harness.newPage();
    await harness.goto(page, '/search/anime/this-season');
    await expect.poll(() => active(page), { timeout: 60_000 }).toContain(MODULE_ID);
    await aniListWrites(page, 'AniList');
    await expect.poll(() => page.title()).toBe('Find Anime · AniList');
    await navigate(page, '/search/studios');
    await page.waitForURL('https://anilist.co/search/studios');
    await aniListWrites(page, 'Find Anime · AniList');
    await expect.poll(() => page.title()).toBe('Find Studios · AniList');
    await page.close();
  });

  it('shortens a title that names its year twice, and leaves other titles as AniList wrote them', async () => {
    const page = await harness.newPage();
    await harness.goto(page, '/home');
    await expect.poll(() => active(page), { timeout: 60_000 }).toContain(MODULE_ID);
    const home = await page.title();
    expect(home).toMatch(/ · AniList$/);
    await aniListWrites(page, 'Haruhi (2009) (Suzumiya Haruhi no Yuuutsu (2009)) · AniList');
    await expect.poll(() => page.title()).toBe('Haruhi (Suzumiya Haruhi no Yuuutsu 2009) · AniList');
    await aniListWrites(page, 'Cowboy Bebop (1998) · AniList');
    // A later change proves the observer is still there and had nothing to do with this one.
    await aniListWrites(page, 'A (2001) (B (2001)) · AniList');
    await expect.poll(() => page.title()).toBe('A (B 2001) · AniList');
    await page.close();
  });

  it('leaves browse titles alone once the reader moves on', async () => {
    const page = await harness.newPage();
    await harness.goto(page, '/search/manga');
    await expect.poll(() => page.title(), { timeout: 60_000 }).toBe('Find Manga · AniList');
    await navigate(page, '/home');
    await page.waitForURL('https://anilist.co/home');
    await expect.poll(() => page.title()).not.toBe('Find Manga · AniList');
    await aniListWrites(page, 'Home · AniList');
    await expect.poll(() => active(page)).toContain(MODULE_ID);
    expect(await page.title()).toBe('Home · AniList');
    await page.close();
  });

  it("changes nothing in safe-for-work mode, where the title is 'Table of Contents'", async () => {
    const page = await harness.newPage({ settings: { SFWmode: true } });
    await harness.goto(page, '/search/anime');
    await expect.poll(() => active(page), { timeout: 60_000 }).toEqual(expect.arrayContaining([MODULE_ID, 'SFWmode']));
    await expect.poll(() => page.title()).toBe('Table of Contents');
    await aniListWrites(page, 'AniList');
    await expect.poll(() => page.title()).toBe('Table of Contents');
    await page.close();
  });
});
