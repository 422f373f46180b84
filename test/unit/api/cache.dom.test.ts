// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cacheGet, cacheSet } from '../../../src/api/cache';
import { resetChannelForTests } from '../../../src/core/channel';

afterEach(() => {
  sessionStorage.clear();
  resetChannelForTests();
});

describe('cache in a browser', () => {
  it('uses sessionStorage by default', () => {
    cacheSet('hohReal', { ok: 1 }, 1_000);
    expect(JSON.parse(sessionStorage.getItem('hohReal') ?? 'null')).toMatchObject({ data: { ok: 1 }, duration: 1_000 });
    expect(cacheGet('hohReal')).toEqual({ ok: 1 });
  });
});
