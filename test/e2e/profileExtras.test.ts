// End to end: the profile extras, run from the built userscript in Chromium on the simulator's
// /user/{name} pages: 'milestones' (totals and mean score in the stat boxes) and the profile's
// Compatibility button of 'comparissionPage'. Expected figures are computed from the seeded world.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import type { MediaType } from '../../sim/world/types.ts';
import { themeColours } from '../helpers/theme.ts';
import { apiErrorsLogged, failedAnswersRead } from '../helpers/graphqlRoutes.ts';
import { waitForContent, type Harness } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { compatibility, compatibilityColour, formatCompatibility } from '../../src/workers/compare/compatibility.ts';

const MILESTONES = 'milestones';
const OWNER = 'Aoi';

const harness = useHarness();

/** What AniList's statistics give for a profile seen by someone else (private entries left out). */
function expectedBox(name: string, type: MediaType) {
  const world = harness.sim.world;
  const user = world.getUserByName(name)!;
  const entries = world.listEntries(user.id, type).filter((entry) => !entry.private && world.getMedia(entry.mediaId));
  const scores = entries.map((entry) => entry.scoreRaw).filter((score) => score > 0);
  const mean = scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100 : 0;
  const watched = entries.filter((entry) => entry.status !== 'PLANNING');
  const total = watched.reduce((sum, entry) => sum + (type === 'ANIME' ? entry.progress : (entry.progressVolumes ?? 0)), 0);
  return { total: total.toLocaleString('en-US'), mean: mean.toFixed(1) };
}

interface SeenBox {
  stats: { value: string; label: string }[];
  /** the threshold row under the box, as the member reads it */
  milestones: string[];
  /** the module's total line between the box and its next box, if any */
  total: string | null;
}

/** Each stat box, the `.milestones` row that follows it and the module's total line. */
const boxes = (page: Page): Promise<SeenBox[]> =>
  page.$$eval('.stats-wrap .stats-wrap', (found) =>
    found.map((box) => {
      let bar: Element | null = null;
      let total: string | null = null;
      for (let next = box.nextElementSibling; next && !next.matches('.stats-wrap'); next = next.nextElementSibling) {
        if (next.matches('.milestones')) bar ??= next;
        if (next.matches('.hohMilestonesTotal')) total = (next as HTMLElement).innerText.trim();
      }
      return {
        stats: [...box.querySelectorAll(':scope > .stat')].map((stat) => ({
          value: stat.querySelector('.value')?.textContent?.trim() ?? '',
          label: stat.querySelector('.label')?.textContent?.trim() ?? '',
        })),
        milestones: [...(bar?.querySelectorAll('.milestone') ?? [])].map((m) => (m as HTMLElement).innerText.trim()),
        total,
      };
    }),
  );

const statisticsRequests = (h: Harness = harness) => h.requests().filter((request) => request.operation.includes('query UserStatistics'));

async function openProfile(page: Page, name: string): Promise<void> {
  await harness.goto(page, `/user/${name}/`);
  await page.waitForSelector('.stats-wrap .stats-wrap');
}

const written = (page: Page, count = 2) =>
  page.waitForFunction((n) => document.querySelectorAll('.stats-wrap .stats-wrap[data-hoh-milestones]').length === n, count, { timeout: 60_000 });

describe(`profile stat boxes ('${MILESTONES}')`, () => {
  it('shows total episodes and volumes, days watched and chapters read on a line of their own beside the milestones, and the mean score to 1 decimal', async () => {
    // AniList's own boxes, read where the switch is off (its default).
    const plain = await harness.newPage();
    await openProfile(plain, OWNER);
    const before = await boxes(plain);
    await plain.context().close();
    expect(before.map((box) => box.stats[1].label)).toEqual(['Days Watched', 'Chapters Read']);

    const page = await harness.newPage({ settings: { milestones: true } });
    harness.clearRequests();
    await openProfile(page, OWNER);
    await written(page);
    const after = await boxes(page);
    const anime = expectedBox(OWNER, 'ANIME');
    const manga = expectedBox(OWNER, 'MANGA');
    expect(after[0].stats[0]).toEqual(before[0].stats[0]);
    expect(after[0].stats[1]).toEqual({ value: anime.total, label: 'Episodes Watched' });
    expect(after[0].stats[2]).toEqual({ value: anime.mean, label: 'Mean Score' });
    expect(after[0].total).toBe(`${before[0].stats[1].value} Days Watched`);
    expect(after[1].stats[1]).toEqual({ value: manga.total, label: 'Volumes Read' });
    expect(after[1].stats[2]).toEqual({ value: manga.mean, label: 'Mean Score' });
    expect(after[1].total).toBe(`${before[1].stats[1].value} Chapters Read`);
    // The milestone rows stay AniList's thresholds, every one of them ("10 Days · 25 Days · …").
    expect(before[0].milestones.length).toBe(4);
    expect(after.map((box) => box.milestones)).toEqual(before.map((box) => box.milestones));
    expect(before.every((box) => box.total === null)).toBe(true);
    // One statistics request for the owner, anonymous.
    const sent = statisticsRequests();
    expect(sent).toHaveLength(1);
    expect(sent[0].variables).toEqual({ name: OWNER });
    expect(sent[0].token).toBeNull();
    await page.context().close();
  });

  it('at 500 px the threshold row reads as thresholds only and the real total is a line of its own, apart from it', async () => {
    const page = await harness.newPage({ settings: { milestones: true } });
    await page.setViewportSize({ width: 500, height: 900 });
    await openProfile(page, OWNER);
    await written(page);
    const seen = await page.$$eval('.stats-wrap .stats-wrap', (found) => found.map((box) => {
      const bar = box.parentElement!.querySelectorAll('.milestones')[[...box.parentElement!.querySelectorAll('.stats-wrap')].indexOf(box)] as HTMLElement;
      const total = box.parentElement!.querySelectorAll<HTMLElement>('.hohMilestonesTotal')[[...box.parentElement!.querySelectorAll('.stats-wrap')].indexOf(box)];
      const rect = (element: Element) => {
        const r = element.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
      };
      return {
        bar: bar.innerText.split('\n').map((line) => line.trim()).filter(Boolean),
        barBox: rect(bar),
        total: total ? { text: total.innerText.trim(), box: rect(total), inBar: bar.contains(total), visible: getComputedStyle(total).visibility === 'visible' && getComputedStyle(total).display !== 'none' } : null,
      };
    }));
    expect(seen).toHaveLength(2);
    const units = ['Days', 'Chapters'];
    seen.forEach((box, index) => {
      // Every item of the row is a threshold: "<n> Days" / "<n> Chapters", nothing "Watched" or "Read".
      expect(box.bar).toHaveLength(4);
      for (const item of box.bar) expect(item).toMatch(new RegExp(`^[\\d,]+ ${units[index]}$`));
      // The total: its own element outside the row, visible, inside the window, not over the row.
      expect(box.total).not.toBeNull();
      expect(box.total!.text).toMatch(index === 0 ? /^[\d.,]+ Days Watched$/ : /^[\d.,]+ Chapters Read$/);
      expect(box.total!.inBar).toBe(false);
      expect(box.total!.visible).toBe(true);
      expect(box.total!.box.width).toBeGreaterThan(0);
      expect(box.total!.box.height).toBeGreaterThan(0);
      expect(box.total!.box.left).toBeGreaterThanOrEqual(0);
      expect(box.total!.box.right).toBeLessThanOrEqual(500);
      expect(box.total!.box.bottom <= box.barBox.top + 0.5 || box.total!.box.top >= box.barBox.bottom - 0.5).toBe(true);
    });
    await page.context().close();
  });

  it('is off by default: the boxes stay as AniList drew them and nothing is asked', async () => {
    const page = await harness.newPage();
    harness.clearRequests();
    await openProfile(page, OWNER);
    await page.waitForFunction(() => window.automailDebug !== undefined);
    const seen = await boxes(page);
    expect(seen[0].stats[1].label).toBe('Days Watched');
    expect(statisticsRequests()).toHaveLength(0);
    await page.context().close();
  });

  it('ends with the visit and takes the figures from the 60 s cache on the way back', async () => {
    const page = await harness.newPage({ settings: { milestones: true } });
    harness.clearRequests();
    await openProfile(page, OWNER);
    await written(page);
    // Client-side navigation to the profile's social tab and back.
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/user/Aoi/social'));
    await page.waitForURL('**/user/Aoi/social');
    await waitForContent(page, '/user/Aoi/social');
    // The module was running (its boxes were written): its visit ends once the script sees the new address.
    await expect.poll(async () => (await page.evaluate(() => window.automailDebug!.listActive())).modules, { timeout: 60_000 }).not.toContain(MILESTONES);
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/user/Aoi/'));
    await page.waitForSelector('.stats-wrap .stats-wrap');
    await written(page);
    expect(statisticsRequests().filter((request) => request.variables?.name === OWNER)).toHaveLength(1);
    await page.context().close();
  });

  it('leaves the boxes alone for a private or unknown profile (AniList moves to /404)', async () => {
    for (const name of [NOTABLE_USERS.private, 'NoSuchUserAtAll']) {
      const page = await harness.newPage({ settings: { milestones: true } });
      await harness.goto(page, `/user/${name}/`);
      await page.waitForURL('**/404', { timeout: 60_000 });
      await page.waitForSelector('.not-found');
      const active = await page.evaluate(() => window.automailDebug!.listActive());
      expect(active.modules).not.toContain(MILESTONES);
      expect(await page.locator('[data-hoh-milestones]').count()).toBe(0);
      await page.context().close();
    }
  });

  it('leaves the boxes as they are when the API fails', async () => {
    const page = await harness.newPage({ settings: { milestones: true } });
    const logged = apiErrorsLogged(page);
    harness.clearRequests();
    harness.sim.setOutage({ kind: '500', ms: 60_000 });
    try {
      await openProfile(page, 'Kirin');
      await expect.poll(() => statisticsRequests().some((request) => request.status === 500), { timeout: 60_000 }).toBe(true);
      // The failed answer has reached the module once the page has logged every failure; the
      // short window is for figures it must not write after that.
      await failedAnswersRead(harness, logged);
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
      const seen = await boxes(page);
      expect(seen[0].stats[1].label).toBe('Days Watched');
      expect(seen[1].stats[1].label).toBe('Chapters Read');
      expect(await page.locator('[data-hoh-milestones]').count()).toBe(0);
    } finally {
      harness.sim.setOutage(null);
    }
    await page.context().close();
  });
});

describe(`profile stat boxes ('${MILESTONES}') under the rate limit`, () => {
  const limited = useHarness({ world: () => harness.sim.world, rateWindowMs: 3_000 });

  it('waits out a 429 and then fills the boxes', async () => {
    limited.sim.setRateLimit(0);
    const page = await limited.newPage({ settings: { milestones: true } });
    limited.clearRequests();
    await limited.goto(page, `/user/${OWNER}/`);
    await expect.poll(() => statisticsRequests(limited).some((request) => request.status === 429), { timeout: 60_000 }).toBe(true);
    expect(await page.locator('[data-hoh-milestones]').count()).toBe(0);
    limited.sim.setRateLimit(90);
    limited.sim.resetRateLimit();
    await page.waitForFunction(() => document.querySelectorAll('.stats-wrap .stats-wrap[data-hoh-milestones]').length === 2, null, { timeout: 60_000 });
    const sent = statisticsRequests(limited).map((request) => request.status);
    expect(sent[0]).toBe(429);
    expect(sent[sent.length - 1]).toBe(200);
    await page.context().close();
  });
});

const COMPARE = 'comparissionPage';
const BUTTON = `div.hohProfileCompatibility button`;

const listRequests = (h: Harness = harness) => h.requests().filter((request) => request.operation.includes('query CompatibilityList'));

/** The figure from the seeded world: public entries (the lists are read anonymously), scores on 100. */
function expectedFigure(owner: string, viewer: string, type: MediaType) {
  const world = harness.sim.world;
  const scored = (name: string) =>
    world.listEntries(world.getUserByName(name)!.id, type).filter((entry) => !entry.private && world.getMedia(entry.mediaId)).map((entry) => ({ mediaId: entry.mediaId, scoreRaw: entry.scoreRaw }));
  const result = compatibility(scored(owner), scored(viewer));
  return { text: formatCompatibility(result.difference, 'profile'), colour: compatibilityColour(result.difference), shared: result.shared };
}

const shownFigures = (page: Page) =>
  page.$$eval('div.hohProfileCompatibility li[data-type]', (items) =>
    items.map((item) => {
      const figure = item.querySelector('[data-difference]')!;
      return { type: item.getAttribute('data-type'), text: figure.textContent, className: figure.className, line: item.textContent };
    }),
  );

/** Records whether the button was ever disabled (it may be for only a moment). */
const watchDisabled = (page: Page) =>
  page.evaluate((selector) => {
    const button = document.querySelector<HTMLButtonElement>(selector)!;
    const seen = { disabled: false };
    (window as unknown as { __seenDisabled: typeof seen }).__seenDisabled = seen;
    new MutationObserver(() => {
      if (button.disabled) seen.disabled = true;
    }).observe(button, { attributes: true, childList: true, subtree: true });
  }, BUTTON);

async function openOthersProfile(page: Page, h: Harness, name: string): Promise<void> {
  await h.goto(page, `/user/${name}/`);
  await page.waitForSelector(BUTTON, { timeout: 60_000 });
}

describe(`profile Compatibility button ('${COMPARE}')`, () => {
  it("compares the owner's lists with the signed-in visitor's, coloured, with the hint, and keeps the result 5 minutes", async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    harness.clearRequests();
    await openOthersProfile(page, harness, OWNER);
    expect(await page.textContent(BUTTON)).toBe('Compatibility');
    expect(listRequests()).toHaveLength(0);
    await watchDisabled(page);
    await page.click(BUTTON);
    await page.waitForSelector('div.hohProfileCompatibility .hohCompatibilityResult', { timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { __seenDisabled: { disabled: boolean } }).__seenDisabled.disabled)).toBe(true);
    expect(await page.isEnabled(BUTTON)).toBe(true);
    expect(await page.textContent('div.hohProfileCompatibility h3')).toBe(`Compatibility with ${OWNER}`);
    expect(await page.textContent('div.hohProfileCompatibility .hohHint')).toBe('Lower is better. 0.8 - 1.1 is common');
    const figures = await shownFigures(page);
    expect(figures.map((figure) => figure.type)).toEqual(['ANIME', 'MANGA']);
    for (const figure of figures) {
      const expected = expectedFigure(OWNER, NOTABLE_USERS.demo, figure.type as MediaType);
      expect(expected.shared).toBeGreaterThan(1);
      expect(figure.text).toBe(expected.text);
      expect(figure.className).toBe(expected.colour === 'green' ? 'hohGood' : expected.colour === 'red' ? 'hohBad' : '');
      expect(figure.line).toContain(`(${expected.shared} shared ratings)`);
    }
    // Both lists of each type, read once each.
    const sent = listRequests().map((request) => `${request.variables?.type}:${request.variables?.userName}`);
    expect(sent.sort()).toEqual([`ANIME:${NOTABLE_USERS.demo}`, `ANIME:${OWNER}`, `MANGA:${NOTABLE_USERS.demo}`, `MANGA:${OWNER}`].sort());

    // Away and back within 5 minutes: the same figures, and no list request.
    harness.clearRequests();
    await page.evaluate(() => (window as unknown as { __simNavigate(path: string): void }).__simNavigate('/home'));
    await page.waitForURL('https://anilist.co/home');
    await page.waitForSelector('div.hohProfileCompatibility', { state: 'detached' });
    await page.evaluate((name) => (window as unknown as { __simNavigate(path: string): void }).__simNavigate(`/user/${name}/`), OWNER);
    await page.waitForSelector(BUTTON, { timeout: 60_000 });
    await page.click(BUTTON);
    await page.waitForSelector('div.hohProfileCompatibility .hohCompatibilityResult', { timeout: 60_000 });
    expect(await shownFigures(page)).toEqual(figures);
    expect(listRequests()).toHaveLength(0);
    await page.context().close();
  });

  it('colours a close match green and a distant one red', async () => {
    // Every other member against Demo: at least one of each colour in the seeded world.
    const world = harness.sim.world;
    const others = world.users().filter((user) => !user.private && user.name !== NOTABLE_USERS.demo && !user.blocked.includes(world.getUserByName(NOTABLE_USERS.demo)!.id));
    const colours = new Map(others.map((user) => [user.name, expectedFigure(user.name, NOTABLE_USERS.demo, 'ANIME').colour]));
    const green = [...colours].find(([, colour]) => colour === 'green')?.[0];
    const red = [...colours].find(([, colour]) => colour === 'red')?.[0];
    expect(green).toBeDefined();
    expect(red).toBeDefined();
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    for (const [name, className] of [[green!, 'hohGood'], [red!, 'hohBad']] as const) {
      await openOthersProfile(page, harness, name);
      await page.click(BUTTON);
      await page.waitForSelector('div.hohProfileCompatibility .hohCompatibilityResult', { timeout: 60_000 });
      expect(await page.getAttribute('div.hohProfileCompatibility li[data-type="ANIME"] [data-difference]', 'class')).toBe(className);
    }
    await page.context().close();
  });

  it('is not offered to a visitor signed out of AniList, nor on your own profile', async () => {
    const guest = await harness.newPage();
    await harness.goto(guest, `/user/${OWNER}/`);
    await guest.waitForSelector('.stats-wrap .stats-wrap');
    // The router has started this address's modules once automailDebug is there (it routes as
    // it starts, in one pass, and the compare module decides there whether it is wanted); the
    // window is for a box drawn late all the same.
    await guest.waitForFunction(() => window.automailDebug !== undefined);
    await guest.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
    expect(await guest.locator('div.hohProfileCompatibility').count()).toBe(0);
    await guest.context().close();

    const own = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await harness.goto(own, `/user/${NOTABLE_USERS.demo}/`);
    await own.waitForSelector('.stats-wrap .stats-wrap');
    await own.waitForFunction(() => window.automailDebug !== undefined);
    await own.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
    expect(await own.locator('div.hohProfileCompatibility').count()).toBe(0);
    await own.context().close();
  });

  it('shows nothing on a private or unknown profile (AniList moves to /404)', async () => {
    for (const name of [NOTABLE_USERS.private, 'NoSuchUserAtAll']) {
      const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
      await harness.goto(page, `/user/${name}/`);
      await page.waitForURL('**/404', { timeout: 60_000 });
      await page.waitForSelector('.not-found');
      expect(await page.locator('div.hohProfileCompatibility').count()).toBe(0);
      await page.context().close();
    }
  });

  it('says what failed when the API fails, and the button can be pressed again', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await openOthersProfile(page, harness, 'Mochi');
    harness.clearRequests();
    harness.sim.setOutage({ kind: '500', ms: 60_000 });
    try {
      await page.click(BUTTON);
      const error = await page.waitForSelector('div.hohProfileCompatibility .hohError', { timeout: 60_000 });
      expect(await error.textContent()).toMatch(/^Could not load Mochi's list: /);
      expect(await page.isEnabled(BUTTON)).toBe(true);
      expect(listRequests().some((request) => request.status === 500)).toBe(true);
    } finally {
      harness.sim.setOutage(null);
    }
    await page.context().close();
  });
});

describe(`profile Compatibility button ('${COMPARE}'): themes, keyboard, narrow screens`, () => {
  for (const theme of ['default', 'dark', 'contrast'] as const) {
    it(`uses the ${theme} theme's colours`, async () => {
      const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo, theme });
      await openOthersProfile(page, harness, OWNER);
      const colours = await themeColours(page, 'div.hohProfileCompatibility');
      expect(colours.background).toBe(colours.expected.background);
      expect(colours.text).toBe(colours.expected.text);
      await page.context().close();
    });
  }

  it('is pressed from the keyboard and fits a 500 px screen', async () => {
    const page = await harness.newPage({ siteUser: NOTABLE_USERS.demo });
    await page.setViewportSize({ width: 500, height: 900 });
    await openOthersProfile(page, harness, OWNER);
    await page.focus(BUTTON);
    await page.keyboard.press('Enter');
    await page.waitForSelector('div.hohProfileCompatibility .hohCompatibilityResult', { timeout: 60_000 });
    const overflow = await page.$eval('div.hohProfileCompatibility', (box) => box.getBoundingClientRect().right - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe(`profile Compatibility button ('${COMPARE}') under the rate limit`, () => {
  const limited = useHarness({ world: () => harness.sim.world, rateWindowMs: 3_000 });

  it('waits out a 429 and then shows the figures', async () => {
    const page = await limited.newPage({ siteUser: NOTABLE_USERS.demo });
    await openOthersProfile(page, limited, 'Kirin');
    limited.clearRequests();
    limited.sim.setRateLimit(0);
    await page.click(BUTTON);
    await expect.poll(() => listRequests(limited).some((request) => request.status === 429), { timeout: 60_000 }).toBe(true);
    expect(await page.isDisabled(BUTTON)).toBe(true);
    limited.sim.setRateLimit(90);
    limited.sim.resetRateLimit();
    await page.waitForSelector('div.hohProfileCompatibility .hohCompatibilityResult', { timeout: 40_000 });
    expect(await page.locator('div.hohProfileCompatibility li[data-type]').count()).toBe(2);
    await page.context().close();
  });
});
