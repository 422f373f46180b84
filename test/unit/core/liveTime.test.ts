// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createLiveTime, refreshLiveTimes } from '../../../src/core/liveTime';

describe('live relative times', () => {
  it('starts with the current relative text and a machine-readable time', () => {
    const t = Date.UTC(2024, 0, 1);
    const element = createLiveTime(document, t, t + 5 * 60_000);
    expect(element.textContent).toBe('5 minutes ago');
    expect(element.dateTime).toBe('2024-01-01T00:00:00.000Z');
  });

  it('refreshes only our elements that are still in the page', () => {
    const t = Date.UTC(2024, 0, 1);
    const attached = createLiveTime(document, t, t);
    const detached = createLiveTime(document, t, t);
    const native = document.createElement('time');
    native.textContent = 'AniList text';
    document.body.append(attached, native);
    refreshLiveTimes(document, t + 2 * 3600_000);
    expect(attached.textContent).toBe('2 hours ago');
    expect(detached.textContent).toBe('Just now');
    expect(native.textContent).toBe('AniList text');
  });
});
