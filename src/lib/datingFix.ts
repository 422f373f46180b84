/**
 * The stats page's dating tool (spec doc 2 §3 "Dating tool", §9): which entries it may change
 * and what it checks. It touches only COMPLETED entries of length 1 (one episode, or one
 * chapter) with no start date, a completion date and no repeats, and would set the start date
 * to the completion date (a one-episode work is started the day it is finished). The dating
 * checks flag completion years before 1960 or more than 3 years ahead: such a date is reported
 * and not copied.
 */
import type { FuzzyDate } from './dates';
import { savePaceMs } from './importJob';

/** Spec doc 2 §9: the dating check pauses 1 s per entry. */
export const DATING_PACE_MS = 1000;
/** End-to-end tests only: shortens the pace (at least 10 ms); nothing in the script writes it. */
export const DATING_TEST_PACE_KEY = 'automailTestDatingPaceMs';
export const EARLIEST_PLAUSIBLE_YEAR = 1960;
export const FUTURE_YEARS_ALLOWED = 3;

export interface DatingInput {
  id?: number | null;
  mediaId: number;
  status?: string | null;
  repeat?: number | null;
  startedAt?: FuzzyDate | null;
  completedAt?: FuzzyDate | null;
  media?: { type?: string | null; episodes?: number | null; chapters?: number | null } | null;
}

export type DatingFlag = 'tooEarly' | 'tooLate';

export interface DatingCandidate {
  mediaId: number;
  type: 'ANIME' | 'MANGA';
  title: string;
  /** What the start date becomes: the completion date. */
  date: { year: number; month: number | null; day: number | null };
  /** Set when the dating check finds the date implausible; such entries are not changed. */
  flag: DatingFlag | null;
}

const known = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0;

function mediaLength(entry: DatingInput): number | null | undefined {
  return entry.media?.type === 'MANGA' ? entry.media.chapters : entry.media?.episodes;
}

/** True for exactly the entries the spec names. */
export function isDatingCandidate(entry: DatingInput): boolean {
  return (
    entry.status === 'COMPLETED' &&
    mediaLength(entry) === 1 &&
    !known(entry.startedAt?.year) &&
    known(entry.completedAt?.year) &&
    !entry.repeat
  );
}

/** The dating check of one year against the current year. */
export function datingFlag(year: number, currentYear: number): DatingFlag | null {
  if (year < EARLIEST_PLAUSIBLE_YEAR) return 'tooEarly';
  if (year > currentYear + FUTURE_YEARS_ALLOWED) return 'tooLate';
  return null;
}

/** The candidates of a list, in list order, with their dates and flags. */
export function datingCandidates(entries: readonly DatingInput[], titleOf: (mediaId: number) => string, currentYear: number): DatingCandidate[] {
  const out: DatingCandidate[] = [];
  for (const entry of entries) {
    if (!isDatingCandidate(entry)) continue;
    const completed = entry.completedAt!;
    const year = completed.year!;
    out.push({
      mediaId: entry.mediaId,
      type: entry.media?.type === 'MANGA' ? 'MANGA' : 'ANIME',
      title: titleOf(entry.mediaId),
      date: { year, month: known(completed.month) ? completed.month : null, day: known(completed.day) ? completed.day : null },
      flag: datingFlag(year, currentYear),
    });
  }
  return out;
}

/** The pause between saves: 1 s unless an end-to-end test shortens it. */
export function datingPaceMs(storage: Pick<Storage, 'getItem'> | null): number {
  return savePaceMs(storage, DATING_TEST_PACE_KEY);
}

/** "2024-05-03", "2024-05" or "2024". */
export function formatDatingDate(date: DatingCandidate['date']): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return [String(date.year), date.month ? two(date.month) : null, date.month && date.day ? two(date.day) : null].filter(Boolean).join('-');
}
