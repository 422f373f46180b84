// End to end: the media sidebar data as a two-column table ('infoTable', a CSS rule of
// core/styles.ts), from the built userscript in Chromium on the simulator's /anime/{id}.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Media } from '../../sim/world/types.ts';
import { useHarness } from '../helpers/useHarness.ts';

const TIMEOUT = 60_000;
const harness = useHarness();

interface Row { label: string; value: string; labelTop: number; valueTop: number; labelRight: number; valueLeft: number }

/** Every sidebar data row: its texts and where its label and value are drawn. */
function rows(page: Page): Promise<Row[]> {
  return page.$$eval('.media .sidebar .data > .data-set', (sets) => sets.map((set) => {
    const label = set.children[0].getBoundingClientRect();
    const value = set.children[1].getBoundingClientRect();
    return {
      label: set.children[0].textContent ?? '',
      value: (set.children[1].textContent ?? '').trim(),
      labelTop: label.top,
      valueTop: value.top,
      labelRight: label.right,
      valueLeft: value.left,
    };
  }));
}

function anime(): Media {
  const media = [...harness.sim.world.allMedia('ANIME')].find((m) => !m.isAdult && m.meanScore && m.averageScore && m.genres.length > 0);
  if (!media) throw new Error('no such anime in the world');
  return media;
}

async function open(settings: Record<string, unknown>, width: number, media: Media): Promise<Page> {
  const page = await harness.newPage({ settings });
  await page.setViewportSize({ width, height: 900 });
  await harness.goto(page, `/anime/${media.id}`);
  await page.waitForSelector('.media .sidebar .data .data-set', { timeout: TIMEOUT });
  await expect.poll(() => page.evaluate(() => document.getElementById('conditional-aniscripts-styles') !== null), { timeout: TIMEOUT }).toBe(true);
  return page;
}

describe("media sidebar data as a table ('infoTable')", () => {
  for (const width of [1280, 500]) {
    it(`puts each label and its value side by side at ${width} px, with the world's values`, async () => {
      const media = anime();
      const page = await open({ infoTable: true }, width, media);
      await expect.poll(async () => (await rows(page)).every((row) => Math.abs(row.labelTop - row.valueTop) < 6 && row.valueLeft >= row.labelRight), { timeout: TIMEOUT }).toBe(true);
      const byLabel = new Map((await rows(page)).map((row) => [row.label, row.value]));
      expect(byLabel.get('Mean Score')).toBe(`${media.meanScore}%`);
      expect(byLabel.get('Average Score')).toBe(`${media.averageScore}%`);
      expect(byLabel.get('Romaji')).toBe(media.title.romaji);
      expect(byLabel.get('Genres')).toBe(media.genres.join(', '));
      await page.close();
    });
  }

  it('switched off, AniList keeps each value under its label', async () => {
    const page = await open({ infoTable: false }, 1280, anime());
    const drawn = await rows(page);
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.every((row) => row.valueTop > row.labelTop + 6)).toBe(true);
    await page.close();
  });
});
