// End to end: the 'comparissionPage' module on the simulator's /user/{name}/animelist/compare,
// run from the built userscript in Chromium. Asserts on what the user sees and on what reached
// the API (each user's list fetched once).
import Papa from 'papaparse';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import type { LoggedRequest } from '../../sim/api/log.ts';
import { themeColours } from '../helpers/theme.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { compareSettled } from '../helpers/compare.ts';
import { statusFilterNames, strings } from '../../src/modules/comparissionPage/strings.ts';
import { toHundredPoint } from '../../src/lib/scores.ts';
import { compatibilityColour, formatCompatibility, zScoreDifference } from '../../src/workers/compare/compatibility.ts';
import { downloadText } from '../helpers/download.ts';

const MODULE_ID = 'comparissionPage';
const OWNER = 'Aoi';
const OTHERS = ['Kirin', 'Mochi', 'Nekomimi', 'Ryuu', 'Sakuya', 'Tanuki', 'Usagi', 'Yuzu', 'Zephyr', 'Hikari', 'Kuma', 'Momo', 'Nori', 'Pocky', 'SoraBlue', 'Taiyaki', 'Umi', 'Wasabi', 'Yukine'];

const harness = useHarness();

/** The compare module's list requests, by requested user name. */
function listFetches(requests: LoggedRequest[] = harness.requests()): Map<string, number> {
  const counts = new Map<string, number>();
  for (const request of requests) {
    if (!request.operation.includes('MediaListCollection') || !request.operation.includes('favourites')) continue;
    const name = String(request.variables?.userName ?? '');
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

async function openCompare(page: Page, path: string): Promise<void> {
  await harness.goto(page, path);
  await page.waitForSelector('div.hohCompare', { state: 'attached' });
}

const settled = compareSettled;

const headers = (page: Page) => page.$$eval('div.hohCompare thead th[data-user]', (ths) => ths.map((th) => th.getAttribute('data-user')));

interface SeenRow {
  id: string;
  title: string;
  format: string;
  digest: string;
  scores: string[];
}

const rows = (page: Page): Promise<SeenRow[]> =>
  page.$$eval('div.hohCompare tbody tr[data-id]', (trs) =>
    trs.map((tr) => ({
      id: tr.getAttribute('data-id') ?? '',
      title: tr.querySelector('.hohTitleCell')?.textContent ?? '',
      format: tr.querySelector('.hohFormatCell')?.textContent ?? '',
      digest: tr.querySelector('.hohDigestCell')?.textContent ?? '',
      scores: [...tr.querySelectorAll('td.hohUserCell .hohScore')].map((cell) => cell.textContent ?? ''),
    })),
  );

const countText = (page: Page) => page.textContent('div.hohCompare .hohCompareCount');

/**
 * How a header cell shows its sort button: the name whole (not cut by the two-line clamp) and
 * the arrow, both inside the cell.
 */
const headerShows = (page: Page, selector: string) =>
  page.$eval(selector, (th) => {
    const cell = th.getBoundingClientRect();
    const inside = (element: Element | null) => {
      if (!element) return false;
      const r = element.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.left >= cell.left - 0.5 && r.right <= cell.right + 0.5 && r.top >= cell.top - 0.5 && r.bottom <= cell.bottom + 0.5;
    };
    const label = th.querySelector('.hohSortLabel')!;
    const arrow = th.querySelector('.hohSortArrow');
    return {
      label: label.textContent,
      whole: label.scrollHeight <= label.clientHeight + 1 && label.scrollWidth <= label.clientWidth + 1 && inside(label),
      arrow: arrow?.textContent ?? null,
      arrowShown: inside(arrow),
    };
  });

/**
 * Whether the focused element is in sight: inside the table's scroll box, right of the sticky
 * title column (unless it is in it), and the topmost thing at its centre.
 */
const focusedInSight = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const box = document.querySelector('div.hohCompareScroll')!.getBoundingClientRect();
    if (!active) return { label: null, inSight: false };
    const r = active.getBoundingClientRect();
    const title = document.querySelector('div.hohCompare thead th.hohTitleCell')!.getBoundingClientRect();
    const inTitle = active.closest('.hohTitleCell') !== null;
    const clear = inTitle || r.left >= title.right - 0.5;
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const inSight = r.width > 0 && r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && clear && top !== null && active.contains(top);
    return { label: active.getAttribute('aria-label') ?? active.textContent, inSight };
  });

/** The text of every format cell in the DOM that its cell cuts off. */
const clippedFormats = (page: Page) =>
  page.$$eval('div.hohCompare tbody td.hohFormatCell', (tds) => tds.filter((td) => td.scrollWidth > td.clientWidth).map((td) => td.textContent));

async function addUser(page: Page, name: string): Promise<void> {
  await page.fill('#hohCompareAddName', name);
  await page.click('.hohCompareAddButton');
}

/** The rows the table should hold for these users of the seeded world (public entries only). */
function expectedCounts(names: string[]): { all: number; rated: number } {
  const world = harness.sim.world;
  const all = new Set<number>();
  const rated = new Set<number>();
  for (const name of names) {
    const user = world.getUserByName(name)!;
    for (const entry of world.listEntries(user.id, 'ANIME')) {
      if (entry.private) continue;
      all.add(entry.mediaId);
      if (entry.score) rated.add(entry.mediaId);
    }
  }
  return { all: all.size, rated: rated.size };
}

/** The compatibility figure for two users of the seeded world, from their public anime ratings. */
function expectedCompatibility(base: string, other: string): { text: string; colour: 'green' | 'red' | null; shared: number } {
  const world = harness.sim.world;
  const ratings = (name: string) => {
    const user = world.getUserByName(name)!;
    const scores = new Map<number, number>();
    for (const entry of world.listEntries(user.id, 'ANIME')) {
      const normalised = entry.private ? 0 : toHundredPoint(entry.score, user.mediaListOptions.scoreFormat) || 0;
      if (normalised) scores.set(entry.mediaId, normalised);
    }
    return scores;
  };
  const first = ratings(base);
  const second = ratings(other);
  const shared = [...first.keys()].filter((id) => second.has(id));
  const difference = zScoreDifference(shared.map((id) => first.get(id)!), shared.map((id) => second.get(id)!));
  return { text: formatCompatibility(difference, 'profile'), colour: compatibilityColour(difference), shared: shared.length };
}

describe(`${MODULE_ID}: the compare page`, () => {
  it('shows the compatibility figure of a 2-user compare with its colour and the hint', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await openCompare(page, `/user/${OWNER}/animelist/compare?users=${NOTABLE_USERS.demo},${OWNER}`);
    await settled(page, 2);
    const expected = expectedCompatibility(NOTABLE_USERS.demo, OWNER);
    expect(expected.shared).toBeGreaterThan(1);
    const item = page.locator(`div.hohCompare .hohCompatibility li[data-user="${OWNER}"]`);
    await item.waitFor();
    expect(await page.textContent('div.hohCompare .hohCompatibility')).toContain(strings.compatibilityLabel(NOTABLE_USERS.demo));
    expect(await item.textContent()).toContain(strings.compatibilityShared(expected.shared));
    const figure = item.locator('span').first();
    expect(await figure.textContent()).toBe(expected.text);
    const shown = await figure.evaluate((element) => {
      // The theme's own green and red, resolved the same way the page's CSS does.
      const probe = (variable: string) => {
        const span = document.createElement('span');
        span.style.color = `rgb(var(${variable}))`;
        element.parentElement!.append(span);
        const colour = getComputedStyle(span).color;
        span.remove();
        return colour;
      };
      return { colour: getComputedStyle(element).color, green: probe('--color-green'), red: probe('--color-red'), className: element.className };
    });
    const wanted = { green: 'hohGood', red: 'hohBad' } as const;
    expect(shown.className).toBe(expected.colour ? wanted[expected.colour] : '');
    if (expected.colour) expect(shown.colour).toBe(shown[expected.colour]);
    else expect([shown.green, shown.red]).not.toContain(shown.colour);
    expect(await page.textContent('div.hohCompare .hohCompatibility .hoh-ui-hint')).toBe('Lower is better. 0.8 - 1.1 is common');
    await page.context().close();
  });

  it('replaces the native compare, loads the viewer and the page owner, and switches back and forth', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    harness.clearRequests();
    await openCompare(page, `/user/${OWNER}/animelist/compare`);
    await settled(page, 2);
    expect(await headers(page)).toEqual([NOTABLE_USERS.demo, OWNER]);
    const native = page.locator('.compare').first();
    const toggle = page.locator('button.hohCompareSwitch');
    expect(await native.isVisible()).toBe(false);
    expect(await toggle.textContent()).toBe(strings.showDefaultCompare);
    await toggle.click();
    expect(await native.isVisible()).toBe(true);
    expect(await page.locator('div.hohCompare').isVisible()).toBe(false);
    expect(await toggle.textContent()).toBe(strings.showHohCompare);
    await toggle.click();
    expect(await page.locator('div.hohCompare').isVisible()).toBe(true);
    // By keyboard too: the switch is in the tab order just before the box's first control.
    await page.locator('div.hohCompare select').first().focus();
    await page.keyboard.press('Shift+Tab');
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await native.waitFor({ state: 'visible' });
    await page.keyboard.press('Enter');
    await page.locator('div.hohCompare').waitFor({ state: 'visible' });
    expect(await toggle.textContent()).toBe(strings.showDefaultCompare);

    const { all, rated } = expectedCounts([NOTABLE_USERS.demo, OWNER]);
    expect(await countText(page)).toBe(strings.rowsShown(rated, all));
    const first = (await rows(page))[0];
    expect(await page.getAttribute(`tr[data-id="${first.id}"] .hohTitleCell a`, 'href')).toBe(`/anime/${first.id}/`);
    // The address now names the users, so the link can be shared.
    await page.waitForFunction(() => location.search.includes('users='));
    expect(new URL(page.url()).searchParams.get('users')).toBe(`${NOTABLE_USERS.demo},${OWNER}`);
    // Writing the address must not restart the page (the router polls it every 200 ms).
    await page.waitForTimeout(1_000);
    await settled(page, 2);
    expect(await page.locator('div.hohCompare').count()).toBe(1);
    expect(Object.fromEntries(listFetches())).toEqual({ [NOTABLE_USERS.demo]: 1, [OWNER]: 1 });
    await page.context().close();
  });

  it('adds a user (Add shows ... while loading), removes one, and writes the address', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    harness.clearRequests();
    await openCompare(page, `/user/${OWNER}/animelist/compare?users=${NOTABLE_USERS.demo},${OWNER}`);
    await settled(page, 2);
    await page.fill('#hohCompareAddName', '');
    await page.click('.hohCompareAddButton');
    expect(await page.textContent('.hohCompareAddMessage')).toBe(strings.emptyName);

    // The busy state lasts only while the list loads: record it as it happens.
    await page.evaluate((busy) => {
      const button = document.querySelector<HTMLButtonElement>('.hohCompareAddButton')!;
      const seen = { busy: false };
      (window as unknown as { hohBusySeen: typeof seen }).hohBusySeen = seen;
      new MutationObserver(() => {
        if (button.textContent === busy && button.disabled) seen.busy = true;
      }).observe(button, { childList: true, characterData: true, subtree: true, attributes: true });
    }, strings.addBusy);
    await addUser(page, 'Kirin');
    await settled(page, 3);
    expect(await page.evaluate(() => (window as unknown as { hohBusySeen: { busy: boolean } }).hohBusySeen.busy)).toBe(true);
    expect(await headers(page)).toEqual([NOTABLE_USERS.demo, OWNER, 'Kirin']);
    // Add comes back only after the compatibility figures, which follow the table: wait for it.
    await expect.poll(() => page.textContent('.hohCompareAddButton'), { timeout: 60_000 }).toBe(strings.add);
    expect(new URL(page.url()).searchParams.get('users')).toBe(`${NOTABLE_USERS.demo},${OWNER},Kirin`);

    // By keyboard: focus stays in the table, on the × of the user who took the removed one's place.
    await page.focus(`button[aria-label="${strings.removeUser(OWNER)}"]`);
    await page.keyboard.press('Enter');
    await settled(page, 2);
    expect(await headers(page)).toEqual([NOTABLE_USERS.demo, 'Kirin']);
    await page.waitForFunction((label) => document.activeElement?.getAttribute('aria-label') === label, strings.removeUser('Kirin'), { timeout: 60_000 });
    expect(await page.evaluate(() => document.activeElement?.closest('div.hohCompareScroll') !== null)).toBe(true);
    const { all, rated } = expectedCounts([NOTABLE_USERS.demo, 'Kirin']);
    expect(await countText(page)).toBe(strings.rowsShown(rated, all));
    await page.waitForFunction(() => new URL(location.href).searchParams.get('users') === 'Demo,Kirin');

    // Adding the removed user again reuses the list already fetched.
    await addUser(page, OWNER);
    await settled(page, 3);
    expect(Object.fromEntries(listFetches())).toEqual({ [NOTABLE_USERS.demo]: 1, [OWNER]: 1, Kirin: 1 });
    await page.context().close();
  });

  it('compares 20 users of the seeded world, each list fetched once, only visible rows in the DOM', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    harness.clearRequests();
    const users = [OWNER, ...OTHERS];
    await openCompare(page, `/user/${OWNER}/animelist/compare?users=${users.join(',')}`);
    await settled(page, 20, 60_000);
    expect(await headers(page)).toEqual(users);
    const { all, rated } = expectedCounts(users);
    expect(await countText(page)).toBe(strings.rowsShown(rated, all));
    const domRows = await page.locator('div.hohCompare tbody tr[data-id]').count();
    expect(domRows).toBeGreaterThan(5);
    expect(domRows).toBeLessThan(150);
    expect(await page.locator('div.hohCompare tfoot td.hohUserCell').count()).toBe(20);
    // With 20 narrow columns the digest header still shows its whole name and the sort arrow.
    await page.selectOption('div.hohCompare select >> nth=1', 'stdDeviation');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('sort') === 'stdDeviation');
    await settled(page, 20, 60_000);
    await expect.poll(() => headerShows(page, 'div.hohCompare thead th.hohDigestCell'), { timeout: 60_000 }).toEqual({ label: 'Std. Deviation', whole: true, arrow: '▼', arrowShown: true });
    expect(await headerShows(page, `div.hohCompare thead th[data-user="${OTHERS[0]}"]`)).toMatchObject({ label: OTHERS[0], whole: true });
    const fetches = listFetches();
    expect([...fetches.keys()].sort()).toEqual([...users].sort());
    expect([...fetches.values()].every((count) => count === 1)).toBe(true);
    // Scrolling to the end brings other rows in, still only a window of them.
    const firstBefore = (await rows(page))[0].id;
    await page.$eval('div.hohCompareScroll', (box) => box.scrollTo(0, box.scrollHeight));
    await page.waitForFunction(
      (first) => {
        const shown = document.querySelectorAll('div.hohCompare tbody tr[data-id]');
        return shown.length > 0 && shown[0].getAttribute('data-id') !== first;
      },
      firstBefore,
    );
    expect(await page.locator('div.hohCompare tbody tr[data-id]').count()).toBeLessThan(150);
    await page.context().close();
  });

  it('filters, digests and sorting change the rows', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    const users = [NOTABLE_USERS.demo, OWNER, 'Kirin'];
    await openCompare(page, `/user/${OWNER}/animelist/compare?users=${users.join(',')}`);
    await settled(page, 3);

    await page.selectOption('div.hohCompare select >> nth=0', 'MOVIE');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('filter') === 'MOVIE');
    await settled(page, 3);
    const movies = await rows(page);
    expect(movies.length).toBeGreaterThan(0);
    expect(movies.every((row) => row.format === 'Movie')).toBe(true);
    await page.selectOption('div.hohCompare select >> nth=0', '');
    await settled(page, 3);

    await page.click('div.hohCompare thead button:has-text("Title")');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('sort') === 'title');
    await settled(page, 3);
    const byTitle = (await rows(page)).map((row) => row.title);
    expect(byTitle).toEqual([...byTitle].sort((a, b) => a.localeCompare(b)));
    expect(await page.textContent('div.hohCompare thead th.hohTitleCell')).toContain('▼');

    await page.selectOption('div.hohCompare select >> nth=1', 'ratings');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('sort') === 'ratings');
    await settled(page, 3);
    expect(await page.textContent('div.hohCompare thead th.hohDigestCell')).toContain('#Ratings');
    const counts = (await rows(page)).map((row) => Number(row.digest));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const row of await rows(page)) expect(Number(row.digest)).toBe(row.scores.filter((s) => s !== '' && s !== '–').length);

    await page.fill('div.hohCompare input[type="number"]', '3');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('minRatings') === '3');
    await settled(page, 3);
    for (const row of await rows(page)) expect(row.scores.every((s) => s !== '' && s !== '–')).toBe(true);

    await page.click(`button[aria-label^="Rating filter for ${OWNER}"]`);
    await page.waitForFunction((owner) => (new URL(location.href).searchParams.get('users') ?? '').includes(`${owner}*`), OWNER);
    await page.context().close();
  });

  it('cycles the status dot and the rating filter, colours whole cells, and shows each column mean', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    const users = [OWNER, 'Kirin'];
    await openCompare(page, `/user/${OWNER}/animelist/compare?users=${users.join(',')}`);
    await settled(page, 2);

    // Footer: each user's mean of their ratings over the displayed rows, to 2 decimals. With the
    // default minimum of 1 rating every rated entry is displayed.
    const world = harness.sim.world;
    const footer = await page.$$eval('div.hohCompare tfoot td.hohUserCell', (tds) => tds.map((td) => td.textContent ?? ''));
    users.forEach((name, index) => {
      const user = world.getUserByName(name)!;
      const scores = world
        .listEntries(user.id, 'ANIME')
        .filter((entry) => !entry.private)
        .map((entry) => toHundredPoint(entry.score, user.mediaListOptions.scoreFormat) || 0)
        .filter((score) => score > 0);
      const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
      expect(Number(footer[index])).toBeCloseTo(Math.round(mean * 100) / 100, 2);
    });

    // Status dot: all → COMPLETED → CURRENT → PLANNING → PAUSED → DROPPED → REPEATING → NOT → all.
    const dot = `div.hohCompare thead th[data-user="${OWNER}"] button.hohStatusFilter`;
    const cycle = ['COMPLETED', 'CURRENT', 'PLANNING', 'PAUSED', 'DROPPED', 'REPEATING', 'NOT', 'all'];
    for (const status of cycle) {
      await page.click(dot);
      await page.waitForFunction(
        ([selector, label]) => document.querySelector(selector)?.getAttribute('aria-label')?.endsWith(label) ?? false,
        [dot, statusFilterNames[status]] as const,
      );
      await settled(page, 2);
      if (status === 'all') continue;
      const seen = await page.$$eval('div.hohCompare tbody tr[data-id] td.hohUserCell:nth-of-type(4)', (tds) => tds.map((td) => td.getAttribute('data-status')));
      for (const cell of seen) expect(cell).toBe(status);
    }
    expect((await rows(page)).length).toBeGreaterThan(0);

    // Rating filter: any → must be rated (Aoi*) → must be unrated (Aoi-) → any.
    const demand = `button[aria-label^="Rating filter for ${OWNER}"]`;
    const usersParam = () => page.evaluate(() => new URL(location.href).searchParams.get('users') ?? '');
    await page.click(demand);
    await page.waitForFunction((owner) => (new URL(location.href).searchParams.get('users') ?? '').includes(`${owner}*`), OWNER);
    await page.click(demand);
    await page.waitForFunction((owner) => (new URL(location.href).searchParams.get('users') ?? '').includes(`${owner}-`), OWNER);
    await settled(page, 2);
    for (const row of await rows(page)) expect(row.scores[0] === '' || row.scores[0] === '–').toBe(true);
    await page.click(demand);
    await page.waitForFunction(
      (owner) => {
        const value = new URL(location.href).searchParams.get('users') ?? '';
        return value.includes(owner) && !value.includes(`${owner}*`) && !value.includes(`${owner}-`);
      },
      OWNER,
    );
    expect(await usersParam()).toBe(users.join(','));

    // Colour entire cell: the address says so and cells on a list carry their status colour.
    // A controlled checkbox: it turns on once the worker has applied the option, so click and wait.
    await page.getByLabel('Colour entire cell').click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('fullColour') === 'true');
    await settled(page, 2);
    const coloured = await page.$$eval('div.hohCompare tbody td.hohUserCell', (tds) =>
      tds.filter((td) => td.getAttribute('data-status') !== 'NOT').map((td) => td.className),
    );
    expect(coloured.length).toBeGreaterThan(0);
    for (const className of coloured) expect(className).toMatch(/hohFull-[A-Z]+/);
    await page.context().close();
  });

  it('exports CSV and JSON with the spec file names and the table contents', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await openCompare(page, `/user/${OWNER}/animelist/compare?users=${NOTABLE_USERS.demo},${OWNER}&filter=TV`);
    await settled(page, 2);
    const shown = await rows(page);
    const save = async (label: string): Promise<{ name: string; text: string }> => {
      const [download] = await Promise.all([page.waitForEvent('download') as Promise<Download>, page.click(`button:has-text("${label}")`)]);
      return { name: download.suggestedFilename(), text: await downloadText(download) };
    };
    const csv = await save(strings.exportCsv);
    expect(csv.name).toBe(`Anime table for ${NOTABLE_USERS.demo} and ${OWNER}.csv`);
    const lines = csv.text.split('\n');
    expect(lines[0]).toBe(`Title,Average,${NOTABLE_USERS.demo},${OWNER}`);
    const count = /(\d+) of/.exec((await countText(page)) ?? '')![1];
    expect(lines.length - 1).toBe(Number(count));
    expect(lines[1].startsWith(`"${shown[0].title.replace(/"/g, '""')}"`)).toBe(true);
    // A user without a rating gets an empty cell, not a 0 a spreadsheet would average in.
    const cells = Papa.parse<string[]>(csv.text.trim()).data.slice(1);
    const userCells = cells.flatMap((line) => line.slice(2));
    expect(userCells).toContain('');
    expect(userCells).not.toContain('0');
    shown.slice(0, 10).forEach((row, index) => {
      row.scores.forEach((text, user) => {
        const cell = cells[index][2 + user];
        if (text === '' || text === '–') expect(cell).toBe('');
        else expect(Number(cell)).toBeCloseTo(Number(text), 2);
      });
    });

    const json = await save(strings.exportJson);
    expect(json.name).toBe(`Anime table for ${NOTABLE_USERS.demo} and ${OWNER}.json`);
    const data = JSON.parse(json.text) as { version: string; type: string; formatFilter: string; users: { name: string }[]; media: unknown[] };
    expect(data.version).toBe('1.00');
    expect(data.type).toBe('Anime');
    expect(data.formatFilter).toBe('TV');
    expect(data.users.map((user) => user.name)).toEqual([NOTABLE_USERS.demo, OWNER]);
    expect(data.media.length).toBe(expectedCounts([NOTABLE_USERS.demo, OWNER]).all);
    await page.context().close();
  });

  it('restores the same table from the address it wrote', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await openCompare(page, `/user/${OWNER}/animelist/compare?users=${NOTABLE_USERS.demo},${OWNER},Kirin`);
    await settled(page, 3);
    await page.selectOption('div.hohCompare select >> nth=1', 'median');
    await page.click(`button[aria-label^="Rating filter for Kirin"]`);
    await page.fill('div.hohCompare input[type="number"]', '2');
    await page.getByLabel(strings.ratingSystemsLabel).click();
    await page.waitForFunction(() => /ratingSystems=true/.test(location.search));
    await expect.poll(() => page.getByLabel(strings.ratingSystemsLabel).isChecked(), { timeout: 60_000 }).toBe(true);
    await page.click(`div.hohCompare thead th[data-user="${OWNER}"] .hohSortButton`);
    await page.waitForFunction(() => /sort=user/.test(location.search) && /ratingSystems=true/.test(location.search) && /minRatings=2/.test(location.search));
    await settled(page, 3);
    const written = page.url();
    const before = { rows: await rows(page), count: await countText(page), headers: await headers(page) };

    const again = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await openCompare(again, new URL(written).pathname + new URL(written).search);
    await settled(again, 3);
    // The virtual list may draw its first rows before it has measured its box: wait until it shows
    // as many rows as the first page did (the comparison below would fail on any other count).
    await expect.poll(async () => (await rows(again)).length).toBe(before.rows.length);
    const after = { rows: await rows(again), count: await countText(again), headers: await headers(again) };
    expect(after.headers).toEqual(before.headers);
    expect(after.count).toBe(before.count);
    // Equal scores keep the order the table had before (a stable sort), which depends on the
    // sorts made earlier; so compare the rows by id and the sorted column's order.
    // The sort key: the score's number; unrated (–) and absent ('') both count 0.
    const key = (row: SeenRow) => Number.parseFloat(row.scores[1]) || 0;
    expect(after.rows.map(key)).toEqual(before.rows.map(key));
    const matched = after.rows.filter((row) => before.rows.some((earlier) => earlier.id === row.id));
    expect(matched.length).toBeGreaterThan(after.rows.length * 0.8);
    for (const row of matched) expect(row).toEqual(before.rows.find((earlier) => earlier.id === row.id));
    expect(await again.locator('div.hohCompare select').nth(1).inputValue()).toBe('median');
    expect(again.url()).toBe(written);
    await page.context().close();
    await again.context().close();
  });
});

describe(`${MODULE_ID}: manga lists`, () => {
  it('compares manga lists on /mangalist/compare with manga links and manga formats', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    harness.clearRequests();
    await openCompare(page, `/user/${OWNER}/mangalist/compare?users=${NOTABLE_USERS.demo},${OWNER}`);
    await settled(page, 2);
    const first = (await rows(page))[0];
    expect(await page.getAttribute(`tr[data-id="${first.id}"] .hohTitleCell a`, 'href')).toBe(`/manga/${first.id}/`);
    const formats = await page.locator('div.hohCompare select').first().locator('option').allTextContents();
    expect(formats).toEqual(['All', 'Manga', 'Novel', 'One Shot']);
    expect(harness.requests().filter((request) => request.operation.includes('favourites')).every((request) => request.variables?.type === 'MANGA')).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click(`button:has-text("${strings.exportCsv}")`)]);
    expect(download.suggestedFilename()).toBe(`Manga table for ${NOTABLE_USERS.demo} and ${OWNER}.csv`);
    await page.context().close();
  });
});

describe(`${MODULE_ID}: failure paths`, () => {
  it('says so for an unknown user and a private user', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await openCompare(page, `/user/${OWNER}/animelist/compare?users=${NOTABLE_USERS.demo},${OWNER}`);
    await settled(page, 2);
    await addUser(page, 'NoSuchUserHere');
    await page.locator('.hohCompareAddMessage', { hasText: strings.userNotFound('NoSuchUserHere') }).waitFor();
    await addUser(page, NOTABLE_USERS.private);
    await page.locator('.hohCompareAddMessage', { hasText: strings.userPrivate(NOTABLE_USERS.private) }).waitFor();
    expect(await headers(page)).toEqual([NOTABLE_USERS.demo, OWNER]);

    // Users in the address that fail are reported and dropped from it.
    const other = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await openCompare(other, `/user/${OWNER}/animelist/compare?users=${OWNER},NoSuchUserHere`);
    await settled(other, 1);
    expect(await other.textContent('div.hohCompare .hohCompareMessages')).toContain(strings.userNotFound('NoSuchUserHere'));
    await other.waitForFunction((owner) => new URL(location.href).searchParams.get('users') === owner, OWNER);
    await page.context().close();
    await other.context().close();
  });

  it('works signed out for public users; ~ gives a clear message', async () => {
    const page = await harness.newPage();
    harness.clearRequests();
    await openCompare(page, `/user/${OWNER}/animelist/compare?users=~,${OWNER},Kirin`);
    await settled(page, 2);
    expect(await headers(page)).toEqual([OWNER, 'Kirin']);
    expect(await page.textContent('div.hohCompare .hohCompareMessages')).toContain(strings.viewerNeedsSignIn);
    await addUser(page, '~');
    await page.locator('.hohCompareAddMessage', { hasText: strings.viewerNeedsSignIn }).waitFor();
    const compareRequests = harness.requests().filter((request) => request.operation.includes('favourites'));
    expect(compareRequests.length).toBe(2);
    expect(compareRequests.every((request) => request.token === null)).toBe(true);
    await page.context().close();
  });
});

describe(`${MODULE_ID}: tried as a user would`, () => {
  it('an emptied Minimum ratings means 0, and no message moves the checkboxes under the next click', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    const users = [NOTABLE_USERS.demo, OWNER];
    await openCompare(page, `/user/${OWNER}/animelist/compare?users=${users.join(',')}`);
    await settled(page, 2);
    const field = page.getByLabel(strings.minRatingsLabel);
    const checkbox = page.getByLabel(strings.fullColourLabel);
    const before = await checkbox.boundingBox();
    await field.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('minRatings') === '0');
    await settled(page, 2);
    const { all } = expectedCounts(users);
    await expect.poll(() => countText(page), { timeout: 60_000 }).toBe(strings.rowsShown(all, all));
    expect(await page.locator('div.hohCompareControls .hoh-ui-error').count()).toBe(0);
    expect(await checkbox.boundingBox()).toEqual(before);
    // The click leaves the field (its blur) and lands on the checkbox.
    await checkbox.click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('fullColour') === 'true');
    // The address is written in the frame before the controls' render.
    await expect.poll(() => checkbox.isChecked(), { timeout: 60_000 }).toBe(true);

    // A value the field refuses says so without moving anything either.
    await field.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('-1');
    await page.locator('div.hohCompareControls .hoh-ui-error').waitFor();
    expect(await checkbox.boundingBox()).toEqual(before);
    await checkbox.click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('fullColour') === null);
    await expect.poll(() => checkbox.isChecked(), { timeout: 60_000 }).toBe(false);
    expect(new URL(page.url()).searchParams.get('minRatings')).toBe('0');
    await page.context().close();
  });

  it('the digest header shows its name and sort direction with a single user', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await openCompare(page, `/user/${OWNER}/animelist/compare?users=${OWNER}&sort=-absDeviation`);
    await settled(page, 1);
    await expect.poll(() => headerShows(page, 'div.hohCompare thead th.hohDigestCell'), { timeout: 60_000 }).toEqual({ label: 'Abs. Deviation', whole: true, arrow: '▲', arrowShown: true });
    await page.context().close();
  });

  it('the filter buttons say what they do under visible labels, beside a legend of the status colours', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await openCompare(page, `/user/${OWNER}/animelist/compare?users=${NOTABLE_USERS.demo},${OWNER}`);
    await settled(page, 2);
    const head = page.locator(`div.hohCompare thead th[data-user="${OWNER}"]`);
    const status = head.locator('button.hohStatusFilter');
    const demand = head.locator('button.hohDemand');
    for (const label of [strings.statusFilterLabel, strings.demandFilterLabel]) {
      expect(await page.locator('div.hohCompare thead th.hohTitleCell .hohFilterLabel', { hasText: label }).isVisible()).toBe(true);
    }
    expect(await status.innerText()).toBe('All');
    expect(await demand.innerText()).toBe('Any');
    await demand.click();
    await page.waitForFunction((owner) => (new URL(location.href).searchParams.get('users') ?? '').includes(`${owner}*`), OWNER);
    await expect.poll(() => demand.innerText(), { timeout: 60_000 }).toBe('✓ Rated');
    await demand.click();
    await page.waitForFunction((owner) => (new URL(location.href).searchParams.get('users') ?? '').includes(`${owner}-`), OWNER);
    await expect.poll(() => demand.innerText(), { timeout: 60_000 }).toBe('✕ Unrated');
    await status.click();
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent === 'Completed', `div.hohCompare thead th[data-user="${OWNER}"] button.hohStatusFilter`);

    // The legend is on the page and its dots have the colours of the cells' dots.
    const legend = page.getByRole('list', { name: strings.statusLegend });
    expect(await legend.isVisible()).toBe(true);
    const colours = await page.evaluate(() => {
      const colour = (element: Element | null) => (element ? getComputedStyle(element).backgroundColor : null);
      const legendDots = Object.fromEntries(
        [...document.querySelectorAll('.hohCompareLegend li[data-status]')].map((item) => [item.getAttribute('data-status'), colour(item.querySelector('.hohStatusDot'))]),
      );
      const cellDots = Object.fromEntries(
        [...document.querySelectorAll('div.hohCompare tbody td.hohUserCell .hohStatusDot')].map((dot) => [dot.closest('td')!.getAttribute('data-status'), colour(dot)]),
      );
      return { legendDots, cellDots };
    });
    expect(Object.keys(colours.legendDots)).toEqual(['COMPLETED', 'CURRENT', 'PLANNING', 'PAUSED', 'DROPPED', 'REPEATING', 'NOT']);
    expect(Object.keys(colours.cellDots).length).toBeGreaterThan(0);
    for (const [cellStatus, colour] of Object.entries(colours.cellDots)) expect(colours.legendDots[cellStatus]).toBe(colour);
    await page.context().close();
  });

  it("ascending by a user's score lists their lowest ratings first and their unrated titles last", async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await openCompare(page, `/user/${OWNER}/animelist/compare?users=${NOTABLE_USERS.demo},${OWNER},Kirin`);
    await settled(page, 3);
    const sortButton = 'div.hohCompare thead th[data-user="Kirin"] .hohSortButton';
    await page.click(sortButton);
    await page.waitForFunction(() => new URL(location.href).searchParams.get('sort') === 'user:Kirin');
    await settled(page, 3);
    await page.click(sortButton);
    await page.waitForFunction(() => new URL(location.href).searchParams.get('sort') === '-user:Kirin');
    await page.waitForFunction(() => document.querySelector('div.hohCompare thead th[data-user="Kirin"]')?.getAttribute('aria-sort') === 'ascending', null, { timeout: 60_000 });
    await settled(page, 3);
    const kirin = (row: SeenRow) => Number.parseFloat(row.scores[2]);
    const top = (await rows(page)).map(kirin);
    expect(top.length).toBeGreaterThan(2);
    expect(Number.isNaN(top[0])).toBe(false);
    const rated = top.filter((score) => !Number.isNaN(score));
    expect(rated).toEqual([...rated].sort((a, b) => a - b));
    // At the end of the table: Kirin's unrated titles.
    const firstAtTop = (await rows(page))[0].id;
    await page.$eval('div.hohCompareScroll', (box) => box.scrollTo(0, box.scrollHeight));
    await page.waitForFunction((first) => {
      const shown = document.querySelector('div.hohCompare tbody tr[data-id]');
      return shown !== null && shown.getAttribute('data-id') !== first;
    }, firstAtTop);
    await settled(page, 3);
    const bottom = (await rows(page)).slice(-5).map(kirin);
    expect(bottom.every((score) => Number.isNaN(score))).toBe(true);
    await page.context().close();
  });

  it('rows with the same title show their start year', async () => {
    const users = [OWNER, 'Kirin', 'Mochi', NOTABLE_USERS.demo];
    // English titles repeat in the seeded world; a guest's title language comes from the settings.
    const world = harness.sim.world;
    const shownTitle = (id: number) => {
      const title = world.getMedia(id)!.title;
      return title.english ?? title.romaji;
    };
    const year = (id: number) => world.getMedia(id)!.startDate.year;
    const ids = new Set<number>();
    for (const name of users) for (const entry of world.listEntries(world.getUserByName(name)!.id, 'ANIME')) if (!entry.private) ids.add(entry.mediaId);
    const rowsWithTitle = new Map<string, number[]>();
    for (const id of ids) rowsWithTitle.set(shownTitle(id), [...(rowsWithTitle.get(shownTitle(id)) ?? []), id]);
    const [title, pair] = [...rowsWithTitle].find(([, same]) => same.length === 2 && year(same[0]) !== year(same[1]))!;

    const page = await harness.newPage({ settings: { titleLanguage: 'ENGLISH' } });
    await openCompare(page, `/user/${OWNER}/animelist/compare?users=${users.join(',')}&minRatings=0&sort=title`);
    await settled(page, users.length);
    // Sorted by title, the two rows are neighbours: scroll to them.
    const index = [...ids].sort((a, b) => shownTitle(a).localeCompare(shownTitle(b))).indexOf(pair[0]);
    await page.$eval('div.hohCompareScroll', (box, top) => box.scrollTo(0, top), Math.max(0, (index - 5) * 32));
    for (const id of pair) await page.waitForSelector(`div.hohCompare tbody tr[data-id="${id}"]`, { timeout: 60_000 });
    await settled(page, users.length);
    for (const id of pair) {
      const cell = page.locator(`div.hohCompare tbody tr[data-id="${id}"] td.hohTitleCell`);
      expect(await cell.locator('a').textContent()).toBe(title);
      expect(await cell.locator('.hohYear').textContent()).toBe(String(year(id)));
      expect(await cell.locator('.hohYear').isVisible()).toBe(true);
    }
    // Every row in view: a year exactly when another row has its title.
    const seen = await page.$$eval('div.hohCompare tbody tr[data-id]', (trs) =>
      trs.map((tr) => ({ id: Number(tr.getAttribute('data-id')), year: tr.querySelector('.hohYear')?.textContent ?? null })),
    );
    expect(seen.some((row) => row.year === null)).toBe(true);
    for (const row of seen) expect(row.year).toBe(rowsWithTitle.get(shownTitle(row.id))!.length > 1 ? String(year(row.id)) : null);
    await page.context().close();
  });

  it("'TV Short' fits its cell with many users at the default width", async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    const users = [OWNER, ...OTHERS.slice(0, 7)];
    await openCompare(page, `/user/${OWNER}/animelist/compare?users=${users.join(',')}&filter=TV_SHORT&minRatings=0`);
    await settled(page, users.length);
    const formats = await page.$$eval('div.hohCompare tbody td.hohFormatCell', (tds) => tds.map((td) => td.textContent));
    expect(formats.length).toBeGreaterThan(0);
    expect(new Set(formats)).toEqual(new Set(['TV Short']));
    expect(await clippedFormats(page)).toEqual([]);
    await page.context().close();
  });
});

describe(`${MODULE_ID}: under a short rate-limit window`, () => {
  // A simulator of its own whose 4-request window lasts 3 s, so a real 429 and its Retry-After
  // happen within seconds.
  const WINDOW_MS = 3_000;
  const limited = useHarness({ world: () => harness.sim.world, rateLimit: 4, rateWindowMs: WINDOW_MS });

  const listRequests = () => limited.requests().filter((request) => request.operation.includes('MediaListCollection') && request.operation.includes('favourites'));

  it('finishes the table after a 429 once Retry-After has passed', async () => {
    limited.sim.resetRateLimit();
    const page = await limited.newPage();
    limited.clearRequests();
    const users = [OWNER, 'Kirin', 'Mochi', 'Ryuu', 'Sakuya', 'Tanuki'];
    await limited.goto(page, `/user/${OWNER}/animelist/compare?users=${users.join(',')}`);
    await page.waitForSelector('div.hohCompare', { state: 'attached' });
    await settled(page, users.length, 60_000);
    expect(await headers(page)).toEqual(users);
    const byUser = new Map<string, number[]>();
    for (const request of listRequests()) {
      const name = String(request.variables?.userName);
      byUser.set(name, [...(byUser.get(name) ?? []), request.status]);
    }
    // Every list ended in one success; at least one was refused first and then retried.
    expect([...byUser.keys()].sort()).toEqual([...users].sort());
    for (const statuses of byUser.values()) {
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses[statuses.length - 1]).toBe(200);
    }
    expect([...byUser.values()].some((statuses) => statuses[0] === 429)).toBe(true);
    await page.context().close();
  });

  it('leaving the page while lists are loading stops the work and removes the box', async () => {
    limited.sim.resetRateLimit();
    const page = await limited.newPage({ siteUser: NOTABLE_USERS.demo });
    limited.clearRequests();
    // The page's API requests not yet answered or failed (the worker's too: Chromium reports them as the page's).
    const onTheWire = new Set<object>();
    page.on('request', (request) => {
      if (request.url().startsWith('https://graphql.anilist.co')) onTheWire.add(request);
    });
    page.on('requestfinished', (request) => onTheWire.delete(request));
    page.on('requestfailed', (request) => onTheWire.delete(request));
    const users = [OWNER, ...OTHERS.slice(0, 9)];
    await limited.goto(page, `/user/${OWNER}/animelist/compare?users=${users.join(',')}`);
    await page.waitForSelector('div.hohCompare .hohCompareLoading li', { state: 'attached' });
    // Some lists have been refused and are waiting for Retry-After when the visitor leaves.
    await expect.poll(() => listRequests().some((request) => request.status === 429), { timeout: 60_000 }).toBe(true);
    const done = new Set(listRequests().filter((request) => request.status === 200).map((request) => request.variables?.userName));
    expect(done.size).toBeLessThan(users.length);
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/home'));
    await page.waitForURL('https://anilist.co/home');
    await page.waitForSelector('div.hohCompare', { state: 'detached' });
    await expect.poll(() => page.locator('div.hohCompare, button.hohCompareSwitch').count(), { timeout: 60_000 }).toBe(0);
    // A request already on the wire may still land: wait until none is; after that, nothing more.
    await expect.poll(() => onTheWire.size, { timeout: 60_000 }).toBe(0);
    const seen = listRequests().length;
    // Longer than a whole window and its Retry-After: a load still running would have retried.
    await page.waitForTimeout(WINDOW_MS * 2);
    expect(listRequests().length).toBe(seen);
    // …and the lists not fetched by then never were.
    const fetched = new Set(listRequests().filter((request) => request.status === 200).map((request) => request.variables?.userName));
    expect(fetched.size).toBeLessThan(users.length);
    expect(await page.locator('div.hohCompare').count()).toBe(0);
    await page.context().close();
  });
});

describe(`${MODULE_ID}: themes and narrow screens`, () => {
  for (const theme of ['default', 'dark', 'contrast'] as const) {
    it(`uses the ${theme} theme's colours`, async () => {
      const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, theme });
      await openCompare(page, `/user/${OWNER}/animelist/compare?users=${NOTABLE_USERS.demo},${OWNER}`);
      await settled(page, 2);
      const colours = await themeColours(page, 'div.hohCompare');
      expect(colours.background).toBe(colours.expected.background);
      expect(colours.text).toBe(colours.expected.text);
      // The switch looks like AniList's buttons: the theme's blue with white text, padded, rounded.
      const button = await page.$eval('button.hohCompareSwitch', (element) => {
        const probe = document.createElement('span');
        probe.style.background = 'rgb(var(--color-blue))';
        probe.style.color = 'rgb(var(--color-white))';
        element.parentElement!.append(probe);
        const expected = { background: getComputedStyle(probe).backgroundColor, text: getComputedStyle(probe).color };
        probe.remove();
        const style = getComputedStyle(element);
        return {
          expected,
          background: style.backgroundColor,
          text: style.color,
          radius: Number.parseFloat(style.borderTopLeftRadius),
          padding: Number.parseFloat(style.paddingLeft),
          height: element.getBoundingClientRect().height,
        };
      });
      expect(button.background).toBe(button.expected.background);
      expect(button.text).toBe(button.expected.text);
      expect(button.radius).toBeGreaterThanOrEqual(3);
      expect(button.padding).toBeGreaterThanOrEqual(10);
      expect(button.height).toBeGreaterThanOrEqual(28);
      await page.context().close();
    });
  }

  it('at 500 px the user columns are there, reachable by keyboard, and nothing is cut', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await page.setViewportSize({ width: 500, height: 900 });
    const users = [OWNER, ...OTHERS.slice(0, 5)];
    await openCompare(page, `/user/${OWNER}/animelist/compare?users=${users.join(',')}`);
    await settled(page, users.length);
    const layout = await page.$eval('div.hohCompareScroll', (box) => {
      const frame = box.getBoundingClientRect();
      const first = box.querySelector('thead th[data-user]')!.getBoundingClientRect();
      return {
        right: frame.right,
        firstShown: Math.min(first.right, frame.right) - first.left,
        widths: [...box.querySelectorAll('thead th[data-user]')].map((th) => th.getBoundingClientRect().width),
      };
    });
    expect(layout.right).toBeLessThanOrEqual(500);
    // The first user's column is in sight without scrolling, and no column is squeezed.
    expect(layout.firstShown).toBeGreaterThanOrEqual(100);
    for (const width of layout.widths) expect(width).toBeGreaterThanOrEqual(100);
    await expect.poll(() => headerShows(page, 'div.hohCompare thead th.hohDigestCell'), { timeout: 60_000 }).toEqual({ label: 'Average', whole: true, arrow: '▼', arrowShown: true });

    // The box scrolls with the arrow keys once focused…
    await page.focus('div.hohCompareScroll');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('div.hohCompareScroll')!.scrollLeft > 0);
    // …and Tab walks every user's buttons, each brought into sight clear of the title column.
    await page.focus('div.hohCompare thead th.hohTitleCell .hohSortButton');
    const last = strings.demand(users[users.length - 1], 'any');
    const walked: string[] = [];
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press('Tab');
      const focus = await focusedInSight(page);
      walked.push(String(focus.label));
      expect(focus).toEqual({ label: focus.label, inSight: true });
      if (focus.label === last) break;
    }
    expect(walked).toContain(strings.removeUser(users[3]));
    expect(walked[walked.length - 1]).toBe(last);

    await page.selectOption('div.hohCompare select >> nth=0', 'TV_SHORT');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('filter') === 'TV_SHORT');
    await settled(page, users.length);
    await expect.poll(async () => new Set(await page.$$eval('div.hohCompare tbody td.hohFormatCell', (tds) => tds.map((td) => td.textContent))), { timeout: 60_000 }).toEqual(new Set(['TV Short']));
    expect(await clippedFormats(page)).toEqual([]);
    await page.context().close();
  });

  it('scrolls sideways inside the box on a narrow screen', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await page.setViewportSize({ width: 420, height: 800 });
    await openCompare(page, `/user/${OWNER}/animelist/compare?users=${[OWNER, ...OTHERS.slice(0, 5)].join(',')}`);
    await settled(page, 6);
    const sizes = await page.$eval('div.hohCompareScroll', (box) => ({
      client: box.clientWidth,
      scroll: box.scrollWidth,
      pageScroll: document.documentElement.scrollWidth,
      right: box.getBoundingClientRect().right,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.right).toBeLessThanOrEqual(420 + 1);
    await page.context().close();
  });
});
