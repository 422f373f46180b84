import { describe, expect, it } from 'vitest';
import { firstCompareUsers, MAX_COMPARE_USERS, parseCompareUrl } from '../../../src/workers/compare/urlState';

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
