// End to end: tag descriptions in AniList's tag picker ('tagDescriptions'), from the built
// userscript in Chromium on the simulator's /anime/{id}: the sidebar's "+" opens the add-tag
// dialog, whose select lists every tag of the world (over 205 options, spec doc 3 §5).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media, MediaTagDefinition } from '../../sim/world/types.ts';
import { TAG_WITHOUT_DESCRIPTION } from '../../sim/world/seedTagVocabulary.ts';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { DESCRIPTION_ID, MISSING_DESCRIPTION } from '../../src/modules/tagDescriptions/index.tsx';

const TIMEOUT = 60_000;
const ON = { tagDescriptions: true };
const isTagQuery = (operation: string) => operation.includes('query TagCollection');
let harness: Harness;
let demoName: string;

beforeAll(async () => {
  harness = await startHarness();
  demoName = harness.sim.world.demoUser.name;
});

afterAll(async () => {
  await harness?.close();
});

function animeWithTags(): Media {
  const media = [...harness.sim.world.allMedia('ANIME')].find((m) => !m.isAdult && m.tags.length > 0);
  if (!media) throw new Error('no anime with tags in the world');
  return media;
}

function tagNamed(name: string): MediaTagDefinition {
  const tag = harness.sim.world.tags().find((t) => t.name === name);
  if (!tag) throw new Error(`no tag ${name} in the world`);
  return tag;
}

/** Opens the media page's add-tag dialog and its tag select, as a signed-in visitor does. */
async function openPicker(page: Page, media: Media): Promise<void> {
  await harness.goto(page, `/anime/${media.id}`);
  await page.hover('.media .sidebar .tags h2', { timeout: TIMEOUT });
  await page.click('.media .sidebar .tags .add-icon', { timeout: TIMEOUT });
  await page.click('.tag-dialog .el-select .el-input__inner', { timeout: TIMEOUT });
  await expect.poll(() => page.locator('.tag-dialog .el-select-dropdown__item').count(), { timeout: TIMEOUT }).toBeGreaterThan(205);
}

function option(page: Page, name: string) {
  return page.locator('.tag-dialog .el-select-dropdown__item', { has: page.locator(`span:text-is(${JSON.stringify(name)})`) });
}

const description = (page: Page) => page.locator(`#${DESCRIPTION_ID}`);

describe("tag descriptions in the tag picker ('tagDescriptions')", () => {
  it("hovering a tag shows the world's description in the dialog, before the body's 3rd child; one request", async () => {
    const tag = tagNamed('Volleyball');
    const page = await harness.newPage({ siteUser: demoName, settings: ON });
    harness.clearRequests();
    await openPicker(page, animeWithTags());
    await option(page, tag.name).hover({ timeout: TIMEOUT });
    await expect.poll(() => description(page).textContent(), { timeout: TIMEOUT }).toBe(tag.description);
    await expect(page.$eval(`#${DESCRIPTION_ID}`, (line) => line.parentElement?.classList.contains('el-dialog__body') && line.parentElement.children[2] === line)).resolves.toBe(true);
    // another tag: the same line changes, no second request
    const other = tagNamed('Shounen');
    await option(page, other.name).hover({ timeout: TIMEOUT });
    await expect.poll(() => description(page).textContent(), { timeout: TIMEOUT }).toBe(other.description);
    await expect(page.locator(`#${DESCRIPTION_ID}`).count()).resolves.toBe(1);
    expect(harness.requests().filter((r) => isTagQuery(r.operation))).toHaveLength(1);
    await page.close();
  });

  it(`a tag without a description says '${MISSING_DESCRIPTION}'`, async () => {
    expect(tagNamed(TAG_WITHOUT_DESCRIPTION).description).toBeNull();
    const page = await harness.newPage({ siteUser: demoName, settings: ON });
    await openPicker(page, animeWithTags());
    await option(page, TAG_WITHOUT_DESCRIPTION).hover({ timeout: TIMEOUT });
    await expect.poll(() => description(page).textContent(), { timeout: TIMEOUT }).toBe(MISSING_DESCRIPTION);
    await page.close();
  });

  it("adds no second copy where AniList's option already shows the tag's description; still fills in where it shows none", async () => {
    const tag = tagNamed('Volleyball');
    const page = await harness.newPage({ siteUser: demoName, settings: ON });
    // The simulator's switch draws AniList's own description line in every option that has one.
    const media = animeWithTags();
    await harness.goto(page, `/anime/${media.id}?sim-tag-descriptions`);
    await page.hover('.media .sidebar .tags h2', { timeout: TIMEOUT });
    await page.click('.media .sidebar .tags .add-icon', { timeout: TIMEOUT });
    await page.click('.tag-dialog .el-select .el-input__inner', { timeout: TIMEOUT });
    await expect.poll(() => page.locator('.tag-dialog .el-select-dropdown__item').count(), { timeout: TIMEOUT }).toBeGreaterThan(205);
    await expect(option(page, tag.name).locator('.description').textContent()).resolves.toBe(tag.description);
    const answered = page.waitForResponse((response) => response.url().startsWith('https://graphql.anilist.co') && isTagQuery(response.request().postData() ?? ''), { timeout: TIMEOUT });
    await option(page, tag.name).hover({ timeout: TIMEOUT });
    await answered;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(description(page).count()).resolves.toBe(0);
    // A tag AniList has no description for: its option shows none, so the module says so.
    await expect(option(page, TAG_WITHOUT_DESCRIPTION).locator('.description').count()).resolves.toBe(0);
    await option(page, TAG_WITHOUT_DESCRIPTION).hover({ timeout: TIMEOUT });
    await expect.poll(() => description(page).textContent(), { timeout: TIMEOUT }).toBe(MISSING_DESCRIPTION);
    // Back on a natively described tag, the module's line goes away again.
    await option(page, 'Shounen').hover({ timeout: TIMEOUT });
    await expect.poll(() => description(page).count(), { timeout: TIMEOUT }).toBe(0);
    await page.close();
  });

  it('keeps the tag collection 3 h: a second visit asks the API nothing', async () => {
    const page = await harness.newPage({ siteUser: demoName, settings: ON });
    await openPicker(page, animeWithTags());
    const first = tagNamed('Tennis');
    await option(page, first.name).hover({ timeout: TIMEOUT });
    await expect.poll(() => description(page).textContent(), { timeout: TIMEOUT }).toBe(first.description);
    harness.clearRequests();
    await openPicker(page, [...harness.sim.world.allMedia('ANIME')].filter((m) => !m.isAdult && m.tags.length > 0)[1]);
    const second = tagNamed('Golf');
    await option(page, second.name).hover({ timeout: TIMEOUT });
    await expect.poll(() => description(page).textContent(), { timeout: TIMEOUT }).toBe(second.description);
    expect(harness.requests().filter((r) => isTagQuery(r.operation))).toHaveLength(0);
    await page.close();
  });

  it('an API error shows no description; the next hover after it asks again and shows it', async () => {
    const page = await harness.newPage({ siteUser: demoName, settings: ON });
    const refused = await refuseOperation(page, 'query TagCollection', { status: 500, times: 1 });
    await openPicker(page, animeWithTags());
    const tag = tagNamed('Swimming');
    await option(page, tag.name).hover({ timeout: TIMEOUT });
    await expect.poll(() => refused(), { timeout: TIMEOUT }).toBe(1);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(description(page).count()).resolves.toBe(0);
    const other = tagNamed('Cycling');
    await expect.poll(async () => {
      await option(page, other.name).hover({ timeout: TIMEOUT });
      return description(page).textContent({ timeout: 1000 }).catch(() => null);
    }, { timeout: TIMEOUT }).toBe(other.description);
    await page.close();
  });

  it('under a 429 asks again after Retry-After and then shows the description', async () => {
    const page = await harness.newPage({ siteUser: demoName, settings: ON });
    const refused = await refuseOperation(page, 'query TagCollection', { status: 429, times: 1, retryAfter: 1 });
    harness.clearRequests();
    await openPicker(page, animeWithTags());
    const tag = tagNamed('Fishing');
    await option(page, tag.name).hover({ timeout: TIMEOUT });
    await expect.poll(() => description(page).textContent(), { timeout: 60_000 }).toBe(tag.description);
    expect(refused()).toBe(1);
    expect(harness.requests().filter((r) => isTagQuery(r.operation)).map((r) => r.status)).toEqual([200]);
    await page.close();
  });

  it('switched off, hovering shows nothing and asks nothing', async () => {
    const page = await harness.newPage({ siteUser: demoName, settings: { tagDescriptions: false } });
    harness.clearRequests();
    await openPicker(page, animeWithTags());
    await expect.poll(() => page.evaluate(() => window.automailDebug?.listActive().modules ?? []), { timeout: TIMEOUT }).toContain('relativeTimes');
    await expect(page.evaluate(() => window.automailDebug?.listActive().modules ?? [])).resolves.not.toContain('tagDescriptions');
    await option(page, 'Volleyball').hover({ timeout: TIMEOUT });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(description(page).count()).resolves.toBe(0);
    expect(harness.requests().filter((r) => isTagQuery(r.operation))).toHaveLength(0);
    await page.close();
  });
});
