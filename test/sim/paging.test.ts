import { describe, expect, it } from 'vitest';
import { PageState } from '../../sim/api/paging.ts';

describe('PageState', () => {
  it('derives pageInfo from the list whenever it is asked, before or after the list field', () => {
    let computed = 0;
    const compute = () => {
      computed += 1;
      return [1, 2, 3, 4, 5];
    };
    const first = new PageState(2, 2, { key: 'media', compute });
    expect(first.info).toEqual({ total: 5, perPage: 2, currentPage: 2, lastPage: 3, hasNextPage: true });
    expect(first.take('media', compute)).toEqual([3, 4]);
    expect(computed).toBe(1);
    const second = new PageState(3, 2, { key: 'media', compute });
    expect(second.take('media', compute)).toEqual([5]);
    expect(second.info).toEqual({ total: 5, perPage: 2, currentPage: 3, lastPage: 3, hasNextPage: false });
    expect(computed).toBe(2);
  });

  it('describes an empty page when the Page selects no list', () => {
    expect(new PageState(1, 50).info).toEqual({ total: 0, perPage: 50, currentPage: 1, lastPage: 1, hasNextPage: false });
  });
});
