import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { executeGraphql } from '../../../sim/api/execute';
import { generateWorld } from '../../../sim/world/generate';
import type { World } from '../../../sim/world/types';
import type { ProcessedEntry } from '../../../src/lib/listEntries';
import type { FetchBridge } from '../../../src/workers/fetchInWorker';
import { StatsSession } from '../../../src/workers/session/stats';
import { animeItems, mangaItems, type StatsItem } from '../../../src/workers/stats/items';
import {
  BIAS_COLUMNS,
  BIAS_MEDIA_CAP,
  biasCsv,
  biasGroupsOf,
  biasJson,
  biasMediaIds,
  biasModel,
  biasNote,
  biasTable,
  sampleSpread,
  type BiasScores,
} from '../../../src/workers/stats/bias';
import type { StatsRowLine } from '../../../src/workers/stats/tableView';
import { biasText, expectedBias } from '../../helpers/statsBias';

let nextId = 1;
function entry(score: number, genres: string[], tags: [string, number][] = [], extra: Partial<ProcessedEntry> = {}): ProcessedEntry {
  return {
    mediaId: nextId++,
    status: 'COMPLETED',
    progress: 1,
    repeat: 0,
    scoreRaw: score,
    isCustomList: false,
    listLocations: [],
    media: { duration: 24, episodes: 1, genres, tags: tags.map(([name, rank]) => ({ name, rank })), title: { romaji: `M${nextId}` } },
    ...extra,
  };
}

function scores(site: [number, number | null][], following: [number, number[]][]): BiasScores {
  return { site: new Map(site), following: new Map(following) };
}

describe('sampleSpread', () => {
  it('is the sample standard deviation, none under two values', () => {
    expect(sampleSpread([])).toBeNull();
    expect(sampleSpread([5])).toBeNull();
    expect(sampleSpread([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(Math.sqrt(32 / 7), 10);
  });
});

describe('biasMediaIds', () => {
  it('takes the scored media once, lowest ids first, up to the cap', () => {
    const items: StatsItem[] = animeItems([entry(0, []), entry(70, []), entry(80, []), entry(90, [])]);
    const [, a, b, c] = items.map((item) => item.mediaId);
    expect(biasMediaIds(items)).toEqual({ ids: [a, b, c], scored: 3 });
    expect(biasMediaIds([...items].reverse(), 2)).toEqual({ ids: [a, b], scored: 3 });
    expect(BIAS_MEDIA_CAP).toBe(1000);
  });
});

describe('biasGroupsOf', () => {
  it('gives every genre and only the tags ranked 60 or more', () => {
    const [item] = animeItems([entry(50, ['Action', 'Drama', 'Action'], [['Mecha', 60], ['Space', 59], ['Robots', 95]])]);
    expect(biasGroupsOf(item)).toEqual([
      { kind: 'genre', label: 'Action' },
      { kind: 'genre', label: 'Drama' },
      { kind: 'tag', label: 'Mecha' },
      { kind: 'tag', label: 'Robots' },
    ]);
  });
});

describe('biasTable', () => {
  it('computes the means, the differences and their spreads per genre and tag', () => {
    const items = animeItems([entry(80, ['Action'], [['Mecha', 80]]), entry(60, ['Action']), entry(90, ['Drama'])]);
    const [a, b, c] = items.map((item) => item.mediaId);
    const table = biasTable(items, scores([[a, 70], [b, 70], [c, null]], [[a, [60, 80]], [c, [50]]]), new Set([a, b, c]), 3);
    const action = table.rows.find((row) => row.key === 'genre:Action')!;
    expect(action).toMatchObject({ count: 2, member: 70, site: 70, following: 70, followingScores: 2 });
    // Site differences +10 and -10: mean 0, sample spread sqrt(200).
    expect(action.vsSite).toEqual({ mean: 0, spread: Math.sqrt(200), count: 2 });
    // Only a has followed scores: 80 - 70 = 10, no spread from one media.
    expect(action.vsFollowing).toEqual({ mean: 10, spread: null, count: 1 });
    const drama = table.rows.find((row) => row.key === 'genre:Drama')!;
    expect(drama).toMatchObject({ site: null, vsSite: null, following: 50, vsFollowing: { mean: 40, spread: null, count: 1 } });
    const mecha = table.rows.find((row) => row.key === 'tag:Mecha')!;
    expect(mecha).toMatchObject({ count: 1, member: 80, vsSite: { mean: 10 } });
  });

  it('puts the biggest difference from the site first, whatever its sign; none last', () => {
    const items = mangaItems([entry(40, ['Low']), entry(75, ['High']), entry(50, ['None']), entry(62, ['Near'])]);
    const [low, high, none, near] = items.map((item) => item.mediaId);
    const table = biasTable(items, scores([[low, 70], [high, 60], [none, null], [near, 60]], []), new Set([low, high, none, near]), 0);
    expect(table.rows.map((row) => row.label)).toEqual(['Low', 'High', 'Near', 'None']);
    expect(biasNote(table, 'Aoi')).toBe('Aoi follows nobody, so there are no following means.');
  });

  it('leaves out unscored entries and media outside the compared set, and says when the cap cut', () => {
    const items = animeItems([entry(0, ['Action']), entry(70, ['Action']), entry(70, ['Action'])]);
    const [, b, c] = items.map((item) => item.mediaId);
    const table = biasTable(items, scores([[b, 60], [c, 60]], []), new Set([b]), 2, 2);
    expect(table.rows).toHaveLength(1);
    expect(table.rows[0].count).toBe(1);
    expect(biasNote(table, 'Aoi')).toBe("Only the first 1 of Aoi's 2 scored media (lowest ids) are compared.");
    const capped = biasTable(items, { ...scores([[b, 60], [c, 60]], []), capped: { following: true, scores: true } }, new Set([b, c]), 200);
    expect(biasNote(capped, 'Aoi')).toBe('Only the first 200 people Aoi follows are compared. Some scores of the people followed were left out (over 600 for one batch of 50 media).');
  });
});

describe('biasModel and exports', () => {
  const items = animeItems([entry(80, ['Action']), entry(55, ['Action'])]);
  const [a, b] = items.map((item) => item.mediaId);
  const given = scores([[a, 70], [b, 70]], [[a, [90]], [b, [60, 70]]]);
  const table = biasTable(items, given, new Set([a, b]), 2);
  const itemOf = new Map(items.map((item) => [item.mediaId, item]));

  it('draws signed differences with one decimal and sorts the differences by size', () => {
    const model = biasModel('bias', table, itemOf, given, 'Demo');
    expect(model.columns).toBe(BIAS_COLUMNS);
    expect(model.defaultSort).toBe('vsSite');
    expect(model.exportable).toBe(true);
    expect(model.hint).toMatch(/standard deviation/);
    const [row] = model.rows;
    expect(row.name).toBe('Genre: Action');
    // member 67.5, following (90 + 65) / 2 = 77.5, site 70; vs following (-10, -10): -10.0, 0.0; vs site (+10, -15): -2.5.
    expect(row.cells).toEqual(['2', '67.5', '77.5', '70.0', '-10.0', '0.0', '-2.5', biasText(Math.sqrt(((10 + 2.5) ** 2 + (-15 + 2.5) ** 2) / 1))]);
    expect(row.values[4]).toBe(10);
    expect(row.values[6]).toBe(2.5);
    const entries = row.entries();
    expect(entries.map((line) => line.cells)).toEqual([
      [itemOf.get(a)!.title, '', '80', '90.0', '70', '-10.0', '', '+10.0', ''],
      [itemOf.get(b)!.title, '', '55', '65.0', '70', '-10.0', '', '-15.0', ''],
    ]);
  });

  it('exports CSV and JSON with the raw figures', () => {
    const csv = biasCsv(table, 'Demo');
    expect(csv.fileName).toBe('Score bias stats for Demo.csv');
    expect(csv.content.split('\n')).toEqual([
      'Kind,Name,Count,Mean Score,Following Mean,Site Mean,vs Following,Following Spread,vs Site,Site Spread',
      'Genre,Action,2,67.5,77.5,70,-10,0,-2.5,17.68',
    ]);
    const json = JSON.parse(biasJson(table, { user: 'Demo', scriptInfo: {}, url: 'https://anilist.co/user/Demo/stats', timeStamp: 5 }).content);
    expect(json).toMatchObject({ type: 'Score bias', user: 'Demo', version: '1.00', description: 'Score bias stats for Demo' });
    expect(json.data).toEqual([
      { kind: 'genre', name: 'Action', count: 2, score: 67.5, followingScore: 77.5, siteScore: 70, vsFollowing: -10, vsFollowingSpread: 0, vsSite: -2.5, vsSiteSpread: 17.68, mediaIDs: [a, b] },
    ]);
  });
});

describe('StatsSession.loadBias over the simulator', () => {
  let world: World;
  const sent: { query: string; variables: Record<string, unknown> }[] = [];

  beforeAll(() => {
    world = generateWorld();
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

  const bridge = (): FetchBridge => ({
    endpoint: 'https://graphql.anilist.co',
    referrer: 'https://anilist.co/user/Demo/stats',
    token: '',
    acquirePermit: async () => undefined,
    recordResponse: () => undefined,
    recordHealth: () => 'counted',
    clearToken: () => undefined,
  });

  it("matches the world's figures for every row, in batches of 50 media", async () => {
    const demo = world.demoUser.name;
    const session = new StatsSession({ user: demo }, bridge());
    expect(await session.loadBias()).toMatchObject({ ok: false });
    expect((await session.loadLists()).ok).toBe(true);
    sent.length = 0;
    const progress: [number, number][] = [];
    const result = await session.loadBias((done, total) => void progress.push([done, total]));
    const listed = (type: 'ANIME' | 'MANGA') => world.listEntries(world.demoUser.id, type).filter((e) => !e.private && (!e.hiddenFromStatusLists || Object.values(e.customLists).some(Boolean)));
    const entries = [...listed('ANIME'), ...listed('MANGA')];
    const scored = new Set(entries.filter((e) => e.scoreRaw > 0).map((e) => e.mediaId)).size;
    const batches = Math.ceil(scored / 50);
    expect(result).toEqual({ ok: true, media: scored, followed: world.followingOf(world.demoUser.id).length });
    expect(progress[0]).toEqual([0, batches]);
    expect(progress[progress.length - 1]).toEqual([batches, batches]);
    expect(sent[0].query).toMatch(/query StatsBiasFollowing/);
    const scoreRequests = sent.filter((body) => /query StatsBiasScores/.test(body.query));
    expect(scoreRequests.filter((body) => body.variables.withMedia)).toHaveLength(batches);
    expect(scoreRequests.every((body) => (body.variables.media as number[]).length <= 50)).toBe(true);

    const expected = expectedBias(world, demo, entries);
    const summary = session.tableSummary('bias')!;
    expect(summary.total).toBe(expected.length);
    const lines = session.tableLines('bias', 0, summary.total) as StatsRowLine[];
    const byName = new Map(expected.map((row) => [row.name, row]));
    for (const line of lines) {
      const want = byName.get(line.name)!;
      expect(line.cells, line.name).toEqual([
        String(want.count),
        biasText(want.member),
        biasText(want.following),
        biasText(want.site),
        biasText(want.vsFollowing, true),
        biasText(want.vsFollowingSpread),
        biasText(want.vsSite, true),
        biasText(want.vsSiteSpread),
      ]);
    }
    // The biggest difference from the site first.
    const sizes = lines.map((line) => line.values[6]);
    expect(sizes).toEqual([...sizes].sort((x, y) => y - x));
    expect(session.exportTable('bias', 'csv', { scriptInfo: {}, url: '', timeStamp: 0 })?.content.split('\n')).toHaveLength(expected.length + 1);
  });
  it('caps a big list at 1,000 media, 20 batches, and says so', async () => {
    const session = new StatsSession({ user: 'Hoarder' }, bridge());
    expect((await session.loadLists()).ok).toBe(true);
    sent.length = 0;
    const result = await session.loadBias();
    expect(result).toMatchObject({ ok: true, media: 1000 });
    const scoreRequests = sent.filter((body) => /query StatsBiasScores/.test(body.query));
    expect(scoreRequests.filter((body) => body.variables.withMedia)).toHaveLength(20);
    expect(scoreRequests.length).toBeLessThanOrEqual(20 * 4);
    expect(session.tableSummary('bias')!.note).toMatch(/^Only the first 1000 of Hoarder's \d+ scored media \(lowest ids\) are compared\./);
  }, 60_000);
});
