// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from '../../../../src/ui/download';

describe('downloadFile', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('clicks a Blob link named after the file, then releases the object URL', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:https://anilist.co/1';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    downloadFile({ fileName: 'Anime table for A and B.csv', mimeType: 'text/csv', content: 'Title,Average,A,B' });
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('Anime table for A and B.csv');
    expect(clicked[0].href).toBe('blob:https://anilist.co/1');
    expect(clicked[0].isConnected).toBe(false);
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    expect(await blobs[0].text()).toBe('Title,Average,A,B');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:https://anilist.co/1');
  });
});
