// End to end: the score after "completed" ('completedScore') and "dropped" ('droppedScore')
// list activities in feeds, from the built userscript on the simulator. Labels are checked
// against the owners' entries in the world and their score formats; the lookups against what
// reached the API (one packed request for the entries on screen, none for cached ones); and the
// failure paths: an API error and a 429 leave the feed as it was, without labels.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import type { LoggedRequest } from '../../sim/api/log.ts';
import type { Activity, World } from '../../sim/world/types.ts';
import { formatScore } from '../../src/lib/scores.ts';
import { startHarness, waitForContent, type Harness } from '../helpers/harness.ts';
import { FEED_MODULES_OFF, openFeedPage, scrollForMore } from '../helpers/homeFeed.ts';

let harness: Harness;
let world: World;

beforeAll(async () => {
  harness = await startHarness();
  world = harness.sim.world;
});

afterAll(async () => {
  await harness?.close();
});

const DEMO = NOTABLE_USERS.demo;
const QUIET = FEED_MODULES_OFF;

type ListActivity = Extract<Activity, { mediaId: number }>;

interface SeenEntry {
  id: number;
  status: string;
  labels: string[];
}

const seen = (page: Page): Promise<SeenEntry[]> =>
  page.$$eval('.activity-feed > .activity-entry', (entries) =>
    entries.map((entry) => ({
      id: Number(entry.getAttribute('data-activity-id')),
      status: entry.querySelector('.status')?.firstChild?.textContent?.trim() ?? '',
      labels: [...entry.querySelectorAll('.status .hohListScore')].map((label) => label.textContent ?? ''),
    })),
  );

const listActivity = (id: number): ListActivity | null => {
  const a = world.getActivity(id);
  return a && (a.type === 'ANIME_LIST' || a.type === 'MANGA_LIST') ? a : null;
};

/** The label an anonymous lookup of the owner's entry gives: '' for none (unscored, hidden). */
function expectedLabel(a: ListActivity): string {
  const owner = world.getUserById(a.userId);
  const entry = world.listEntryFor(a.userId, a.mediaId);
  if (!owner || owner.private || !entry || entry.private) return '';
  return formatScore(entry.score, owner.mediaListOptions.scoreFormat);
}

const scoreRequests = (requests: LoggedRequest[] = harness.requests()) => requests.filter((r) => r.operation.includes('q0_MediaList: MediaList'));
const partsOf = (request: LoggedRequest) =>
  Object.keys(request.variables ?? {}).filter((key) => key.endsWith('_mediaId')).map((key) => {
    const prefix = key.slice(0, -'mediaId'.length);
    return `${String(request.variables?.[`${prefix}userName`])}:${String(request.variables?.[key])}`;
  });

const openFeed = (settings: Record<string, unknown>, path = '/home', siteUser: string | undefined = DEMO) => openFeedPage(harness, settings, path, siteUser);

/** Waits until every `verb` activity on screen shows what the world says (and no other has a label). */
async function expectLabels(page: Page, verb: 'completed' | 'dropped'): Promise<SeenEntry[]> {
  let entries: SeenEntry[] = [];
  await expect.poll(async () => {
    entries = await seen(page);
    return entries
      .map((e) => {
        const a = listActivity(e.id);
        const want = a && a.status.startsWith(verb) ? expectedLabel(a) : '';
        return want === '' ? (e.labels.length === 0 ? null : { id: e.id, want: [], got: e.labels }) : e.labels.join() === want ? null : { id: e.id, want, got: e.labels };
      })
      .filter((x) => x !== null);
  }, { timeout: 60_000 }).toEqual([]);
  return entries;
}

const scoredPairs = (entries: SeenEntry[], verb: string) =>
  [...new Set(entries.map((e) => listActivity(e.id)).filter((a): a is ListActivity => a !== null && a.status.startsWith(verb)).map((a) => `${world.getUserById(a.userId)!.name}:${a.mediaId}`))].sort();

describe("completed scores ('completedScore')", () => {
  it("labels completed activities with the owner's score in the owner's format, from one packed request", async () => {
    harness.clearRequests();
    const page = await openFeed({ completedScore: true });
    const entries = await expectLabels(page, 'completed');
    const labelled = entries.filter((e) => e.labels.length > 0);
    // The seeded top of the feed has a completed activity per score format, one unscored.
    const formats = new Set(labelled.map((e) => world.getUserById(listActivity(e.id)!.userId)!.mediaListOptions.scoreFormat));
    expect([...formats].sort()).toEqual(['POINT_10', 'POINT_100', 'POINT_10_DECIMAL', 'POINT_3', 'POINT_5']);
    expect(labelled.map((e) => e.labels[0])).toEqual(expect.arrayContaining([expect.stringMatching(/^\d+\/100$/), expect.stringMatching(/★$/), expect.stringMatching(/^:[()|]$/)]));
    const unscored = entries.filter((e) => {
      const a = listActivity(e.id);
      return a !== null && a.status === 'completed' && expectedLabel(a) === '';
    });
    expect(unscored.length).toBeGreaterThan(0);
    // What reached the API: one packed lookup of exactly the completed activities on screen, anonymous.
    const requests = scoreRequests();
    expect(requests).toHaveLength(1);
    expect(partsOf(requests[0]).sort()).toEqual(scoredPairs(entries, 'completed'));
    expect(requests[0].token).toBeNull();
    expect(requests[0].referer).toMatch(/^https:\/\/anilist\.co\//);
    await page.close();
  });

  it('labels the completed activities added by scrolling, asking only for the new ones', async () => {
    const page = await openFeed({ completedScore: true });
    await expectLabels(page, 'completed');
    const before = (await seen(page)).length;
    harness.clearRequests();
    await scrollForMore(page);
    const entries = await expectLabels(page, 'completed');
    const added = entries.slice(before);
    const newPairs = scoredPairs(added, 'completed');
    const oldPairs = new Set(scoredPairs(entries.slice(0, before), 'completed'));
    const asked = scoreRequests().flatMap(partsOf);
    expect(asked.sort()).toEqual(newPairs.filter((pair) => !oldPairs.has(pair)));
    await page.close();
  });

  it('serves labels from the 60 s cache after leaving and coming back', async () => {
    const page = await openFeed({ completedScore: true });
    await expectLabels(page, 'completed');
    const profile = page.locator(`#nav a.link[href^="/user/${DEMO}"]:not([href*="list"])`).first();
    const profilePath = new URL((await profile.getAttribute('href'))!, 'https://anilist.co').pathname;
    await profile.click();
    await waitForContent(page, profilePath);
    // The profile's feed is labelled too (and its own lookups are done before we count).
    await page.waitForSelector('.activity-feed > .activity-entry', { state: 'attached' });
    await expectLabels(page, 'completed');
    harness.clearRequests();
    await page.click('#nav a.link[href="/home"]');
    await waitForContent(page, '/home');
    await page.waitForSelector('.activity-feed > .activity-entry', { state: 'attached' });
    await expectLabels(page, 'completed');
    expect(scoreRequests()).toHaveLength(0);
    await page.close();
  });

  it('works for a guest on the global feed (no sign-in of any kind)', async () => {
    harness.clearRequests();
    const page = await openFeed({ completedScore: true }, '/social', undefined);
    await expectLabels(page, 'completed');
    expect(scoreRequests().length).toBeGreaterThan(0);
    expect(scoreRequests().every((r) => r.token === null)).toBe(true);
    await page.close();
  });

  it('shows no label and leaves the feed as it was when the API fails', async () => {
    harness.sim.setOutage({ kind: '500', ms: 120_000 });
    try {
      harness.clearRequests();
      const page = await openFeed({ completedScore: true });
      await expect.poll(() => scoreRequests().filter((r) => r.status === 500).length, { timeout: 60_000 }).toBeGreaterThan(0);
      const entries = await seen(page);
      expect(entries.every((e) => e.labels.length === 0)).toBe(true);
      // The activities still read as AniList wrote them, and the module is still running.
      for (const entry of entries) {
        const a = listActivity(entry.id);
        if (a) expect(entry.status.startsWith(a.status)).toBe(true);
      }
      expect(await page.evaluate(() => window.automailDebug!.listActive().modules)).toContain('completedScore');
      await page.close();
    } finally {
      harness.sim.setOutage(null);
    }
  });
});

describe("dropped scores ('droppedScore')", () => {
  it('labels dropped activities only', async () => {
    harness.clearRequests();
    const page = await openFeed({ droppedScore: true });
    const entries = await expectLabels(page, 'dropped');
    expect(entries.filter((e) => e.labels.length > 0).length).toBeGreaterThanOrEqual(4);
    expect(scoreRequests()).toHaveLength(1);
    expect(partsOf(scoreRequests()[0]).sort()).toEqual(scoredPairs(entries, 'dropped'));
    await page.close();
  });

  it('labels both kinds when both are on', async () => {
    const page = await openFeed({ completedScore: true, droppedScore: true });
    await expect.poll(async () => {
      const entries = await seen(page);
      return entries.filter((e) => {
        const a = listActivity(e.id);
        const want = a && (a.status.startsWith('completed') || a.status.startsWith('dropped')) ? expectedLabel(a) : '';
        return e.labels.join() !== want;
      }).length;
    }, { timeout: 60_000 }).toBe(0);
    await page.close();
  });
});

describe("'completedScore' and 'droppedScore' under AniList's rate limit", () => {
  let limited: Harness;

  beforeAll(async () => {
    limited = await startHarness({ world: () => harness.sim.world, rateLimit: 90, rateWindowMs: 1_000 });
  });

  afterAll(async () => {
    await limited?.close();
  });

  it('gives up after the 429s without a label and without breaking the feed', async () => {
    limited.sim.setRateLimit(0);
    const page = await limited.newPage({ siteUser: DEMO, settings: { ...QUIET, completedScore: true, droppedScore: true } });
    await limited.goto(page, '/home');
    await page.waitForSelector('.activity-feed > .activity-entry', { state: 'attached' });
    const refused = () => scoreRequests(limited.requests()).filter((r) => r.status === 429);
    // Both modules' lookups are refused and retried after Retry-After until the client gives up.
    await expect.poll(() => refused().length, { timeout: 60_000 }).toBeGreaterThanOrEqual(8);
    expect(scoreRequests(limited.requests()).every((r) => r.status === 429)).toBe(true);
    expect(await page.locator('.hohListScore').count()).toBe(0);
    const modules = await page.evaluate(() => window.automailDebug!.listActive().modules);
    expect(modules).toEqual(expect.arrayContaining(['completedScore', 'droppedScore']));
    // The failed lookups are not asked again every second while the limit lasts.
    const count = refused().length;
    await page.evaluate(() => window.scrollBy(0, 200));
    await page.waitForTimeout(2_500);
    expect(refused().length).toBe(count);
    limited.sim.setRateLimit(90);
    await page.close();
  });
});
