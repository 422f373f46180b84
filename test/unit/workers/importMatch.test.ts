import { describe, expect, it } from 'vitest';
import {
  buildReviewList, entriesToAdd, importScore, mapStatus, ownSaveVariables,
  parseAnimePlanetExport, parseOwnExport, planImport, rankCandidates, saveVariables, tableMatch,
  type AnimePlanetEntry, type ImportItem, type MatchCandidate, type SearchHit,
} from '../../../src/workers/importMatch';

const NOW = Date.UTC(2026, 10, 22);
const DAY = 86_400_000;
const ctx = { listType: 'anime' as const, signedInAs: 'Alice', now: NOW };

function file(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    export: { type: 'anime', date: new Date(NOW - 2 * DAY).toISOString() },
    user: { name: 'alice' },
    entries: [{ name: 'Naruto', status: 'watched', rating: 4.5, times: 2, eps: 220, ch: 0, vol: 0, extra: 'ignored' }],
    ...overrides,
  });
}

function entry(name: string, status = 'watched', more: Partial<AnimePlanetEntry> = {}): AnimePlanetEntry {
  return { name, status, rating: 0, times: 0, eps: 0, ch: 0, vol: 0, ...more };
}

describe('parsing the Anime-Planet export', () => {
  it('reads the entries and ignores other fields', () => {
    const result = parseAnimePlanetExport(file(), ctx);
    expect(result).toEqual({ ok: true, warnings: [], refused: [], value: [entry('Naruto', 'watched', { rating: 4.5, times: 2, eps: 220 })] });
  });

  it('unparsable JSON stops cleanly with "error parsing JSON"', () => {
    expect(parseAnimePlanetExport('{"export": ', ctx)).toEqual({ ok: false, error: 'error parsing JSON' });
    expect(parseAnimePlanetExport('null', ctx)).toEqual({ ok: false, error: 'error parsing JSON' });
  });

  it('a type mismatch or a missing export gives "error wrong list"', () => {
    expect(parseAnimePlanetExport(file({ export: { type: 'manga', date: '' } }), ctx)).toEqual({ ok: false, error: 'error wrong list' });
    expect(parseAnimePlanetExport(JSON.stringify({ entries: [] }), ctx)).toEqual({ ok: false, error: 'error wrong list' });
  });

  it('warns when the file belongs to someone else (case-insensitive)', () => {
    const result = parseAnimePlanetExport(file({ user: { name: 'Bob' } }), ctx);
    expect(result.ok && result.warnings).toEqual(["List for 'Bob' loaded, but currently signed in as 'Alice'. Are you sure this is right?"]);
    const same = parseAnimePlanetExport(file({ user: { name: 'ALICE' } }), ctx);
    expect(same.ok && same.warnings).toEqual([]);
  });

  it('warns when the file is older than 30 days, with the rounded age', () => {
    const old = parseAnimePlanetExport(file({ export: { type: 'anime', date: new Date(NOW - 45.6 * DAY).toISOString() } }), ctx);
    expect(old.ok && old.warnings).toEqual(['This list is 46 days old. Did you upload the right one?']);
    const edge = parseAnimePlanetExport(file({ export: { type: 'anime', date: new Date(NOW - 30 * DAY).toISOString() } }), ctx);
    expect(edge.ok && edge.warnings).toEqual([]);
  });
});

describe('status map', () => {
  it.each([
    ['want to watch', 'PLANNING'], ['want to read', 'PLANNING'], ['watching', 'CURRENT'], ['reading', 'CURRENT'],
    ['watched', 'COMPLETED'], ['read', 'COMPLETED'], ['stalled', 'PAUSED'], ['dropped', 'DROPPED'],
  ])('%s → %s', (source, status) => expect(mapStatus(source)).toBe(status));

  it('unknown statuses map to null', () => {
    expect(mapStatus('Watched')).toBeNull();
    expect(mapStatus('constructor')).toBeNull();
  });
});

describe('import plan', () => {
  it("skips won't watch, groups anthologies, maps direct titles, searches the rest", () => {
    const plan = planImport([
      entry('Cowboy Bebop'), entry("Ghost \"Stories\" \\ 2", 'watching'), entry('Hill Climb Girl'), entry('Skip me', "won't watch"),
      entry('Attack on Titan 2nd Season'), entry('Carnage'), entry('KonoSuba – God’s blessing on this wonderful world!! OVA'),
      entry('Death Note Rewrite 1: Visions of a God'),
    ], 'anime');
    expect(plan.skipped).toBe(1);
    expect(plan.items.map((i) => [i.kind, i.name, 'mediaId' in i ? i.mediaId : null, i.entries.length])).toEqual([
      ['search', 'Cowboy Bebop', null, 1],
      ['search', 'Ghost "Stories" \\ 2', null, 1],
      ['anthology', 'Hill Climb Girl, Carnage', 20947, 2],
      ['direct', 'Attack on Titan 2nd Season', 20958, 1],
      ['direct', 'KonoSuba – God’s blessing on this wonderful world!! OVA', 21574, 1],
      ['anthology', 'Death Note Rewrite 1: Visions of a God', 2994, 1],
    ]);
  });

  it('the direct mapping needs the exact string (en dash and right quote)', () => {
    const plan = planImport([entry("KonoSuba - God's blessing on this wonderful world!! OVA")], 'anime');
    expect(plan.items[0].kind).toBe('search');
  });

  it('the tables hold anime ids, so manga imports search every title', () => {
    const plan = planImport([entry('Attack on Titan 2nd Season', 'read'), entry('Carnage', 'read')], 'manga');
    expect(plan.items.map((i) => i.kind)).toEqual(['search', 'search']);
  });
});

describe('matching', () => {
  const hits: SearchHit[] = [
    { id: 1, title: { romaji: 'Shingeki no Kyojin', native: '進撃の巨人', english: 'Attack on Titan' }, synonyms: ['AoT', null] },
    { id: 2, title: { romaji: 'ATTACK ON TITAN JUNIOR HIGH', native: null, english: null }, synonyms: [] },
  ];

  it('ranks every variant by edit distance, stable, case variants on the candidate only', () => {
    const ranked = rankCandidates('attack on titan', hits);
    expect(ranked[0]).toEqual({ title: 'Attack on Titan', id: 1, distance: 0 });
    // Ties (14) keep hit order: romaji before the synonym.
    expect(ranked.map((c) => [c.title, c.distance])).toEqual([
      ['Attack on Titan', 0], ['ATTACK ON TITAN JUNIOR HIGH', 12], ['Shingeki no Kyojin', 14], ['AoT', 14], ['進撃の巨人', 15],
    ]);
    // A mixed-case source name is compared as is.
    expect(rankCandidates('Attack On titan', hits)[0].distance).toBe(2);
  });

  it('titles with quotes or backslashes are matched like any other', () => {
    const ranked = rankCandidates('Ghost "Stories" \\ 2', [{ id: 3, title: { romaji: 'Ghost "Stories" \\ 2' } }]);
    expect(ranked).toEqual([{ title: 'Ghost "Stories" \\ 2', id: 3, distance: 0 }]);
  });

  it('a search without hits has no candidates', () => {
    expect(rankCandidates('Nothing', [])).toEqual([]);
  });
});

describe('review list', () => {
  const item = (name: string): ImportItem => ({ kind: 'search', name, entries: [entry(name)] });
  const cand = (d: number): MatchCandidate[] => [{ title: 't', id: d + 1, distance: d }];

  it('puts the worst matches on top, ties in arrival order, > 8 unchecked', () => {
    const list = buildReviewList([
      { item: item('a'), candidates: cand(8) }, { item: item('b'), candidates: cand(9) },
      { item: item('c'), candidates: cand(0) }, { item: item('d'), candidates: cand(9) },
      { item: item('none'), candidates: [] },
    ]);
    expect(list.rows.map((r) => [r.item.name, r.match.distance, r.checked])).toEqual([
      ['b', 9, false], ['d', 9, false], ['a', 8, true], ['c', 0, true],
    ]);
    expect(list.noMatches.map((i) => i.name)).toEqual(['none']);
  });

  it('table items match their fixed id at distance 0', () => {
    const plan = planImport([entry('Carnage')], 'anime');
    expect(tableMatch(plan.items[0], 'Japan Animator Expo')).toEqual({ title: 'Japan Animator Expo', id: 20947, distance: 0 });
    expect(tableMatch(item('x'), 'y')).toBeNull();
  });
});

describe('score conversion', () => {
  it.each([
    ['POINT_100', 4.5, 90], ['POINT_100', 0, 0],
    ['POINT_10', 3.5, 7], ['POINT_10_DECIMAL', 0.5, 1],
    ['POINT_5', 0.5, 1], ['POINT_5', 3.5, 3], ['POINT_5', 5, 5], ['POINT_5', 0, 0],
    ['POINT_3', 0, 0], ['POINT_3', 0.5, 1], ['POINT_3', 2, 1], ['POINT_3', 2.5, 2], ['POINT_3', 3.5, 2], ['POINT_3', 4, 3], ['POINT_3', 5, 3],
  ] as const)('%s rating %s → %s', (format, rating, score) => {
    expect(importScore(rating, format)).toBe(score);
  });

  it('an unknown score format gets the default, twice the rating', () => {
    expect(importScore(3.5, 'POINT_7')).toBe(7);
    expect(importScore(0.5, '')).toBe(1);
  });
});

describe('save variables', () => {
  const search = (e: AnimePlanetEntry): ImportItem => ({ kind: 'search', name: e.name, entries: [e] });

  it('completed anime: no progress, repeat = times − 1', () => {
    expect(saveVariables(search(entry('A', 'watched', { rating: 4, times: 3, eps: 12 })), 9, 'anime', 'POINT_10')).toEqual({
      ok: true, variables: { mediaId: 9, status: 'COMPLETED', score: 8, repeat: 2 },
    });
  });

  it('progress only for DROPPED, PAUSED and CURRENT, and only when non-zero', () => {
    const current = saveVariables(search(entry('A', 'watching', { eps: 5 })), 9, 'anime', 'POINT_100');
    expect(current).toEqual({ ok: true, variables: { mediaId: 9, status: 'CURRENT', score: 0, repeat: 0, progress: 5 } });
    const paused = saveVariables(search(entry('A', 'stalled', { eps: 0 })), 9, 'anime', 'POINT_100');
    expect(paused.ok && paused.variables).toEqual({ mediaId: 9, status: 'PAUSED', score: 0, repeat: 0 });
    const dropped = saveVariables(search(entry('A', 'dropped', { eps: 2 })), 9, 'anime', 'POINT_100');
    expect(dropped.ok && dropped.variables.progress).toBe(2);
  });

  it('manga uses chapters and sends volumes whenever known', () => {
    const reading = saveVariables(search(entry('M', 'reading', { ch: 0, vol: 4, eps: 99 })), 7, 'manga', 'POINT_5');
    expect(reading.ok && reading.variables).toEqual({ mediaId: 7, status: 'CURRENT', score: 0, repeat: 0, progressVolumes: 4 });
    const read = saveVariables(search(entry('M', 'read', { ch: 50, vol: 5 })), 7, 'manga', 'POINT_5');
    expect(read.ok && read.variables).toEqual({ mediaId: 7, status: 'COMPLETED', score: 0, repeat: 0, progressVolumes: 5 });
    const anime = saveVariables(search(entry('A', 'watching', { eps: 3, vol: 4 })), 7, 'anime', 'POINT_5');
    expect(anime.ok && anime.variables.progressVolumes).toBeUndefined();
  });

  it('anthologies: CURRENT, score 0, progress = number of grouped entries', () => {
    const plan = planImport([entry('Carnage', 'watched', { rating: 5, times: 4 }), entry('Girl', 'dropped')], 'anime');
    expect(saveVariables(plan.items[0], 20947, 'anime', 'POINT_100')).toEqual({
      ok: true, variables: { mediaId: 20947, status: 'CURRENT', score: 0, repeat: 0, progress: 2 },
    });
  });

  it('unknown statuses are reported and skipped', () => {
    expect(saveVariables(search(entry('A', 'on hold')), 9, 'anime', 'POINT_10')).toEqual({ ok: false, unknownStatus: 'on hold' });
  });

  it('repeat never goes below 0', () => {
    const result = saveVariables(search(entry('A', 'watched', { times: 0 })), 9, 'anime', 'POINT_10');
    expect(result.ok && result.variables.repeat).toBe(0);
  });
});

describe('own JSON import', () => {
  const own = (overrides: Record<string, unknown> = {}) => JSON.stringify({
    version: '1.01', type: 'ANIME', timeStamp: NOW - DAY,
    User: { name: 'Alice', id: 1, mediaListOptions: { scoreFormat: 'POINT_10' } },
    lists: [
      { name: 'Completed', isCustomList: false, entries: [{ mediaId: 1, status: 'COMPLETED', score: 8, progress: 12 }, { mediaId: 2, status: 'COMPLETED', score: 0, progress: 0 }] },
      { name: 'Faves', isCustomList: true, entries: [{ mediaId: 1, status: 'COMPLETED', score: 8, progress: 12 }] },
    ],
    ...overrides,
  });

  it('reads each entry once', () => {
    const result = parseOwnExport(own(), 'anime', { signedInAs: 'alice', now: NOW });
    expect(result.ok && result.value.entries.map((e) => e.mediaId)).toEqual([1, 2]);
    expect(result.ok && result.value.scoreFormat).toBe('POINT_10');
    expect(result.ok && result.warnings).toEqual([]);
  });

  it('errors: unparsable, and wrong list type for a version above 1', () => {
    expect(parseOwnExport('[', 'anime', { signedInAs: null, now: NOW })).toEqual({ ok: false, error: 'error parsing JSON' });
    expect(parseOwnExport(own(), 'manga', { signedInAs: null, now: NOW })).toEqual({ ok: false, error: 'error wrong list type' });
    expect(parseOwnExport(own({ version: '1.00' }), 'manga', { signedInAs: null, now: NOW }).ok).toBe(true);
  });

  it('warns for another user and an old file', () => {
    const result = parseOwnExport(own({ timeStamp: NOW - 40 * DAY }), 'anime', { signedInAs: 'Bob', now: NOW });
    expect(result.ok && result.warnings).toEqual([
      "List for 'Alice' loaded, but currently signed in as 'Bob'. Are you sure this is right?",
      'This list is 40 days old. Did you upload the right one?',
    ]);
  });

  it('adds only entries not already on the list', () => {
    expect(entriesToAdd([{ mediaId: 1 }, { mediaId: 2 }, { mediaId: 3 }], [2, 5])).toEqual([{ mediaId: 1 }, { mediaId: 3 }]);
  });

  it('save variables keep the score when formats agree, else send it on the 100 scale', () => {
    const e = { mediaId: 1, status: 'CURRENT', score: 8, progress: 3, progressVolumes: 2, notes: 'n', priority: 0, repeat: 1 };
    expect(ownSaveVariables(e, 'anime', 'POINT_10', 'POINT_10')).toEqual({ mediaId: 1, status: 'CURRENT', score: 8, progress: 3, notes: 'n', priority: 0, repeat: 1 });
    expect(ownSaveVariables(e, 'manga', 'POINT_10', 'POINT_100')).toMatchObject({ scoreRaw: 80, progressVolumes: 2 });
    expect(ownSaveVariables({ mediaId: 2, score: 0, progress: 0 }, 'anime', 'POINT_10', 'POINT_10')).toEqual({ mediaId: 2 });
  });
});
