const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

export const JUST_NOW = 'Just now';

/**
 * Each band covers [from, to) seconds and counts whole `size` steps in `unit`.
 * The week band starts at 7 days so that 7 to 13 days read "1 week ago" (singular),
 * the team's decision over the original's "1 weeks ago".
 */
interface Band {
  from: number;
  to: number;
  size: number;
  unit: string;
}

const BANDS: readonly Band[] = [
  { from: 1, to: MINUTE, size: 1, unit: 'second' },
  { from: MINUTE, to: HOUR, size: MINUTE, unit: 'minute' },
  { from: HOUR, to: DAY, size: HOUR, unit: 'hour' },
  { from: DAY, to: WEEK, size: DAY, unit: 'day' },
  { from: WEEK, to: MONTH, size: WEEK, unit: 'week' },
  { from: MONTH, to: YEAR, size: MONTH, unit: 'month' },
  { from: YEAR, to: Infinity, size: YEAR, unit: 'year' },
];

function bandOf(diff: number): Band | null {
  return BANDS.find((band) => diff >= band.from && diff < band.to) ?? null;
}

/**
 * The text for an age of `diffSeconds` whole seconds. Ages of 0 or less (including clock skew
 * that puts a time slightly in the future) read "Just now" rather than "-N seconds ago".
 */
export function relativeTimeText(diffSeconds: number): string {
  const band = bandOf(diffSeconds);
  if (!band) return JUST_NOW;
  const count = Math.floor(diffSeconds / band.size);
  return `${count} ${band.unit}${count === 1 ? '' : 's'} ago`;
}

/** Age in whole seconds, rounding both instants first as the refresher always has. */
export function ageInSeconds(timeMs: number, nowMs: number): number {
  return Math.round(nowMs / 1000) - Math.round(timeMs / 1000);
}

/** Text for a timestamp (ms) seen at `nowMs`. */
export function relativeTimeSince(timeMs: number, nowMs: number): string {
  return relativeTimeText(ageInSeconds(timeMs, nowMs));
}
