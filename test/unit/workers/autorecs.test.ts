import { describe, expect, it } from 'vitest';
import { computeAutorecs, type AutorecsEntry } from '../../../src/workers/autorecs';

function rec(id: number, rating: number, romaji = `M${id}`) {
  return { rating, mediaRecommendation: { id, title: { romaji, english: `E${id}`, native: null } } };
}

function entry(mediaId: number, score: number, recs: ReturnType<typeof rec>[], status = 'COMPLETED'): AutorecsEntry {
  return { mediaId, score, status, media: { recommendations: { nodes: recs } } };
}

function ok(result: ReturnType<typeof computeAutorecs>) {
  if (!result.ok) throw new Error(result.reason);
  return result.recs;
}

describe('Autorecs', () => {
  it('weights (1 + ln rating) × z and sums per target', () => {
    const recs = ok(computeAutorecs({
      meanScore: 70, standardDeviation: 10,
      entries: [entry(1, 90, [rec(100, 1), rec(101, 100)]), entry(2, 60, [rec(100, Math.E)])],
    }));
    // 100: 1·2 + 2·(−1) = 0; 101: (1 + ln 100)·2
    expect(recs.map((r) => r.id)).toEqual([101, 100]);
    expect(recs[0].score).toBeCloseTo((1 + Math.log(100)) * 2, 10);
    expect(recs[1].score).toBeCloseTo(0, 10);
    expect(recs[0].display).toBe('11.2');
  });

  it('excludes media already on the list, PLANNING included', () => {
    const recs = ok(computeAutorecs({
      meanScore: 50, standardDeviation: 10,
      entries: [entry(1, 80, [rec(2, 5), rec(3, 5), rec(4, 5), rec(5, 5)]), entry(3, 0, [], 'PLANNING'), entry(2, 0, [])],
      alsoOnList: [4],
    }));
    expect(recs.map((r) => r.id)).toEqual([5]);
  });

  it('ignores unscored and PLANNING sources, ratings ≤ 0, deleted targets and more than 5 per entry', () => {
    const recs = ok(computeAutorecs({
      meanScore: 50, standardDeviation: 10,
      entries: [
        entry(1, 0, [rec(10, 5)]),
        entry(2, 90, [rec(11, 5)], 'PLANNING'),
        { mediaId: 3, score: 70, status: 'CURRENT', media: { recommendations: { nodes: [
          rec(12, 0), rec(13, -3), { rating: 9, mediaRecommendation: null }, null, rec(14, 1), rec(15, 50),
        ] } } },
      ],
    }));
    expect(recs.map((r) => r.id)).toEqual([14]);
    expect(recs[0].display).toBe('2.00');
  });

  it('keeps the top 25, highest first', () => {
    const entries = Array.from({ length: 30 }, (_, i) => entry(i + 1, 80, [rec(1000 + i, i + 1)]));
    const recs = ok(computeAutorecs({ meanScore: 70, standardDeviation: 10, entries }));
    expect(recs).toHaveLength(25);
    expect(recs[0].id).toBe(1029);
    expect(recs[24].id).toBe(1005);
  });

  it('ties keep first-encounter order, which follows the source mediaId order', () => {
    const recs = ok(computeAutorecs({
      meanScore: 50, standardDeviation: 10,
      entries: [entry(9, 60, [rec(300, 1)]), entry(4, 60, [rec(200, 1)]), entry(7, 60, [rec(100, 1)])],
    }));
    expect(recs.map((r) => r.id)).toEqual([200, 100, 300]);
  });

  it('negative totals still show when there are few candidates', () => {
    const recs = ok(computeAutorecs({ meanScore: 80, standardDeviation: 8, entries: [entry(1, 40, [rec(2, 3)])] }));
    expect(recs[0].display).toBe('-10.5');
  });

  it('shows three significant digits, switching to exponent form', () => {
    const big = ok(computeAutorecs({
      meanScore: 1, standardDeviation: 0.1,
      entries: [entry(1, 100, [rec(2, 1)])],
    }));
    expect(big[0].display).toBe('990');
    const huge = ok(computeAutorecs({ meanScore: 1, standardDeviation: 0.01, entries: [entry(1, 100, [rec(2, 1)])] }));
    expect(huge[0].display).toBe('9.90e+3');
  });

  it('a duplicated entry (custom lists) counts once', () => {
    const e = entry(1, 90, [rec(5, 1)]);
    const recs = ok(computeAutorecs({ meanScore: 70, standardDeviation: 10, entries: [e, e] }));
    expect(recs[0].score).toBe(2);
  });

  it('a zero or missing standard deviation gives no result instead of NaN', () => {
    expect(computeAutorecs({ meanScore: 70, standardDeviation: 0, entries: [entry(1, 90, [rec(2, 1)])] })).toEqual({ ok: false, reason: 'noDeviation' });
    expect(computeAutorecs({ meanScore: null, standardDeviation: 5, entries: [] })).toEqual({ ok: false, reason: 'noDeviation' });
  });

  it('titles follow the language preference, then the alias, then romaji', () => {
    const base = { meanScore: 70, standardDeviation: 10, entries: [entry(1, 90, [rec(2, 1), rec(3, 1)])] };
    expect(ok(computeAutorecs({ ...base, titleLanguage: 'ENGLISH' })).map((r) => r.title)).toEqual(['E2', 'E3']);
    expect(ok(computeAutorecs({ ...base, titleLanguage: 'NATIVE', aliases: new Map([[2, 'Alias']]) })).map((r) => r.title)).toEqual(['Alias', 'M3']);
  });
});
