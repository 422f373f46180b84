interface DurationUnit {
  seconds: number;
  long: string;
  short: string;
}

const DAY = 86400;

/** Largest first. Month and minute share the short name "m", as the stats tables always had. */
const UNITS: readonly DurationUnit[] = [
  { seconds: 365 * DAY, long: 'year', short: 'y' },
  { seconds: 30 * DAY, long: 'month', short: 'm' },
  { seconds: 7 * DAY, long: 'week', short: 'w' },
  { seconds: DAY, long: 'day', short: 'd' },
  { seconds: 3600, long: 'hour', short: 'h' },
  { seconds: 60, long: 'minute', short: 'm' },
  { seconds: 1, long: 'second', short: 's' },
];

export type DurationStyle = 'short' | 'long';

/**
 * Rounds on the geometric mean of the two neighbouring integers: 2.44 → 2 but 2.45 → 3
 * (√6 ≈ 2.449). Values under 1 round normally.
 */
export function roundGeometric(x: number): number {
  if (x < 1) return Math.round(x);
  const low = Math.floor(x);
  const high = Math.ceil(x);
  return x > Math.sqrt(low * high) ? high : low;
}

function label(count: number, unit: DurationUnit, style: DurationStyle): string {
  if (style === 'short') return `${count}${unit.short}`;
  return `${count} ${unit.long}${count === 1 ? '' : 's'}`;
}

/**
 * A duration in seconds as the stats tables show it: the largest unit that fits at least once,
 * e.g. "3d"; when it fits exactly once, also the rest in the next unit down, e.g. "1h 30m".
 * Negative or non-finite input reads as 0.
 */
export function formatDuration(seconds: number, style: DurationStyle = 'short'): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  for (let i = 0; i < UNITS.length - 1; i++) {
    const unit = UNITS[i];
    const value = total / unit.seconds;
    if (value < 1) continue;
    if (Math.floor(value) > 1) return label(roundGeometric(value), unit, style);
    const next = UNITS[i + 1];
    const rest = roundGeometric((total - unit.seconds) / next.seconds);
    // "1h 60m" would be nonsense: a rest that rounds up to a whole unit makes it 2 units.
    if (rest * next.seconds >= unit.seconds) return label(2, unit, style);
    if (rest >= 1) return `${label(1, unit, style)} ${label(rest, next, style)}`;
    return label(1, unit, style);
  }
  return label(roundGeometric(total), UNITS[UNITS.length - 1], style);
}

/**
 * A time column's text from minutes: "-" for nothing, else the stats tables' duration ("45m",
 * "1w 1d"), so "Genres & Tags" and More stats write time the same way.
 */
export function formatMinutes(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return '-';
  return formatDuration(minutes * 60, 'short');
}
