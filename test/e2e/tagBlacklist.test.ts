/**
 * The tag blacklist ('tagBlacklist') end to end: the built script on the simulator's browse (cards
 * hidden or greyed as results load on scroll), a media page (the banner naming the tags and their
 * ranks, greyed recommendations), the home previews, the failure paths (429 past the client's
 * retries, an outage: the cards stay shown, then the module recovers by itself) and the settings
 * editor used by keyboard. What reached the API is read from the simulator's log: one request per
 * batch of cards, never one per card.
 */
import type { Page } from 'playwright-core';
import { expect, it, describe } from 'vitest';
import type { Media } from '../../sim/index.ts';
import { blacklistMatches, describeMatches, type MediaTagFacts } from '../../src/lib/tagBlacklist';
import { defaultTagBlacklist, type BlacklistEntry, type TagBlacklistValue } from '../../src/lib/tagBlacklistValue';
import { useHarness } from '../helpers/useHarness.ts';
import { simNavigate } from '../helpers/pageActions.ts';
import { allRows, chooseQuery, openQueryPanel, PANEL, run, setOption } from '../helpers/queryPanel.ts';
import { NOTABLE_USERS } from '../../sim/index.ts';

// A one-second rate window: a 429 and its recovery take seconds, not minutes.
const harness = useHarness({ rateWindowMs: 1000 }, { freshRateWindow: true });
const WAIT = { timeout: 60_000 };

const tagRequests = () => harness.requests().filter((r) => r.operation.includes('AutomailMediaTags'));

function facts(media: Media): MediaTagFacts {
  return { id: media.id, genres: media.genres, tags: media.tags.map((t) => ({ name: t.name, rank: t.rank })) };
}

function settingsWith(entries: BlacklistEntry[], modes: Partial<TagBlacklistValue['modes']> = {}) {
  const value = defaultTagBlacklist();
  return { tagBlacklist: true, tagBlacklistValue: { entries, modes: { ...value.modes, ...modes } } };
}

/** Browse's first two result pages as the simulator sorts them (popularity), for a guest. */
function browseOrder(): Media[] {
  return [...harness.sim.world.allMedia('ANIME')].filter((m) => !m.isAdult).sort((a, b) => b.popularity - a.popularity);
}

/**
 * A blacklist that hits some but not all of the first page and some of the second: a genre with
 * a few hits, and a tag at the exact rank one card has it (so the rank bound is what decides).
 */
function browseBlacklist(): BlacklistEntry[] {
  const order = browseOrder();
  const first = order.slice(0, 50);
  const second = order.slice(50, 100);
  const genres = [...new Set(first.flatMap((m) => m.genres))];
  const genre = genres
    .map((name) => ({ name, hits: first.filter((m) => m.genres.includes(name)).length, later: second.filter((m) => m.genres.includes(name)).length }))
    .filter((g) => g.hits >= 2 && g.hits <= 12 && g.later >= 1)
    .sort((a, b) => a.hits - b.hits)[0];
  const tagged = first.flatMap((m) => m.tags.filter((t) => t.rank >= 70 && t.rank < 100).map((t) => t)).find(Boolean)!;
  return [{ kind: 'genre', name: genre.name, minRank: 0 }, { kind: 'tag', name: tagged.name, minRank: tagged.rank }];
}

/** The id of each result card in order, and the card's blacklist classes. */
const cardStates = (page: Page) =>
  page.$$eval('.results .media-card', (cards) =>
    cards.map((card) => ({
      id: Number(/\/(?:anime|manga)\/(\d+)/.exec(card.querySelector('a[href^="/anime/"], a[href^="/manga/"]')?.getAttribute('href') ?? '')?.[1]),
      hidden: card.classList.contains('hohBlacklistHidden'),
      grey: card.classList.contains('hohBlacklistGrey'),
      shown: getComputedStyle(card).display !== 'none',
      note: (card as HTMLElement).dataset.hohBlacklist ?? null,
    })),
  );

function expectedMatch(id: number, entries: BlacklistEntry[]): string {
  const media = harness.sim.world.getMedia(id)!;
  return describeMatches(blacklistMatches(facts(media), entries));
}

async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

describe("tag blacklist on browse ('tagBlacklist')", () => {
  it('hides the matching cards as results load on scroll, one request per batch of cards', async () => {
    const entries = browseBlacklist();
    harness.clearRequests();
    const page = await harness.newPage({ settings: settingsWith(entries) });
    await harness.goto(page, '/search/anime');
    await page.waitForSelector('.results .media-card.hohBlacklistHidden', { state: 'attached', ...WAIT });
    let cards = await cardStates(page);
    expect(cards).toHaveLength(50);
    const firstHits = cards.filter((c) => expectedMatch(c.id, entries) !== '');
    expect(firstHits.length).toBeGreaterThan(1);
    expect(firstHits.length).toBeLessThan(50);
    for (const card of cards) {
      const match = expectedMatch(card.id, entries);
      expect(card.hidden, `card ${card.id}`).toBe(match !== '');
      expect(card.shown).toBe(match === '');
      expect(card.note).toBe(match || null);
    }
    // 50 cards, one request naming all 50.
    expect(tagRequests()).toHaveLength(1);
    expect([...(tagRequests()[0].variables?.ids as number[])].sort((a, b) => a - b)).toEqual(cards.map((c) => c.id).sort((a, b) => a - b));

    await scrollToEnd(page);
    await expect.poll(async () => (await cardStates(page)).length, WAIT).toBe(100);
    await expect.poll(() => tagRequests().length, WAIT).toBe(2);
    const secondIds = (tagRequests()[1].variables?.ids as number[]).slice().sort((a, b) => a - b);
    cards = await cardStates(page);
    expect(secondIds).toEqual(cards.slice(50).map((c) => c.id).sort((a, b) => a - b));
    await expect.poll(async () => (await cardStates(page)).slice(50).filter((c) => c.hidden).length, WAIT).toBe(
      cards.slice(50).filter((c) => expectedMatch(c.id, entries) !== '').length,
    );
    expect(cards.slice(50).some((c) => expectedMatch(c.id, entries) !== '')).toBe(true);
  });

  it('greys instead of hiding when the member chose grey for browse; the tooltip names the tags and ranks', async () => {
    const entries = browseBlacklist();
    const page = await harness.newPage({ settings: settingsWith(entries, { browse: 'grey' }) });
    harness.clearRequests();
    await harness.goto(page, '/search/anime');
    await page.waitForSelector('.results .media-card.hohBlacklistGrey', WAIT);
    const cards = await cardStates(page);
    for (const card of cards) {
      const match = expectedMatch(card.id, entries);
      expect(card.grey).toBe(match !== '');
      expect(card.hidden).toBe(false);
      expect(card.shown).toBe(true);
    }
    const greyed = cards.find((c) => c.grey)!;
    const title = await page.getAttribute(`.results .media-card:has(a[href^="/anime/${greyed.id}/"])`, 'title');
    expect(title).toBe(`Blacklisted: ${expectedMatch(greyed.id, entries)}`);
    // Cached for the session: the next visit to browse asks for nothing new.
    const asked = tagRequests().length;
    await harness.goto(page, '/search/anime?sort=POPULARITY_DESC');
    await page.waitForSelector('.results .media-card.hohBlacklistGrey', WAIT);
    expect(tagRequests().length).toBe(asked);
  });

  it('follows a change made in the settings of another tab: hidden cards turn grey, a removed entry unmarks its cards', async () => {
    const entries = browseBlacklist();
    const page = await harness.newPage({ siteUser: harness.sim.world.demoUser.name, settings: settingsWith(entries) });
    await harness.goto(page, '/search/anime');
    await page.waitForSelector('.results .media-card.hohBlacklistHidden', { state: 'attached', ...WAIT });
    const settings = await page.context().newPage();
    await harness.goto(settings, '/settings/apps');
    const editor = settings.locator('#hohSettings .hoh-settings-blacklist');
    await settings.locator('#hohSettings').getByRole('tab', { name: 'Browse' }).click();
    await editor.getByLabel('in browse and search results').selectOption('grey');
    await expect.poll(async () => (await cardStates(page)).filter((c) => c.grey).length, WAIT).toBeGreaterThan(0);
    expect((await cardStates(page)).filter((c) => c.hidden)).toHaveLength(0);
    // Remove the genre: only the tag's cards stay greyed.
    const genre = entries.find((e) => e.kind === 'genre')!;
    await editor.getByRole('button', { name: `Remove Genre: ${genre.name}` }).click();
    const rest = entries.filter((e) => e !== genre);
    await expect.poll(async () => (await cardStates(page)).filter((c) => c.grey).map((c) => c.id), WAIT).toEqual(
      (await cardStates(page)).filter((c) => expectedMatch(c.id, rest) !== '').map((c) => c.id),
    );
  });

  it('an empty blacklist asks the API nothing and marks nothing', async () => {
    harness.clearRequests();
    const page = await harness.newPage({ settings: settingsWith([]) });
    await harness.goto(page, '/search/anime');
    await page.waitForSelector('.results .media-card', WAIT);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-automail-version'), undefined, WAIT);
    expect(tagRequests()).toHaveLength(0);
    expect(await page.$$('.hohBlacklistHidden, .hohBlacklistGrey')).toHaveLength(0);
  });
});

describe('tag blacklist on media pages and home', () => {
  /** An anime with several recommendations, some of which share a genre it lacks. */
  function mediaCase(): { media: Media; entries: BlacklistEntry[] } {
    const { world } = harness.sim;
    for (const media of world.allMedia('ANIME')) {
      if (media.isAdult || media.recommendations.length < 4) continue;
      const recs = media.recommendations.map((r) => world.getMedia(r.mediaId)).filter((m): m is Media => !!m && !m.isAdult);
      const tag = media.tags.filter((t) => t.rank >= 50).sort((a, b) => b.rank - a.rank)[0];
      if (!tag || recs.length < 4) continue;
      const genre = [...new Set(recs.flatMap((m) => m.genres))].find((g) => !media.genres.includes(g) && recs.some((m) => !m.genres.includes(g)));
      if (!genre) continue;
      return { media, entries: [{ kind: 'tag', name: tag.name, minRank: tag.rank - 5 }, { kind: 'genre', name: genre, minRank: 0 }] };
    }
    throw new Error('no media with recommendations in the world');
  }

  it('a media page carries a banner naming the matching tags with their rank, and greys its matching recommendations', async () => {
    const { media, entries } = mediaCase();
    harness.clearRequests();
    const page = await harness.newPage({ settings: settingsWith(entries) });
    await harness.goto(page, `/anime/${media.id}`);
    const banner = page.locator('.media .header .content > .hohBlacklistBanner');
    await banner.waitFor(WAIT);
    const expected = `Blacklisted: ${expectedMatch(media.id, entries)}`;
    expect(expected).toMatch(/\(rank \d+ %\)/);
    await expect.poll(() => banner.textContent(), WAIT).toBe(expected);
    expect(await banner.getAttribute('role')).toBe('note');
    await page.waitForSelector('.recommendation-card.hohBlacklistGrey', WAIT);
    const recs = await page.$$eval('.recommendation-card', (cards) =>
      cards.map((card) => ({
        id: Number(/\/anime\/(\d+)/.exec(card.querySelector('a[href^="/anime/"]')?.getAttribute('href') ?? '')?.[1]),
        grey: card.classList.contains('hohBlacklistGrey'),
        hidden: card.classList.contains('hohBlacklistHidden'),
      })),
    );
    for (const rec of recs) {
      expect(rec.grey, `recommendation ${rec.id}`).toBe(expectedMatch(rec.id, entries) !== '');
      expect(rec.hidden).toBe(false);
    }
    expect(recs.some((r) => !r.grey)).toBe(true);
    // The page's media and its recommendations came in one request.
    expect(tagRequests()).toHaveLength(1);
    expect(tagRequests()[0].variables?.ids).toContain(media.id);
  });

  it("the banner follows the site's three themes and fits a 500 px wide screen", async () => {
    const { media, entries } = mediaCase();
    for (const theme of ['default', 'dark', 'contrast'] as const) {
      const page = await harness.newPage({ theme, settings: settingsWith(entries) });
      await page.setViewportSize({ width: 500, height: 900 });
      await harness.goto(page, `/anime/${media.id}`);
      const banner = page.locator('.hohBlacklistBanner');
      await banner.waitFor(WAIT);
      const look = await banner.evaluate((element) => {
        const probe = document.createElement('div');
        probe.style.color = 'rgb(var(--color-text))';
        probe.style.backgroundColor = 'rgb(var(--color-foreground))';
        document.body.append(probe);
        const expected = getComputedStyle(probe);
        const actual = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const result = {
          colour: actual.color === expected.color,
          background: actual.backgroundColor === expected.backgroundColor,
          fits: box.left >= 0 && box.right <= document.documentElement.clientWidth,
        };
        probe.remove();
        return result;
      });
      expect(look, theme).toEqual({ colour: true, background: true, fits: true });
      await page.close();
    }
  });

  it('leaving the media page for a page where it does not run removes the banner, the marks and the stylesheet', async () => {
    const { media, entries } = mediaCase();
    const page = await harness.newPage({ settings: settingsWith(entries) });
    await harness.goto(page, `/anime/${media.id}`);
    await page.waitForSelector('.recommendation-card.hohBlacklistGrey', WAIT);
    expect(await page.evaluate(() => window.automailDebug!.listActive().modules)).toContain('tagBlacklist');
    await simNavigate(page, '/forum');
    await expect.poll(() => page.evaluate(() => window.automailDebug!.listActive().modules), WAIT).not.toContain('tagBlacklist');
    expect(await page.$$('.hohBlacklistBanner, .hohBlacklistGrey, .hohBlacklistHidden, #hohTagBlacklistStyle')).toHaveLength(0);
  });

  it('a media page that does not match shows no banner', async () => {
    const { media } = mediaCase();
    const page = await harness.newPage({ settings: settingsWith([{ kind: 'genre', name: 'No Such Genre', minRank: 0 }]) });
    await harness.goto(page, `/anime/${media.id}`);
    await expect.poll(() => tagRequests().some((r) => (r.variables?.ids as number[] | undefined)?.includes(media.id)), WAIT).toBe(true);
    await page.waitForSelector('.media .header .content > .hohBlacklistBanner', { state: 'attached', ...WAIT });
    expect(await page.isVisible('.hohBlacklistBanner')).toBe(false);
  });

  it("home: the in-progress previews of the member's own list are greyed, not hidden", async () => {
    const { world } = harness.sim;
    const demo = world.demoUser;
    const page = await harness.newPage({ siteUser: demo.name, settings: settingsWith([]) });
    await harness.goto(page, '/home');
    await page.waitForSelector('.list-previews .media-preview-card', WAIT);
    const ids = await page.$$eval('.list-previews .media-preview-card a.cover', (links) => links.map((a) => Number(/\/(?:anime|manga)\/(\d+)/.exec(a.getAttribute('href') ?? '')?.[1])));
    const genre = world.getMedia(ids[0])!.genres[0];
    const entries: BlacklistEntry[] = [{ kind: 'genre', name: genre, minRank: 0 }];
    harness.clearRequests();
    const next = await harness.newPage({ siteUser: demo.name, settings: settingsWith(entries) });
    await harness.goto(next, '/home');
    await next.waitForSelector('.list-previews .media-preview-card.hohBlacklistGrey', WAIT);
    const states = await next.$$eval('.list-previews .media-preview-card', (cards) =>
      cards.map((card) => ({
        id: Number(/\/(?:anime|manga)\/(\d+)/.exec(card.querySelector('a.cover')?.getAttribute('href') ?? '')?.[1]),
        grey: card.classList.contains('hohBlacklistGrey'),
      })),
    );
    for (const state of states) expect(state.grey).toBe(expectedMatch(state.id, entries) !== '');
    expect(tagRequests()).toHaveLength(1);
  });
});

describe('tag blacklist on the home airing preview', () => {
  it('the "Airing" section\'s cards are greyed like the in-progress ones', async () => {
    const { world } = harness.sim;
    const demo = world.demoUser;
    const page = await harness.newPage({ siteUser: demo.name, settings: settingsWith([]) });
    await harness.goto(page, '/home?sim-airing-preview');
    const airingCards = '.list-previews .list-preview-wrap:has(h2:text-is("Airing")) .media-preview-card';
    await page.waitForSelector(airingCards, WAIT);
    const ids = await page.$$eval(`${airingCards} a.cover`, (links) => links.map((a) => Number(/\/anime\/(\d+)/.exec(a.getAttribute('href') ?? '')?.[1])));
    const entries: BlacklistEntry[] = [{ kind: 'genre', name: world.getMedia(ids[0])!.genres[0], minRank: 0 }];
    const next = await harness.newPage({ siteUser: demo.name, settings: settingsWith(entries) });
    await harness.goto(next, '/home?sim-airing-preview');
    await next.waitForSelector(`${airingCards}.hohBlacklistGrey`, WAIT);
    const greyed = await next.$$eval(airingCards, (cards) => cards.map((card) => card.classList.contains('hohBlacklistGrey')));
    expect(greyed).toEqual(ids.map((id) => expectedMatch(id, entries) !== ''));
  });
});

describe('tag blacklist failure paths', () => {
  it('a 429 past the client retries leaves every card shown; the module asks again and hides them later', async () => {
    const entries = browseBlacklist();
    const page = await harness.newPage({ settings: settingsWith(entries) });
    harness.clearRequests();
    harness.sim.setRateLimit(0);
    try {
      await harness.goto(page, '/search/anime');
      await page.waitForSelector('.results .media-card', WAIT);
      // The client's own tries (one and its retries) are four; a fifth is the module asking again
      // after its first failure, which it had taken in by then.
      await expect.poll(() => tagRequests().filter((r) => r.status === 429).length, WAIT).toBeGreaterThanOrEqual(5);
      expect(await page.$$('.hohBlacklistHidden, .hohBlacklistGrey')).toHaveLength(0);
      expect((await cardStates(page)).every((c) => c.shown)).toBe(true);
    } finally {
      harness.sim.setRateLimit(90);
      harness.sim.resetRateLimit();
    }
    await page.waitForSelector('.results .media-card.hohBlacklistHidden', { state: 'attached', ...WAIT });
    const cards = await cardStates(page);
    for (const card of cards) expect(card.hidden).toBe(expectedMatch(card.id, entries) !== '');
    // Never one request per card: every request asked for the whole batch.
    for (const request of tagRequests()) expect((request.variables?.ids as number[]).length).toBe(50);
  });

  it('an outage leaves every card shown; when AniList answers again the cards are hidden', async () => {
    const entries = browseBlacklist();
    const page = await harness.newPage({ settings: settingsWith(entries) });
    harness.clearRequests();
    harness.sim.setOutage({ kind: '500', ms: 10 * 60_000 });
    try {
      await harness.goto(page, '/search/anime');
      await page.waitForSelector('.results .media-card', WAIT);
      // A second failed request is the module asking again after taking in the first failure.
      await expect.poll(() => tagRequests().filter((r) => r.status === 500).length, WAIT).toBeGreaterThanOrEqual(2);
      expect(await page.$$('.hohBlacklistHidden, .hohBlacklistGrey')).toHaveLength(0);
      expect((await cardStates(page)).every((c) => c.shown)).toBe(true);
    } finally {
      harness.sim.setOutage(null);
    }
    await page.waitForSelector('.results .media-card.hohBlacklistHidden', { state: 'attached', ...WAIT });
    const cards = await cardStates(page);
    for (const card of cards) expect(card.hidden).toBe(expectedMatch(card.id, entries) !== '');
  });
});

describe('tag blacklist settings editor', () => {
  const panel = (page: Page) => page.locator('.settings.container .content > #hohSettings');
  const stored = (page: Page) =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('hohSettings') ?? '{}') as { tagBlacklistValue?: TagBlacklistValue }).tagBlacklistValue);

  it('adds a tag with its rank and a genre, refuses an unknown name, and removes an entry, all by keyboard', async () => {
    const { world } = harness.sim;
    const page = await harness.newPage({ siteUser: world.demoUser.name, settings: { tagBlacklist: true } });
    await harness.goto(page, '/settings/apps');
    await panel(page).locator('[role="tabpanel"][aria-busy="false"]').waitFor(WAIT);
    await panel(page).getByRole('tab', { name: 'Browse' }).click();
    const editor = panel(page).locator('.hoh-settings-blacklist');
    await editor.waitFor(WAIT);
    const tagName = world.tags()[3].name;
    const genreName = world.genres()[2];

    // A tag: Name, then Tab to the rank, Enter submits.
    await editor.getByLabel('Name').focus();
    await page.keyboard.type(tagName.toLowerCase());
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('75');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await stored(page))?.entries, WAIT).toEqual([{ kind: 'tag', name: tagName, minRank: 75 }]);
    expect(await editor.locator('.hoh-settings-rules li span').allTextContents()).toEqual([`Tag: ${tagName}, rank 75 % or more`]);

    // A genre: the Kind select by keyboard, then the name.
    await editor.getByLabel('Kind').focus();
    await editor.getByLabel('Kind').selectOption('genre');
    await editor.getByLabel('Name').focus();
    await page.keyboard.type(genreName);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await stored(page))?.entries.length, WAIT).toBe(2);
    expect((await stored(page))!.entries[1]).toEqual({ kind: 'genre', name: genreName, minRank: 0 });

    // An unknown name is refused, said in an alert.
    await editor.getByLabel('Name').focus();
    await page.keyboard.type('Definitely Not A Genre');
    await page.keyboard.press('Enter');
    await expect.poll(() => editor.getByRole('alert').textContent(), WAIT).toBe('AniList has no genre named "Definitely Not A Genre".');
    expect((await stored(page))!.entries).toHaveLength(2);

    // Remove the tag: its button, focused, Enter.
    await editor.getByRole('button', { name: `Remove Tag: ${tagName}, rank 75 % or more` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await stored(page))?.entries, WAIT).toEqual([{ kind: 'genre', name: genreName, minRank: 0 }]);

    // The per-place mode.
    await editor.getByLabel('in browse and search results').selectOption('grey');
    await expect.poll(async () => (await stored(page))?.modes.browse, WAIT).toBe('grey');
    // AniList's names were asked for once.
    expect(harness.requests().filter((r) => r.operation.includes('AutomailBlacklistNames'))).toHaveLength(1);
  });
});

describe("tag blacklist in the script's own tools (moreStats' Various queries)", () => {
  const TABLE_ROWS = '.hohVqTable tbody tr[aria-rowindex]';
  const idOf = (href: string) => Number(/\/(\d+)\/?$/.exec(href)![1]);

  /** The related anime missing from Demo's list (private entries count for their owner). */
  function relatedMissing(): Media[] {
    const { world } = harness.sim;
    const demo = world.getUserByName(NOTABLE_USERS.demo)!;
    const entries = world.listEntries(demo.id, 'ANIME');
    const listed = new Set(entries.map((e) => e.mediaId));
    const missing = new Map<number, Media>();
    for (const entry of entries) {
      for (const relation of world.getMedia(entry.mediaId)!.relations) {
        const media = world.getMedia(relation.mediaId);
        if (media && media.type === 'ANIME' && !listed.has(media.id)) missing.set(media.id, media);
      }
    }
    return [...missing.values()];
  }

  /** A genre some but not all of those media have. */
  function relatedGenre(missing: Media[]): string {
    const counts = new Map<string, number>();
    for (const media of missing) for (const genre of media.genres) counts.set(genre, (counts.get(genre) ?? 0) + 1);
    return [...counts].filter(([, n]) => n < missing.length).sort((a, b) => b[1] - a[1])[0][0];
  }

  async function runRelated(page: Page): Promise<void> {
    await chooseQuery(page, 'relatedNotOnList');
    await setOption(page, 'relatedNotOnList', 'type', 'ANIME');
    await run(page);
  }

  it('related media not on the list: blacklisted rows hidden (hide), in batches of at most 50', async () => {
    const missing = relatedMissing();
    const genre = relatedGenre(missing);
    const entries: BlacklistEntry[] = [{ kind: 'genre', name: genre, minRank: 0 }];
    const kept = missing.filter((m) => !m.genres.includes(genre)).map((m) => m.id).sort((a, b) => a - b);
    harness.clearRequests();
    const page = await openQueryPanel(harness, { siteUser: NOTABLE_USERS.demo, token: 'demo', settings: { moreStats: true, ...settingsWith(entries, { related: 'hide' }) } });
    await runRelated(page);
    await expect.poll(async () => (await allRows(page, TABLE_ROWS)).length, WAIT).toBe(kept.length);
    expect((await allRows(page, TABLE_ROWS)).map((row) => idOf(row.hrefs[0])).sort((a, b) => a - b)).toEqual(kept);
    expect(await page.locator(`${PANEL} caption`).textContent()).toBe(`${missing.length - kept.length} blacklisted media hidden (tag blacklist).`);
    const asked = tagRequests();
    expect(asked.length).toBe(Math.ceil(missing.length / 50));
    for (const request of asked) expect((request.variables?.ids as number[]).length).toBeLessThanOrEqual(50);
  });

  it('related media not on the list: blacklisted rows marked (grey) with the matching genre', async () => {
    const missing = relatedMissing();
    const genre = relatedGenre(missing);
    const page = await openQueryPanel(harness, { siteUser: NOTABLE_USERS.demo, token: 'demo', settings: { moreStats: true, ...settingsWith([{ kind: 'genre', name: genre, minRank: 0 }], { related: 'grey' }) } });
    await runRelated(page);
    await expect.poll(async () => (await allRows(page, TABLE_ROWS)).length, WAIT).toBe(missing.length);
    const rows = await allRows(page, TABLE_ROWS);
    for (const row of rows) {
      const media = harness.sim.world.getMedia(idOf(row.hrefs[0]))!;
      expect(row.text.endsWith(genre), row.text).toBe(media.genres.includes(genre));
    }
    expect(await page.locator(`${PANEL} .hohVqTable th`).last().textContent()).toContain('Tag blacklist');
  });
  it('Autorecs: the blacklisted recommendations are hidden (the default there), the 25 looked up in one request', async () => {
    const { world } = harness.sim;
    // Two genres common in the world: some of the 25 recommendations have one.
    const counts = new Map<string, number>();
    for (const media of world.allMedia('ANIME')) for (const genre of media.genres) counts.set(genre, (counts.get(genre) ?? 0) + 1);
    const genres = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([name]) => name);
    const entries: BlacklistEntry[] = genres.map((name) => ({ kind: 'genre', name, minRank: 0 }));
    harness.clearRequests();
    const page = await openQueryPanel(harness, { siteUser: NOTABLE_USERS.demo, token: 'demo', settings: { moreStats: true, ...settingsWith(entries) } });
    await chooseQuery(page, 'autorecsAnime');
    await run(page);
    await page.waitForSelector(`${PANEL} .hohVqTable caption`, { timeout: 120_000 });
    const caption = (await page.locator(`${PANEL} .hohVqTable caption`).textContent()) ?? '';
    const hidden = Number(/^(\d+) blacklisted media hidden/.exec(caption)?.[1]);
    expect(hidden).toBeGreaterThan(0);
    const rows = await allRows(page, TABLE_ROWS);
    expect(rows.length + hidden).toBe(25);
    for (const row of rows) expect(expectedMatch(idOf(row.hrefs[0]), entries), row.text).toBe('');
    expect(tagRequests()).toHaveLength(1);
    expect((tagRequests()[0].variables?.ids as number[]).length).toBe(25);
  }, 180_000);
});
