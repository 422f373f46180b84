/**
 * The home in-progress preview: which entries it shows and in which section (algorithms.md §1h,
 * spec doc 3 §9), the airing countdown text and what a +1 saves. Pure: no DOM, no clock.
 */

/** Spec doc 3 §9. */
export const PREVIEW_SIZE = 20;
export const PREVIEW_COLUMNS = 5;
export const PLUS_COOLDOWN_MS = 300;
export const COUNTDOWN_REFRESH_MS = 60_000;
export const RECENTLY_AIRED = 'Recently aired';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface NextAiring {
  episode: number;
  /** seconds until it airs */
  timeUntilAiring: number;
}

/** What the selection reads of an entry (the ListPreview query's fields). */
export interface PreviewCandidate {
  priority: number | null;
  /** the score on the 100-point scale; 0 or null = unscored */
  scoreRaw: number | null;
  progress: number | null;
  nextAiring: NextAiring | null;
}

export type PreviewSectionKind = 'airing' | 'progress';

export interface PreviewSection<T> {
  kind: PreviewSectionKind;
  items: T[];
}

/** Every aired episode seen: progress = next − 1 (the spec's "one behind" counts next − progress). */
function caught(progress: number, next: NextAiring): boolean {
  return progress === next.episode - 1;
}
function oneBehind(progress: number, next: NextAiring): boolean {
  return progress === next.episode - 2;
}
function twoBehind(progress: number, next: NextAiring): boolean {
  return progress === next.episode - 3;
}

/** The ordering score of an airing entry at position `index` of the API's answer. */
export function airingPoints(item: PreviewCandidate, index: number): number {
  const next = item.nextAiring;
  const progress = item.progress ?? 0;
  const recency = 100 / (index + 1);
  let points = recency + (item.priority ?? 0) / 10 + (item.scoreRaw || 60) / 10;
  if (!next) return points;
  const t = next.timeUntilAiring;
  const isCaught = caught(progress, next);
  const isOneBehind = oneBehind(progress, next);
  if (isCaught) points -= recency;
  // [threshold, always, extra if caught, extra if one behind]
  const steps: [number, number, number, number][] = [
    [DAY, 1, 1, 0],
    [12 * HOUR, 1, 2, 0],
    [3 * HOUR, 1, 2, 0],
    [HOUR, 1, 3, 0],
    [10 * MINUTE, 1, 5, 2],
  ];
  for (const [limit, always, ifCaught, ifOneBehind] of steps) {
    if (t >= limit) continue;
    points += always + (isCaught ? ifCaught : 0) + (isOneBehind ? ifOneBehind : 0);
  }
  const nearWeek = t < 7 * DAY ? [t > 6 * DAY, t > 7 * DAY - 3 * HOUR, t > 7 * DAY - HOUR].filter(Boolean).length : 0;
  if (isOneBehind) points += 7 + 3 * nearWeek;
  else if (twoBehind(progress, next)) points += 2 + nearWeek;
  return points;
}

/** The three "important" rules, plus "the first 20 always count" (spec doc 3 §9). */
export function isImportant(item: PreviewCandidate, index: number): boolean {
  const next = item.nextAiring;
  if (!next) return false;
  const t = next.timeUntilAiring;
  const progress = item.progress ?? 0;
  return (
    index < PREVIEW_SIZE ||
    t < 4 * HOUR ||
    (t < 12 * HOUR && caught(progress, next)) ||
    (t > 6 * DAY && t < 7 * DAY && oneBehind(progress, next))
  );
}

const roundUpToColumns = (count: number): number => PREVIEW_COLUMNS * Math.ceil(count / PREVIEW_COLUMNS);

/**
 * The sections the preview shows, from the entries in the API's order (most recently updated
 * first). With more than 3 important airing entries (algorithms.md §1h, the spec's words, not
 * 8.80's arithmetic): an "airing" section of the important count rounded up to whole rows of 5,
 * capped at the number of airing entries but not at 20 (with more than 20 important entries all
 * of them show), then the not-airing entries filling up to 20 in whole rows, none once the airing
 * section reaches 20. 8.80 rounded important − 1 (6 → 5), hiding an important entry.
 * Otherwise one section.
 */
export function selectPreview<T extends PreviewCandidate>(items: readonly T[]): PreviewSection<T>[] {
  const indexed = items.map((item, index) => ({ item, index }));
  const notAiring = indexed.filter(({ item }) => !item.nextAiring).map(({ item }) => item);
  const airing = indexed
    .filter(({ item }) => item.nextAiring)
    .map(({ item, index }) => ({ item, index, points: airingPoints(item, index) }))
    .sort((a, b) => b.points - a.points);
  const important = indexed.filter(({ item, index }) => isImportant(item, index)).length;

  if (important > 3) {
    const airingCount = Math.min(roundUpToColumns(important), airing.length);
    const otherCount = airingCount >= PREVIEW_SIZE ? 0 : roundUpToColumns(PREVIEW_SIZE - airingCount);
    return [
      { kind: 'airing', items: airing.slice(0, airingCount).map(({ item }) => item) },
      { kind: 'progress', items: notAiring.slice(0, otherCount) },
    ].filter((section) => section.items.length > 0) as PreviewSection<T>[];
  }
  const late = airing.slice(0, important).filter(({ index }) => index >= PREVIEW_SIZE);
  const first = items.slice(0, PREVIEW_SIZE - late.length);
  const shown = [...first, ...late.map(({ item }) => item)];
  return shown.length ? [{ kind: 'progress', items: shown }] : [];
}

/**
 * "2d 3h 4m" until the next episode; zero parts left out; 'Recently aired' at or below 0.
 * Minutes are rounded, and 60 minutes carry into the hours, 24 hours into the days.
 */
export function countdownText(seconds: number): string {
  if (seconds <= 0) return RECENTLY_AIRED;
  let days = Math.floor(seconds / DAY);
  let rest = seconds - days * DAY;
  let hours = Math.floor(rest / HOUR);
  rest -= hours * HOUR;
  let minutes = Math.round(rest / MINUTE);
  if (minutes === 60) {
    minutes = 0;
    hours += 1;
  }
  if (hours === 24) {
    hours = 0;
    days += 1;
  }
  const parts = [days ? `${days}d` : '', hours ? `${hours}h` : '', minutes ? `${minutes}m` : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : '0m';
}

/** Aired episodes not yet seen (the red accent and "N episodes behind"); 0 when caught up. */
export function episodesBehind(progress: number | null, next: NextAiring | null): number {
  if (!next) return 0;
  return Math.max(0, next.episode - 1 - (progress ?? 0));
}

export function behindText(behind: number): string {
  return `${behind} episode${behind === 1 ? '' : 's'} behind`;
}

/** AniList's card line: "Progress: N/M", or "Progress: N" without a known total. */
export function progressText(progress: number, total: number | null): string {
  return total ? `Progress: ${progress}/${total}` : `Progress: ${progress}`;
}

export interface PlusOneEntry {
  id: number;
  progress: number | null;
  status: string | null;
  /** the episode total; null when unknown */
  episodes: number | null;
}

export interface PlusOneSave {
  id: number;
  progress: number;
  status?: 'COMPLETED';
  completedAt?: { year: number; month: number; day: number };
}

/**
 * What a +1 saves (spec doc 3 §4): progress + 1; reaching the total also sets COMPLETED with
 * today's UTC date, except for a rewatch (REPEATING), which gets no date. Without a known total
 * only the progress moves. Progress never passes a known total.
 */
export function plusOneSave(entry: PlusOneEntry, today: Date): PlusOneSave {
  const current = entry.progress ?? 0;
  const total = entry.episodes && entry.episodes > 0 ? entry.episodes : null;
  const progress = total === null ? current + 1 : Math.min(current + 1, total);
  if (total === null || progress < total) return { id: entry.id, progress };
  const save: PlusOneSave = { id: entry.id, progress, status: 'COMPLETED' };
  if (entry.status !== 'REPEATING') {
    save.completedAt = { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() };
  }
  return save;
}
