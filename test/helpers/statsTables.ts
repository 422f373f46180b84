// Helpers of the stats table tests (moreStats, replaceNativeTags): what the seeded world says a
// table must hold, computed simply from the world, and how to read a virtual table on the page.
import type { Page } from 'playwright-core';
import type { MediaListEntry, MediaType, World } from '../../sim/world/types.ts';

/** The entries MediaListCollection answers with: private ones only for their owner, hidden ones only on a custom list. */
export function listedEntries(world: World, name: string, type: MediaType, owner = false): MediaListEntry[] {
  const user = world.getUserByName(name)!;
  return world
    .listEntries(user.id, type)
    .filter((e) => (owner || !e.private) && (!e.hiddenFromStatusLists || Object.values(e.customLists).some(Boolean)))
    .sort((a, b) => a.mediaId - b.mediaId);
}

export interface ExpectedGroup {
  name: string;
  count: number;
  mean: number;
  weighted: number;
}

/** Genres (or tags) grouped over the entries, in the weighted order (centre 41), then count, then first appearance. */
export function expectedGroups(world: World, entries: readonly MediaListEntry[], keys: (mediaId: number) => readonly string[]): ExpectedGroup[] {
  const groups = new Map<string, MediaListEntry[]>();
  for (const entry of entries) for (const key of keys(entry.mediaId)) groups.set(key, [...(groups.get(key) ?? []), entry]);
  const rows = [...groups].map(([name, list]) => {
    const scored = list.filter((e) => e.scoreRaw > 0).map((e) => e.scoreRaw);
    const sum = scored.reduce((a, b) => a + b, 0);
    return { name, count: list.length, mean: scored.length ? sum / scored.length : 0, weighted: (sum + 41) / (scored.length + 1) };
  });
  return rows.sort((a, b) => b.weighted - a.weighted || b.count - a.count);
}

export const tableSelector = (id: string) => `.hohStatsTable[data-table="${id}"]`;

export interface SeenLine {
  key: string;
  kind: 'row' | 'entry';
  name: string;
  cells: string[];
  titles: (string | null)[];
  dots: string[];
  /** The number on each status dot, in the order of `dots`. */
  dotCounts: number[];
}

/** The lines the virtual table has drawn now (only those fetched, none still busy). */
export function drawnLines(page: Page, id: string): Promise<SeenLine[]> {
  return page.$$eval(`${tableSelector(id)} .hohStatsLine[data-key]`, (lines) =>
    lines
      .map((line) => ({
        top: Number(/translateY\(([\d.]+)px\)/.exec((line as HTMLElement).style.transform)?.[1] ?? 0),
        key: line.getAttribute('data-key') ?? '',
        kind: (line.classList.contains('hohStatsRow') ? 'row' : 'entry') as 'row' | 'entry',
        name: (line.querySelector('.hohStatsName a, .hohStatsNameText')?.textContent ?? '').trim(),
        cells: [...line.querySelectorAll('.hohStatsCell')].map((cell) => cell.textContent ?? ''),
        titles: [...line.querySelectorAll('.hohStatsCell')].map((cell) => cell.getAttribute('title')),
        dots: [...line.querySelectorAll('.hohStatusDot')].map((dot) => [...dot.classList].find((c) => c.startsWith('hohStatus-'))!.slice(10)),
        dotCounts: [...line.querySelectorAll('.hohStatusDot')].map((dot) => Number(dot.textContent)),
      }))
      .sort((a, b) => a.top - b.top)
      .map(({ top: _top, ...rest }) => rest),
  );
}

/** Waits until no drawn line of the table is still being fetched. */
export async function linesSettled(page: Page, id: string): Promise<void> {
  await page.waitForFunction((selector) => {
    const table = document.querySelector(selector);
    // The grid is busy while the lines drawn belong to an older state of the table.
    return !!table && !table.querySelector('.hohStatsGrid[aria-busy="true"], .hohStatsLine[aria-busy="true"]') && !!table.querySelector('.hohStatsLine[data-key]');
  }, tableSelector(id), { timeout: 60_000 });
}

/**
 * Waits until the lines drawn (fetched or still busy) cover the scroll box's view where it is
 * now: after a scroll, until the virtual table has drawn for the new place, the lines of the old
 * one are still there, not busy, and would be read as if they were all there is.
 */
async function linesCoverView(page: Page, box: string): Promise<void> {
  await page.waitForFunction((selector) => {
    const element = document.querySelector<HTMLElement>(selector);
    if (!element) return false;
    const spans = [...element.querySelectorAll<HTMLElement>('.hohStatsLine')].map((line) => {
      const top = Number(/translateY\(([\d.]+)px\)/.exec(line.style.transform)?.[1] ?? Number.NaN);
      return { top, bottom: top + line.offsetHeight };
    });
    if (spans.length === 0 || spans.some((span) => Number.isNaN(span.top))) return false;
    const viewTop = element.scrollTop;
    const viewBottom = Math.min(element.scrollTop + element.clientHeight, element.scrollHeight);
    return Math.min(...spans.map((span) => span.top)) <= viewTop + 1 && Math.max(...spans.map((span) => span.bottom)) >= viewBottom - 1;
  }, box, { timeout: 60_000 });
}

/** Every line of a table, scrolling its box from top to bottom. */
export async function allLines(page: Page, id: string): Promise<SeenLine[]> {
  const box = `${tableSelector(id)} .hohStatsScroll`;
  const seen = new Map<string, SeenLine>();
  const order: string[] = [];
  await page.$eval(box, (element) => (element.scrollTop = 0));
  for (;;) {
    await linesSettled(page, id);
    for (const line of await drawnLines(page, id)) {
      const key = `${line.kind}:${line.key}`;
      if (!seen.has(key)) order.push(key);
      seen.set(key, line);
    }
    const done = await page.$eval(box, (element) => {
      if (element.scrollTop + element.clientHeight >= element.scrollHeight - 1) return true;
      element.scrollTop += element.clientHeight - 30;
      return false;
    });
    if (done) break;
    await linesCoverView(page, box);
  }
  return order.map((key) => seen.get(key)!);
}

/** The table's column headings as drawn, the name column first. */
export function columnLabels(page: Page, id: string): Promise<string[]> {
  return page.$$eval(`${tableSelector(id)} [role="columnheader"]`, (heads) => heads.map((head) => (head.textContent ?? '').trim()));
}

/** A line's cell under the heading `label` (the name column has no cell of its own). */
export function cellUnder(line: SeenLine, labels: readonly string[], label: string): { text: string; title: string | null } {
  const index = labels.indexOf(label) - 1;
  if (index < 0) throw new Error(`no column "${label}" among ${labels.join(', ')}`);
  return { text: line.cells[index], title: line.titles[index] };
}

/** aria-rowcount less the heading row: the lines the table scrolls over. */
export async function lineCount(page: Page, id: string): Promise<number> {
  return Number(await page.getAttribute(`${tableSelector(id)} .hohStatsGrid`, 'aria-rowcount')) - 1;
}

export async function waitForLineCount(page: Page, id: string, expected: number): Promise<void> {
  await page.waitForFunction(
    ({ selector, n }) => Number(document.querySelector(`${selector} .hohStatsGrid`)?.getAttribute('aria-rowcount')) - 1 === n,
    { selector: tableSelector(id), n: expected },
    { timeout: 60_000 },
  );
}

export async function openMoreStats(page: Page, trigger: 'More stats' | 'Genres & Tags' = 'More stats'): Promise<void> {
  await page.waitForSelector('.filter-wrap .hohStatsTrigger', { timeout: 60_000 });
  await page.click(`button.hohStatsTrigger:has-text("${trigger}")`);
}

/** Episodes watched (rewatches and note adjustments included) > 0: the media counts in staff and studio tables. */
export function watchedSomething(world: World, entry: MediaListEntry, adjustValue: (notes: string | null) => number): boolean {
  const media = world.getMedia(entry.mediaId)!;
  const known = media.episodes || (media.nextAiringEpisode ? media.nextAiringEpisode.episode - 1 : 0);
  let repeat = entry.repeat > 10_000 ? 0 : entry.repeat;
  if (entry.status === 'REPEATING' && !repeat) repeat = 1;
  return entry.progress + repeat * Math.max(entry.progress, known || 1) + adjustValue(entry.notes) > 0;
}
