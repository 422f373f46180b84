import { describe, expect, it } from 'vitest';
import { chaptersBehind, isScanned } from '../../../src/lib/newChapters';

describe('new chapters finder rules (spec doc 3 §5)', () => {
  it('scans only entries being read of manga still releasing', () => {
    expect(isScanned({ mediaId: 1, status: 'CURRENT', progress: 3, mediaStatus: 'RELEASING' })).toBe(true);
    expect(isScanned({ mediaId: 1, status: 'PAUSED', progress: 3, mediaStatus: 'RELEASING' })).toBe(false);
    expect(isScanned({ mediaId: 1, status: 'REPEATING', progress: 3, mediaStatus: 'RELEASING' })).toBe(false);
    expect(isScanned({ mediaId: 1, status: 'CURRENT', progress: 3, mediaStatus: 'HIATUS' })).toBe(false);
    expect(isScanned({ mediaId: 1, status: 'CURRENT', progress: 3, mediaStatus: 'FINISHED' })).toBe(false);
  });

  it('counts a guess above the progress and fewer than 30 ahead', () => {
    expect(chaptersBehind(10, 11)).toBe(1);
    expect(chaptersBehind(10, 39)).toBe(29);
    expect(chaptersBehind(10, 40)).toBeNull();
    expect(chaptersBehind(10, 10)).toBeNull();
    expect(chaptersBehind(10, 0)).toBeNull();
    expect(chaptersBehind(null, 5)).toBe(5);
  });
});
