import { describe, expect, it } from 'vitest';
import { tagIndex, withSearch } from '../../../src/lib/tagIndex';

describe('notes tag index (spec doc 3 §5)', () => {
  it('counts each entry once per tag, most used first, without #039 and ##STRICT', () => {
    const entries = [
      { mediaId: 1, notes: '#comfy #soundtrack' },
      { mediaId: 2, notes: 'great #comfy' },
      { mediaId: 2, notes: 'great #comfy' },
      { mediaId: 3, notes: 'Read &#039;this&#039; #039 #extra ##STRICT' },
      { mediaId: 4, notes: null },
    ];
    expect(tagIndex(entries)).toEqual([
      { tag: '#comfy', count: 2 },
      { tag: '#extra', count: 1 },
      { tag: '#soundtrack', count: 1 },
    ]);
  });

  it('keeps the search in the address, and drops it when empty', () => {
    expect(withSearch('https://anilist.co/user/A/animelist?view=cards', 'search', '#comfy')).toBe('/user/A/animelist?view=cards&search=%23comfy');
    expect(withSearch('https://anilist.co/user/A/animelist?search=x', 'search', '')).toBe('/user/A/animelist');
  });
});
