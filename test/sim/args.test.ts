import { describe, expect, it } from 'vitest';
import { boolArg, enumArg, listArg, numberArg, objectArg, requiredId, stringArg } from '../../sim/api/args.ts';
import { ApiError } from '../../sim/api/errors.ts';

describe('typed resolver argument readers', () => {
  const args = { id: 5, score: 8.5, name: 'Demo', flag: false, type: 'ANIME', ids: [1, 2], input: { year: 2020 }, none: null };

  it('return the value when it has the expected type, else undefined', () => {
    expect(numberArg(args, 'id')).toBe(5);
    expect(numberArg(args, 'score')).toBe(8.5);
    expect(numberArg(args, 'name')).toBeUndefined();
    expect(stringArg(args, 'name')).toBe('Demo');
    expect(stringArg(args, 'none')).toBeUndefined();
    expect(boolArg(args, 'flag')).toBe(false);
    expect(boolArg(args, 'id')).toBeUndefined();
    expect(enumArg<'ANIME' | 'MANGA'>(args, 'type')).toBe('ANIME');
    expect(listArg<number>(args, 'ids')).toEqual([1, 2]);
    expect(listArg<number>(args, 'input')).toBeUndefined();
    expect(objectArg(args, 'input')).toEqual({ year: 2020 });
    expect(objectArg(args, 'ids')).toBeUndefined();
    expect(objectArg(args, 'none')).toBeUndefined();
  });

  it('a missing required id is AniList\'s Not Found', () => {
    expect(requiredId(args, 'id')).toBe(5);
    expect(() => requiredId(args, 'userId')).toThrow(ApiError);
    expect(() => requiredId(args, 'userId')).toThrow('Not Found.');
  });
});
