import { describe, expect, it } from 'vitest';
import { findRank, RANK_START_PAGE } from '../../../src/lib/rankSearch';

function ranking(count: number, perPage: number) {
  const users = Array.from({ length: count }, (_, i) => ({ name: `u${i}`, value: (count - i) * 10 - (i % 3 === 0 ? 5 : 0) }));
  users.sort((a, b) => b.value - a.value);
  const asked: number[] = [];
  const fetchPage = async (page: number) => {
    asked.push(page);
    return users.slice((page - 1) * perPage, page * perPage);
  };
  return { users, asked, fetchPage };
}

describe('findRank', () => {
  it('starts at the given page and finds every user at their place', async () => {
    const { users, fetchPage, asked } = ranking(1234, 50);
    for (const index of [0, 49, 50, 617, 1233]) {
      asked.length = 0;
      const found = await findRank(users[index], RANK_START_PAGE.ANIME, fetchPage);
      expect(found).toEqual({ rank: index + 1, page: Math.floor(index / 50) + 1 });
      expect(asked[0]).toBe(1000);
      expect(asked.length).toBeLessThan(20);
    }
  });

  it('searches upwards (doubling) when the ranking is longer than the start page', async () => {
    const { users, fetchPage, asked } = ranking(3000, 1);
    const found = await findRank(users[2500], 500, fetchPage, 1);
    expect(found?.rank).toBe(2501);
    expect(asked.slice(0, 3)).toEqual([500, 1000, 2000]);
  });

  it('finds a user among equal totals on the next page, and gives null for one not ranked', async () => {
    const users = [{ name: 'a', value: 9 }, { name: 'b', value: 5 }, { name: 'c', value: 5 }, { name: 'd', value: 5 }, { name: 'e', value: 1 }];
    const fetchPage = async (page: number) => users.slice((page - 1) * 2, page * 2);
    expect(await findRank({ name: 'd', value: 5 }, 1, fetchPage, 2)).toEqual({ rank: 4, page: 2 });
    expect(await findRank({ name: 'zz', value: 3 }, 1, fetchPage, 2)).toBeNull();
  });
});
