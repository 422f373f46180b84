import { describe, expect, it } from 'vitest';
import { firstCompareUsers, MAX_COMPARE_USERS, parseCompareUrl, serialiseCompareUrl } from '../../../src/lib/compareUrl';

describe("the compare address's cap on members", () => {
  it(`takes the first ${MAX_COMPARE_USERS} distinct names and counts them all`, () => {
    const names = Array.from({ length: 1000 }, (_, i) => `user${i}`);
    const capped = firstCompareUsers(parseCompareUrl(`?users=${names.join(',')}`).users);
    expect(capped.total).toBe(1000);
    expect(capped.users.map((user) => user.name)).toEqual(names.slice(0, MAX_COMPARE_USERS));
  });

  it('counts a name written twice (in any case or demand) once', () => {
    const capped = firstCompareUsers(parseCompareUrl('?users=Alice,alice*,~,Bob-,~').users, 2);
    expect(capped).toEqual({ users: [{ name: 'Alice', demand: 0 }, { name: '~', demand: 0 }], total: 3 });
  });

  it('keeps an address within the cap as it is', () => {
    const users = parseCompareUrl('?users=a,b*,c-').users;
    expect(firstCompareUsers(users)).toEqual({ users, total: 3 });
  });
});

describe('parseCompareUrl', () => {
  it('reads users with their demand marks and the viewer mark', () => {
    const state = parseCompareUrl('?users=Alice*,Bob-,~,Carol&filter=TV&minRatings=2&ratingSystems=true&fullColour=true&sort=median');
    expect(state.users).toEqual([
      { name: 'Alice', demand: 1 },
      { name: 'Bob', demand: -1 },
      { name: '~', demand: 0 },
      { name: 'Carol', demand: 0 },
    ]);
    expect(state.formatFilter).toBe('TV');
    expect(state.minRatings).toBe(2);
    expect(state.ratingSystems).toBe(true);
    expect(state.fullColour).toBe(true);
    expect(state.sort).toEqual({ by: 'digest', inverse: false });
    expect(state.digest).toBe('median');
  });
  it('uses defaults for a bare address', () => {
    const state = parseCompareUrl('');
    expect(state).toEqual({ users: [], formatFilter: false, minRatings: 1, ratingSystems: false, fullColour: false });
  });
  it('reads an empty or bad minRatings as 0, and ignores an unknown sort', () => {
    expect(parseCompareUrl('minRatings=').minRatings).toBe(0);
    expect(parseCompareUrl('minRatings=abc').minRatings).toBe(0);
    // The input takes whole numbers from 0: a link cannot put it in an error state.
    expect(parseCompareUrl('minRatings=1.5').minRatings).toBe(1);
    expect(parseCompareUrl('minRatings=-3').minRatings).toBe(0);
    expect(parseCompareUrl('sort=bogus').sort).toBeUndefined();
  });
  it('reads title, user and inverse sorts', () => {
    expect(parseCompareUrl('sort=title').sort).toEqual({ by: 'title', inverse: false });
    expect(parseCompareUrl('sort=-title').sort).toEqual({ by: 'title', inverse: true });
    expect(parseCompareUrl('sort=-user:Bob').sort).toEqual({ by: 'user', user: 'Bob', inverse: true });
    expect(parseCompareUrl('sort=-scoreDiff')).toMatchObject({ sort: { by: 'digest', inverse: true }, digest: 'scoreDiff' });
  });
});

describe('serialiseCompareUrl', () => {
  it('round-trips', () => {
    const search = 'users=Alice*,Bob-,~&filter=MOVIE&minRatings=0&ratingSystems=true&fullColour=true&sort=-user%3ABob';
    expect(serialiseCompareUrl(parseCompareUrl(search))).toBe(search);
  });
  it('leaves defaults out', () => {
    expect(serialiseCompareUrl(parseCompareUrl('users=A&sort=average&minRatings=1'))).toBe('users=A');
  });
});
