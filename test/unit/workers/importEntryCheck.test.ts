import { describe, expect, it } from 'vitest';
import { REFUSAL_REASONS, animePlanetEntryRefusal, ownEntryRefusal } from '../../../src/workers/importEntryCheck';
import { parseAnimePlanetExport, parseOwnExport } from '../../../src/workers/importMatch';

const NOW = Date.UTC(2026, 10, 27);
const good = { mediaId: 21, status: 'COMPLETED', score: 8.5, progress: 12, progressVolumes: 0, repeat: 1, priority: 0, notes: 'fine', startedAt: { year: 2024, month: 3, day: null }, completedAt: null };

describe("the own export's entries, checked when the file is read", () => {
  it('takes a well-formed entry, and one with only a media id', () => {
    expect(ownEntryRefusal(good)).toBeNull();
    expect(ownEntryRefusal({ mediaId: 5 })).toBeNull();
  });

  it.each([
    [{ mediaId: 1.5 }, REFUSAL_REASONS.mediaId],
    [{ mediaId: -7 }, REFUSAL_REASONS.mediaId],
    [{ mediaId: 0 }, REFUSAL_REASONS.mediaId],
    [{ mediaId: '21' }, REFUSAL_REASONS.mediaId],
    [{}, REFUSAL_REASONS.mediaId],
    [{ ...good, status: { is: 'COMPLETED' } }, REFUSAL_REASONS.status],
    [{ ...good, status: 'completed' }, REFUSAL_REASONS.status],
    [{ ...good, score: -1 }, REFUSAL_REASONS.score],
    [{ ...good, score: 101 }, REFUSAL_REASONS.score],
    [{ ...good, score: 'ten' }, REFUSAL_REASONS.score],
    [{ ...good, progress: 2.5 }, REFUSAL_REASONS.count('progress')],
    [{ ...good, progressVolumes: -1 }, REFUSAL_REASONS.count('progressVolumes')],
    [{ ...good, repeat: '2' }, REFUSAL_REASONS.count('repeat')],
    [{ ...good, priority: Number.POSITIVE_INFINITY }, REFUSAL_REASONS.count('priority')],
    [{ ...good, notes: ['an', 'array'] }, REFUSAL_REASONS.notes],
    [{ ...good, startedAt: '2024-03-01' }, REFUSAL_REASONS.date('startedAt')],
    [{ ...good, completedAt: { year: 2024, month: 13 } }, REFUSAL_REASONS.date('completedAt')],
    [{ ...good, completedAt: [2024, 1, 1] }, REFUSAL_REASONS.date('completedAt')],
  ])('refuses %j: %s', (entry, reason) => {
    expect(ownEntryRefusal(entry as Record<string, unknown>)).toBe(reason);
  });

  it('lists refused entries by their title (or place in the file) and keeps the rest', () => {
    const text = JSON.stringify({
      version: '1.01', type: 'ANIME', User: { name: 'Alice' },
      lists: [{ entries: [
        { mediaId: 1, status: 'CURRENT' },
        { mediaId: 1.5, media: { title: { romaji: 'Half' } } },
        { mediaId: 3, notes: ['x'], media: { title: { english: 'Listed Notes' } } },
        'not an entry',
      ] }],
    });
    const result = parseOwnExport(text, 'anime', { signedInAs: 'Alice', now: NOW });
    expect(result.ok && result.value.entries.map((entry) => entry.mediaId)).toEqual([1]);
    expect(result.ok && result.refused).toEqual([
      { title: 'Half', reason: REFUSAL_REASONS.mediaId },
      { title: 'Listed Notes', reason: REFUSAL_REASONS.notes },
      { title: 'entry 4 of the file', reason: REFUSAL_REASONS.mediaId },
    ]);
  });
});

describe("Anime-Planet's entries, checked when the file is read", () => {
  it('takes numbers as numbers or numeric text, and empty counts', () => {
    expect(animePlanetEntryRefusal({ name: 'A', status: 'watched', rating: 4.5, times: 2, eps: 12, ch: 0, vol: 0 })).toBeNull();
    expect(animePlanetEntryRefusal({ name: 'A', status: 'watched', rating: '3.5', eps: '12', vol: '' })).toBeNull();
  });

  it.each([
    [{ name: '' }, REFUSAL_REASONS.name],
    [{ name: 42 }, REFUSAL_REASONS.name],
    [{ name: 'A', status: { s: 1 } }, REFUSAL_REASONS.apStatus],
    [{ name: 'A', rating: 7 }, REFUSAL_REASONS.apRating],
    [{ name: 'A', eps: 1.5 }, REFUSAL_REASONS.count('eps')],
    [{ name: 'A', ch: -7 }, REFUSAL_REASONS.count('ch')],
    [{ name: 'A', times: 'twice' }, REFUSAL_REASONS.count('times')],
  ])('refuses %j: %s', (entry, reason) => {
    expect(animePlanetEntryRefusal(entry as Record<string, unknown>)).toBe(reason);
  });

  it('the parser keeps the good entries and lists the others', () => {
    const text = JSON.stringify({
      export: { type: 'anime', date: new Date(NOW).toISOString() },
      entries: [{ name: 'Good', status: 'watched', eps: 3 }, { name: 'Bad', status: 'watched', eps: -7 }, null],
    });
    const result = parseAnimePlanetExport(text, { listType: 'anime', signedInAs: null, now: NOW });
    expect(result.ok && result.value.map((entry) => entry.name)).toEqual(['Good']);
    expect(result.ok && result.refused).toEqual([
      { title: 'Bad', reason: REFUSAL_REASONS.count('eps') },
      { title: 'entry 3 of the file', reason: REFUSAL_REASONS.name },
    ]);
  });
});
