// The staff page's filter syntax, items and sorts (spec doc 2 §5 "Staff page filter syntax").
import { describe, expect, it } from 'vitest';
import { filterErrors, parseRoleFilter, parseYearRange } from '../../../src/workers/staffRoles/filter';
import { consumed, effectiveRepeat, itemsFromCharacters, itemsFromStaffMedia, type StaffRoleItem } from '../../../src/workers/staffRoles/items';
import { sortItems } from '../../../src/workers/staffRoles/sort';
import { rowView } from '../../../src/workers/staffRoles/view';
import type { StaffRoleMedia } from '../../../src/api/queries/staffRoles';

function media(id: number, extra: Partial<StaffRoleMedia> = {}): StaffRoleMedia {
  return {
    id,
    type: 'ANIME',
    format: 'TV',
    status: 'FINISHED',
    popularity: 100,
    averageScore: 70,
    duration: 24,
    episodes: 12,
    genres: ['Action'],
    title: { romaji: `Romaji ${id}`, english: `English ${id}`, native: `ネイティブ${id}` },
    startDate: { year: 2000, month: 1, day: 1 },
    tags: [{ name: 'Mecha' }],
    mediaListEntry: null,
    ...extra,
  };
}

function anime(list: StaffRoleMedia[], roles: string[] = []): StaffRoleItem[] {
  return itemsFromStaffMedia('ANIME', [{ edges: list.map((node, i) => ({ node, staffRole: roles[i] ?? 'Director' })) }], 'ROMAJI');
}

const keep = (items: StaffRoleItem[], text: string) => {
  const parsed = parseRoleFilter(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return items.filter((item) => !parsed.test || parsed.test(item)).map((item) => item.mediaId);
};

describe('filter syntax', () => {
  const items = anime(
    [
      media(1, { title: { romaji: 'Re:Zero kara Hajimeru', english: 'Re:ZERO', native: 'リゼロ' }, startDate: { year: 2016 }, format: 'TV', genres: ['Drama', 'Slice of Life'] }),
      media(2, { title: { romaji: 'Kimi no Na wa', english: 'Your Name', native: '君の名は。' }, startDate: { year: 2016 }, format: 'MOVIE', status: 'FINISHED', mediaListEntry: { status: 'CURRENT', progress: 0 } }),
      media(3, { title: { romaji: 'Mecha Taisen', english: null, native: null }, startDate: { year: 1995 }, format: 'TV_SHORT', status: 'RELEASING', tags: [{ name: 'Super Robot' }], mediaListEntry: { status: 'PLANNING' } }),
      media(4, { startDate: null, format: 'OVA', mediaListEntry: { status: 'REPEATING', repeat: 0, progress: 3 } }),
    ],
    ['Director', 'Key Animation (ep 3)', 'Original Creator', 'Theme Song Performance'],
  );

  it('empty text keeps everything', () => {
    expect(keep(items, '   ')).toEqual([1, 2, 3, 4]);
  });
  it('title keys take regular expressions, case-insensitively', () => {
    expect(keep(items, 'title:^re:')).toEqual([1]);
    expect(keep(items, 'title-english:name$')).toEqual([2]);
    expect(keep(items, 'title-romaji:(kimi|mecha)')).toEqual([2, 3]);
    expect(keep(items, 'title-native:の名')).toEqual([2]);
    expect(keep(items, 'title:english \\d')).toEqual([4]);
  });
  it('format matches the enum or its label', () => {
    expect(keep(items, 'format:movie')).toEqual([2]);
    expect(keep(items, 'format:TV Short')).toEqual([3]);
    expect(keep(items, 'format:tv')).toEqual([1]);
  });
  it('status words: watching/reading → CURRENT, plan to watch/read → PLANNING; media statuses too', () => {
    expect(keep(items, 'status:watching')).toEqual([2]);
    expect(keep(items, 'status:reading')).toEqual([2]);
    expect(keep(items, 'status:plan to watch')).toEqual([3]);
    expect(keep(items, 'status:Plan to read')).toEqual([3]);
    expect(keep(items, 'status:rewatching')).toEqual([4]);
    expect(keep(items, 'status:releasing')).toEqual([3]);
  });
  it('year is one year or a range', () => {
    expect(keep(items, 'year:2016')).toEqual([1, 2]);
    expect(keep(items, 'year:1990-2000')).toEqual([3]);
    expect(keep(items, 'year: 2020 - 1990')).toEqual([1, 2, 3]);
    expect(parseYearRange('19')).toBeNull();
  });
  it('genre, tag and role match part of the text', () => {
    expect(keep(items, 'genre:slice of')).toEqual([1]);
    expect(keep(items, 'tag:robot')).toEqual([3]);
    expect(keep(items, 'role:key animation')).toEqual([2]);
  });
  it('anything else matches any field, colons included', () => {
    expect(keep(items, 're:zero')).toEqual([1]);
    expect(keep(items, 'original creator')).toEqual([3]);
    expect(keep(items, 'foo:bar')).toEqual([]);
    expect(keep(items, '1995')).toEqual([3]);
  });
  it('bad input is an error, not an exception', () => {
    expect(parseRoleFilter('title:(unclosed')).toEqual({ ok: false, error: filterErrors.regex('(unclosed') });
    expect(parseRoleFilter('year:soon')).toEqual({ ok: false, error: filterErrors.year('soon') });
    expect(parseRoleFilter('genre:')).toEqual({ ok: false, error: filterErrors.empty('genre') });
  });
});

describe('items', () => {
  it('merges the roles of one media and reads the viewer entry with the repeat rules', () => {
    const items = itemsFromStaffMedia('ANIME', [
      { edges: [{ node: media(5, { mediaListEntry: { status: 'REPEATING', repeat: 0, progress: 4, score: 85 } }), staffRole: 'Director' }] },
      { edges: [{ node: media(5), staffRole: 'Storyboard' }, { node: media(6, { mediaListEntry: { status: 'COMPLETED', repeat: 20_000 } }), staffRole: 'Director' }] },
    ], 'ENGLISH');
    expect(items.map((i) => [i.mediaId, i.roles, i.title])).toEqual([[5, ['Director', 'Storyboard'], 'English 5'], [6, ['Director'], 'English 6']]);
    expect(items[0].mine).toMatchObject({ status: 'REPEATING', repeat: 1, score: 85 });
    expect(items[1].mine?.repeat).toBe(0);
    expect(rowView(items[0]).mine).toEqual({ status: 'REPEATING', statusLabel: 'Rewatching', score: '85/100', progress: '4/12', repeat: 1 });
  });
  it('repeat: above 10000 is 0, REPEATING with 0 counts 1', () => {
    expect(effectiveRepeat('REPEATING', 0)).toBe(1);
    expect(effectiveRepeat('REPEATING', 20_000)).toBe(1);
    expect(effectiveRepeat('COMPLETED', 20_000)).toBe(0);
    expect(effectiveRepeat('COMPLETED', 2)).toBe(2);
  });
  it('consumed: progress plus a run per repeat, the note adjustment, never negative', () => {
    const [item] = anime([media(7, { mediaListEntry: { status: 'REPEATING', repeat: 0, progress: 3 } })]);
    expect(consumed(item)).toBe(15);
    const [done] = anime([media(8, { mediaListEntry: { status: 'COMPLETED', repeat: 1, progress: 12, notes: '${"adjust":-2}$' } })]);
    expect(consumed(done)).toBe(22);
    const [none] = anime([media(9, { episodes: null, mediaListEntry: { status: 'CURRENT', progress: 5, notes: '${"adjust":-9}$' } })]);
    expect(consumed(none)).toBe(0);
  });
  it('voice roles: one item per character and media', () => {
    const items = itemsFromCharacters([
      { edges: [{ role: 'MAIN', node: { id: 11, name: { full: 'Ann' }, image: { medium: 'a.jpg' } }, media: [media(1), media(2)] }] },
      { edges: [{ role: 'BACKGROUND', node: { id: 12, name: { full: 'Bob' } }, media: [media(1)] }] },
    ], 'ROMAJI');
    expect(items.map((i) => [i.key, i.roles[0], i.character?.name])).toEqual([['1-11', 'Main', 'Ann'], ['2-11', 'Main', 'Ann'], ['1-12', 'Background', 'Bob']]);
  });
});

describe('sorts', () => {
  const items = anime([
    media(1, { title: { romaji: 'b' }, popularity: 5, averageScore: 90, episodes: 2, startDate: { year: 2001 }, mediaListEntry: { status: 'COMPLETED', score: 40, progress: 2 } }),
    media(2, { title: { romaji: 'a' }, popularity: 50, averageScore: 60, episodes: 100, startDate: null }),
    media(3, { title: { romaji: 'c' }, popularity: 20, averageScore: 0, episodes: 12, startDate: { year: 1990, month: 5 }, mediaListEntry: { status: 'REPEATING', repeat: 0, progress: 1, score: 90 } }),
  ]);
  const order = (sort: Parameters<typeof sortItems>[1]) => sortItems(items, sort).map((i) => i.mediaId);
  it('each sort', () => {
    expect(order('alphabetical')).toEqual([2, 1, 3]);
    expect(order('chronological')).toEqual([3, 1, 2]);
    expect(order('popularity')).toEqual([2, 3, 1]);
    expect(order('length')).toEqual([2, 3, 1]);
    expect(order('score')).toEqual([1, 2, 3]);
    expect(order('myScore')).toEqual([3, 1, 2]);
    expect(order('myProgress')).toEqual([3, 1, 2]);
  });
});
