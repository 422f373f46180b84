// The fields of an import file's entries, checked when the file is read (issue 23 item 7): an
// entry AniList would refuse (a media id of 1.5 or -7, a status that is an object, notes that
// are a list) is listed in the plan with the reason and never sent, so it costs no request.
// Pure: the parsers in importMatch.ts call it.

/** An entry of the file left out of the plan, and why. */
export interface RefusedEntry {
  title: string;
  reason: string;
}

/** AniList's list statuses (schema: MediaListStatus). */
export const LIST_STATUSES: readonly string[] = ['CURRENT', 'PLANNING', 'COMPLETED', 'DROPPED', 'PAUSED', 'REPEATING'];
/** The largest score AniList keeps (the 100-point scale). */
const MAX_SCORE = 100;
/** The fields SaveMediaListEntry takes as whole counts of 0 or more. */
const COUNT_FIELDS = ['progress', 'progressVolumes', 'repeat', 'priority'] as const;
const DATE_FIELDS = ['startedAt', 'completedAt'] as const;

export const REFUSAL_REASONS = {
  mediaId: 'the media id is not a whole number above 0',
  status: `the status is not one of ${LIST_STATUSES.join(', ')}`,
  score: `the score is not a number from 0 to ${MAX_SCORE}`,
  count: (field: string) => `${field} is not a whole number of 0 or more`,
  notes: 'the notes are not text',
  date: (field: string) => `${field} is not a date (year, month and day, each a whole number or empty)`,
  name: 'the entry has no title',
  apStatus: 'the status is not text',
  apRating: 'the rating is not a number from 0 to 5',
} as const;

const isCount = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isAbsent = (value: unknown): boolean => value === undefined || value === null;
/** A number as the file wrote it: a JSON number, or a numeric string (Anime-Planet writes some). */
const asNumber = (value: unknown): number => (typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN);

function isFuzzyDate(value: unknown): boolean {
  if (isAbsent(value)) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  const date = value as Record<string, unknown>;
  const part = (key: string, max: number) => isAbsent(date[key]) || (isCount(date[key]) && (date[key] as number) <= max);
  return part('year', 9999) && part('month', 12) && part('day', 31);
}

/** Why AniList would refuse this entry of the script's own export, or null when it is fine. */
export function ownEntryRefusal(entry: Readonly<Record<string, unknown>>): string | null {
  const { mediaId } = entry;
  if (typeof mediaId !== 'number' || !Number.isInteger(mediaId) || mediaId <= 0) return REFUSAL_REASONS.mediaId;
  if (!isAbsent(entry.status) && !(typeof entry.status === 'string' && LIST_STATUSES.includes(entry.status))) return REFUSAL_REASONS.status;
  if (!isAbsent(entry.score)) {
    const score = asNumber(entry.score);
    if (!Number.isFinite(score) || score < 0 || score > MAX_SCORE) return REFUSAL_REASONS.score;
  }
  for (const field of COUNT_FIELDS) {
    if (!isAbsent(entry[field]) && !isCount(entry[field])) return REFUSAL_REASONS.count(field);
  }
  if (!isAbsent(entry.notes) && typeof entry.notes !== 'string') return REFUSAL_REASONS.notes;
  for (const field of DATE_FIELDS) {
    if (!isFuzzyDate(entry[field])) return REFUSAL_REASONS.date(field);
  }
  return null;
}

/** Why this Anime-Planet entry cannot be imported as written, or null when it is fine. */
export function animePlanetEntryRefusal(entry: Readonly<Record<string, unknown>>): string | null {
  // Anime-Planet leaves a count it does not know empty ("") as often as out.
  const isUnset = (value: unknown) => isAbsent(value) || value === '';
  if (typeof entry.name !== 'string' || entry.name.trim() === '') return REFUSAL_REASONS.name;
  if (!isAbsent(entry.status) && typeof entry.status !== 'string') return REFUSAL_REASONS.apStatus;
  if (!isUnset(entry.rating)) {
    const rating = asNumber(entry.rating);
    if (!Number.isFinite(rating) || rating < 0 || rating > 5) return REFUSAL_REASONS.apRating;
  }
  for (const field of ['times', 'eps', 'ch', 'vol']) {
    if (!isUnset(entry[field]) && !isCount(asNumber(entry[field]))) return REFUSAL_REASONS.count(field);
  }
  return null;
}
