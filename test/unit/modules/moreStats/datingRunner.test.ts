import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ mutate: vi.fn(), query: vi.fn() }));
vi.mock('../../../../src/api/client', async (original) => ({ ...(await original<object>()), mutate: api.mutate, query: api.query }));

import { ApiError } from '../../../../src/api/client';
import type { DatingCandidate } from '../../../../src/lib/datingFix';
import { DatingRunner, type DatingDeps } from '../../../../src/modules/moreStats/dating/runner';

const candidate = (mediaId: number, flag: DatingCandidate['flag'] = null): DatingCandidate => ({
  mediaId, type: 'ANIME', title: `T${mediaId}`, date: { year: 2020, month: 1, day: 2 }, flag,
});

function runner(list: DatingCandidate[] | null, extra: Partial<DatingDeps> = {}) {
  const waits: number[] = [];
  const deps: DatingDeps = {
    profile: 'Demo',
    signal: new AbortController().signal,
    getToken: () => 'token',
    paceMs: 1000,
    candidates: async () => list,
    wait: async (ms) => void waits.push(ms),
    ...extra,
  };
  return { runner: new DatingRunner(deps), waits };
}

async function owner(r: DatingRunner) {
  api.query.mockResolvedValueOnce({ Viewer: { name: 'demo' } });
  await r.checkAccess();
}

beforeEach(() => {
  api.mutate.mockReset();
  api.query.mockReset();
});

describe('the dating runner (moreStats)', () => {
  it('warns instead of running when signed out or on someone else\'s profile', async () => {
    const signedOut = runner([candidate(1)], { getToken: () => '' }).runner;
    await signedOut.checkAccess();
    expect(signedOut.snapshot().access).toEqual({ kind: 'signedOut' });
    const other = runner([candidate(1)]).runner;
    api.query.mockResolvedValueOnce({ Viewer: { name: 'Aoi' } });
    await other.checkAccess();
    expect(other.snapshot().access).toEqual({ kind: 'notOwner', viewer: 'Aoi' });
    await other.run();
    expect(other.snapshot().phase).toBe('idle');
  });

  it('asks to read the description when no run type is chosen', async () => {
    const { runner: r } = runner([candidate(1)]);
    await owner(r);
    await r.run();
    expect(r.snapshot()).toMatchObject({ phase: 'idle', message: 'Read the description first!' });
  });

  it('a dry run saves nothing; the run is locked afterwards', async () => {
    const { runner: r } = runner([candidate(1), candidate(2, 'tooEarly')]);
    await owner(r);
    r.setMode('dry');
    await r.run();
    expect(r.snapshot().results.map((x) => x.outcome)).toEqual(['wouldSet', 'flagged']);
    expect(api.mutate).not.toHaveBeenCalled();
    r.setMode('real');
    expect(r.snapshot().mode).toBe('dry');
  });

  it('says "No such entries found" when there is nothing to do', async () => {
    const { runner: r } = runner([]);
    await owner(r);
    r.setMode('real');
    await r.run();
    expect(r.snapshot().message).toBe('No such entries found');
  });

  it('a real run saves startedAt, 1 s apart, skips flagged dates and goes on after a refusal', async () => {
    const { runner: r, waits } = runner([candidate(1), candidate(2, 'tooLate'), candidate(3), candidate(4)]);
    await owner(r);
    api.mutate.mockResolvedValueOnce({ SaveMediaListEntry: { id: 1 } });
    api.mutate.mockResolvedValueOnce(new ApiError('validation', 400));
    api.mutate.mockResolvedValueOnce({ SaveMediaListEntry: { id: 4 } });
    r.setMode('real');
    await r.run();
    expect(api.mutate.mock.calls.map((call) => call[1])).toEqual([
      { mediaId: 1, startedAt: { year: 2020, month: 1, day: 2 } },
      { mediaId: 3, startedAt: { year: 2020, month: 1, day: 2 } },
      { mediaId: 4, startedAt: { year: 2020, month: 1, day: 2 } },
    ]);
    expect(waits).toEqual([1000, 1000]);
    expect(r.snapshot().results.map((x) => x.outcome)).toEqual(['set', 'flagged', 'refused', 'set']);
    expect(r.snapshot().message).toBe('Done: 2 entries changed.');
  });

  it('stops at a server error and keeps what it changed', async () => {
    const { runner: r } = runner([candidate(1), candidate(2), candidate(3)]);
    await owner(r);
    api.mutate.mockResolvedValueOnce({ SaveMediaListEntry: { id: 1 } });
    api.mutate.mockResolvedValueOnce(new ApiError('HTTP 500', 500));
    r.setMode('real');
    await r.run();
    expect(api.mutate).toHaveBeenCalledTimes(2);
    expect(r.snapshot()).toMatchObject({ phase: 'stopped' });
    expect(r.snapshot().results.map((x) => x.outcome)).toEqual(['set', 'notReached', 'notReached']);
  });

  it('Abort during the pause stops further saves', async () => {
    let r!: DatingRunner;
    ({ runner: r } = runner([candidate(1), candidate(2)], { wait: async () => r.abort() }));
    await owner(r);
    api.mutate.mockResolvedValue({ SaveMediaListEntry: { id: 1 } });
    r.setMode('real');
    await r.run();
    expect(api.mutate).toHaveBeenCalledTimes(1);
    expect(r.snapshot().phase).toBe('aborted');
    expect(r.snapshot().results.map((x) => x.outcome)).toEqual(['set', 'notReached']);
  });

  it('Abort while a save is on its way lets it finish and lists it: AniList may have taken it', async () => {
    const { runner: r } = runner([candidate(1), candidate(2)]);
    await owner(r);
    api.mutate.mockImplementationOnce(async (_doc: unknown, _vars: unknown, options: { signal: AbortSignal }) => {
      r.abort();
      // The save's own signal is the page visit's, not the run's: Abort does not cancel it.
      expect(options.signal.aborted).toBe(false);
      return { SaveMediaListEntry: { id: 1 } };
    });
    r.setMode('real');
    await r.run();
    expect(api.mutate).toHaveBeenCalledTimes(1);
    expect(r.snapshot().phase).toBe('aborted');
    expect(r.snapshot().results.map((x) => x.outcome)).toEqual(['set', 'notReached']);
  });
});
