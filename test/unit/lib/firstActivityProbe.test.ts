import { describe, expect, it } from 'vitest';
import { FOLLOWING_PROBES, followingIds, probedDate } from '../../../src/lib/firstActivityProbe';

describe('first activity probes (spec doc 2 §7: 15 following ids)', () => {
  it('probes the 15 ids after the first activity, in order', () => {
    expect(FOLLOWING_PROBES).toBe(15);
    expect(followingIds(100)).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115]);
  });

  it("keeps the activity's own date when nothing made after it is older", () => {
    expect(probedDate(500, [{ id: 2, createdAt: 600 }, { id: 3, createdAt: 500 }])).toEqual({ createdAt: 500, boundBy: null });
    expect(probedDate(500, [])).toEqual({ createdAt: 500, boundBy: null });
  });

  it('takes the earliest date of a following id that is older (a merged list activity was re-dated)', () => {
    expect(probedDate(900, [{ id: 2, createdAt: 700 }, { id: 3, createdAt: 400 }, { id: 4, createdAt: 800 }])).toEqual({ createdAt: 400, boundBy: 3 });
  });

  it('ignores unknown dates (0)', () => {
    expect(probedDate(900, [{ id: 2, createdAt: 0 }])).toEqual({ createdAt: 900, boundBy: null });
  });
});
