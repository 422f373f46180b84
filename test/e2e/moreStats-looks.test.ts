// End to end (issue 24 item 4): what a member reads and sees on More stats and Genres & Tags. The
// headline's first logged date without "null", the histogram's caption, the ##STRICT note in plain
// words, the kit's controls in the dark theme, tag names and their status circles at 500 px, only
// our trigger highlighted, and one time format in both views.
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { NOTABLE_USERS } from '../../sim/index.ts';
import type { SiteThemeName } from '../../sim/browser.ts';
import { STRICT_NOTE } from '../../src/workers/stats/tableModels.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { drawnLines, linesSettled, listedEntries, openMoreStats, tableSelector } from '../helpers/statsTables.ts';

const USER = NOTABLE_USERS.demo;
const TIMEOUT = 120_000;

// A busy machine (2 cores shared by many): each test gets a window sized to its pages.
vi.setConfig({ testTimeout: 300_000 });

const harness = useHarness();

async function openStats(page: Page, trigger: 'More stats' | 'Genres & Tags' = 'More stats'): Promise<void> {
  await harness.goto(page, `/user/${USER}/stats/anime/overview`);
  await openMoreStats(page, trigger);
  await page.waitForSelector(trigger === 'More stats' ? '#hohStats .hohHeadline' : '#hohGenres [data-table="mixedTags"] .hohStatsLine', { timeout: TIMEOUT });
}

/** A duration as the stats tables write it: "45m", "1d 9h", "1w" ("-" for none). */
const DURATION = /^(-|\d+[ymwdhs]( \d+[ymwdhs])?)$/;

describe('More stats reads plainly', () => {
  it('first logged leaves an unknown day out, the histogram says what its bars are, ##STRICT is explained', async () => {
    const entry = listedEntries(harness.sim.world, USER, 'ANIME')[0];
    const saved = { ...entry.startedAt };
    entry.startedAt = { year: 1990, month: 4, day: null };
    try {
      const page = await harness.newPage();
      await openStats(page);
      const first = await page.$eval('#hohStats section[aria-label="Anime"] .hohHeadline', (list) =>
        [...list.querySelectorAll('.hohHeadlineLine')].find((line) => line.querySelector('dt')?.textContent === 'First logged')?.querySelector('dd')?.textContent ?? null);
      const media = harness.sim.world.getMedia(entry.mediaId)!;
      expect(first).toBe(`1990-04 ${media.title.romaji}`);
      expect(first).not.toContain('null');

      const caption = await page.textContent('#hohStats section[aria-label="Anime"] figcaption.hohHistogramCaption');
      expect(caption).toMatch(/^Anime score distribution: one bar for each score from 0 to 100/);
      expect(await page.$$eval('#hohStats section[aria-label="Anime"] .hohHistogramScale span', (ends) => ends.map((end) => end.textContent))).toEqual(['0', '100']);

      await page.waitForSelector(`${tableSelector('customAnime')} .hohStatsNote`, { timeout: TIMEOUT });
      const note = await page.textContent(`${tableSelector('customAnime')} .hohStatsNote`);
      expect(note).toBe(STRICT_NOTE);
      expect(note).not.toMatch(/^##/);
      await page.close();
    } finally {
      entry.startedAt = saved;
    }
  });
});

describe('the controls wear the kit, in every theme', () => {
  for (const theme of ['default', 'dark', 'contrast'] as SiteThemeName[]) {
    it(`${theme}: the site tag input and Add, Export CSV, Export JSON`, async () => {
      const page = await harness.newPage({ theme });
      await openStats(page);
      await page.waitForSelector(`${tableSelector('staffAnime')} .hohStatsExports button`, { timeout: TIMEOUT });
      const looks = await page.evaluate(() => {
        const probe = document.createElement('div');
        probe.style.background = 'rgb(var(--color-background))';
        probe.style.color = 'rgb(var(--color-text))';
        document.querySelector('#hohStats')!.append(probe);
        const expected = { background: getComputedStyle(probe).backgroundColor, color: getComputedStyle(probe).color };
        probe.remove();
        const look = (element: Element) => ({ text: (element as HTMLInputElement).placeholder || element.textContent, background: getComputedStyle(element).backgroundColor, color: getComputedStyle(element).color, border: getComputedStyle(element).borderStyle });
        const controls = [
          ...document.querySelectorAll('.hohStatsTable[data-table="customAnime"] .hohStatsAddTag input, .hohStatsTable[data-table="customAnime"] .hohStatsAddTag button'),
          ...document.querySelectorAll('.hohStatsTable[data-table="staffAnime"] .hohStatsExports button'),
        ].map(look);
        return { expected, controls };
      });
      expect(looks.controls.map((control) => control.text)).toEqual(['Add a site tag', 'Add', 'Export CSV', 'Export JSON']);
      for (const control of looks.controls) {
        expect(control, control.text ?? '').toMatchObject({ background: looks.expected.background, color: looks.expected.color });
        // Not the browser's own white box or grey button.
        expect(control.background).not.toBe('rgb(255, 255, 255)');
        expect(control.background).not.toBe('rgb(239, 239, 239)');
      }
      expect(looks.controls[1].border).toBe('none');
      await page.close();
    });
  }
});

describe('500 px: tag names and their status circles', () => {
  it('a short name is not cut and keeps its circles; a long one gives way before the circles do', async () => {
    const page = await harness.newPage();
    await page.setViewportSize({ width: 500, height: 900 });
    await openStats(page);
    await page.waitForSelector(`${tableSelector('tagsAnime')} .hohStatsRow`, { timeout: TIMEOUT });
    await page.locator(tableSelector('tagsAnime')).scrollIntoViewIfNeeded();
    await linesSettled(page, 'tagsAnime');
    const cells = await page.$$eval(`${tableSelector('tagsAnime')} .hohStatsRow .hohStatsName`, (names) =>
      names.map((cell) => {
        const name = cell.querySelector('a, .hohStatsNameText') as HTMLElement;
        const dots = [...cell.querySelectorAll('.hohStatusDot')];
        const right = cell.getBoundingClientRect().right;
        // The room left in the cell beside its toggle, name and circles.
        const style = getComputedStyle(cell);
        const inner = cell.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        const used = [...cell.children].reduce((sum, child) => {
          const childStyle = getComputedStyle(child);
          return sum + child.getBoundingClientRect().width + Number.parseFloat(childStyle.marginLeft) + Number.parseFloat(childStyle.marginRight);
        }, 0);
        return {
          text: name.textContent ?? '',
          cut: name.scrollWidth > name.clientWidth + 1,
          spare: inner - used,
          dots: dots.length,
          dotsInside: dots.every((dot) => dot.getBoundingClientRect().right <= right + 1 && dot.getBoundingClientRect().width > 0),
        };
      }));
    expect(cells.length).toBeGreaterThan(5);
    const lines = await drawnLines(page, 'tagsAnime');
    for (const cell of cells) {
      // Every row keeps all its circles inside the cell.
      expect(cell.dotsInside, cell.text).toBe(true);
      expect(cell.dots, cell.text).toBe(lines.find((line) => line.name === cell.text)?.dots.length);
      // A name is cut only when the cell has no room left for more of it.
      if (cell.cut) expect(cell.spare, cell.text).toBeLessThan(2);
      if (cell.text.length <= 10 && cell.dots <= 3) expect(cell.cut, cell.text).toBe(false);
    }
    await page.close();
  });
});

describe('Genres & Tags', () => {
  it("leaves AniList's Overview unhighlighted while ours shows, and gives it back after", async () => {
    const page = await harness.newPage();
    await openStats(page, 'Genres & Tags');
    const overview = '.filter-wrap a[href$="/stats/anime/overview"]';
    expect(await page.$eval(overview, (link) => link.classList.contains('router-link-active'))).toBe(false);
    const [overviewWeight, genresWeight] = await page.$$eval(`${overview}, .filter-wrap a[href$="/stats/anime/genres"]`, (links) => links.map((link) => getComputedStyle(link).fontWeight));
    expect(overviewWeight).toBe(genresWeight);
    expect(await page.getAttribute('button.hohStatsTrigger:has-text("Genres & Tags")', 'aria-pressed')).toBe('true');
    await page.click('button.hohStatsTrigger:has-text("More stats")');
    expect(await page.$eval(overview, (link) => link.classList.contains('router-link-active'))).toBe(false);
    // AniList's tab chosen again: its highlight is back.
    await page.click(overview);
    await expect.poll(() => page.$eval(overview, (link) => link.classList.contains('router-link-active')), { timeout: TIMEOUT }).toBe(true);
    await page.close();
  });

  it('writes times as More stats does ("1w 1d", never "182h")', async () => {
    const page = await harness.newPage();
    await openStats(page, 'Genres & Tags');
    await linesSettled(page, 'mixedTags');
    const times = await page.$$eval(`${tableSelector('mixedTags')} .hohStatsHead [role="columnheader"]`, (heads) => heads.map((head) => head.textContent ?? ''));
    const column = times.findIndex((head) => head.startsWith('Time'));
    expect(column).toBeGreaterThan(0);
    const rows = (await drawnLines(page, 'mixedTags')).filter((line) => line.kind === 'row');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const text = row.cells[column - 1];
      expect(text, row.name).toMatch(DURATION);
      // A day or more is never written in hours alone.
      const hours = /^(\d+)h$/.exec(text);
      if (hours) expect(Number(hours[1]), row.name).toBeLessThan(24);
    }
    await page.close();
  });
});
