import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { executeGraphql } from '../../../sim/api/execute';
import { generateWorld } from '../../../sim/world/generate';
import type { World } from '../../../sim/world/types';
import type { FetchBridge } from '../../../src/workers/fetchInWorker';
import { StatsSession } from '../../../src/workers/session/stats';
import type { StatsRowLine } from '../../../src/workers/stats/tableView';
import { searchPattern } from '../../../src/workers/stats/tableView';
import { headline } from '../../../src/workers/stats/headline';

let world: World;
const sent: { query: string; variables: Record<string, unknown> }[] = [];

beforeAll(() => {
  world = generateWorld({ seed: 7, anime: 400, manga: 120, now: 1_700_000_000 });
});

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> };
    sent.push(body);
    const answer = await executeGraphql(world, body, undefined);
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

function bridge(): FetchBridge {
  return {
    endpoint: 'https://graphql.anilist.co',
    referrer: 'https://anilist.co/user/x/stats',
    token: '',
    acquirePermit: async () => undefined,
    recordResponse: () => undefined,
    recordHealth: () => 'counted',
    clearToken: () => undefined,
  };
}

function someUser() {
  return world.users().find((user) => !user.private && world.listEntries(user.id, 'ANIME').filter((e) => !e.private).length > 50)!;
}

describe('StatsSession over the simulator', () => {
  it('loads both lists in chunks and builds the genre table as grouped from the world', async () => {
    const user = someUser();
    const session = new StatsSession({ user: user.name }, bridge());
    const loaded = await session.loadLists();
    const anime = world.listEntries(user.id, 'ANIME').filter((e) => !e.private);
    expect(loaded).toEqual({ ok: true, user: user.name, anime: anime.length, manga: world.listEntries(user.id, 'MANGA').filter((e) => !e.private).length });
    expect(sent.every((body) => body.variables.perChunk === 500)).toBe(true);
    const summary = session.tableSummary('genresAnime')!;
    const genres = new Map<string, number>();
    for (const entry of anime) for (const genre of world.getMedia(entry.mediaId)!.genres) genres.set(genre, (genres.get(genre) ?? 0) + 1);
    expect(summary.total).toBe(genres.size);
    const lines = session.tableLines('genresAnime', 0, 100) as StatsRowLine[];
    for (const line of lines) expect(line.cells[0]).toBe(String(genres.get(line.name)));
  });

  it('sorts, searches (regex, invalid as text), expands and filters by status', async () => {
    const user = someUser();
    const session = new StatsSession({ user: user.name }, bridge());
    await session.loadLists();
    const byCount = session.sortTable('genresAnime', 'count')!;
    expect(byCount.sort).toBe('count');
    const rows = session.tableLines('genresAnime', 0, byCount.lines) as StatsRowLine[];
    const counts = rows.map((row) => Number(row.cells[0]));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const byName = session.sortTable('genresAnime', 'name')!;
    const names = (session.tableLines('genresAnime', 0, byName.lines) as StatsRowLine[]).map((row) => row.name);
    expect(names).toEqual([...names].sort(new Intl.Collator().compare));

    const searched = session.searchTable('genresAnime', '^(action|drama)$')!;
    expect(searched.searchInvalid).toBe(false);
    expect((session.tableLines('genresAnime', 0, 50) as StatsRowLine[]).map((r) => r.name).sort()).toEqual(names.filter((n) => /^(action|drama)$/i.test(n)).sort());
    expect(session.searchTable('genresAnime', 'sci-fi(')!.searchInvalid).toBe(true);
    expect(searchPattern('a(').invalid).toBe(true);
    session.searchTable('genresAnime', '');

    const first = session.tableLines('genresAnime', 0, 1)[0] as StatsRowLine;
    const expanded = session.toggleRow('genresAnime', first.key)!;
    expect(expanded.lines).toBe(byName.lines + first.entryCount);
    const [status, n] = first.statusCounts[0];
    const filtered = session.filterRow('genresAnime', first.key, status)!;
    expect(filtered.lines).toBe(byName.lines + n);
    const entries = session.tableLines('genresAnime', 1, n);
    expect(entries.every((line) => line.kind === 'entry' && line.status === status)).toBe(true);
    expect(session.filterRow('genresAnime', first.key, status)!.lines).toBe(expanded.lines);
    expect(session.toggleRow('genresAnime', first.key)!.lines).toBe(byName.lines);
  });

  it('loads two pages of staff per media and leaves PLANNING out of the staff and studio tables', async () => {
    const user = someUser();
    const session = new StatsSession({ user: user.name }, bridge());
    await session.loadLists();
    const result = await session.loadStaff('anime');
    expect(result.ok).toBe(true);
    expect(sent.some((body) => /StatsStaffChunk/.test(body.query))).toBe(true);
    const counted = world.listEntries(user.id, 'ANIME').filter((e) => !e.private && e.status !== 'PLANNING' && (e.progress > 0 || e.repeat > 0));
    const credits = new Map<number, number>();
    for (const entry of counted) for (const edge of new Set(world.getMedia(entry.mediaId)!.staff.slice(0, 50).map((s) => s.staffId))) credits.set(edge, (credits.get(edge) ?? 0) + 1);
    // Note commands (skip, more) change what counts: staff on such entries are not checked here.
    const adjusted = new Set<number>();
    for (const entry of world.listEntries(user.id, 'ANIME')) if (entry.notes?.includes('${')) for (const edge of world.getMedia(entry.mediaId)!.staff) adjusted.add(edge.staffId);
    const summary = session.tableSummary('staffAnime')!;
    const rows = (session.tableLines('staffAnime', 0, summary.lines) as StatsRowLine[]).filter((row) => !adjusted.has(Number(row.key)));
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows) expect(Number(row.cells[0])).toBe(credits.get(Number(row.key)));
    expect(summary.total).toBeGreaterThan(0);
    const studios = session.tableLines('studios', 0, 1000) as StatsRowLine[];
    expect(studios.every((row) => !row.statusCounts.some(([status]) => status === 'PLANNING'))).toBe(true);
    const csv = session.exportTable('staffAnime', 'csv', { scriptInfo: {}, url: 'u', timeStamp: 1 })!;
    expect(csv.fileName).toBe(`Anime staff stats for ${user.name}.csv`);
  });

  it('reports an unknown user as not found and a private one as private', async () => {
    const unknown = await new StatsSession({ user: 'NoSuchUserHere' }, bridge()).loadLists();
    expect(unknown).toMatchObject({ ok: false, reason: 'notFound' });
    const hidden = world.users().find((user) => user.private)!;
    const privateOne = await new StatsSession({ user: hidden.name }, bridge()).loadLists();
    expect(privateOne).toMatchObject({ ok: false, reason: 'private' });
  });
});

describe('headline', () => {
  it('draws 101 bars and the lone-score quirk', () => {
    const item = (score: number) => ({ score, minutes: 0, chapters: 0, volumes: 0, status: 'COMPLETED', title: 't', entry: { progress: 1, media: { duration: 24, episodes: 12, meanScore: 70 } } });
    const one = headline([item(80)] as never, 'anime');
    expect(one.histogram).toHaveLength(101);
    expect(one.histogram[80]).toBe(1);
    expect(one.lines.find((line) => line.label === 'Only one score given')?.value).toBe('0');
    const many = headline([item(80), item(70), item(70)] as never, 'anime');
    expect(many.lines.find((line) => line.label === 'Most common score')?.value).toBe('70 (2 times)');
    expect(many.lines.find((line) => line.label === 'Median score')?.value).toBe('70');
  });

  it('writes the first logged date without the parts AniList does not know', () => {
    const item = (title: string, startedAt: object) => ({ score: 0, minutes: 0, chapters: 0, volumes: 0, status: 'COMPLETED', title, entry: { progress: 1, startedAt, media: {} } });
    const first = (items: object[]) => headline(items as never, 'anime').lines.find((line) => line.label === 'First logged')?.value;
    expect(first([item('Year only', { year: 2023, month: null, day: null })])).toBe('2023 Year only');
    expect(first([item('No day', { year: 2023, month: 4, day: null }), item('Later', { year: 2024, month: 1, day: 2 })])).toBe('2023-04 No day');
    expect(first([item('Whole', { year: 2021, month: 11, day: 3 })])).toBe('2021-11-03 Whole');
    expect(first([item('Never', { year: null, month: null, day: null })])).toBeUndefined();
  });
});
