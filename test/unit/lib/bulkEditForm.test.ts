import { describe, expect, it } from 'vitest';
import { changeFromForm, emptyForm, parseDate, parseScore } from '../../../src/lib/bulkEditForm';

describe("bulk edit's form", () => {
  it('an untouched form asks for nothing; delete asks only for the delete', () => {
    expect(changeFromForm(emptyForm(), 'POINT_10')).toEqual({ ok: false, problem: { kind: 'nothing' } });
    expect(changeFromForm({ ...emptyForm(), delete: true, status: 'DROPPED' }, 'POINT_10')).toEqual({ ok: true, change: { delete: true } });
  });

  it('reads every field into a change', () => {
    const form = {
      ...emptyForm(), status: 'COMPLETED' as const, score: '8.5', progress: 'total', repeat: '2', private: 'no' as const,
      hiddenFromStatusLists: 'yes' as const, customLists: { A: 'add' as const, B: 'remove' as const, C: '' as const },
      notesMode: 'append' as const, notesText: 'rewatch', startedMode: 'clear' as const, completedMode: 'set' as const, completedText: '2026-11',
    };
    expect(changeFromForm(form, 'POINT_10_DECIMAL')).toEqual({
      ok: true,
      change: {
        status: 'COMPLETED', score: 8.5, progress: 'total', repeat: 2, private: false, hiddenFromStatusLists: true,
        customLists: { add: ['A'], remove: ['B'] }, notes: { mode: 'append', text: 'rewatch' },
        startedAt: { year: null, month: null, day: null }, completedAt: { year: 2026, month: 11, day: null },
      },
    });
  });

  it('refuses scores outside the list format, counts that are not whole numbers, and impossible dates', () => {
    expect(parseScore('8.5', 'POINT_10')).toBeNull();
    expect(parseScore('85', 'POINT_100')).toBe(85);
    expect(parseScore('4', 'POINT_3')).toBeNull();
    expect(parseScore('0', 'POINT_5')).toBe(0);
    expect(changeFromForm({ ...emptyForm(), score: '11' }, 'POINT_10')).toEqual({ ok: false, problem: { kind: 'score' } });
    expect(changeFromForm({ ...emptyForm(), repeat: '-1' }, 'POINT_10')).toEqual({ ok: false, problem: { kind: 'number', field: 'repeat' } });
    expect(changeFromForm({ ...emptyForm(), progress: '1.5' }, 'POINT_10')).toEqual({ ok: false, problem: { kind: 'number', field: 'progress' } });
    expect(parseDate('2026-02-30')).toBeNull();
    expect(parseDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDate('2026')).toEqual({ year: 2026, month: null, day: null });
    expect(changeFromForm({ ...emptyForm(), startedMode: 'set', startedText: 'soon' }, 'POINT_10')).toEqual({ ok: false, problem: { kind: 'date', field: 'startedAt' } });
  });
});
