import { describe, expect, it } from 'vitest';
import { embedFactsLine, safeImageUrl } from '../../../src/lib/embedCard';

describe('embed card facts', () => {
  it('joins what is known, in order', () => {
    expect(embedFactsLine({ format: 'TV', status: 'FINISHED', season: 'SPRING', year: 2019, score: 78 })).toBe('TV · Finished · Spring 2019 · 78%');
    expect(embedFactsLine({ format: 'TV_SHORT', status: 'NOT_YET_RELEASED', season: null, year: 2030, score: null })).toBe('TV Short · Not Yet Released · 2030');
    expect(embedFactsLine({ format: 'ONE_SHOT', status: null, season: null, year: null, score: 0 })).toBe('One Shot');
    expect(embedFactsLine({ format: null, status: null, season: null, year: null, score: null })).toBe('');
  });

  it('takes only plain https covers', () => {
    expect(safeImageUrl('https://s4.anilist.co/file/a.png')).toBe('https://s4.anilist.co/file/a.png');
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
    expect(safeImageUrl('https://x/a.png") ; background:url(https://evil.example/')).toBeNull();
    expect(safeImageUrl('http://plain/a.png')).toBeNull();
    expect(safeImageUrl(null)).toBeNull();
  });
});
