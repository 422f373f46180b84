// End to end: the notes-tag index and the list search in the address ('tagIndex') on the
// simulator's list pages, from the built userscript in Chromium. What the user sees (the tags
// with their counts, the filtered rows, the address) and what reached the API (one notes query
// for the page's member and list type, then the 60 s cache).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';
import { tagIndex } from '../../src/lib/tagIndex.ts';

const DEMO = NOTABLE_USERS.demo;
const TIMEOUT = 60_000;
const TAGS = '#hohTagIndexWrap .tagIndex button';
const LIST = `/user/${DEMO}/animelist`;

const harness = useHarness();

const isNotes = (operation: string) => operation.includes('query ListNotesOnly');

/** The index a visitor (not the owner: no private entries) must see for Demo's anime list. */
function expectedIndex() {
  const { world } = harness.sim;
  const demo = world.getUserByName(DEMO)!;
  return tagIndex(world.listEntries(demo.id, 'ANIME').filter((e) => !e.private));
}

async function shownTags(page: Page): Promise<{ tag: string; count: number }[]> {
  await page.waitForSelector(TAGS, { timeout: TIMEOUT });
  return page.$$eval(TAGS, (buttons) => buttons.map((b) => ({ tag: b.firstElementChild!.textContent!, count: Number(b.querySelector('.count')!.textContent) })));
}

/** The notes of the rows the filter leaves visible. */
async function visibleNotes(page: Page): Promise<string[]> {
  return page.$$eval('.medialist .list-entries > .entry', (rows) => rows.filter((r) => (r as HTMLElement).offsetParent !== null).map((r) => r.querySelector('.notes')?.getAttribute('label') ?? ''));
}

describe("notes-tag index and the search in the address ('tagIndex')", () => {
  it('shows every #tag of the notes with its count, asked once for the member and list type', async () => {
    const expected = expectedIndex();
    expect(expected.length).toBeGreaterThan(2);
    const page = await harness.newPage();
    harness.clearRequests();
    await harness.goto(page, LIST);
    await expect(shownTags(page)).resolves.toEqual(expected);
    const asked = harness.requests().filter((r) => isNotes(r.operation));
    expect(asked.map((r) => r.variables)).toEqual([{ name: DEMO, listType: 'ANIME' }]);
    expect(expected.some((t) => t.tag.startsWith('#039'))).toBe(false);

    // Within 60 s the index comes from the cache.
    harness.clearRequests();
    await page.reload();
    await expect(shownTags(page)).resolves.toEqual(expected);
    expect(harness.requests().filter((r) => isNotes(r.operation))).toHaveLength(0);
    await page.close();
  });

  it('a tag filters the list through the filter box and goes into the address as ?search=; again clears it', async () => {
    const [top] = expectedIndex();
    const page = await harness.newPage({ siteUser: DEMO });
    await harness.goto(page, LIST);
    await page.locator(TAGS).filter({ hasText: top.tag }).first().click();
    await expect(page.inputValue('.medialist .entry-filter input')).resolves.toBe(top.tag);
    await expect.poll(() => new URL(page.url()).searchParams.get('search'), { timeout: TIMEOUT }).toBe(top.tag);
    const notes = await visibleNotes(page);
    expect(notes.length).toBeGreaterThanOrEqual(top.count);
    expect(notes.every((n) => n.toLowerCase().includes(top.tag.toLowerCase()))).toBe(true);
    await expect(page.locator(TAGS).filter({ hasText: top.tag }).first().getAttribute('aria-pressed')).resolves.toBe('true');

    await page.locator(TAGS).filter({ hasText: top.tag }).first().click();
    await expect(page.inputValue('.medialist .entry-filter input')).resolves.toBe('');
    await expect.poll(() => new URL(page.url()).search, { timeout: TIMEOUT }).toBe('');
    await page.close();
  });

  it('typed text goes into the address too, and a page opened with ?search= starts filtered', async () => {
    const page = await harness.newPage();
    await harness.goto(page, LIST);
    await page.waitForSelector(TAGS, { timeout: TIMEOUT });
    const title = (await page.textContent('.medialist .list-entries > .entry .title > a'))!.trim();
    const word = title.split(' ')[0];
    await page.fill('.medialist .entry-filter input', word);
    await expect.poll(() => new URL(page.url()).searchParams.get('search'), { timeout: TIMEOUT }).toBe(word);

    const opened = await harness.newPage();
    await harness.goto(opened, `${LIST}?search=${encodeURIComponent('#group')}`);
    await expect.poll(() => opened.inputValue('.medialist .entry-filter input'), { timeout: TIMEOUT }).toBe('#group');
    const notes = await visibleNotes(opened);
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((n) => n.toLowerCase().includes('#group'))).toBe(true);
    await opened.close();
    await page.close();
  });

  it('without the notes (API error) there is no index but the search still works; a 429 is waited out', async () => {
    const failing = await harness.newPage();
    const refused = await refuseOperation(failing, 'query ListNotesOnly', { status: 500 });
    await harness.goto(failing, `/user/Aoi/animelist?search=${encodeURIComponent('#group')}`);
    await expect.poll(() => failing.inputValue('.medialist .entry-filter input'), { timeout: TIMEOUT }).toBe('#group');
    await expect.poll(() => refused(), { timeout: TIMEOUT }).toBeGreaterThan(0);
    await failing.waitForSelector('#hohDraw3x3', { timeout: TIMEOUT });
    await expect(failing.locator('#hohTagIndexWrap').count()).resolves.toBe(0);
    await failing.close();

    const limited = await harness.newPage();
    const limitedRefused = await refuseOperation(limited, 'query ListNotesOnly', { status: 429, times: 1, retryAfter: 1 });
    await harness.goto(limited, LIST);
    await expect(shownTags(limited)).resolves.toEqual(expectedIndex());
    expect(limitedRefused()).toBe(1);
    await limited.close();
  });

  it('switched off: no index and the address keeps no search', async () => {
    const page = await harness.newPage({ settings: { tagIndex: false } });
    await harness.goto(page, LIST);
    await page.waitForSelector('#hohDraw3x3', { timeout: TIMEOUT });
    await page.fill('.medialist .entry-filter input', 'abc');
    await expect(page.locator('#hohTagIndexWrap').count()).resolves.toBe(0);
    expect(new URL(page.url()).search).toBe('');
    await page.close();
  });
});
