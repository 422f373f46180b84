import { describe, expect, it } from 'vitest';
import { countText, FAILED_COUNT, followBack } from '../../../src/lib/followBack';

describe('follow-back check', () => {
  it('finds who does not follow back either way, by name case-insensitively, in list order', () => {
    const result = followBack(['Aoi', 'kirin', 'Mochi'], ['Kirin', 'Yuzu'], 600);
    expect(result).toEqual({ notFollowingBack: ['Aoi', 'Mochi'], notFollowedBack: ['Yuzu'], inaccurate: false });
  });

  it('is inaccurate above the limit, by the totals when known, else when a list filled it', () => {
    expect(followBack([], [], 600, { following: 601, followers: 3 }).inaccurate).toBe(true);
    expect(followBack([], [], 600, { following: 600, followers: 600 }).inaccurate).toBe(false);
    const full = Array.from({ length: 600 }, (_, i) => `User${i}`);
    expect(followBack(full, [], 600).inaccurate).toBe(true);
    expect(followBack(full.slice(1), [], 600).inaccurate).toBe(false);
  });
});

describe('follow counts', () => {
  it("shows a number, or '65536+' when the count failed", () => {
    expect(countText(0)).toBe('0');
    expect(countText(1234)).toBe('1,234');
    expect(countText(null)).toBe(FAILED_COUNT);
    expect(countText(undefined)).toBe('65536+');
    expect(countText(Number.NaN)).toBe('65536+');
  });
});
