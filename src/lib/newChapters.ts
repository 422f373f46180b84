/**
 * The New Chapters finder's rules (spec doc 3 §5, §9): only entries being read (CURRENT) of
 * manga still releasing; a guessed latest chapter counts only when it is above the reader's
 * progress and fewer than 30 chapters ahead (farther guesses are more likely wrong than news).
 */

/** A guess this far ahead of the progress, or farther, is not believed. */
export const GUESS_WINDOW = 30;
/** Manga asked about per packed request (spec doc 3 §9 "batch every 20 queries"). */
export const NEW_CHAPTERS_BATCH = 20;

export interface ReadingEntry {
  mediaId: number;
  status: string | null;
  progress: number | null;
  mediaStatus: string | null;
}

export function isScanned(entry: ReadingEntry): boolean {
  return entry.status === 'CURRENT' && entry.mediaStatus === 'RELEASING';
}

/** How many chapters the reader is behind the guess, or null when the guess does not count. */
export function chaptersBehind(progress: number | null, guess: number): number | null {
  const read = progress ?? 0;
  const behind = guess - read;
  return behind > 0 && behind < GUESS_WINDOW ? behind : null;
}
