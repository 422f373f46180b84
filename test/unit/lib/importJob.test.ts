import { describe, expect, it } from 'vitest';
import {
  SAVE_PACE_MS,
  TEST_PACE_KEY,
  canResume,
  canUndo,
  jobCounts,
  newJob,
  planFile,
  readJob,
  reconcile,
  restoreVariables,
  runSaves,
  runUndo,
  savePaceMs,
  undoTargets,
  type ImportJob,
  type JobItem,
  type PriorEntry,
  type RunHooks,
  type StepOutcome,
} from '../../../src/lib/importJob';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === TEST_PACE_KEY ? value : null) });

const prior: PriorEntry = { entryId: 70, status: 'CURRENT', scoreRaw: 55, progress: 4, progressVolumes: null, repeat: 1 };

function job(count = 3, priors = new Map<number, PriorEntry>()): ImportJob {
  return newJob({
    id: 'j',
    userName: 'Demo',
    listType: 'anime',
    source: 'animePlanet',
    createdAt: 0,
    saves: Array.from({ length: count }, (_, i) => ({ mediaId: i + 1, title: `T${i + 1}`, variables: { mediaId: i + 1, status: 'COMPLETED' } })),
    priorEntries: priors,
    skippedExisting: [{ mediaId: 9, title: 'Nine' }],
    unmatched: ['Nothing'],
  });
}

/** Hooks with a recorded timeline: waits resolve at once, steps answer from a script. */
function hooks(answers: StepOutcome[], extra: Partial<RunHooks> = {}) {
  const timeline: string[] = [];
  const states: ImportJob[] = [];
  let n = 0;
  const value: RunHooks = {
    paceMs: 1000,
    wait: async (ms) => { timeline.push(`wait ${ms}`); },
    step: async (item: JobItem) => { timeline.push(`step ${item.mediaId}`); return answers[n++] ?? { kind: 'ok', entryId: 100 + item.mediaId }; },
    update: (next) => states.push(next),
    aborted: () => false,
    ...extra,
  };
  return { value, timeline, states };
}

describe('save pace', () => {
  it('is 1000 ms by default (spec doc 3 §9), whatever unusable value the test key holds', () => {
    expect(SAVE_PACE_MS).toBe(1000);
    expect(savePaceMs(null)).toBe(1000);
    expect(savePaceMs(storage(null))).toBe(1000);
    expect(savePaceMs(storage('abc'))).toBe(1000);
    expect(savePaceMs(storage('5'))).toBe(1000);
    expect(savePaceMs({ getItem: () => { throw new Error('blocked'); } })).toBe(1000);
  });

  it('takes the test key when it holds at least 10 ms', () => {
    expect(savePaceMs(storage('40'))).toBe(40);
  });
});

describe('runSaves', () => {
  it('saves one per pace, the wait starting with the save, and finishes', async () => {
    const h = hooks([]);
    const result = await runSaves(job(), h.value);
    expect(h.timeline).toEqual(['wait 1000', 'step 1', 'wait 1000', 'step 2', 'wait 1000', 'step 3']);
    expect(result.phase).toBe('finished');
    expect(result.items.map((item) => [item.state, item.entryId])).toEqual([['done', 101], ['done', 102], ['done', 103]]);
    expect(h.states[0].phase).toBe('saving');
    // Each item is stored as sent before its request goes.
    expect(h.states[1].items[0].state).toBe('sent');
  });

  it('a refused save is marked failed and reported, and the rest goes on', async () => {
    const refused: string[] = [];
    const h = hooks([{ kind: 'ok', entryId: 5 }, { kind: 'refused', message: 'bad' }], { onRefused: (item, message) => refused.push(`${item.title}: ${message}`) });
    const result = await runSaves(job(), h.value);
    expect(refused).toEqual(['T2: bad']);
    expect(jobCounts(result)).toMatchObject({ done: 2, failed: 1, open: 0 });
    expect(result.phase).toBe('finished');
  });

  it('a stop leaves the item sent and the job stopped, resumable', async () => {
    const h = hooks([{ kind: 'ok', entryId: 5 }, { kind: 'stop', message: '429' }]);
    const result = await runSaves(job(), h.value);
    expect(result.phase).toBe('stopped');
    expect(result.stopReason).toBe('429');
    expect(result.items.map((item) => item.state)).toEqual(['done', 'sent', 'pending']);
    expect(canResume(result)).toBe(true);
    expect(canUndo(result)).toBe(true);
  });

  it('an aborted visit leaves the job as it was stored', async () => {
    const h = hooks([{ kind: 'aborted' }]);
    const result = await runSaves(job(), h.value);
    expect(result.phase).toBe('saving');
    expect(result.items[0].state).toBe('sent');
    expect(canResume(result)).toBe(true);
  });
});

describe('reconcile', () => {
  it('counts an unanswered save done when its media is on the list now, and sends it again otherwise', () => {
    const stopped: ImportJob = { ...job(), phase: 'stopped', items: job().items.map((item, i) => ({ ...item, state: (['done', 'sent', 'sent'] as const)[i] })) };
    const next = reconcile(stopped, new Map([[1, 11], [2, 22]]));
    expect(next.items.map((item) => [item.state, item.entryId])).toEqual([['done', undefined], ['done', 22], ['pending', undefined]]);
  });

  it('skips a pending save whose media was added meanwhile, so nothing the member added is overwritten', () => {
    const next = reconcile({ ...job(), phase: 'stopped' }, new Map([[3, 33]]));
    expect(next.items.map((item) => item.state)).toEqual(['pending', 'pending', 'skipped']);
  });

  it('an overwrite is sent again (same values), never counted done from the list alone', () => {
    const withPrior = job(1, new Map([[1, prior]]));
    const next = reconcile({ ...withPrior, phase: 'stopped', items: [{ ...withPrior.items[0], state: 'sent' }] }, new Map([[1, 70]]));
    expect(next.items[0].state).toBe('pending');
  });
});

describe('undo', () => {
  it('targets only saved items: added ones are deleted, overwritten ones put back', async () => {
    const base = job(3, new Map([[3, prior]]));
    const finished = await runSaves(base, hooks([{ kind: 'ok', entryId: 101 }, { kind: 'refused', message: 'x' }, { kind: 'ok', entryId: 70 }]).value);
    expect(undoTargets(finished)).toEqual([0, 2]);
    const steps: JobItem[] = [];
    const h = hooks([]);
    const undone = await runUndo(finished, { ...h.value, step: async (item) => { steps.push(item); return { kind: 'ok' }; } });
    expect(steps.map((item) => [item.mediaId, item.entryId, !!item.prior])).toEqual([[1, 101, false], [3, 70, true]]);
    expect(undone.phase).toBe('undone');
    expect(jobCounts(undone)).toMatchObject({ undone: 2, failed: 1 });
    expect(canUndo(undone)).toBe(false);
  });

  it('a stop during undo keeps the rest for another try', async () => {
    const finished = await runSaves(job(2), hooks([]).value);
    const undone = await runUndo(finished, hooks([{ kind: 'ok' }, { kind: 'stop', message: '500' }]).value);
    expect(undone.phase).toBe('undoStopped');
    expect(undoTargets(undone)).toEqual([1]);
  });

  it('puts an overwritten entry back with the fields the import set', () => {
    expect(restoreVariables(prior)).toEqual({ id: 70, status: 'CURRENT', scoreRaw: 55, progress: 4, repeat: 1 });
  });
});

describe('storage and the plan file', () => {
  it('reads back what it stored and ignores anything else', () => {
    const stored = job();
    expect(readJob(JSON.stringify(stored))).toEqual(stored);
    expect(readJob(null)).toBeNull();
    expect(readJob('{bad')).toBeNull();
    expect(readJob('{"version":2}')).toBeNull();
  });

  it('the plan lists what will be added, overwritten, skipped and left unmatched', () => {
    const file = planFile(job(2, new Map([[2, prior]])));
    expect(file.fileName).toBe('import-plan_anime_Demo.json');
    expect(JSON.parse(file.content)).toMatchObject({
      toAdd: [{ title: 'T1', mediaId: 1, status: 'COMPLETED' }],
      toOverwrite: [{ title: 'T2', mediaId: 2 }],
      skippedAlreadyOnList: [{ mediaId: 9, title: 'Nine' }],
      unmatched: ['Nothing'],
    });
  });
});
