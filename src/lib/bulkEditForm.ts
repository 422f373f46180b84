/**
 * Bulk edit's form as the member fills it in, turned into a change (lib/bulkEditPlan.ts) or the
 * first thing to fix. Every field starts as "leave as it is".
 */
import { NO_DATE, type BulkChange, type DateParts, type ListStatus } from './bulkEditTypes';

export type Toggle = '' | 'yes' | 'no';

export interface BulkForm {
  status: '' | ListStatus;
  /** '' leaves it; a score in the list's own format. */
  score: string;
  /** '' leaves it; a whole number, or 'total'. */
  progress: string;
  progressVolumes: string;
  repeat: string;
  private: Toggle;
  hiddenFromStatusLists: Toggle;
  customLists: Record<string, '' | 'add' | 'remove'>;
  notesMode: '' | 'append' | 'replace';
  notesText: string;
  startedMode: '' | 'set' | 'clear';
  startedText: string;
  completedMode: '' | 'set' | 'clear';
  completedText: string;
  delete: boolean;
}

export function emptyForm(): BulkForm {
  return {
    status: '', score: '', progress: '', progressVolumes: '', repeat: '', private: '', hiddenFromStatusLists: '',
    customLists: {}, notesMode: '', notesText: '', startedMode: '', startedText: '', completedMode: '', completedText: '',
    delete: false,
  };
}

export type FormProblem =
  | { kind: 'nothing' }
  | { kind: 'number'; field: 'progress' | 'progressVolumes' | 'repeat' }
  | { kind: 'score' }
  | { kind: 'date'; field: 'startedAt' | 'completedAt' };

const SCORE_RULES: Record<string, { max: number; decimals: number }> = {
  POINT_100: { max: 100, decimals: 0 },
  POINT_10_DECIMAL: { max: 10, decimals: 1 },
  POINT_10: { max: 10, decimals: 0 },
  POINT_5: { max: 5, decimals: 0 },
  POINT_3: { max: 3, decimals: 0 },
};

/** A score typed in the list's format, or null when it is not one (0 clears the score). */
export function parseScore(text: string, format: string): number | null {
  const rule = SCORE_RULES[format] ?? SCORE_RULES.POINT_10;
  const trimmed = text.trim();
  const pattern = rule.decimals ? /^\d+(\.\d)?$/ : /^\d+$/;
  if (!pattern.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 0 && value <= rule.max ? value : null;
}

function parseCount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** YYYY, YYYY-MM or YYYY-MM-DD (AniList's dates may lack the day or month), or null. */
export function parseDate(text: string): DateParts | null {
  const found = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/.exec(text.trim());
  if (!found) return null;
  const year = Number(found[1]);
  const month = found[2] ? Number(found[2]) : null;
  const day = found[3] ? Number(found[3]) : null;
  if (year < 1900 || year > 2100 || (month !== null && (month < 1 || month > 12))) return null;
  if (day !== null && month !== null && (day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate())) return null;
  return { year, month, day };
}

export function changeFromForm(form: BulkForm, scoreFormat: string): { ok: true; change: BulkChange } | { ok: false; problem: FormProblem } {
  if (form.delete) return { ok: true, change: { delete: true } };
  const change: BulkChange = {};
  if (form.status) change.status = form.status;
  if (form.score.trim()) {
    const score = parseScore(form.score, scoreFormat);
    if (score === null) return { ok: false, problem: { kind: 'score' } };
    change.score = score;
  }
  if (form.progress.trim()) {
    if (form.progress === 'total') change.progress = 'total';
    else {
      const progress = parseCount(form.progress);
      if (progress === null) return { ok: false, problem: { kind: 'number', field: 'progress' } };
      change.progress = progress;
    }
  }
  for (const field of ['progressVolumes', 'repeat'] as const) {
    if (!form[field].trim()) continue;
    const value = parseCount(form[field]);
    if (value === null) return { ok: false, problem: { kind: 'number', field } };
    change[field] = value;
  }
  if (form.private) change.private = form.private === 'yes';
  if (form.hiddenFromStatusLists) change.hiddenFromStatusLists = form.hiddenFromStatusLists === 'yes';
  const add = Object.keys(form.customLists).filter((name) => form.customLists[name] === 'add');
  const remove = Object.keys(form.customLists).filter((name) => form.customLists[name] === 'remove');
  if (add.length || remove.length) change.customLists = { add, remove };
  if (form.notesMode) change.notes = { mode: form.notesMode, text: form.notesText };
  for (const [mode, text, field] of [[form.startedMode, form.startedText, 'startedAt'], [form.completedMode, form.completedText, 'completedAt']] as const) {
    if (mode === 'clear') change[field] = { ...NO_DATE };
    else if (mode === 'set') {
      const date = parseDate(text);
      if (!date) return { ok: false, problem: { kind: 'date', field } };
      change[field] = date;
    }
  }
  if (!Object.keys(change).length) return { ok: false, problem: { kind: 'nothing' } };
  return { ok: true, change };
}
