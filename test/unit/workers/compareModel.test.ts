import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPARE_OPTIONS, EN_DASH, FORMAT_FILTERS, nextDemand, nextStatusFilter } from '../../../src/lib/compareOptions';
import { CompareModel, type CompareUserList } from '../../../src/workers/compare';

const media = (id: number, extra: Record<string, unknown> = {}) => ({
  title: { romaji: `Title ${id}`, english: `English ${id}` },
  format: id % 2 ? 'TV' : 'MOVIE',
  episodes: 12,
  averageScore: 70 + id,
  popularity: 1000 * id,
  ...extra,
});

const alice: CompareUserList = {
  name: 'Alice',
  scoreFormat: 'POINT_100',
  favourites: [5],
  entries: [
    { mediaId: 1, status: 'COMPLETED', progress: 12, score: 80, media: media(1) },
    { mediaId: 2, status: 'CURRENT', progress: 5, score: 0, media: media(2) },
    { mediaId: 3, status: 'PLANNING', progress: 0, score: 0, media: media(3) },
    { mediaId: 5, status: 'COMPLETED', progress: 12, score: 90, media: media(5) },
  ],
};
const bob: CompareUserList = {
  name: 'Bob',
  scoreFormat: 'POINT_10',
  entries: [
    { mediaId: 1, status: 'COMPLETED', progress: 12, score: 9, media: media(1) },
    { mediaId: 3, status: 'COMPLETED', progress: 12, score: 6, media: media(3) },
    { mediaId: 4, status: 'REPEATING', progress: 2, score: 7, media: media(4) },
  ],
};
const carol: CompareUserList = {
  name: 'Carol',
  scoreFormat: 'POINT_3',
  favourites: [1],
  entries: [
    { mediaId: 1, status: 'COMPLETED', progress: 12, score: 3, media: media(1) },
    { mediaId: 6, status: 'DROPPED', progress: 3, score: 1, media: media(6) },
  ],
};

function model(...users: CompareUserList[]): CompareModel {
  const m = new CompareModel({ type: 'ANIME' });
  for (const user of users) m.addUser(user);
  return m;
}

describe('CompareModel rows', () => {
  it('has one row per media any user has', () => {
    expect(model(alice, bob, carol).rowCount).toBe(6);
  });

  it('defaults to Average descending over rows with at least one rating', () => {
    const m = model(alice, bob, carol);
    // Row 2 has no rating and minRatings defaults to 1.
    expect(m.visibleRowIds()).toEqual([5, 1, 4, 3, 6]);
    const [first, second] = m.rowWindow(0, 2);
    expect(first.digestText).toBe('90');
    expect(second.digest).toBe(85);
  });

  it('normalises each user score to 100 points and counts ratings', () => {
    const m = model(alice, bob, carol);
    const [row1] = m.rowWindow(1, 1);
    expect(row1.id).toBe(1);
    expect(row1.cells.map((cell) => cell.score)).toEqual([80, 90, 85]);
    expect(row1.cells.map((cell) => cell.text)).toEqual(['80', '90', '85']);
    expect(row1.numberWatched).toBe(3);
    expect(row1.cells[2].favourite).toBe(true);
    expect(row1.cells[0].favourite).toBe(false);
  });

  it('shows an en dash for an unrated entry, blank for none, and progress while watching', () => {
    const m = model(alice, bob);
    m.setOptions({ minRatings: 0 });
    const row2 = m.rowWindow(0, 10).find((row) => row.id === 2)!;
    expect(row2.cells[0]).toEqual({ score: 0, text: EN_DASH, status: 'CURRENT', progress: '5/12', favourite: false });
    expect(row2.cells[1]).toEqual({ score: 0, text: '', status: 'NOT', progress: null, favourite: false });
    expect(row2.digestText).toBe('');
    const row4 = m.rowWindow(0, 10).find((row) => row.id === 4)!;
    expect(row4.cells[1].progress).toBe('2/12');
    const row3 = m.rowWindow(0, 10).find((row) => row.id === 3)!;
    expect(row3.cells[0].progress).toBeNull(); // PLANNING
    expect(row3.cells[1].progress).toBeNull(); // COMPLETED
  });

  it('uses chapters for the progress total and leaves it empty when unknown', () => {
    const m = new CompareModel({ type: 'MANGA' });
    m.addUser({
      name: 'Reader',
      scoreFormat: 'POINT_100',
      entries: [
        { mediaId: 1, status: 'CURRENT', progress: 40, score: 50, media: { chapters: 100, episodes: null, title: { romaji: 'M' } } },
        { mediaId: 2, status: 'PAUSED', progress: 5, score: 50, media: { title: { romaji: 'N' } } },
      ],
    });
    expect(m.rowWindow(0, 2).map((row) => row.cells[0].progress).sort()).toEqual(['40/100', '5/']);
  });

  it('shows own-format scores with individual rating systems', () => {
    const m = model(alice, bob, carol);
    m.setOptions({ ratingSystems: true });
    const row1 = m.rowWindow(0, 5).find((row) => row.id === 1)!;
    expect(row1.cells.map((cell) => cell.text)).toEqual(['80/100', '9/10', ':)']);
  });

  it('puts a column where asked, so columns follow the address order', () => {
    const m = model(bob);
    m.addUser(alice, 0);
    expect(m.userNames).toEqual(['Alice', 'Bob']);
    m.addUser(carol, 1);
    expect(m.userNames).toEqual(['Alice', 'Carol', 'Bob']);
    const row1 = m.rowWindow(0, 6).find((row) => row.id === 1)!;
    expect(row1.cells.map((cell) => cell.score)).toEqual([80, 85, 90]);
  });

  it('keeps a replaced user\'s column where it was when no position is given', () => {
    const m = model(alice, bob, carol);
    m.addUser({ ...alice, entries: alice.entries.filter((e) => e.mediaId !== 5) });
    expect(m.userNames).toEqual(['Alice', 'Bob', 'Carol']);
    m.addUser(bob);
    expect(m.userNames).toEqual(['Alice', 'Bob', 'Carol']);
    expect(m.rowWindow(0, 10).map((row) => row.id)).not.toContain(5);
    const row1 = m.rowWindow(0, 10).find((row) => row.id === 1)!;
    expect(row1.cells.map((cell) => cell.score)).toEqual([80, 90, 85]);
    m.addUser(carol, 0);
    expect(m.userNames).toEqual(['Carol', 'Alice', 'Bob']);
  });

  it('replaces a user added twice', () => {
    const m = model(alice, bob);
    m.addUser(bob);
    expect(m.userNames).toEqual(['Alice', 'Bob']);
    expect(m.rowWindow(0, 10).find((row) => row.id === 1)!.numberWatched).toBe(2);
  });

  it('never shows NaN: a missing site score is blank', () => {
    const m = new CompareModel({ type: 'ANIME', options: { digest: 'score' } });
    m.addUser({ name: 'A', scoreFormat: 'POINT_100', entries: [{ mediaId: 1, status: 'COMPLETED', score: 50, media: { title: { romaji: 'x' }, averageScore: null } }] });
    const [row] = m.rowWindow(0, 1);
    expect(row.digest).toBeNull();
    expect(row.digestText).toBe('');
  });

  it('treats an unknown score format as no rating', () => {
    const m = new CompareModel({ type: 'ANIME' });
    m.addUser({ name: 'Odd', scoreFormat: 'POINT_7', entries: [{ mediaId: 1, status: 'COMPLETED', score: 5, media: media(1) }] });
    m.setOptions({ minRatings: 0 });
    const [row] = m.rowWindow(0, 1);
    expect(row.cells[0].score).toBe(0);
    expect(row.cells[0].text).toBe(EN_DASH);
    expect(row.numberWatched).toBe(0);
  });

  it('handles an empty model', () => {
    const m = new CompareModel({ type: 'ANIME' });
    expect(m.visibleRowIds()).toEqual([]);
    expect(m.rowWindow(0, 10)).toEqual([]);
    expect(m.summary().showFooter).toBe(false);
  });
});

describe('removing a user', () => {
  it('drops rows no remaining user has and recomputes the rating counts', () => {
    const m = model(alice, bob, carol);
    m.removeUser('Carol');
    expect(m.rowCount).toBe(5);
    expect(m.userNames).toEqual(['Alice', 'Bob']);
    m.setOptions({ minRatings: 2 });
    // Row 1 now has 2 ratings; without the recount it would still count Carol.
    expect(m.visibleRowIds()).toEqual([1]);
    m.setOptions({ minRatings: 3 });
    expect(m.visibleRowIds()).toEqual([]);
  });

  it('is case-insensitive and reports unknown names', () => {
    const m = model(alice, bob);
    expect(m.removeUser('nobody')).toBe(false);
    expect(m.removeUser('bob')).toBe(true);
    expect(m.userNames).toEqual(['Alice']);
    expect(m.rowCount).toBe(4);
  });

  it('falls back to the digest sort when the sorted user goes', () => {
    const m = model(alice, bob);
    m.setOptions({ sort: { by: 'user', user: 'Bob', inverse: false } });
    m.removeUser('Bob');
    expect(m.options.sort).toEqual({ by: 'digest', inverse: false });
    expect(m.visibleRowIds()).toEqual([5, 1]);
  });

  it('leaves an empty table after the last user', () => {
    const m = model(alice);
    m.removeUser('Alice');
    expect(m.rowCount).toBe(0);
    expect(m.visibleRowIds()).toEqual([]);
  });
});

describe('filters', () => {
  it('demand ✓ keeps rows the user rated; ✕ keeps rows they did not (absent included)', () => {
    const m = model(alice, bob, carol);
    m.setUserFilter('Bob', { demand: 1 });
    expect(m.visibleRowIds().sort()).toEqual([1, 3, 4]);
    m.setUserFilter('Bob', { demand: -1 });
    expect(m.visibleRowIds().sort()).toEqual([5, 6]);
  });

  it('status filter, NOT meaning "not on the list"', () => {
    const m = model(alice, bob, carol);
    m.setUserFilter('Alice', { statusFilter: 'NOT' });
    expect(m.visibleRowIds().sort()).toEqual([4, 6]);
    m.setUserFilter('Alice', { statusFilter: 'PLANNING' });
    expect(m.visibleRowIds()).toEqual([3]);
    m.setUserFilter('Alice', { statusFilter: false });
    expect(m.visibleRowIds()).toHaveLength(5);
  });

  it('format filter and minimum ratings (string input coerced, empty = 0)', () => {
    const m = model(alice, bob, carol);
    m.setOptions({ formatFilter: 'MOVIE' });
    expect(m.visibleRowIds().sort()).toEqual([4, 6]);
    m.setOptions({ formatFilter: false, minRatings: '' as unknown as number });
    expect(m.visibleRowIds()).toHaveLength(6);
    m.setOptions({ minRatings: '2' as unknown as number });
    expect(m.visibleRowIds()).toEqual([1]);
  });

  it('cycles the status dot and the demand', () => {
    const seen = [];
    let filter = nextStatusFilter(false);
    while (filter !== false) {
      seen.push(filter);
      filter = nextStatusFilter(filter);
    }
    expect(seen).toEqual(['COMPLETED', 'CURRENT', 'PLANNING', 'PAUSED', 'DROPPED', 'REPEATING', 'NOT']);
    expect([nextDemand(0), nextDemand(1), nextDemand(-1)]).toEqual([1, -1, 0]);
  });
});

describe('column means', () => {
  it('average the ratings of the visible rows, 2 decimals, en dash when none', () => {
    const m = model(alice, bob, carol);
    let summary = m.summary();
    expect(summary.columnMeans[0]).toBe(85);
    expect(summary.columnMeanTexts).toEqual(['85', '73.33', '65']);
    expect(summary.showFooter).toBe(true);
    m.setUserFilter('Alice', { statusFilter: 'NOT' });
    summary = m.summary();
    expect(summary.columnMeanTexts[0]).toBe(EN_DASH);
    expect(summary.visibleCount).toBe(2);
    m.setUserFilter('Alice', { statusFilter: 'PAUSED' });
    expect(m.summary().showFooter).toBe(false);
  });
});

describe('sorting', () => {
  it('by a user: descending, ties keep the previous order; inverse ascending', () => {
    const m = model(alice, bob, carol);
    expect(m.visibleRowIds()).toEqual([5, 1, 4, 3, 6]);
    m.setOptions({ sort: { by: 'user', user: 'Bob', inverse: false } });
    expect(m.visibleRowIds()).toEqual([1, 4, 3, 5, 6]);
    m.setOptions({ sort: { by: 'user', user: 'Alice', inverse: true } });
    // Previous order 1,4,3,5,6; Alice: 1→80, 4→0, 3→0, 5→90, 6→0.
    expect(m.visibleRowIds()).toEqual([1, 5, 4, 3, 6]);
  });

  it("by a user: that user's unrated and absent titles come last in both directions", () => {
    const m = model(alice, bob, carol);
    m.setOptions({ minRatings: 0 });
    // Bob: 1→90, 3→60, 4→70; 2 and 5 are not on his list, 6 neither.
    m.setOptions({ sort: { by: 'user', user: 'Bob', inverse: false } });
    const descending = m.visibleRowIds();
    expect(descending.slice(0, 3)).toEqual([1, 4, 3]);
    m.setOptions({ sort: { by: 'user', user: 'Bob', inverse: true } });
    const ascending = m.visibleRowIds();
    expect(ascending.slice(0, 3)).toEqual([3, 4, 1]);
    // The rest keep their previous order, whichever way the rated ones go.
    expect(ascending.slice(3)).toEqual(descending.slice(3));
    expect(new Set(ascending.slice(3))).toEqual(new Set([2, 5, 6]));
  });

  it('by digest ascending and by another digest', () => {
    const m = model(alice, bob, carol);
    m.setOptions({ sort: { by: 'digest', inverse: true } });
    expect(m.visibleRowIds()).toEqual([6, 3, 4, 1, 5]);
    m.setOptions({ digest: 'popularity', sort: { by: 'digest', inverse: false } });
    expect(m.visibleRowIds()).toEqual([6, 5, 4, 3, 1]);
  });

  it('by title: A→Z; the inverse reverses the whole order', () => {
    const m = new CompareModel({ type: 'ANIME', options: { minRatings: 0 } });
    m.addUser({
      name: 'A',
      scoreFormat: 'POINT_100',
      entries: [
        { mediaId: 1, status: 'COMPLETED', score: 1, media: { title: { romaji: 'beta' } } },
        { mediaId: 2, status: 'COMPLETED', score: 2, media: { title: { romaji: 'Alpha' } } },
        { mediaId: 3, status: 'COMPLETED', score: 3, media: { title: { romaji: 'alpha' } } },
        { mediaId: 4, status: 'COMPLETED', score: 4, media: { title: { romaji: 'gamma' } } },
      ],
    });
    m.setOptions({ sort: { by: 'title', inverse: false } });
    const ascending = m.rowWindow(0, 4).map((row) => row.title);
    expect(ascending.slice(2)).toEqual(['beta', 'gamma']);
    m.setOptions({ sort: { by: 'title', inverse: true } });
    expect(m.rowWindow(0, 4).map((row) => row.title)).toEqual([...ascending].reverse());
  });

  it('a user add re-sorts from id order, so ties come out id-ascending', () => {
    const m = new CompareModel({ type: 'ANIME', options: { minRatings: 0 } });
    m.addUser({ name: 'A', scoreFormat: 'POINT_100', entries: [3, 1, 2].map((id) => ({ mediaId: id, status: 'PLANNING', score: 0, media: media(id) })) });
    expect(m.visibleRowIds()).toEqual([1, 2, 3]);
  });

  it('the title follows the language preference, then the alias, then romaji', () => {
    const m = new CompareModel({ type: 'ANIME', titleLanguage: 'ENGLISH', aliases: new Map([[1, 'Alias 1'], [2, 'Alias 2']]) });
    m.addUser({
      name: 'A',
      scoreFormat: 'POINT_100',
      entries: [
        { mediaId: 1, status: 'COMPLETED', score: 50, media: { title: { romaji: 'R1', english: 'E1' } } },
        { mediaId: 2, status: 'COMPLETED', score: 60, media: { title: { romaji: 'R2' } } },
        { mediaId: 3, status: 'COMPLETED', score: 70, media: { title: { romaji: 'R3' } } },
      ],
    });
    expect(m.rowWindow(0, 3).map((row) => row.title)).toEqual(['R3', 'Alias 2', 'E1']);
  });
});

describe('rows with the same title', () => {
  const hunter = (id: number, year: number) => ({ mediaId: id, status: 'COMPLETED', score: 80, media: { title: { romaji: 'Hunter x Hunter' }, format: 'TV', startDate: { year } } });
  const user: CompareUserList = {
    name: 'A',
    scoreFormat: 'POINT_100',
    entries: [hunter(1, 1999), hunter(2, 2011), { mediaId: 3, status: 'COMPLETED', score: 70, media: { title: { romaji: 'Monster' }, format: 'TV', startDate: { year: 2004 } } }],
  };

  it('carry their start year; a title no other visible row has carries none', () => {
    const m = model(user);
    const views = m.rowWindow(0, 3);
    expect(views.map((row) => [row.id, row.year])).toEqual([
      [1, 1999],
      [2, 2011],
      [3, undefined],
    ]);
    expect('year' in views[2]).toBe(false);
  });

  it('lose the year once the other row is filtered out', () => {
    const m = model(user);
    expect(m.rowWindow(0, 3).filter((row) => row.year).length).toBe(2);
    const other: CompareUserList = { name: 'B', scoreFormat: 'POINT_100', entries: [hunter(2, 2011)] };
    m.addUser(other);
    m.setUserFilter('B', { demand: 1 });
    const [only] = m.rowWindow(0, 3);
    expect(only.id).toBe(2);
    expect(only.year).toBeUndefined();
  });
});

describe('row window', () => {
  it('slices the visible rows', () => {
    const m = model(alice, bob, carol);
    expect(m.rowWindow(1, 2).map((row) => row.id)).toEqual([1, 4]);
    expect(m.rowWindow(4, 10).map((row) => row.id)).toEqual([6]);
    expect(m.rowWindow(10, 10)).toEqual([]);
    expect(m.rowWindow(-3, 1).map((row) => row.id)).toEqual([5]);
  });
});

describe('favourites digest', () => {
  it('counts favourites and current (REPEATING included)', () => {
    const m = model(alice, bob, carol);
    m.setOptions({ digest: 'favourites', minRatings: 0 });
    const byId = new Map(m.rowWindow(0, 10).map((row) => [row.id, row]));
    expect(byId.get(5)!.digest).toBe(1);
    expect(byId.get(1)!.digest).toBe(1);
    m.setOptions({ digest: 'current' });
    const current = new Map(m.rowWindow(0, 10).map((row) => [row.id, row.digest]));
    expect(current.get(2)).toBe(1);
    expect(current.get(4)).toBe(1);
    expect(current.get(1)).toBe(0);
  });
});

describe('options', () => {
  it('offers the spec format filters per type', () => {
    expect(FORMAT_FILTERS.ANIME.map((f) => f.label)).toEqual(['TV', 'Movie', 'TV Short', 'OVA', 'ONA', 'Special', 'Music']);
    expect(FORMAT_FILTERS.MANGA.map((f) => f.label)).toEqual(['Manga', 'Novel', 'One Shot']);
    expect(FORMAT_FILTERS.MANGA.map((f) => f.value)).toEqual(['MANGA', 'NOVEL', 'ONE_SHOT']);
  });
  it('defaults to Average, descending, min 1 rating', () => {
    expect(new CompareModel({ type: 'ANIME' }).options).toEqual(DEFAULT_COMPARE_OPTIONS);
    expect(DEFAULT_COMPARE_OPTIONS).toMatchObject({ digest: 'average', sort: { by: 'digest', inverse: false }, minRatings: 1, formatFilter: false });
  });
  it('turns a sort by an unknown user into the digest sort', () => {
    const m = model(alice, bob);
    expect(m.setOptions({ sort: { by: 'user', user: 'Nobody', inverse: true } }).sort).toEqual({ by: 'digest', inverse: true });
    expect(m.setOptions({ sort: { by: 'user', user: 'bob', inverse: false } }).sort).toEqual({ by: 'user', user: 'bob', inverse: false });
    expect(m.visibleRowIds()[0]).toBe(1);
  });
});
