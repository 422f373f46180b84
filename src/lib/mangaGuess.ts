import { UNFINISHED_MANGA } from './unfinishedManga';

/** One list activity of the manga, as the guess reads it (algorithms.md "Latest-chapter guess"). */
export interface ProgressActivity {
  progress: string | null;
  userId: number;
}

/** The consensus weight W: 20 for the list's New Chapters finder, 25 on the manga page (spec doc 3 §9). */
export const GUESS_WEIGHT = { newChapters: 20, mangaPage: 25 } as const;

const TRAILING_INTEGER = /(\d+)\s*$/;

/** The newest value per user, newest activity first; activities without a number do not mark the user. */
export function latestProgressPerUser(activities: readonly ProgressActivity[]): number[] {
  const seen = new Set<number>();
  const values: number[] = [];
  for (const activity of activities) {
    const match = activity.progress ? TRAILING_INTEGER.exec(activity.progress) : null;
    if (!match || seen.has(activity.userId)) continue;
    seen.add(activity.userId);
    values.push(Number(match[1]));
  }
  return values;
}

/**
 * The estimated latest chapter (0 when nothing is known). The top value stands unless enough
 * users agree on the runner-up: k = 1 + ceil(W / (diff + 1)) values from the top must equal it.
 * The unfinished-manga table is a floor.
 */
export function guessLatestChapter(activities: readonly ProgressActivity[], weight: number, mediaId: number): number {
  const values = latestProgressPerUser(activities).sort((a, b) => b - a);
  let best = values[0] ?? 0;
  if (values.length > 2) {
    const diff = values[0] - values[1];
    const k = 1 + Math.ceil(weight / (diff + 1));
    if (values.length > k && values[1] === values[k]) best = values[1];
  }
  const known = UNFINISHED_MANGA.get(mediaId);
  if (known && best < known.chapters) best = known.chapters;
  return best;
}

/** What the manga page shows next to "Releasing" (algorithms.md, "Manga page"). */
export type GuessDisplay =
  | { kind: 'none' }
  | { kind: 'guess'; text: string }
  | { kind: 'caughtUp'; text: string }
  | { kind: 'behind'; text: string; behind: string };

/** `own` is the viewer's list entry (null when not on the list or not signed in). */
export function guessDisplay(best: number, own: { status: string | null; progress: number | null } | null): GuessDisplay {
  if (!own || own.status === 'PLANNING') return best ? { kind: 'guess', text: ` (${best}?)` } : { kind: 'none' };
  const progress = own.progress ?? 0;
  const shown = Math.max(best, progress);
  if (!shown) return { kind: 'none' };
  if (shown === progress) return { kind: 'caughtUp', text: ` (${shown})` };
  return { kind: 'behind', text: ` (${shown})`, behind: ` [+${shown - progress}]` };
}
