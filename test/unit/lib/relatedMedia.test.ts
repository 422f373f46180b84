import { describe, expect, it } from 'vitest';
import { relatedNotOnList } from '../../../src/lib/relatedMedia';

describe('relatedNotOnList', () => {
  it('keeps related media of the wanted types that are not on the list, by how many entries lead there', () => {
    const node = (id: number, type = 'ANIME') => ({ id, type });
    const entries = [
      { mediaId: 1, edges: [{ relationType: 'SEQUEL', node: node(2) }, { relationType: 'ADAPTATION', node: node(50, 'MANGA') }, null] },
      { mediaId: 2, edges: [{ relationType: 'PREQUEL', node: node(1) }, { relationType: 'SIDE_STORY', node: node(7) }] },
      { mediaId: 3, edges: [{ relationType: 'SEQUEL', node: node(7) }, { relationType: 'SPIN_OFF', node: node(8) }] },
    ];
    const missing = relatedNotOnList(entries, ['ANIME']);
    expect(missing.map((item) => [item.media.id, item.from, item.relations])).toEqual([
      [7, 2, ['SIDE_STORY', 'SEQUEL']],
      [8, 1, ['SPIN_OFF']],
    ]);
    expect(relatedNotOnList(entries, ['ANIME', 'MANGA']).map((item) => item.media.id)).toContain(50);
  });
});
