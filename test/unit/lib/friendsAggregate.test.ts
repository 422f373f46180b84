import { describe, expect, it } from 'vitest';
import { popularFavourites, similarByFavourites } from '../../../src/lib/friendsAggregate';

describe('popularFavourites', () => {
  it('counts each friend once per media, most shared first, ties by id, top n', () => {
    const m = (id: number) => ({ id });
    const result = popularFavourites([[m(5), m(3), m(5)], [m(3), m(9)], [m(9), m(3)], [m(1)]], 3);
    expect(result.map((item) => [item.media.id, item.count])).toEqual([[3, 3], [9, 2], [1, 1]]);
  });
});

describe('similarByFavourites', () => {
  it('ranks followed users by shared favourites, leaving out those sharing none, top n', () => {
    const friend = (name: string, favourites: number[]) => ({ user: { name }, favourites });
    const result = similarByFavourites([1, 2, 3], [friend('b', [1, 2]), friend('a', [3, 3, 9]), friend('c', [7]), friend('d', [2, 1, 3])], 3);
    expect(result.map((item) => [item.user.name, item.shared])).toEqual([['d', 3], ['b', 2], ['a', 1]]);
  });
});
