import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import {
  createQueryBatcher,
  DEFAULT_PACK_SIZE,
  MAX_PACK_SIZE,
  packQueries,
  PackError,
  queryPacked,
} from '../../../src/api/batch';
import { resetBudgetForTests, setBudgetClock } from '../../../src/api/budget';
import { resetApiForTests } from '../../../src/api/apiConfig';
import { resetChannelForTests } from '../../../src/core/channel';

const MEDIA = 'query Media($id: Int, $type: MediaType) { Media(id: $id, type: $type) { id } }';

describe('packQueries', () => {
  it('aliases each root field and renames variables per part', () => {
    const packed = packQueries([
      { document: MEDIA, variables: { id: 1, type: 'ANIME' } },
      { document: MEDIA, variables: { id: 2 } },
    ]);
    expect(packed.document).toBe(
      'query Packed($q0_id: Int, $q0_type: MediaType, $q1_id: Int, $q1_type: MediaType) {\n' +
        'q0_Media: Media(id: $q0_id, type: $q0_type) { id }\n' +
        'q1_Media: Media(id: $q1_id, type: $q1_type) { id }\n}',
    );
    expect(packed.variables).toEqual({ q0_id: 1, q0_type: 'ANIME', q1_id: 2 });
    expect(() => parse(packed.document)).not.toThrow();
  });

  it('keeps existing aliases (prefixed), several root fields, directives and anonymous queries', () => {
    const packed = packQueries([
      { document: '{ GenreCollection, tags: MediaTagCollection { name } }' },
      { document: 'query ($a: Boolean!) { first: Media(id: 1) @include(if: $a) { id } Viewer { id } }', variables: { a: true } },
    ]);
    expect(packed.document).toContain('q0_GenreCollection: GenreCollection');
    expect(packed.document).toContain('q0_tags: MediaTagCollection { name }');
    expect(packed.document).toContain('q1_first: Media(id: 1) @include(if: $q1_a) { id }');
    expect(packed.document).toContain('q1_Viewer: Viewer { id }');
    expect(() => parse(packed.document)).not.toThrow();
  });

  it('leaves strings alone and drops comments', () => {
    const packed = packQueries([
      {
        document: `query ($s: String) { # a comment with { and $x
          Page { media(search: "a {$weird} \\" string") { id } users(search: $s) { id } }
        }`,
        variables: { s: 'x' },
      },
    ]);
    expect(packed.document).toContain('"a {$weird} \\" string"');
    expect(packed.document).toContain('users(search: $q0_s)');
    expect(packed.document).not.toContain('comment');
    expect(() => parse(packed.document)).not.toThrow();
  });

  it('leaves nested selections (inline fragments, sub-aliases) untouched', () => {
    const packed = packQueries([
      { document: '{ Activity(id: 1) { ... on TextActivity { id html: text(asHtml: true) } } }' },
    ]);
    expect(packed.document).toContain('q0_Activity: Activity(id: 1) { ... on TextActivity { id html: text(asHtml: true) } }');
  });

  it('refuses what it cannot pack', () => {
    expect(() => packQueries([])).toThrow(PackError);
    expect(() => packQueries([{ document: 'mutation { DeleteActivity(id: 1) { deleted } }' }])).toThrow(PackError);
    expect(() => packQueries([{ document: '{ ...F } fragment F on Query { Viewer { id } }' }])).toThrow(PackError);
    expect(() => packQueries([{ document: '{ Viewer { id } } query B { Viewer { id } }' }])).toThrow(PackError);
    expect(() => packQueries([{ document: '{ Viewer { id }' }])).toThrow(PackError);
    const many = Array.from({ length: MAX_PACK_SIZE + 1 }, () => ({ document: MEDIA }));
    expect(() => packQueries(many)).toThrow(PackError);
    expect(() => packQueries(many.slice(1))).not.toThrow();
  });

  it('splits an answer back into each part’s own names', () => {
    const packed = packQueries([{ document: MEDIA }, { document: '{ a: Viewer { id } User(name: "x") { id } }' }]);
    expect(
      packed.split({ q0_Media: { id: 1 }, q1_a: { id: 2 }, q1_User: { id: 3 } }),
    ).toEqual([{ Media: { id: 1 } }, { a: { id: 2 }, User: { id: 3 } }]);
  });

  it('gives null to a part whose field failed, and to every part without data', () => {
    const packed = packQueries([{ document: MEDIA }, { document: MEDIA }, { document: MEDIA }]);
    const errors = [{ message: 'Not Found.', status: 404, path: ['q1_Media'] }];
    expect(packed.split({ q0_Media: { id: 1 }, q1_Media: null, q2_Media: { id: 3 } }, errors)).toEqual([
      { Media: { id: 1 } },
      null,
      { Media: { id: 3 } },
    ]);
    expect(packed.split(null)).toEqual([null, null, null]);
  });

  it('does not confuse part 1 with part 10', () => {
    const parts = Array.from({ length: 11 }, () => ({ document: MEDIA }));
    const packed = packQueries(parts);
    const data = Object.fromEntries(parts.map((_, i) => [`q${i}_Media`, { id: i }]));
    expect(packed.split(data).map((part) => (part?.Media as { id: number }).id)).toEqual(parts.map((_, i) => i));
  });
});

describe('sending packed queries', () => {
  let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;

  /** Answers every packed request as the API would: each aliased Media gets its own id back. */
  function answerAll() {
    fetchMock.mockImplementation(async (_url, init) => {
      const { variables } = JSON.parse(init.body as string) as { variables: Record<string, number> };
      const data: Record<string, unknown> = {};
      const errors: unknown[] = [];
      for (const [name, id] of Object.entries(variables)) {
        const alias = `${name.replace(/_id$/, '')}_Media`;
        if (id < 0) {
          data[alias] = null;
          errors.push({ message: 'Not Found.', status: 404, path: [alias] });
        } else data[alias] = { id };
      }
      return new Response(JSON.stringify(errors.length ? { data, errors } : { data }), { status: errors.length ? 404 : 200 });
    });
  }

  beforeEach(() => {
    resetChannelForTests();
    resetBudgetForTests();
    resetApiForTests();
    setBudgetClock({ now: () => 0, sleep: async () => undefined });
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setBudgetClock();
    resetChannelForTests();
  });

  it(`sends ${DEFAULT_PACK_SIZE} per request by default and keeps the order`, async () => {
    answerAll();
    const parts = Array.from({ length: 45 }, (_, id) => ({ document: 'query ($id: Int) { Media(id: $id) { id } }', variables: { id } }));
    const results = await queryPacked<{ Media: { id: number } }>(parts);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(results.map((result) => result?.Media.id)).toEqual(parts.map((_, id) => id));
  });

  it('a missing item is null for its caller only', async () => {
    answerAll();
    const doc = 'query ($id: Int) { Media(id: $id) { id } }';
    const results = await queryPacked([{ document: doc, variables: { id: 1 } }, { document: doc, variables: { id: -1 } }], { size: 5 });
    expect(results).toEqual([{ Media: { id: 1 } }, null]);
  });

  it('a batcher packs the calls of one turn into one request', async () => {
    answerAll();
    const batcher = createQueryBatcher();
    const doc = 'query ($id: Int) { Media(id: $id) { id } }';
    const aborted = new AbortController();
    const calls = [
      batcher.query(doc, { id: 7 }),
      batcher.query(doc, { id: 8 }, aborted.signal),
      batcher.query(doc, { id: 9 }),
    ];
    aborted.abort();
    await expect(Promise.all(calls)).resolves.toEqual([{ Media: { id: 7 } }, null, { Media: { id: 9 } }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a batcher sends at once when it is full', async () => {
    answerAll();
    const batcher = createQueryBatcher({ size: 2 });
    const doc = 'query ($id: Int) { Media(id: $id) { id } }';
    const results = await Promise.all([1, 2, 3].map((id) => batcher.query(doc, { id })));
    expect(results).toEqual([{ Media: { id: 1 } }, { Media: { id: 2 } }, { Media: { id: 3 } }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
