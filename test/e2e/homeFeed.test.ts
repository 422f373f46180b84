// End to end: the home feed's filters ('feedCommentFilter', 'blockWord', 'statusBorder') and
// safe-for-work dimming ('SFWmode') on the simulator's /home, from the built userscript in
// Chromium. What the user sees is checked against the world's activities (by the id AniList's
// entry carries), including the entries the feed adds when scrolled to its end.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { FEED_SEED_TEXTS } from '../../sim/world/seedFeed.ts';
import type { Activity, World } from '../../sim/world/types.ts';
import { startHarness, waitForContent, type Harness } from '../helpers/harness.ts';
import { FEED_MODULES_OFF, openFeedPage, scrollForMore } from '../helpers/homeFeed.ts';

let harness: Harness;
let world: World;

beforeAll(async () => {
  harness = await startHarness();
  world = harness.sim.world;
});

// Every /home visit asks the API several times (the preview, the scores, the review totals, the
// forum titles, the notification pie every 4 s): each test starts with AniList's minute unspent,
// so one test's requests never make the next one wait for the rate window.
beforeEach(() => {
  harness.sim.resetRateLimit();
});

afterAll(async () => {
  await harness?.close();
});

const DEMO = NOTABLE_USERS.demo;
const QUIET = FEED_MODULES_OFF;

interface SeenEntry {
  id: number;
  shown: boolean;
  opacity: number;
  borderRight: string;
  borderWidth: string;
}

const seen = (page: Page): Promise<SeenEntry[]> =>
  page.$$eval('.activity-feed-wrap .activity-feed > .activity-entry', (entries) =>
    entries.map((entry) => {
      const style = getComputedStyle(entry);
      const wrap = getComputedStyle(entry.querySelector('.wrap')!);
      return {
        id: Number(entry.getAttribute('data-activity-id')),
        shown: style.display !== 'none',
        opacity: Number(style.opacity),
        borderRight: wrap.borderRightColor,
        borderWidth: wrap.borderRightWidth,
      };
    }),
  );

const activity = (id: number): Activity => {
  const found = world.getActivity(id);
  if (!found) throw new Error(`no activity ${id} in the world`);
  return found;
};

const textOf = (a: Activity) => (a.type === 'TEXT' ? a.text : a.type === 'MESSAGE' ? a.message : '');
const authorOf = (a: Activity) => world.getUserById(a.type === 'MESSAGE' ? a.messengerId : a.userId)?.name ?? '';
const seededId = (text: string) => world.activities().find((a) => a.type === 'TEXT' && a.text === text)!.id;

const openHome = (settings: Record<string, unknown>) => openFeedPage(harness, settings);

/** Every entry is shown exactly when `visible(activity)` says so. */
async function expectShown(page: Page, visible: (a: Activity) => boolean): Promise<SeenEntry[]> {
  let entries: SeenEntry[] = [];
  await expect.poll(async () => {
    entries = await seen(page);
    return entries.filter((e) => e.shown !== visible(activity(e.id))).map((e) => e.id);
  }, { timeout: 60_000 }).toEqual([]);
  return entries;
}

const storedSettings = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('hohSettings') ?? '{}') as Record<string, unknown>);

describe("feed comment filter ('feedCommentFilter')", () => {
  const enough = (a: Activity) => a.replies.length >= 2 && a.likes.length >= 3;

  it('hides entries below the minimum replies and likes, and says how many', async () => {
    const page = await openHome({ feedCommentFilter: true, feedCommentComments: 2, feedCommentLikes: 3 });
    await page.waitForSelector('.activity-feed-wrap > .section-header .hohFeedFilter');
    expect(await page.inputValue('.hohFeedFilterReplies input')).toBe('2');
    expect(await page.inputValue('.hohFeedFilterLikes input')).toBe('3');
    // The box takes the place of the "Activity" heading.
    expect(await page.$eval('.activity-feed-wrap > .section-header', (h) => h.firstChild?.nodeType === Node.TEXT_NODE ? h.firstChild.textContent : '')).toBe('');

    const entries = await expectShown(page, enough);
    const hidden = entries.filter((e) => !e.shown).length;
    expect(hidden).toBeGreaterThan(0);
    expect(entries.some((e) => e.shown)).toBe(true);
    // The busy seeded post (6 replies, 12 likes) stays.
    expect(entries.find((e) => e.id === seededId(FEED_SEED_TEXTS.busy))?.shown).toBe(true);
    await expect.poll(() => page.textContent('.hohFeedFilterCount')).toBe(`${hidden} hidden`);
    await page.close();
  });

  it('filters the entries AniList adds while scrolling', async () => {
    const page = await openHome({ feedCommentFilter: true, feedCommentComments: 1, feedCommentLikes: 2 });
    const first = await page.locator('.activity-feed > .activity-entry').count();
    await scrollForMore(page);
    const entries = await expectShown(page, (a) => a.replies.length >= 1 && a.likes.length >= 2);
    const added = entries.slice(first);
    expect(added.length).toBeGreaterThan(0);
    expect(added.some((e) => !e.shown)).toBe(true);
    await page.close();
  });

  it('follows the box: new minimums apply to the feed and are saved; a bad number counts as 0', async () => {
    const page = await openHome({ feedCommentFilter: true, feedCommentComments: 0, feedCommentLikes: 0 });
    await expectShown(page, () => true);
    await page.fill('.hohFeedFilterLikes input', '5');
    await expectShown(page, (a) => a.likes.length >= 5);
    expect(await storedSettings(page)).toMatchObject({ feedCommentLikes: 5, feedCommentComments: 0 });

    await page.fill('.hohFeedFilterLikes input', '-4');
    await page.press('.hohFeedFilterLikes input', 'Tab');
    await expectShown(page, () => true);
    // The box shows the value it took with its own next render.
    await expect.poll(() => page.inputValue('.hohFeedFilterLikes input'), { timeout: 60_000 }).toBe('0');
    expect(await storedSettings(page)).toMatchObject({ feedCommentLikes: 0 });
    // Keyboard: the two boxes are reachable by Tab from one another.
    await page.focus('.hohFeedFilterReplies input');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('label')?.className)).toBe('hohFeedFilterLikes');
    await page.close();
  });

  it('hides what the block list rules name: a user, a status, a media', async () => {
    const page = await openHome({ feedCommentFilter: true });
    const entries = await seen(page);
    const lists = entries.map((e) => activity(e.id)).filter((a): a is Extract<Activity, { mediaId: number }> => a.type === 'ANIME_LIST' || a.type === 'MANGA_LIST');
    const media = lists.find((a) => authorOf(a) !== 'Aoi' && !a.status.startsWith('dropped'))!.mediaId;
    const rules = [
      { user: 'aoi', status: false, media: false },
      { user: false, status: 'dropping', media: false },
      { user: false, status: false, media },
      // Not valid (nothing set): ignored.
      { user: false, status: false, media: false },
    ];
    await page.evaluate((value) => localStorage.setItem('blockList', JSON.stringify(value)), rules);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForContent(page);
    await page.waitForSelector('.activity-feed > .activity-entry', { state: 'attached' });
    const blocked = (a: Activity) =>
      authorOf(a) === 'Aoi' ||
      ((a.type === 'ANIME_LIST' || a.type === 'MANGA_LIST') && (a.status.startsWith('dropped') || a.mediaId === media));
    const after = await expectShown(page, (a) => !blocked(a));
    expect(after.filter((e) => !e.shown).length).toBeGreaterThanOrEqual(3);
    await page.close();
  });

  it('asks the API nothing, and leaves nothing behind on another page', async () => {
    harness.clearRequests();
    // The profile's own modules (custom CSS, background) ask for its about text when they start,
    // sooner or later than this test's checks: off, so the request log is the filter's alone.
    const page = await openHome({ feedCommentFilter: true, feedCommentComments: 1, customCSS: false, profileBackground: false });
    await page.waitForSelector('.activity-entry.hohFeedFilterHidden', { state: 'attached' });
    await page.click(`#nav a.link[href="/user/${DEMO}/"], #nav a.link[href="/user/${DEMO}"]`);
    await waitForContent(page, `/user/${DEMO}/`);
    await expect.poll(() => page.evaluate(() => window.automailDebug!.listActive().modules)).not.toContain('feedCommentFilter');
    expect(await page.$$('.hohFeedFilter, #hoh-feed-comment-filter, .hohFeedFilterHidden')).toHaveLength(0);
    expect(harness.requests().filter((r) => !r.operation.includes('AutomailProbe'))).toEqual([]);
    await page.close();
  });

  it('fits a 500 px wide screen, in the dark theme too', async () => {
    const page = await harness.newPage({ siteUser: DEMO, theme: 'dark', settings: { ...QUIET, feedCommentFilter: true } });
    await page.setViewportSize({ width: 500, height: 800 });
    await harness.goto(page, '/home');
    await page.waitForSelector('.hohFeedFilter input');
    const box = await page.$eval('.hohFeedFilter', (element) => {
      const r = element.getBoundingClientRect();
      const input = getComputedStyle(element.querySelector('input')!);
      const body = getComputedStyle(document.body).getPropertyValue('--color-foreground').trim().replace(/\s*,\s*/g, ', ');
      return { left: r.left, right: r.right, inputBackground: input.backgroundColor, foreground: `rgb(${body})` };
    });
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(500);
    expect(box.inputBackground).toBe(box.foreground);
    expect(await page.isVisible('.hohFeedFilterLikes input')).toBe(true);
    await page.close();
  });

  it("at 500 px beside AniList's expanded feed filters, the two inputs line up, with or without a count", async () => {
    for (const minimums of [{}, { feedCommentComments: 2 }]) {
      const page = await harness.newPage({ siteUser: DEMO, settings: { ...QUIET, feedCommentFilter: true, CSSexpandFeedFilters: true, ...minimums } });
      await page.setViewportSize({ width: 500, height: 800 });
      await harness.goto(page, '/home');
      await page.waitForSelector('.hohFeedFilter input');
      if ('feedCommentComments' in minimums) await expect.poll(() => page.textContent('.hohFeedFilterCount')).toMatch(/hidden$/);
      const inputs = await page.$$eval('.hohFeedFilter input', (all) => all.map((input) => {
        const r = input.getBoundingClientRect();
        return { top: Math.round(r.top), left: Math.round(r.left), right: Math.round(r.right) };
      }));
      // The box wraps here: one field a line, both inputs at the same place on their lines.
      expect(inputs[1].top).toBeGreaterThan(inputs[0].top);
      expect(inputs[1].left).toBe(inputs[0].left);
      expect(inputs[1].right).toBe(inputs[0].right);
      expect(Math.max(...inputs.map((input) => input.right))).toBeLessThanOrEqual(500);
      await page.close();
    }
  });

  it('does nothing for a guest: /home is the landing page', async () => {
    const page = await harness.newPage({ settings: { ...QUIET, feedCommentFilter: true, feedCommentComments: 3 } });
    await harness.goto(page, '/home');
    await page.waitForSelector('.landing');
    expect(await page.$$('.hohFeedFilter')).toHaveLength(0);
    await page.close();
  });
});

describe("block word ('blockWord')", () => {
  const matching = (pattern: RegExp) => (a: Activity) => !(a.type === 'TEXT' && pattern.test(a.text));

  it("hides status posts matching the default 'nsfw', ignoring case, and nothing else", async () => {
    const page = await openHome({ blockWord: true });
    const entries = await expectShown(page, matching(/nsfw/i));
    const hiddenIds = entries.filter((e) => !e.shown).map((e) => e.id);
    expect(hiddenIds).toContain(seededId(FEED_SEED_TEXTS.blockedWord));
    expect(hiddenIds).toContain(seededId(FEED_SEED_TEXTS.literalParen));
    expect(entries.find((e) => e.id === seededId(FEED_SEED_TEXTS.sfwOnly))?.shown).toBe(true);
    await page.close();
  });

  it('takes a regular expression, also for the entries added by scrolling', async () => {
    const page = await openHome({ blockWord: true, blockWordValue: 'ecchi|t[e]a\\b|same' });
    const pattern = /ecchi|t[e]a\b|same/i;
    await expectShown(page, matching(pattern));
    await scrollForMore(page);
    const entries = await expectShown(page, matching(pattern));
    expect(entries.find((e) => e.id === seededId(FEED_SEED_TEXTS.quiet))?.shown).toBe(false);
    await page.close();
  });

  it('treats an invalid pattern as plain text', async () => {
    const page = await openHome({ blockWord: true, blockWordValue: '(NSFW' });
    const entries = await expectShown(page, (a) => !(a.type === 'TEXT' && a.text.toLowerCase().includes('(nsfw')));
    expect(entries.find((e) => e.id === seededId(FEED_SEED_TEXTS.literalParen))?.shown).toBe(false);
    expect(entries.find((e) => e.id === seededId(FEED_SEED_TEXTS.blockedWord))?.shown).toBe(true);
    await page.close();
  });

  it('hides nothing with an empty value', async () => {
    const page = await openHome({ blockWord: true, blockWordValue: '' });
    await expectShown(page, () => true);
    await page.close();
  });
});

describe("status border ('statusBorder')", () => {
  it('colours the right border of list activities by their status, and leaves posts alone', async () => {
    const page = await openHome({ statusBorder: true });
    const colour = (name: string) => page.evaluate((variable) => `rgb(${getComputedStyle(document.body).getPropertyValue(variable).trim().replace(/\s*,\s*/g, ', ')})`, name);
    const expected: Record<string, string> = {
      completed: await colour('--color-green'),
      dropped: await colour('--color-red'),
      plans: await colour('--color-orange'),
      paused: await colour('--color-peach'),
      watched: await colour('--color-blue'),
      read: await colour('--color-blue'),
      rewatched: await colour('--color-blue'),
      reread: await colour('--color-blue'),
    };
    await expect.poll(async () => (await seen(page)).filter((e) => e.borderWidth === '4px').length, { timeout: 60_000 }).toBeGreaterThan(3);
    const entries = await seen(page);
    const kinds = new Set<string>();
    for (const entry of entries) {
      const a = activity(entry.id);
      if (a.type === 'ANIME_LIST' || a.type === 'MANGA_LIST') {
        const word = a.status.split(' ')[0];
        kinds.add(word);
        expect({ id: entry.id, colour: entry.borderRight, width: entry.borderWidth }).toEqual({ id: entry.id, colour: expected[word], width: '4px' });
      } else {
        expect(entry.borderWidth).toBe('0px');
      }
    }
    expect(kinds.has('completed') && kinds.has('dropped')).toBe(true);
    await page.close();
  });
});

describe("safe-for-work dimming ('SFWmode')", () => {
  const dimmedWords = /hentai|loli|nsfw|ecchi|sex|gore|porn|violence|lewd|fuck|waifu/i;

  it('dims status posts with a blocked word to 0.5 opacity in safe-for-work mode', async () => {
    const page = await openHome({ SFWmode: true });
    let entries: SeenEntry[] = [];
    await expect.poll(async () => {
      entries = await seen(page);
      return entries.filter((e) => e.opacity === 0.5).map((e) => e.id).sort();
    }, { timeout: 60_000 }).toContain(seededId(FEED_SEED_TEXTS.sfwOnly));
    const dimmed = entries.filter((e) => e.opacity === 0.5).map((e) => e.id);
    expect(dimmed).toContain(seededId(FEED_SEED_TEXTS.blockedWord));
    expect(dimmed).not.toContain(seededId(FEED_SEED_TEXTS.quiet));
    for (const entry of entries) {
      const a = activity(entry.id);
      const expected = a.type === 'TEXT' && dimmedWords.test(textOf(a)) ? 0.5 : 1;
      expect({ id: entry.id, opacity: entry.opacity }).toEqual({ id: entry.id, opacity: expected });
    }
    await page.close();
  });

  it('leaves the feed alone when the mode is off', async () => {
    const page = await openHome({ SFWmode: false });
    await page.waitForSelector('.activity-entry');
    expect((await seen(page)).every((e) => e.opacity === 1)).toBe(true);
    await page.close();
  });

  it('dims on the global feed of a guest too', async () => {
    const page = await harness.newPage({ settings: { ...QUIET, SFWmode: true } });
    await harness.goto(page, '/social');
    await page.waitForSelector('.activity-feed > .activity-entry', { state: 'attached' });
    await expect.poll(async () => (await seen(page)).find((e) => e.id === seededId(FEED_SEED_TEXTS.sfwOnly))?.opacity, { timeout: 60_000 }).toBe(0.5);
    await page.close();
  });
});
