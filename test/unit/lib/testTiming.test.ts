import { describe, expect, it } from 'vitest';
import { testTimingMs } from '../../../src/lib/testTiming';

const storage = (value: string | null) => ({ getItem: () => value });

describe('testTimingMs (the end-to-end hooks of real waits)', () => {
  it('keeps the real wait without the key, with a broken value, or below the minimum', () => {
    expect(testTimingMs(null, 'k', 4000, 100)).toBe(4000);
    expect(testTimingMs(storage(null), 'k', 4000, 100)).toBe(4000);
    expect(testTimingMs(storage('soon'), 'k', 4000, 100)).toBe(4000);
    expect(testTimingMs(storage(''), 'k', 4000, 100)).toBe(4000);
    expect(testTimingMs(storage('99'), 'k', 4000, 100)).toBe(4000);
    expect(testTimingMs(storage('Infinity'), 'k', 4000, 100)).toBe(4000);
  });

  it('takes a usable stored value, read under the given key', () => {
    const seen: string[] = [];
    const store = { getItem: (key: string) => (seen.push(key), '250') };
    expect(testTimingMs(store, 'automailTestX', 4000, 100)).toBe(250);
    expect(seen).toEqual(['automailTestX']);
  });

  it('keeps the real wait when the storage throws', () => {
    const throwing = { getItem: () => { throw new Error('blocked'); } };
    expect(testTimingMs(throwing, 'k', 1000, 10)).toBe(1000);
  });
});
