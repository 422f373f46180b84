import { describe, expect, it } from 'vitest';
import { dedupeByMediaId, inferEpisodes, normaliseRepeat, REPEAT_PLAUSIBILITY_CAP } from '../../../src/lib/listEntries';

describe('inferEpisodes', () => {
  it('infers next airing episode − 1 when the count is missing', () => {
    expect(inferEpisodes({ episodes: null, nextAiringEpisode: { episode: 8 } })).toBe(7);
    expect(inferEpisodes({ episodes: 0, nextAiringEpisode: { episode: 1 } })).toBe(0);
  });
  it('keeps a known count and a missing one without airing data', () => {
    expect(inferEpisodes({ episodes: 12, nextAiringEpisode: { episode: 8 } })).toBe(12);
    expect(inferEpisodes({ episodes: null, nextAiringEpisode: null })).toBeNull();
    expect(inferEpisodes(null)).toBeUndefined();
  });
});

describe('normaliseRepeat', () => {
  it('counts a REPEATING entry with repeat 0 as 1', () => {
    expect(normaliseRepeat('REPEATING', 0)).toBe(1);
    expect(normaliseRepeat('REPEATING', null)).toBe(1);
    expect(normaliseRepeat('REPEATING', 3)).toBe(3);
  });
  it('resets repeats above 10000 to 0', () => {
    expect(REPEAT_PLAUSIBILITY_CAP).toBe(10000);
    expect(normaliseRepeat('COMPLETED', 10001)).toBe(0);
    expect(normaliseRepeat('COMPLETED', 10000)).toBe(10000);
  });
  it('applies the reset first, so REPEATING with 20000 ends at 1', () => {
    expect(normaliseRepeat('REPEATING', 20000)).toBe(1);
  });
  it('leaves other entries alone', () => {
    expect(normaliseRepeat('COMPLETED', 0)).toBe(0);
    expect(normaliseRepeat('CURRENT', 2)).toBe(2);
  });
});

describe('dedupeByMediaId', () => {
  it('keeps the last copy of each id and sorts by id', () => {
    const result = dedupeByMediaId([
      { mediaId: 5, copy: 'a' },
      { mediaId: 2, copy: 'b' },
      { mediaId: 5, copy: 'c' },
    ]);
    expect(result).toEqual([
      { mediaId: 2, copy: 'b' },
      { mediaId: 5, copy: 'c' },
    ]);
  });
  it('folds each dropped copy into the copy after it', () => {
    const folds: string[] = [];
    dedupeByMediaId(
      [
        { mediaId: 1, copy: 'a' },
        { mediaId: 1, copy: 'b' },
        { mediaId: 1, copy: 'c' },
      ],
      (next, previous) => folds.push(`${previous.copy}→${next.copy}`),
    );
    expect(folds).toEqual(['a→b', 'b→c']);
  });
  it('handles an empty list', () => {
    expect(dedupeByMediaId([])).toEqual([]);
  });
});
