// The tag blacklist's lookup (api/mediaTags.ts): batches of 50, one request per batch, cached per
// media, failures leave media unknown and are asked for again.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ query: vi.fn() }));
vi.mock('../../../src/api/client', async (original) => ({ ...(await original<object>()), query: api.query }));

import { cachedMediaTags, mediaTags } from '../../../src/api/mediaTags';
import { MEDIA_TAG_FACTS } from '../../../src/api/queries/tagBlacklist';

const answer = (ids: number[]) => ({ Page: { media: ids.map((id) => ({ id, genres: ['Drama'], tags: [{ name: 'Gore', rank: id % 100 }] })) } });

describe('mediaTags', () => {
  beforeEach(() => {
    api.query.mockReset();
    api.query.mockImplementation((_doc: string, variables: { ids: number[] }) => Promise.resolve(answer(variables.ids)));
  });

  it('asks for 120 unknown media in three requests of at most 50, then answers from the cache', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => 1000 + i);
    const first = await mediaTags(ids);
    expect(first.failed).toBe(false);
    expect(first.known.size).toBe(120);
    expect(api.query).toHaveBeenCalledTimes(3);
    expect(api.query.mock.calls.map((call) => (call[1] as { ids: number[] }).ids.length)).toEqual([50, 50, 20]);
    expect(api.query.mock.calls[0][0]).toBe(MEDIA_TAG_FACTS);
    expect(cachedMediaTags(1005)).toEqual({ id: 1005, genres: ['Drama'], tags: [{ name: 'Gore', rank: 5 }] });
    const again = await mediaTags(ids.slice(0, 10));
    expect(again.known.size).toBe(10);
    expect(api.query).toHaveBeenCalledTimes(3);
  });

  it('does not ask twice for media already being asked for', async () => {
    const ids = [2001, 2002, 2003];
    const [a, b] = await Promise.all([mediaTags(ids), mediaTags([2002, 2003])]);
    expect(api.query).toHaveBeenCalledTimes(1);
    expect(a.known.size).toBe(3);
    expect(b.known.size).toBe(2);
  });

  it('a failed batch leaves its media unknown and failed, and asks again next time', async () => {
    api.query.mockResolvedValueOnce(null);
    const failed = await mediaTags([3001, 3002]);
    expect(failed.failed).toBe(true);
    expect(failed.known.size).toBe(0);
    const later = await mediaTags([3001, 3002]);
    expect(later.failed).toBe(false);
    expect(later.known.size).toBe(2);
    expect(api.query).toHaveBeenCalledTimes(2);
  });

  it('media missing from the answer are known as having nothing (not asked again)', async () => {
    api.query.mockResolvedValueOnce(answer([4001]));
    const result = await mediaTags([4001, 4002]);
    expect(result.failed).toBe(false);
    expect(result.known.get(4002)).toEqual({ id: 4002, genres: [], tags: [] });
    await mediaTags([4002]);
    expect(api.query).toHaveBeenCalledTimes(1);
  });
});
