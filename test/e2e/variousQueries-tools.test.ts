// End to end: the moderation helper and Autorecs of the 'Various queries' panel ('moreStats',
// /site-stats), from the built userscript in Chromium, against the seeded world: the posts of
// sim/world/seedModeration.ts and Demo's scored lists; plus the panel's look in AniList's three
// themes, at 500 px and from the keyboard, and the failure paths (API error, empty answer).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import { DEMO_TOKEN } from '../../sim/world/generateUsers.ts';
import { MODERATION_POSTS, MODERATION_USER } from '../../sim/world/seedModeration.ts';
import { autorecsStrings } from '../../src/modules/moreStats/variousQueries/tools/autorecs.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { refuseOperation } from '../helpers/graphqlRoutes.ts';
import { themeColours } from '../helpers/theme.ts';
import { allRows, chooseQuery, errorText, openQueryPanel, PANEL, progress, run, setOption } from '../helpers/queryPanel.ts';

const MODULE_ID = 'moreStats';
const DEMO = NOTABLE_USERS.demo;
const WARNING = "Do not needlessly interact with what's flagged here, limit that to honest mistakes. Silently report, or send mod messages when appropriate.";

const harness = useHarness({}, { freshRateWindow: true });

const openDemo = (extra: Parameters<typeof openQueryPanel>[1] = {}) => openQueryPanel(harness, { siteUser: DEMO, token: 'demo', ...extra });

interface Item {
  heading: string;
  href: string | null;
  note: string;
  html: string;
}

async function items(page: Page): Promise<Item[]> {
  const rows = await allRows(page, '.hohVqItems > li');
  expect(rows.length).toBeGreaterThan(0);
  return page.$eval(`${PANEL} .hohVqResult`, async (result) => {
    const scroller = result.querySelector<HTMLElement>('.hohVqScroll')!;
    const found = new Map<number, Item>();
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    scroller.scrollTop = 0;
    await frame();
    for (;;) {
      for (const li of result.querySelectorAll<HTMLElement>('.hohVqItems > li')) {
        const header = li.querySelector('header')!;
        found.set(Number(li.dataset.index), {
          heading: header.querySelector('a')?.textContent ?? '',
          href: header.querySelector('a')?.getAttribute('href') ?? null,
          note: li.querySelector('.hohVqNote')?.textContent ?? '',
          html: li.querySelector('.hohVqHtml')!.innerHTML,
        });
      }
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) break;
      scroller.scrollTop += Math.max(40, scroller.clientHeight - 40);
      await frame();
    }
    return [...found.entries()].sort((a, b) => a[0] - b[0]).map(([, item]) => item);
  });
}

/** The seeded posts' ids: the newest activities, in seeding order. */
function seededIds(): number[] {
  const all = harness.sim.world.activities().map((a) => a.id).sort((a, b) => a - b);
  return all.slice(-MODERATION_POSTS.length);
}

describe(`Various queries: the moderation helper ('${MODULE_ID}')`, () => {
  it('shows the warning, reads two pages of text activities and one of messages, and flags link-only and piracy posts', async () => {
    const page = await openDemo();
    await chooseQuery(page, 'moderation');
    // The description follows the choice with the panel's next render.
    await expect.poll(() => page.$eval(`${PANEL} .hohVqDescription`, (p) => p.textContent), { timeout: 60_000 }).toBe(WARNING);
    harness.clearRequests();
    await run(page);
    await expect.poll(() => progress(page), { timeout: 60_000 }).toMatch(/^Inspection completed: \d+ of \d+ posts flagged\.$/);
    const texts = harness.requests().filter((r) => r.operation.includes('query ModerationTextPage'));
    const messages = harness.requests().filter((r) => r.operation.includes('query ModerationMessagePage'));
    expect(texts.map((r) => r.variables?.page)).toEqual([1, 2]);
    expect(messages.map((r) => r.variables?.page)).toEqual([1]);
    const shown = await items(page);
    const ids = seededIds();
    MODERATION_POSTS.forEach((post, i) => {
      const item = shown.find((candidate) => candidate.href === `/activity/${ids[i]}`);
      if (post.case === 'plain') {
        expect(item, post.text).toBeUndefined();
        return;
      }
      expect(item, post.text).toBeDefined();
      expect(item!.heading).toBe(MODERATION_USER);
      expect(item!.note.includes('Link-only post. Spam?')).toBe(post.case === 'linkOnly' || post.case === 'both');
      expect(item!.note.includes('Possible piracy link')).toBe(post.case === 'piracy' || post.case === 'both');
    });
    // Every flagged post holds a link; nothing of the hostile posts' markup survives.
    for (const item of shown) {
      expect(item.html).toMatch(/<a |https?:/);
      expect(item.html).not.toMatch(/<script|onerror=/i);
    }
    await page.close();
  });

  it("says 'Inspection completed. Nothing unusual found.' when nothing is flagged", async () => {
    const page = await openDemo();
    await page.route('https://graphql.anilist.co/**', async (route) => {
      if (!/query Moderation(Text|Message)Page/.test(route.request().postData() ?? '')) return route.fallback();
      return route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: JSON.stringify({ data: { Page: { activities: [] } } }) });
    });
    await chooseQuery(page, 'moderation');
    await run(page);
    await expect.poll(() => page.locator(`${PANEL} .hohVqMessage`).textContent(), { timeout: 60_000 }).toBe('Inspection completed. Nothing unusual found.');
    await page.close();
  });

  it('says what went wrong when AniList refuses the activities', async () => {
    const page = await openDemo();
    await refuseOperation(page, 'query ModerationTextPage', { status: 500 });
    await chooseQuery(page, 'moderation');
    await run(page);
    await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe('Internal Server Error');
    expect(await page.$(`${PANEL} .hohVqItems`)).toBeNull();
    await page.close();
  });
});

/** μ and σ as AniList (the simulator) computes them for the owner (private entries count), read from its API. */
async function spread(name: string, type: 'anime' | 'manga'): Promise<{ meanScore: number; standardDeviation: number }> {
  const response = await fetch(`${harness.sim.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Referer: 'https://anilist.co/', Authorization: `Bearer ${DEMO_TOKEN}` },
    body: JSON.stringify({ query: `{User(name:"${name}"){statistics{${type}{meanScore standardDeviation}}}}` }),
  });
  return ((await response.json()) as { data: { User: { statistics: Record<string, { meanScore: number; standardDeviation: number }> } } }).data.User.statistics[type];
}

/** algorithms.md 1f over the world, written out here: every listed media excluded, top 5 recommendations per scored entry. */
async function expectedAutorecs(name: string, type: 'ANIME' | 'MANGA'): Promise<{ id: number; score: number }[]> {
  const world = harness.sim.world;
  const user = world.getUserByName(name)!;
  const entries = world.listEntries(user.id, type);
  const { meanScore, standardDeviation } = await spread(name, type === 'ANIME' ? 'anime' : 'manga');
  const onList = new Set(entries.map((e) => e.mediaId));
  const totals = new Map<number, number>();
  for (const entry of entries.slice().sort((a, b) => a.mediaId - b.mediaId)) {
    // The list gives score(format: POINT_100): the stored score, rounded.
    const score = Math.round(entry.scoreRaw);
    if (entry.status === 'PLANNING' || !score) continue;
    const z = (score - meanScore) / standardDeviation;
    const recs = world.getMedia(entry.mediaId)!.recommendations.slice().sort((a, b) => b.rating - a.rating).slice(0, 5);
    for (const rec of recs) {
      if (rec.rating <= 0 || onList.has(rec.mediaId)) continue;
      totals.set(rec.mediaId, (totals.get(rec.mediaId) ?? 0) + (1 + Math.log(rec.rating)) * z);
    }
  }
  return [...totals.entries()].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
}

describe(`Various queries: Autorecs ('${MODULE_ID}')`, () => {
  for (const [type, id] of [['ANIME', 'autorecsAnime'], ['MANGA', 'autorecsManga']] as const) {
    it(`${id}: the 25 best recommendations of Demo's ${type.toLowerCase()} list, scores to 3 significant digits, linked and sortable`, async () => {
      const page = await openDemo();
      await chooseQuery(page, id);
      await run(page);
      await expect.poll(() => progress(page), { timeout: 120_000 }).toBe('25 recommendations.');
      const rows = await allRows(page, '.hohVqTable tbody tr[aria-rowindex]');
      expect(rows).toHaveLength(25);
      const expected = await expectedAutorecs(DEMO, type);
      const byId = new Map(expected.map((rec) => [rec.id, rec.score]));
      const path = type === 'ANIME' ? 'anime' : 'manga';
      const shownScores: number[] = [];
      for (const row of rows) {
        const mediaId = Number(row.hrefs[0].replace(`/${path}/`, ''));
        expect(row.hrefs[0]).toBe(`/${path}/${mediaId}`);
        expect(byId.has(mediaId)).toBe(true);
        expect(row.text.startsWith(byId.get(mediaId)!.toPrecision(3))).toBe(true);
        shownScores.push(byId.get(mediaId)!);
      }
      // The 25 shown are the best: none left out scores higher than the lowest shown.
      expect(expected[25] === undefined || expected[25].score <= Math.min(...shownScores)).toBe(true);
      // Sortable: the score heading sorts ascending, then descending.
      await page.click(`${PANEL} .hohVqTable th:first-child button`);
      // The rows are sorted with the table's next render, which marks the heading.
      await page.waitForSelector(`${PANEL} .hohVqTable th:first-child[aria-sort="ascending"]`, { timeout: 60_000 });
      const ascending = (await allRows(page, '.hohVqTable tbody tr[aria-rowindex]')).map((row) => Number.parseFloat(row.text));
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      await page.close();
    }, 180_000);
  }

  it('signed out, asks whose list to use', async () => {
    const page = await openQueryPanel(harness);
    await chooseQuery(page, 'autorecsManga');
    harness.clearRequests();
    await run(page);
    await expect.poll(() => errorText(page), { timeout: 60_000 }).toBe(autorecsStrings.noUser);
    expect(harness.requests().filter((r) => r.operation.includes('query AutorecsList'))).toHaveLength(0);
    await page.close();
  });

  it("names the list it could not find", async () => {
    const page = await openDemo();
    await chooseQuery(page, 'autorecsAnime');
    await setOption(page, 'autorecsAnime', 'user', 'NoSuchMemberAtAll');
    await run(page);
    await expect.poll(() => errorText(page), { timeout: 60_000 }).not.toBeNull();
    expect(await page.$(`${PANEL} .hohVqTable`)).toBeNull();
    await page.close();
  });
});

describe(`Various queries: the panel's look and keys ('${MODULE_ID}')`, () => {
  for (const theme of ['default', 'dark', 'contrast'] as const) {
    it(`follows AniList's ${theme} theme`, async () => {
      const page = await openDemo({ theme });
      const colours = await themeColours(page, `${PANEL} .hohVariousQueries`);
      expect(colours.background).toBe(colours.expected.background);
      expect(colours.text).toBe(colours.expected.text);
      await page.close();
    });
  }

  it('fits 500 px and works from the keyboard', async () => {
    const page = await openDemo();
    await page.setViewportSize({ width: 500, height: 900 });
    const width = await page.$eval(`${PANEL} .hohVariousQueries`, (panel) => ({ right: panel.getBoundingClientRect().right, scroll: panel.scrollWidth, client: panel.clientWidth }));
    expect(width.right).toBeLessThanOrEqual(500);
    expect(width.scroll).toBeLessThanOrEqual(width.client);
    await page.focus(`${PANEL} .hohVqSelect`);
    await page.selectOption(`${PANEL} .hohVqSelect`, 'moderation');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('hohVqRun');
    await page.keyboard.press('Enter');
    await expect.poll(() => progress(page), { timeout: 60_000 }).toMatch(/^Inspection completed/);
    await page.close();
  });
});
