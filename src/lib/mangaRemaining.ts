/**
 * mangaRemaining's arithmetic, without the DOM: chapters and volumes left on the manga a member is
 * reading (CURRENT or REPEATING), and an estimate where the manga has no chapter count (releasing)
 * from the latest-chapter guess (lib/mangaGuess.ts).
 */

/** One reading entry as the module reads it from the API. */
export interface ReadingManga {
  mediaId: number;
  progress: number | null;
  progressVolumes: number | null;
  /** The media's chapter and volume counts; null while unknown (a releasing manga). */
  chapters: number | null;
  volumes: number | null;
}

/** What is left on one manga; null where nothing can be said. */
export interface Remaining {
  mediaId: number;
  chapters: number | null;
  /** True when `chapters` comes from the latest-chapter guess, not from a count. */
  estimated: boolean;
  volumes: number | null;
}

export interface RemainingTotals {
  chapters: number;
  /** True when an estimate is part of the chapters' total. */
  estimated: boolean;
  volumes: number;
  /** Reading manga whose chapters left nobody can tell (no count and no guess). */
  unknown: number;
  /** Reading manga counted. */
  manga: number;
}

/** The statuses whose entries have something left to read. */
export const READING_STATUSES = ['CURRENT', 'REPEATING'] as const;

const count = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

/** True when the chapters left must come from a guess (no chapter count). */
export function needsGuess(entry: ReadingManga): boolean {
  return count(entry.chapters) === null;
}

/**
 * What is left: the count minus the progress (never below 0); without a chapter count, the guess
 * minus the progress, marked as an estimate (no guess, or a guess of 0: unknown).
 */
export function remainingOf(entry: ReadingManga, guess: number | null = null): Remaining {
  const progress = Math.max(0, entry.progress ?? 0);
  const chapters = count(entry.chapters);
  const volumes = count(entry.volumes);
  const guessed = count(guess);
  return {
    mediaId: entry.mediaId,
    chapters: chapters !== null ? Math.max(0, chapters - progress) : guessed !== null ? Math.max(0, guessed - progress) : null,
    estimated: chapters === null && guessed !== null,
    volumes: volumes !== null ? Math.max(0, volumes - Math.max(0, entry.progressVolumes ?? 0)) : null,
  };
}

export function totalsOf(rows: readonly Remaining[]): RemainingTotals {
  const totals: RemainingTotals = { chapters: 0, estimated: false, volumes: 0, unknown: 0, manga: rows.length };
  for (const row of rows) {
    if (row.chapters === null) totals.unknown += 1;
    else {
      totals.chapters += row.chapters;
      if (row.estimated) totals.estimated = true;
    }
    totals.volumes += row.volumes ?? 0;
  }
  return totals;
}

/** A number as shown: "~12" for an estimate, "?" for unknown. */
export function leftText(value: number | null, estimated: boolean): string {
  if (value === null) return '?';
  const text = value.toLocaleString('en-US');
  return estimated ? `~${text}` : text;
}
