// End to end: the score editor ('entryScore') on the simulator's /anime/{id} and /manga/{id}, run
// from the built userscript in Chromium. Asserts on what the user sees against the world, and on
// what reached the API: the entry query (userName, mediaId, with the token) and the saves.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import type { MediaListEntry, ScoreFormat } from '../../sim/world/types.ts';
import { rawToFormat } from '../../sim/world/scores.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { targetStatuses, withRefusal } from '../helpers/rateFill.ts';
import { strings } from '../../src/modules/entryScore/strings.ts';

const MODULE_ID = 'entryScore';
const DEMO = NOTABLE_USERS.demo;
const EDITOR = '#hohEntryScore';
const TIMEOUT = 60_000;

const harness = useHarness();

function demoUser() {
  const user = harness.sim.world.getUserByName(DEMO);
  if (!user) throw new Error('no Demo user in the world');
  return user;
}

function setFormat(format: ScoreFormat): void {
  demoUser().mediaListOptions.scoreFormat = format;
}

/** A Demo anime entry of the wanted status (with a known length; watched ones with a mid score). */
function demoEntry(status: MediaListEntry['status'], skip: ReadonlySet<number> = new Set()): MediaListEntry {
  const { world } = harness.sim;
  const entry = world.listEntries(demoUser().id, 'ANIME').find((e) => {
    const media = world.getMedia(e.mediaId);
    if (e.status !== status || skip.has(e.mediaId) || !media?.episodes || media.isAdult) return false;
    return status !== 'CURRENT' || (e.progress < media.episodes && e.scoreRaw >= 20 && e.scoreRaw <= 90);
  });
  if (!entry) throw new Error(`Demo has no suitable ${status} entry`);
  return entry;
}

const used = new Set<number>();
/** A fresh entry per test (saves in one test must not change another's starting values). */
function freshEntry(status: MediaListEntry['status'] = 'CURRENT'): MediaListEntry {
  const entry = demoEntry(status, used);
  used.add(entry.mediaId);
  return entry;
}

const isEntryQuery = (operation: string) => operation.includes('MediaList(userName');
const isSave = (operation: string) => operation.includes('SaveMediaListEntry');

function entryAnswer(page: Page) {
  return page.waitForResponse((response) => response.url().startsWith('https://graphql.anilist.co') && isEntryQuery(response.request().postData() ?? ''), { timeout: TIMEOUT });
}

/** Two frames after the entry's answer arrived: the module has drawn, or decided not to. */
async function afterEntryAnswer(page: Page, answered: Promise<unknown>): Promise<void> {
  await answered;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function openEditor(page: Page, mediaId: number, type = 'anime'): Promise<void> {
  await harness.goto(page, `/${type}/${mediaId}`);
  await page.waitForSelector(`${EDITOR} .hohEntryScoreRow`, { timeout: TIMEOUT });
}

const scoreInput = (page: Page) => page.locator(`${EDITOR} .hohEntryScoreInput`);
const message = (page: Page) => page.locator(`${EDITOR} .hohEntryScoreMessage`);

describe("score editor ('entryScore')", () => {
  it('shows the score and progress of a watched anime under the status button, read with the token', async () => {
    setFormat('POINT_10_DECIMAL');
    const entry = freshEntry();
    const media = harness.sim.world.getMedia(entry.mediaId)!;
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    harness.clearRequests();
    await openEditor(page, entry.mediaId);
    await expect(scoreInput(page).inputValue()).resolves.toBe(String(rawToFormat(entry.scoreRaw, 'POINT_10_DECIMAL')));
    await expect(page.textContent(`${EDITOR} .hohEntryProgressValue`)).resolves.toBe(`${entry.progress}/${media.episodes}`);
    await expect(page.textContent(`${EDITOR} .hohEntryScoreMax`)).resolves.toBe('/10');
    // Under the status button: inside the block that holds the list button.
    await expect(page.$eval(EDITOR, (box) => box.parentElement?.querySelector('.list .add') !== null)).resolves.toBe(true);
    const queries = harness.requests().filter((r) => isEntryQuery(r.operation));
    expect(queries).toHaveLength(1);
    expect(queries[0].variables).toMatchObject({ userName: DEMO, mediaId: entry.mediaId });
    expect(queries[0].token).not.toBeNull();
    await page.close();
  });

  it('raises the score by 0.1 with + and saves it by mediaId; the world changes', async () => {
    setFormat('POINT_10_DECIMAL');
    const entry = freshEntry();
    const before = rawToFormat(entry.scoreRaw, 'POINT_10_DECIMAL');
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openEditor(page, entry.mediaId);
    harness.clearRequests();
    await page.click(`${EDITOR} button[aria-label="${strings.raiseScore}"]`);
    const expected = Math.round((before + 0.1) * 10) / 10;
    await expect.poll(() => harness.sim.world.listEntryFor(demoUser().id, entry.mediaId)?.scoreRaw, { timeout: TIMEOUT }).toBe(Math.round(expected * 10));
    const saves = harness.requests().filter((r) => isSave(r.operation));
    expect(saves).toHaveLength(1);
    expect(saves[0].variables).toEqual({ mediaId: entry.mediaId, score: expected });
    await expect(scoreInput(page).inputValue()).resolves.toBe(String(expected));
    await page.close();
  });

  it('types a score in the 100-point format and saves it; the cache (30 s) shows it after a reload', async () => {
    setFormat('POINT_100');
    const entry = freshEntry();
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openEditor(page, entry.mediaId);
    await expect(page.textContent(`${EDITOR} .hohEntryScoreMax`)).resolves.toBe('/100');
    await scoreInput(page).fill('73');
    await scoreInput(page).press('Enter');
    await expect.poll(() => harness.sim.world.listEntryFor(demoUser().id, entry.mediaId)?.scoreRaw, { timeout: TIMEOUT }).toBe(73);
    harness.clearRequests();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector(`${EDITOR} .hohEntryScoreInput`, { timeout: TIMEOUT });
    await expect(scoreInput(page).inputValue()).resolves.toBe('73');
    expect(harness.requests().filter((r) => isEntryQuery(r.operation))).toHaveLength(0);
    await page.close();
  });

  it('clamps a score above 10 or below 1 to the bound and does not save it', async () => {
    setFormat('POINT_10');
    const entry = freshEntry();
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openEditor(page, entry.mediaId);
    harness.clearRequests();
    await scoreInput(page).fill('14');
    await scoreInput(page).press('Enter');
    // The clamped value is drawn with the editor's next render.
    await expect.poll(() => scoreInput(page).inputValue(), { timeout: TIMEOUT }).toBe('10');
    await expect(message(page).textContent()).resolves.toBe(strings.clamped(1, 10));
    await scoreInput(page).fill('0');
    await scoreInput(page).press('Enter');
    await expect.poll(() => scoreInput(page).inputValue(), { timeout: TIMEOUT }).toBe('1');
    await scoreInput(page).fill('seven');
    await scoreInput(page).press('Enter');
    // The editor has answered the Enter (it says the score is invalid) before the saves are counted.
    await page.locator(`${EDITOR} .hohEntryScoreMessage`, { hasText: strings.invalid }).waitFor({ timeout: TIMEOUT });
    expect(harness.requests().filter((r) => isSave(r.operation))).toHaveLength(0);
    expect(harness.sim.world.listEntryFor(demoUser().id, entry.mediaId)?.scoreRaw).toBe(entry.scoreRaw);
    await page.close();
  });

  it('adds one to the progress with its + button and saves the progress', async () => {
    setFormat('POINT_10_DECIMAL');
    const entry = freshEntry();
    const start = entry.progress;
    const media = harness.sim.world.getMedia(entry.mediaId)!;
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openEditor(page, entry.mediaId);
    harness.clearRequests();
    await page.click(`${EDITOR} button[aria-label="${strings.addProgress}"]`);
    await expect.poll(() => harness.sim.world.listEntryFor(demoUser().id, entry.mediaId)?.progress, { timeout: TIMEOUT }).toBe(start + 1);
    expect(harness.requests().filter((r) => isSave(r.operation)).map((r) => r.variables)).toEqual([{ mediaId: entry.mediaId, progress: start + 1 }]);
    await expect(page.textContent(`${EDITOR} .hohEntryProgressValue`)).resolves.toBe(`${start + 1}/${media.episodes}`);
    await page.close();
  });

  it('shows a 5-point score read-only, without editing controls', async () => {
    setFormat('POINT_5');
    const entry = freshEntry('COMPLETED');
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openEditor(page, entry.mediaId);
    await expect(page.textContent(`${EDITOR} .hohEntryScoreValue`)).resolves.toBe(`${rawToFormat(entry.scoreRaw, 'POINT_5')}★`);
    await expect(page.locator(`${EDITOR} .hohEntryScoreInput`).count()).resolves.toBe(0);
    await expect(page.locator(`${EDITOR} button[aria-label="${strings.raiseScore}"]`).count()).resolves.toBe(0);
    await page.close();
  });

  it('is not shown for a planned entry', async () => {
    setFormat('POINT_10_DECIMAL');
    const entry = freshEntry('PLANNING');
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    const answered = entryAnswer(page);
    await harness.goto(page, `/anime/${entry.mediaId}`);
    await afterEntryAnswer(page, answered);
    await expect(page.locator(EDITOR).count()).resolves.toBe(0);
    await page.close();
  });

  it("draws nothing where AniList renders its own score control in the status block, and its editor where AniList does not", async () => {
    setFormat('POINT_10_DECIMAL');
    const entry = freshEntry();
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    // The simulator's switch draws AniList's own readout (`.cover-wrap .list .score`, the element
    // the module checks) on this visit only.
    const answered = entryAnswer(page);
    await harness.goto(page, `/anime/${entry.mediaId}?sim-native-score`);
    await page.waitForSelector('.header .cover-wrap .list .score', { timeout: TIMEOUT });
    await afterEntryAnswer(page, answered);
    await expect(page.locator(EDITOR).count()).resolves.toBe(0);
    await expect(page.locator('.header .cover-wrap .list .score').count()).resolves.toBe(1);
    // The same entry on the same page without AniList's control: the editor is there.
    await harness.goto(page, `/anime/${entry.mediaId}`);
    await page.waitForSelector(`${EDITOR} .hohEntryScoreRow`, { timeout: TIMEOUT });
    await expect(page.locator('.header .cover-wrap .list .score').count()).resolves.toBe(0);
    await page.close();
  });

  it("steps aside when AniList draws its own score control after the editor", async () => {
    setFormat('POINT_10_DECIMAL');
    const entry = freshEntry();
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openEditor(page, entry.mediaId);
    await expect(page.isVisible(EDITOR)).resolves.toBe(true);
    // AniList adds its own readout to the status block later (as a Vue re-render would).
    await page.evaluate(() => {
      const native = document.createElement('div');
      native.className = 'score';
      native.textContent = 'Progress 3';
      document.querySelector('.header .cover-wrap .list')!.append(native);
    });
    await page.waitForSelector(EDITOR, { state: 'hidden', timeout: TIMEOUT });
    await page.close();
  });

  it('signed out of the script: no editor and no entry query', async () => {
    const entry = demoEntry('CURRENT');
    const page = await harness.newPage({ siteUser: DEMO });
    harness.clearRequests();
    await harness.goto(page, `/anime/${entry.mediaId}`);
    await page.waitForSelector('.header .actions .list .add', { timeout: TIMEOUT });
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-automail-version')), { timeout: TIMEOUT }).toBe(true);
    await expect(page.evaluate(() => window.automailDebug?.listActive().modules ?? [])).resolves.not.toContain(MODULE_ID);
    await expect(page.locator(EDITOR).count()).resolves.toBe(0);
    expect(harness.requests().filter((r) => isEntryQuery(r.operation))).toHaveLength(0);
    await page.close();
  });

  it('an API error while reading the entry shows nothing and breaks nothing', async () => {
    const entry = freshEntry();
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    harness.sim.setOutage({ kind: '500', ms: 60_000 });
    try {
      const answered = entryAnswer(page);
      await harness.goto(page, `/anime/${entry.mediaId}`);
      await afterEntryAnswer(page, answered);
      await expect(page.locator(EDITOR).count()).resolves.toBe(0);
      await expect(page.locator('.header .actions .list .add').count()).resolves.toBe(1);
    } finally {
      harness.sim.setOutage(null);
    }
    await page.close();
  });

  it('a failed save shows the old score again and says so', async () => {
    setFormat('POINT_10_DECIMAL');
    const entry = freshEntry();
    const before = rawToFormat(entry.scoreRaw, 'POINT_10_DECIMAL');
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openEditor(page, entry.mediaId);
    harness.sim.setOutage({ kind: '500', ms: 60_000 });
    try {
      await page.click(`${EDITOR} button[aria-label="${strings.raiseScore}"]`);
      await expect.poll(() => message(page).textContent(), { timeout: TIMEOUT }).toBe(strings.scoreSaveFailed(`${before}/10`));
      await expect(scoreInput(page).inputValue()).resolves.toBe(String(before));
      await expect(page.getAttribute(`${EDITOR} .hohEntryScoreMessage`, 'role')).resolves.toBe('alert');
    } finally {
      harness.sim.setOutage(null);
    }
    expect(harness.sim.world.listEntryFor(demoUser().id, entry.mediaId)?.scoreRaw).toBe(entry.scoreRaw);
    await page.close();
  });

  it('leaves nothing behind when the visit ends', async () => {
    setFormat('POINT_10_DECIMAL');
    const entry = freshEntry();
    const page = await harness.newPage({ siteUser: DEMO, token: 'demo' });
    await openEditor(page, entry.mediaId);
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/home'));
    await page.waitForSelector(`.page-content[data-sim-path="/home"]`, { timeout: TIMEOUT, state: 'attached' });
    await expect.poll(() => page.evaluate(() => window.automailDebug?.listActive().modules ?? []), { timeout: TIMEOUT }).not.toContain(MODULE_ID);
    // The editor was there (openEditor waited for it): now gone.
    await expect.poll(() => page.locator(EDITOR).count(), { timeout: TIMEOUT }).toBe(0);
    await page.close();
  });
});

describe("score editor ('entryScore') under a 429", () => {
  const limited = useHarness({ world: () => harness.sim.world, rateLimit: 4, rateWindowMs: 3000 });

  it('waits out the rate limit and then shows the entry', async () => {
    const user = limited.sim.world.getUserByName(DEMO)!;
    const entry = limited.sim.world.listEntries(user.id, 'ANIME').find((e) => e.status === 'CURRENT' && !limited.sim.world.getMedia(e.mediaId)?.isAdult)!;
    const page = await limited.newPage({ siteUser: DEMO, token: 'demo' });
    limited.clearRequests();
    await withRefusal(limited, isEntryQuery, () => limited.goto(page, `/anime/${entry.mediaId}`));
    await page.waitForSelector(`${EDITOR} .hohEntryScoreRow`, { timeout: 60_000 });
    expect(targetStatuses(limited, isEntryQuery)).toEqual({ first: 429, last: 200 });
    await page.close();
  });
});
