import { describe, expect, it } from 'vitest';
import {
  BATCH_SIZE,
  backupOf,
  planEntry,
  planSteps,
  planSummary,
  readBackup,
  reconcileBulk,
  restorePlan,
  savedBackup,
  trimBackupEntry,
} from '../../../src/lib/bulkEditPlan';
import { newBulkJob } from '../../../src/lib/bulkEditJob';
import { NO_DATE, type EntrySnapshot, type PlanItem } from '../../../src/lib/bulkEditTypes';

function entry(id: number, change: Partial<EntrySnapshot> = {}): EntrySnapshot {
  return {
    entryId: 1000 + id, mediaId: id, title: `Show ${id}`, total: 12,
    status: 'CURRENT', score: 7, scoreRaw: 70, progress: 3, progressVolumes: null, repeat: 0, private: false,
    hiddenFromStatusLists: false, customLists: [], notes: '', startedAt: { ...NO_DATE }, completedAt: { ...NO_DATE },
    priority: 0, advancedScores: {},
    ...change,
  };
}

const byMedia = (...entries: EntrySnapshot[]) => new Map(entries.map((e) => [e.mediaId, e]));

describe('planEntry: the dry run of one entry', () => {
  it('lists exactly the fields that change, from and to, and leaves out an entry already as asked', () => {
    const item = planEntry(entry(1), { status: 'COMPLETED', score: 7, progress: 'total' });
    expect(item?.changes).toEqual([
      { field: 'status', from: 'CURRENT', to: 'COMPLETED' },
      { field: 'progress', from: 3, to: 12 },
    ]);
    expect(item?.variables).toEqual({ id: 1001, status: 'COMPLETED', progress: 12 });
    expect(planEntry(entry(2, { status: 'COMPLETED' }), { status: 'COMPLETED' })).toBeNull();
  });

  it('appends to notes as one whole new note, and adds and removes custom lists', () => {
    const item = planEntry(entry(1, { notes: 'old', customLists: ['A', 'B'] }), { notes: { mode: 'append', text: 'new' }, customLists: { add: ['C'], remove: ['A'] } });
    expect(item?.variables).toEqual({ id: 1001, notes: 'old\nnew', customLists: ['B', 'C'] });
    expect(planEntry(entry(2), { notes: { mode: 'append', text: 'x' } })?.variables).toEqual({ id: 1002, notes: 'x' });
  });

  it('progress to the total leaves an entry whose total is unknown alone; volumes only on manga', () => {
    expect(planEntry(entry(1, { total: null }), { progress: 'total' })).toBeNull();
    expect(planEntry(entry(1), { progressVolumes: 4 })).toBeNull();
    expect(planEntry(entry(1, { progressVolumes: 1 }), { progressVolumes: 4 })?.changes).toEqual([{ field: 'progressVolumes', from: 1, to: 4 }]);
  });

  it('sets and clears dates', () => {
    const dated = entry(1, { startedAt: { year: 2020, month: 1, day: 2 } });
    expect(planEntry(dated, { startedAt: { ...NO_DATE }, completedAt: { year: 2026, month: 11, day: null } })?.variables).toEqual({
      id: 1001, startedAt: { year: null, month: null, day: null }, completedAt: { year: 2026, month: 11, day: null },
    });
  });

  it('a delete ignores every other field', () => {
    expect(planEntry(entry(1), { delete: true, status: 'DROPPED' })).toEqual({ kind: 'delete', entryId: 1001, mediaId: 1, title: 'Show 1', changes: [], variables: { id: 1001 } });
  });
});

describe('planSteps: the requests', () => {
  it('batches entries getting the same values, 50 ids a request, and sends the rest one by one', () => {
    const entries = Array.from({ length: 120 }, (_, i) => entry(i + 1));
    const items = entries.map((e) => planEntry(e, { status: 'DROPPED' })!);
    const steps = planSteps(items);
    expect(steps.map((s) => [s.operation, s.items.length])).toEqual([['UpdateMediaListEntries', BATCH_SIZE], ['UpdateMediaListEntries', BATCH_SIZE], ['UpdateMediaListEntries', 20]]);
    expect(steps[0].variables).toEqual({ status: 'DROPPED', ids: entries.slice(0, 50).map((e) => e.entryId) });
    const mixed = [planEntry(entry(1, { notes: 'a' }), { notes: { mode: 'append', text: 'x' } })!, planEntry(entry(2), { delete: true })!, planEntry(entry(3), { customLists: { add: ['L'], remove: [] } })!];
    expect(planSteps(mixed).map((s) => s.operation)).toEqual(['DeleteMediaListEntry', 'SaveMediaListEntry', 'SaveMediaListEntry']);
    expect(planSummary(mixed, 5, 3)).toEqual({ changing: 3, unchanged: 2, fieldCounts: { notes: 1, customLists: 1 }, deleting: 1, creating: 0, requests: 3 });
  });
});

describe('backup and restore', () => {
  const before = [entry(1, { notes: 'keep', customLists: ['A'] }), entry(2, { score: 8.5, scoreRaw: 85 }), entry(3, { priority: 2, advancedScores: { Story: 8, Audio: 6 } })];
  const change = { status: 'DROPPED' as const, score: 2 };
  const items: PlanItem[] = [planEntry(before[0], change)!, planEntry(before[1], change)!, planEntry(before[2], { delete: true })!];
  const backup = backupOf(items, byMedia(...before), { user: 'Demo', listType: 'ANIME', scoreFormat: 'POINT_10_DECIMAL', created: '2026-11-29T00:00:00.000Z' });

  it('holds every field of every entry as it was, and what the edit changes on it; the file reads back', () => {
    expect(backup.entries.map((e) => e.changed)).toEqual([['status', 'score'], ['status', 'score'], 'deleted']);
    expect(backup.entries[0].values).toMatchObject({ notes: 'keep', customLists: ['A'], status: 'CURRENT', scoreRaw: 70 });
    const read = readBackup(JSON.stringify(backup));
    expect(read).toEqual({ ok: true, backup });
    expect(readBackup('nope')).toEqual({ ok: false, reason: 'notJson' });
    expect(readBackup('{"format":"other"}')).toEqual({ ok: false, reason: 'notBackup' });
    const broken = JSON.parse(JSON.stringify(backup));
    broken.entries[0].values.status = 'EATING';
    expect(readBackup(JSON.stringify(broken))).toEqual({ ok: false, reason: 'broken' });
  });

  it('restores exactly the changed fields where they differ now (the raw score), and creates deleted entries again', () => {
    const after = [entry(1, { notes: 'edited since', customLists: ['A'], status: 'DROPPED', score: 2, scoreRaw: 20 }), entry(2, { status: 'DROPPED', score: 2, scoreRaw: 20 })];
    const plan = restorePlan(backup.entries, byMedia(...after), ['Audio', 'Story', 'Visuals']);
    expect(plan.map((item) => [item.kind, item.variables])).toEqual([
      ['update', { id: 1001, status: 'CURRENT', scoreRaw: 70 }],
      ['update', { id: 1002, status: 'CURRENT', scoreRaw: 85 }],
      ['create', expect.objectContaining({ mediaId: 3, status: 'CURRENT', scoreRaw: 70, progress: 3, notes: '', customLists: [], priority: 2, advancedScores: [6, 8, 0] })],
    ]);
    expect(restorePlan(backup.entries, byMedia(...before.slice(0, 2), before[2]))).toEqual([]);
  });

  it('a stored job keeps only what undo reads', () => {
    expect(trimBackupEntry(backup.entries[0]).values).toEqual({ status: 'CURRENT', score: 7, scoreRaw: 70 });
    expect(trimBackupEntry(backup.entries[2])).toBe(backup.entries[2]);
  });

  it('reconciles a stopped job with the list: done, still open, or changed by the member meanwhile', () => {
    const job = newBulkJob({ id: 'j', userName: 'Demo', listType: 'ANIME', kind: 'edit', createdAt: 0, entries: items, backup: backup.entries, steps: planSteps(items) });
    const sent = { ...job, items: job.items.map((step) => ({ ...step, state: 'sent' as const })) };
    const now = byMedia(entry(1, { notes: 'keep', customLists: ['A'], status: 'DROPPED', score: 2, scoreRaw: 20 }), entry(2, { status: 'PAUSED', score: 8.5, scoreRaw: 85 }), before[2]);
    const settled = reconcileBulk(sent, now);
    const stateOf = (mediaId: number) => settled.items.find((step) => step.items.some((index) => items[index].mediaId === mediaId))!.state;
    expect(stateOf(3)).toBe('pending');
    // Entries 1 and 2 share one batch: entry 2 was changed by the member, so the batch is left alone.
    expect(stateOf(2)).toBe('skipped');
    const clean = reconcileBulk(sent, byMedia(entry(1, { notes: 'keep', customLists: ['A'], status: 'DROPPED', score: 2, scoreRaw: 20 }), entry(2, { status: 'DROPPED', score: 2, scoreRaw: 20 })));
    expect(clean.items.map((step) => step.state)).toEqual(['done', 'done']);
    expect(savedBackup(clean).map((e) => e.mediaId)).toEqual([1, 2, 3]);
  });
});
