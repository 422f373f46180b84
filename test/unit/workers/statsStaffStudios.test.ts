import { describe, expect, it } from 'vitest';
import type { ProcessedEntry, StaffNode, StudioNode } from '../../../src/lib/listEntries';
import {
  animeItems,
  mangaItems,
  sortStaffRows,
  staffCsv,
  staffJson,
  staffName,
  staffTable,
  staffTimeTexts,
  studioCsv,
  studioJson,
  studioTable,
  timeWatched,
  timeWatchedSuffix,
} from '../../../src/workers/stats';

function entry(mediaId: number, extra: Partial<ProcessedEntry> = {}): ProcessedEntry {
  return { mediaId, status: 'COMPLETED', progress: 10, repeat: 0, scoreRaw: 0, isCustomList: false, listLocations: [], media: { duration: 30, episodes: 10, title: { romaji: `R${mediaId}` } }, ...extra };
}
const person = (id: number, first: string, last = ''): StaffNode => ({ id, name: { first, last } });
const staffEntry = (mediaId: number, staff: StaffNode[]): ProcessedEntry => ({ ...entry(mediaId), media: { staff } });

/**
 * A staff table where each staff member has media of their own, so counts and chapter sums are
 * exact: `staff` pairs an id with one amount per credited media (chapters for manga; every anime
 * media has minutes, so only the number of amounts matters there).
 */
function thinningTable(kind: 'anime' | 'manga', staff: Array<[id: number, amounts: number[]]>) {
  const entries: ProcessedEntry[] = [];
  const credits: ProcessedEntry[] = [];
  let mediaId = 0;
  for (const [id, amounts] of staff) {
    for (const amount of amounts) {
      mediaId++;
      entries.push(kind === 'anime' ? entry(mediaId) : entry(mediaId, { status: 'CURRENT', progress: amount }));
      credits.push(staffEntry(mediaId, [person(id, `S${id}`)]));
    }
  }
  const table = staffTable(kind === 'anime' ? animeItems(entries) : mangaItems(entries), credits, kind);
  return { total: table.total, ids: table.rows.map((row) => row.id).sort((a, b) => a - b) };
}
const many = (count: number, fromId: number, amounts: number[]) =>
  Array.from({ length: count }, (_, i): [number, number[]] => [fromId + i, amounts]);
const repeat = (times: number, amount = 1) => Array.from({ length: times }, () => amount);

describe('staff thinning steps (algorithms 1c)', () => {
  it('anime: when count ≥ 3 still leaves over 300 rows, keeps count ≥ 5', () => {
    const { total, ids } = thinningTable('anime', [...many(301, 1000, repeat(3)), [1, repeat(4)], [2, repeat(5)], [3, repeat(6)], [4, repeat(1)]]);
    expect(total).toBe(305);
    expect(ids).toEqual([2, 3]);
  });
  it('anime: when count ≥ 5 still leaves over 300 rows, keeps count ≥ 10', () => {
    const { total, ids } = thinningTable('anime', [...many(301, 1000, repeat(5)), [1, repeat(9)], [2, repeat(10)], [3, repeat(3)]]);
    expect(total).toBe(304);
    expect(ids).toEqual([2]);
  });
  it('anime: stops at count ≥ 5 once 300 rows or fewer remain', () => {
    const { ids } = thinningTable('anime', [...many(300, 1000, repeat(5)), ...many(10, 2000, repeat(3))]);
    expect(ids).toHaveLength(300);
  });
  it('manga, first step: count 2 needs chapters over 100, count 1 over 200 (strict)', () => {
    const { total, ids } = thinningTable('manga', [
      ...many(301, 1000, [1]),
      [1, [50, 50]], [2, [50, 51]], [3, [200]], [4, [201]], [5, [1, 1, 1]],
    ]);
    expect(total).toBe(306);
    expect(ids).toEqual([2, 4, 5]);
  });
  it('manga, second step: count ≥ 5, count 2 over 200 chapters or over 300 chapters', () => {
    const { total, ids } = thinningTable('manga', [
      ...many(301, 1000, [1, 1, 1]),
      [1, [100, 100]], [2, [100, 101]], [3, [300]], [4, [301]], [5, repeat(5)], [6, repeat(4)],
    ]);
    expect(total).toBe(307);
    expect(ids).toEqual([2, 4, 5]);
  });
  it('manga, third step: count ≥ 10, count 2 over 300 chapters or over 400 chapters', () => {
    const { total, ids } = thinningTable('manga', [
      ...many(301, 1000, repeat(5)),
      [1, [150, 150]], [2, [150, 151]], [3, [400]], [4, [401]], [5, repeat(10)], [6, repeat(9)],
    ]);
    expect(total).toBe(307);
    expect(ids).toEqual([2, 4, 5]);
  });
});

describe('staffTable (anime)', () => {
  const list = animeItems([
    entry(1, { scoreRaw: 80 }),
    entry(2, { scoreRaw: 60 }),
    entry(3, { status: 'PLANNING', progress: 0, scoreRaw: 100 }),
    entry(4, { status: 'CURRENT', progress: 0, scoreRaw: 90 }),
    entry(5),
  ]);
  // The staff list is in another order and holds a media the stats list lacks: join by mediaId.
  const staffList = [
    staffEntry(9, [person(1, 'Ghost')]),
    staffEntry(2, [person(1, 'Ann', 'Smith'), person(2, 'Bo')]),
    staffEntry(1, [person(1, 'Ann', 'Smith'), person(1, 'Ann', 'Smith')]),
    staffEntry(3, [person(3, 'Plan')]),
    staffEntry(4, [person(2, 'Bo')]),
    staffEntry(5, [person(4, ' Cy ', '')]),
  ];
  const table = staffTable(list, staffList, 'anime');

  it('joins by mediaId, excludes PLANNING and counts media with minutes', () => {
    expect(table.rows.map((row) => [row.id, row.count, row.minutes])).toEqual([
      [1, 2, 600],
      [2, 1, 300],
      [4, 1, 300],
    ]);
  });
  it('counts a score even when the entry has no minutes', () => {
    const bo = table.rows.find((row) => row.id === 2)!;
    expect([bo.scoreCount, bo.mean, bo.meanText]).toEqual([2, 75, '75']);
  });
  it('shows a blank mean for staff without scores, never NaN', () => {
    const cy = table.rows.find((row) => row.id === 4)!;
    expect(cy.mean).toBeNull();
    expect(cy.meanText).toBe('');
    expect(cy.name).toBe('Cy');
  });
  it('names "first last", trimmed', () => {
    expect(staffName(person(1, 'Ann', 'Smith'))).toBe('Ann Smith');
    expect(staffName({ id: 1, name: { first: null, last: 'Solo' } })).toBe('Solo');
    expect(staffName({ id: 1, name: null })).toBe('');
  });
  it('thins over 300 rows to count ≥ 3, then 5, then 10', () => {
    const entries: ProcessedEntry[] = [];
    const credits: ProcessedEntry[] = [];
    // 301 one-off staff plus staff 1000 on 3 media and 2000 on 5 media.
    for (let m = 1; m <= 301; m++) {
      entries.push(entry(m));
      const staff = [person(m, `S${m}`)];
      if (m <= 3) staff.push(person(1000, 'Three'));
      if (m <= 5) staff.push(person(2000, 'Five'));
      credits.push(staffEntry(m, staff));
    }
    const thinned = staffTable(animeItems(entries), credits, 'anime');
    expect(thinned.total).toBe(303);
    expect(thinned.rows.map((row) => row.id)).toEqual([2000, 1000]);
    const under = staffTable(animeItems(entries.slice(0, 290)), credits.slice(0, 290), 'anime');
    expect(under.rows).toHaveLength(292);
  });
  it('sorts by a column with the tie chains', () => {
    expect(sortStaffRows(table.rows, 'name', 'anime').map((row) => row.name)).toEqual(['Ann Smith', 'Bo', 'Cy']);
    expect(sortStaffRows(table.rows, 'mean', 'anime').map((row) => row.id)).toEqual([2, 1, 4]);
  });
  it('formats time long, with hours to 1 decimal', () => {
    expect(staffTimeTexts(90)).toEqual({ time: '1 hour 30 minutes', hours: 1.5 });
  });
});

describe('staffTable (manga)', () => {
  it('counts media with chapters or volumes and thins with the chapter thresholds', () => {
    const entries: ProcessedEntry[] = [];
    const credits: ProcessedEntry[] = [];
    for (let m = 1; m <= 301; m++) {
      entries.push(entry(m, { status: 'CURRENT', progress: m === 1 ? 250 : m <= 3 ? 60 : 1 }));
      const staff = [person(m, `S${m}`)];
      if (m === 2 || m === 3) staff.push(person(5000, 'Pair'));
      credits.push(staffEntry(m, staff));
    }
    const table = staffTable(mangaItems(entries), credits, 'manga');
    expect(table.total).toBe(302);
    // count ≥ 3: none; count ≥ 2 and ch > 100: Pair (120); ch > 200: S1 (250).
    expect(table.rows.map((row) => [row.id, row.count, row.chapters])).toEqual([
      [5000, 2, 120],
      [1, 1, 250],
    ]);
  });
});

describe('studioTable', () => {
  const studio = (id: number, name: string, isAnimationStudio = true): StudioNode => ({ id, name, isAnimationStudio });
  const list = animeItems([
    entry(1, { scoreRaw: 70, media: { duration: 30, episodes: 10, title: { romaji: 'One' }, studios: { nodes: [studio(1, 'Kyoto'), studio(9, 'Sponsor', false)] } } }),
    entry(2, { scoreRaw: 90, media: { duration: 30, episodes: 10, title: { romaji: 'Two' }, studios: { nodes: [studio(1, 'Kyoto')] } } }),
    entry(3, { status: 'PLANNING', progress: 0, repeat: 1, scoreRaw: 100, media: { duration: 30, episodes: 10, studios: { nodes: [studio(1, 'Kyoto'), studio(5, 'Planned')] } } }),
    entry(4, { status: 'DROPPED', progress: 0, scoreRaw: 10, media: { title: { romaji: 'Four' }, studios: { nodes: [studio(2, 'Kyoto')] } } }),
  ]);

  it('groups by name, excludes PLANNING entirely and keeps animation studios', () => {
    const rows = studioTable(list);
    expect(rows.map((row) => row.name)).toEqual(['Kyoto']);
    const [kyoto] = rows;
    expect([kyoto.id, kyoto.count, kyoto.minutes, kyoto.scoreCount]).toEqual([1, 2, 600, 3]);
    expect(kyoto.meanText).toBe('56.67');
    expect(kyoto.media.map((m) => m.title)).toEqual(['Two', 'One', 'Four']);
    expect(kyoto.statusCounts).toEqual({ COMPLETED: 2, DROPPED: 1 });
  });
  it('includes other studios with allStudios', () => {
    expect(studioTable(list, { allStudios: true }).map((row) => row.name)).toEqual(['Kyoto', 'Sponsor']);
  });
  it('exports CSV and JSON', () => {
    const rows = studioTable(list, { allStudios: true });
    const csv = studioCsv(rows, 'Me');
    expect(csv.fileName).toBe('Anime studio stats for Me.csv');
    expect(csv.content.split('\n')).toEqual(['Studio,Count,Mean Score,Time Watched', 'Kyoto,2,56.67,10', 'Sponsor,1,70,5']);
    const json = JSON.parse(studioJson(rows, { user: 'Me', scriptInfo: {}, url: 'u', timeStamp: 5 }).content);
    expect(json.version).toBe('1.00');
    expect(json.data[1]).toEqual({ studio: 'Sponsor', studioID: 9, count: 1, score: 70, minutesWatched: 300, media: [{ title: 'One', ID: 1, score: 70, minutesWatched: 300, status: 'COMPLETED' }] });
  });
});

describe('staff exports', () => {
  const table = staffTable(animeItems([entry(1, { scoreRaw: 75 }), entry(2)]), [staffEntry(1, [person(1, 'Quote "Q"', 'Comma,')]), staffEntry(2, [person(2, 'None')])], 'anime');
  it('CSV with escaped names and a blank for no score', () => {
    const csv = staffCsv(table, 'Me');
    expect(csv.fileName).toBe('Anime staff stats for Me.csv');
    expect(csv.content.split('\n')).toEqual(['Staff,Count,Mean Score,Time Watched', '"Quote ""Q"" Comma,",1,75,5', 'None,1,,5']);
  });
  it('JSON version 1.00 with fields and data', () => {
    const file = staffJson(table, { user: 'Me', scriptInfo: { name: 'Automail' }, url: 'https://anilist.co/user/Me/stats/anime/staff', timeStamp: 42 });
    expect(file.fileName).toBe('Anime staff stats for Me.json');
    const json = JSON.parse(file.content);
    expect(json).toMatchObject({ user: 'Me', timeStamp: 42, version: '1.00', url: 'https://anilist.co/user/Me/stats/anime/staff' });
    expect(json.fields.map((f: { key: string }) => f.key)).toEqual(['name', 'staffID', 'count', 'score', 'minutesWatched']);
    expect(json.data[1]).toEqual({ name: 'None', staffID: 2, count: 1, score: null, minutesWatched: 300 });
  });
  it('manga CSV has chapters and volumes', () => {
    const manga = staffTable(mangaItems([entry(1, { progress: 12, progressVolumes: 2, media: {} })]), [staffEntry(1, [person(1, 'M')])], 'manga');
    expect(staffCsv(manga, 'Me').content.split('\n')).toEqual(['Staff,Count,Mean Score,Chapters Read,Volumes Read', 'M,1,,12,2']);
    expect(staffCsv(manga, 'Me').fileName).toBe('Manga staff stats for Me.csv');
  });
});

describe('time watched', () => {
  it('names the biggest entry and its share', () => {
    const result = timeWatched(animeItems([entry(1, { progress: 10 }), entry(2, { progress: 30, status: 'CURRENT', media: { duration: 30, episodes: 50, title: { romaji: 'Big', english: 'Large' } } })]));
    expect(result?.text).toBe('Time watched: 0.83 days (75% is Big. Currently watching)');
  });
  it('takes the first maximum in list order', () => {
    expect(timeWatched(animeItems([entry(1), entry(2)]))?.largest.mediaId).toBe(1);
  });
  it('gives null when nothing was watched', () => {
    expect(timeWatched([])).toBeNull();
    expect(timeWatched(animeItems([entry(1, { progress: 0, status: 'PLANNING' })]))).toBeNull();
  });
  it('words the suffix by status and rewatch count', () => {
    expect(timeWatchedSuffix('COMPLETED', 0)).toBe('');
    expect(timeWatchedSuffix('PLANNING', 0)).toBe('');
    expect(timeWatchedSuffix('PAUSED', 0)).toBe('. On hold');
    expect(timeWatchedSuffix('DROPPED', 0)).toBe('. Dropped');
    expect(timeWatchedSuffix('COMPLETED', 1)).toBe('. Rewatched once');
    expect(timeWatchedSuffix('COMPLETED', 2)).toBe('. Rewatched twice');
    expect(timeWatchedSuffix('COMPLETED', 5)).toBe('. Rewatched 5 times');
    expect(timeWatchedSuffix('CURRENT', 1)).toBe('. First rewatch in progress');
    expect(timeWatchedSuffix('REPEATING', 2)).toBe('. Second rewatch in progress');
    expect(timeWatchedSuffix('PAUSED', 3)).toBe('. Rewatch number 3 on hold');
    expect(timeWatchedSuffix('DROPPED', 1)).toBe('. Dropped on the first rewatch');
    expect(timeWatchedSuffix('DROPPED', 4)).toBe('. Dropped on the rewatch number 4');
  });
});

describe('staffTable id range', () => {
  it('counts staff with ids beyond the dense table and odd ids alike', () => {
    const list = animeItems([entry(1), entry(2)]);
    const table = staffTable(list, [staffEntry(1, [person(9_000_000, 'Huge'), person(7, 'Small')]), staffEntry(2, [person(9_000_000, 'Huge')])], 'anime');
    expect(table.rows.map((row) => [row.id, row.count])).toEqual([
      [9_000_000, 2],
      [7, 1],
    ]);
  });
});

describe('studioTable duplicates', () => {
  it('counts a studio credited twice on one media once', () => {
    const twice = animeItems([entry(1, { media: { duration: 30, episodes: 10, studios: { nodes: [{ id: 1, name: 'A', isAnimationStudio: true }, { id: 1, name: 'A', isAnimationStudio: true }] } } })]);
    expect(studioTable(twice).map((row) => [row.name, row.count, row.media.length])).toEqual([['A', 1, 1]]);
  });
});

describe('manga staff column sorts', () => {
  const rows = staffTable(
    mangaItems([entry(1, { status: 'CURRENT', progress: 100, progressVolumes: 1, media: {} }), entry(2, { status: 'CURRENT', progress: 10, progressVolumes: 9, scoreRaw: 80, media: {} }), entry(3, { status: 'CURRENT', progress: 10, progressVolumes: 2, scoreRaw: 60, media: {} })]),
    [staffEntry(1, [person(1, 'A')]), staffEntry(2, [person(2, 'B'), person(3, 'C')]), staffEntry(3, [person(3, 'C')])],
    'manga',
  ).rows;
  it('sorts the table by count, then chapters, then volumes', () => {
    expect(rows.map((row) => row.name)).toEqual(['C', 'A', 'B']);
  });
  it('chapters, volumes and mean columns', () => {
    expect(sortStaffRows(rows, 'chapters', 'manga').map((row) => row.name)).toEqual(['A', 'C', 'B']);
    expect(sortStaffRows(rows, 'volumes', 'manga').map((row) => row.name)).toEqual(['C', 'B', 'A']);
    // Mean: B 80, C 70, A none (last).
    expect(sortStaffRows(rows, 'mean', 'manga').map((row) => row.name)).toEqual(['B', 'C', 'A']);
  });
});
