import { describe, expect, it } from 'vitest';
import type { ProcessedEntry } from '../../../src/lib/listEntries';
import {
  animeGroupTexts,
  animeItems,
  customTagTable,
  genreTable,
  idsByScore,
  mangaItems,
  mixedTimeText,
  normaliseRegularTagInput,
  tagTable,
  type StatsItem,
} from '../../../src/workers/stats';

let nextId = 1;
function entry(extra: Partial<ProcessedEntry> = {}): ProcessedEntry {
  return { mediaId: nextId++, status: 'COMPLETED', progress: 1, repeat: 0, scoreRaw: 0, isCustomList: false, listLocations: [], media: { duration: 60, episodes: 1 }, ...extra };
}
const items = (...entries: ProcessedEntry[]): StatsItem[] => animeItems(entries);
const counts = (rows: readonly { name: string; count: number }[]) => Object.fromEntries(rows.map((row) => [row.name, row.count]));

describe('customTagTable', () => {
  it('is titled per kind', () => {
    expect(customTagTable([], 'anime').title).toBe('Custom Anime Tags');
    expect(customTagTable([], 'manga').title).toBe('Custom Manga Tags');
  });
  it('merges case variants used once (Appendix B)', () => {
    const table = customTagTable(items(entry({ notes: '#Foo' }), entry({ notes: '#foo' }), entry({ notes: '#foo' })), 'anime');
    expect(counts(table.rows)).toEqual({ '#foo': 3 });
  });
  it('counts a tag twice in one note twice', () => {
    expect(counts(customTagTable(items(entry({ notes: '#a #a' })), 'anime').rows)).toEqual({ '#a': 2 });
  });
  it('keeps the two-word tag or its first word (Appendix B)', () => {
    const same = customTagTable(items(entry({ notes: '#slice of life' }), entry({ notes: '#slice of life' })), 'anime');
    expect(counts(same.rows)).toEqual({ '#slice of': 2 });
    const more = customTagTable(items(entry({ notes: '#slice of life' }), entry({ notes: '#slice of life' }), entry({ notes: '#slice' })), 'anime');
    expect(counts(more.rows)).toEqual({ '#slice': 3 });
  });
  it('##STRICT keeps both and does not merge cases', () => {
    const table = customTagTable(items(entry({ notes: '#slice of life ##STRICT' }), entry({ notes: '#slice of life #Foo' }), entry({ notes: '#foo' })), 'anime');
    expect(table.strict).toBe(true);
    expect(counts(table.rows)).toEqual({ '#slice': 2, '#slice of': 2, '#Foo': 1, '#foo': 1 });
  });
  it('keeps single-use tags whose second character has no case', () => {
    expect(counts(customTagTable(items(entry({ notes: '#1st' }), entry({ notes: '#日本' })), 'anime').rows)).toEqual({ '#1st': 1, '#日本': 1 });
  });
  it('adds custom lists, "Not on custom list", "All media" and pinned site tags', () => {
    const list = items(
      entry({ isCustomList: true, listLocations: ['Best', 'Rewatch'], media: { tags: [{ name: 'Isekai' }] } }),
      entry({ isCustomList: true, listLocations: ['Best'] }),
      entry({ media: { tags: [{ name: 'Isekai' }, { name: 'Magic' }] } }),
    );
    const plain = customTagTable(list, 'anime');
    expect(counts(plain.rows)).toEqual({ Best: 2, Rewatch: 1 });
    const full = customTagTable(list, 'anime', { negativeCustomList: true, globalCustomList: true, regularTags: ['Isekai', 'Nothing'] });
    expect(counts(full.rows)).toEqual({ 'All media': 3, Best: 2, Isekai: 2, 'Not on custom list': 1, Rewatch: 1 });
  });
  it('orders by count, then name, and includes PLANNING', () => {
    const table = customTagTable(items(entry({ notes: '#b #c', status: 'PLANNING' }), entry({ notes: '#a #c' })), 'anime');
    expect(table.rows.map((row) => row.name)).toEqual(['#c', '#a', '#b']);
  });
  it('shows the mean to 1 decimal over scored items, "-" and a hidden column when none', () => {
    const table = customTagTable(items(entry({ notes: '#x', scoreRaw: 70 }), entry({ notes: '#x', scoreRaw: 85 }), entry({ notes: '#x', scoreRaw: 0 }), entry({ notes: '#y' })), 'anime');
    const byName = new Map(table.rows.map((row) => [row.name, row]));
    expect(byName.get('#x')!.mean).toBe(77.5);
    expect(byName.get('#x')!.meanText).toBe('77.5');
    expect(byName.get('#y')!.meanText).toBe('-');
    expect(table.showMean).toBe(true);
    expect(customTagTable(items(entry({ notes: '#y' })), 'anime').showMean).toBe(false);
  });
  it('sums time and remaining, and sorts the items by score', () => {
    const a = entry({ notes: '#x', status: 'CURRENT', progress: 2, scoreRaw: 50, media: { duration: 30, episodes: 10 } });
    const b = entry({ notes: '#x', progress: 10, scoreRaw: 90, media: { duration: 30, episodes: 10 } });
    const [row] = customTagTable(items(a, b), 'anime').rows;
    expect(row.minutes).toBe(360);
    expect(row.episodes).toBe(12);
    expect(row.remaining).toBe(8);
    expect(row.remainingMinutes).toBe(240);
    expect(row.statusCounts).toEqual({ CURRENT: 1, COMPLETED: 1 });
    expect(row.mediaIds).toEqual([b.mediaId, a.mediaId]);
  });
  it('handles an empty list', () => {
    expect(customTagTable([], 'anime').rows).toEqual([]);
  });
});

describe('animeGroupTexts', () => {
  const base = { name: 'x', count: 1, rated: 0, mean: 0, meanText: '-', minutes: 90, episodes: 3, remaining: 2, remainingMinutes: 48, chapters: 0, volumes: 0, statusCounts: {}, mediaIds: [] };
  it('shows time, hours, episodes and remaining', () => {
    expect(animeGroupTexts(base, false)).toEqual({ time: '1h 30m', hours: 1.5, episodes: '3', remaining: '2' });
    expect(animeGroupTexts(base, true).remaining).toBe('2 (48m)');
  });
  it('"completed" when nothing remains, "-" when nothing was watched or the row is empty', () => {
    expect(animeGroupTexts({ ...base, remaining: 0 }, false).remaining).toBe('completed');
    expect(animeGroupTexts({ ...base, remaining: 0, episodes: 0 }, false).remaining).toBe('-');
    expect(animeGroupTexts({ ...base, count: 0 }, false)).toMatchObject({ episodes: '-', remaining: '-' });
  });
});

describe('tagTable and genreTable', () => {
  it('orders by the 41-weighted mean (Appendix B: A 65.5, C 60.33, B 45.5)', () => {
    const list = items(
      entry({ scoreRaw: 50, media: { tags: [{ name: 'B' }, { name: 'C' }] } }),
      entry({ scoreRaw: 90, media: { tags: [{ name: 'A' }, { name: 'C' }] } }),
      entry({ scoreRaw: 0, media: { tags: [{ name: 'A' }, { name: 'C' }] } }),
    );
    const table = tagTable(list);
    expect(table.rows.map((row) => row.name)).toEqual(['A', 'C', 'B']);
    expect(table.rows.map((row) => row.weighted)).toEqual([65.5, (140 + 41) / 3, 45.5]);
    // The display keeps the plain mean.
    expect(table.rows.map((row) => row.meanText)).toEqual(['90', '70', '50']);
  });
  it('breaks ties by count, then first appearance', () => {
    const list = items(entry({ media: { genres: ['Late', 'Early'] } }), entry({ media: { genres: ['Big', 'Late'] } }), entry({ media: { genres: ['Big'] } }));
    // All unscored: W = 41 for all; Big and Late have 2 items.
    expect(genreTable(list).rows.map((row) => row.name)).toEqual(['Late', 'Big', 'Early']);
  });
  it('hides tags with under 3 items when there are more than 50', () => {
    const many = Array.from({ length: 51 }, (_, i) => ({ name: `T${i}` }));
    const list = items(entry({ media: { tags: many } }), entry({ media: { tags: many.slice(0, 2) } }), entry({ media: { tags: many.slice(0, 1) } }));
    const table = tagTable(list);
    expect(table.total).toBe(51);
    expect(table.hidden).toBe(true);
    expect(table.rows.map((row) => row.name)).toEqual(['T0']);
    expect(tagTable(items(entry({ media: { tags: many.slice(0, 50) } }))).rows).toHaveLength(50);
  });
  it('never hides genres', () => {
    const genres = Array.from({ length: 60 }, (_, i) => `G${i}`);
    expect(genreTable(items(entry({ media: { genres } }))).rows).toHaveLength(60);
  });
  it('skips Hentai in safe-for-work mode, and links to the search', () => {
    const list = items(entry({ media: { genres: ['Hentai', 'Slice of Life'] } }));
    expect(genreTable(list, { sfw: true }).rows.map((row) => row.name)).toEqual(['Slice of Life']);
    expect(genreTable(list).rows).toHaveLength(2);
    expect(genreTable(list, { sfw: true }).rows[0].link).toBe('/search/anime?includedGenres=Slice%20of%20Life&onList=true');
    expect(tagTable(items(entry({ media: { tags: [{ name: 'Iyashikei' }] } }))).rows[0].link).toBe('/search/anime?includedTags=Iyashikei&onList=true');
  });
  it('sums chapters for manga items', () => {
    const list = mangaItems([entry({ status: 'CURRENT', progress: 30, media: { genres: ['Drama'] } }), entry({ status: 'CURRENT', progress: 12, media: { genres: ['Drama'] } })]);
    expect(genreTable(list).rows[0].chapters).toBe(42);
  });
});

describe('small texts', () => {
  it('mixed time column', () => {
    expect(mixedTimeText({ minutes: 0 } as never)).toBe('-');
    expect(mixedTimeText({ minutes: 45.4 } as never)).toBe('45m');
    expect(mixedTimeText({ minutes: 150 } as never)).toBe('3h');
    expect(mixedTimeText({ minutes: 182 * 60 } as never)).toBe('1w 1d');
  });
  it('pinned tag input ignores empty text and capitalises', () => {
    expect(normaliseRegularTagInput('')).toBeNull();
    expect(normaliseRegularTagInput('   ')).toBeNull();
    expect(normaliseRegularTagInput('iyashikei')).toBe('Iyashikei');
  });
});

describe('idsByScore', () => {
  const item = (mediaId: number, score: number) => ({ mediaId, score }) as StatsItem;
  it('orders best first and keeps list order on ties', () => {
    expect(idsByScore([item(1, 50), item(2, 90), item(3, 0), item(4, 90), item(5, 100), item(6, 50)])).toEqual([5, 2, 4, 1, 6, 3]);
  });
  it('falls back to a comparison sort for fractional or out-of-range scores', () => {
    expect(idsByScore([item(1, 85.5), item(2, 90), item(3, 85.5), item(4, 120)])).toEqual([4, 2, 1, 3]);
  });
  it('handles no items', () => {
    expect(idsByScore([])).toEqual([]);
  });
});

describe('custom tag edge cases', () => {
  it('ignores #039 (the escaped apostrophe)', () => {
    expect(counts(customTagTable(items(entry({ notes: 'don&#039;t #good' })), 'anime').rows)).toEqual({ '#good': 1 });
  });
});
