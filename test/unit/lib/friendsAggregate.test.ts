import { describe, expect, it } from 'vitest';
import { popularFavourites } from '../../../src/lib/friendsAggregate';

describe('popularFavourites', () => {
  it('counts each friend once per media, most shared first, ties by id, top n', () => {
    const m = (id: number) => ({ id });
    const result = popularFavourites([[m(5), m(3), m(5)], [m(3), m(9)], [m(9), m(3)], [m(1)]], 3);
    expect(result.map((item) => [item.media.id, item.count])).toEqual([[3, 3], [9, 2], [1, 1]]);
  });
});
