/**
 * The staff page's filter syntax (spec doc 2 §5 and doc 3 §5, "Staff page filter syntax"):
 * 'key:value' with the keys title-romaji, title-english, title-native, title, format, status,
 * year, genre, tag, role; any other text matches any field. Year is one year or a range
 * 'YYYY-YYYY'. Status words: reading and watching match CURRENT, 'plan to watch' and
 * 'plan to read' match PLANNING. Titles accept regular expressions.
 */
import type { StaffRoleItem } from './items';

export const FILTER_KEYS = ['title-romaji', 'title-english', 'title-native', 'title', 'format', 'status', 'year', 'genre', 'tag', 'role'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const filterErrors = {
  year: (value: string) => `"${value}" is not a year or a range like 1990-1999`,
  regex: (value: string) => `"${value}" is not a valid regular expression`,
  empty: (key: string) => `Nothing to look for after "${key}:"`,
} as const;

export type RoleFilter = (item: StaffRoleItem) => boolean;

export type ParsedFilter = { ok: true; test: RoleFilter | null } | { ok: false; error: string };

/** The viewer's list statuses by the words a user may type (lower case, spaces kept). */
const LIST_STATUS_WORDS: ReadonlyMap<string, string> = new Map([
  ['watching', 'CURRENT'], ['reading', 'CURRENT'], ['current', 'CURRENT'],
  ['plan to watch', 'PLANNING'], ['plan to read', 'PLANNING'], ['planning', 'PLANNING'],
  ['completed', 'COMPLETED'], ['paused', 'PAUSED'], ['dropped', 'DROPPED'],
  ['repeating', 'REPEATING'], ['rewatching', 'REPEATING'], ['rereading', 'REPEATING'],
]);

/** "TV Short", "tv_short", "one shot" → TV_SHORT, ONE_SHOT (AniList's enum spelling). */
function enumWord(value: string): string {
  return value.trim().toUpperCase().replace(/[\s-]+/g, '_');
}

const includes = (haystack: string | null | undefined, needle: string) => !!haystack && haystack.toLowerCase().includes(needle);

function titleTest(value: string, pick: (item: StaffRoleItem) => readonly (string | null)[]): ParsedFilter {
  let pattern: RegExp;
  try {
    pattern = new RegExp(value, 'i');
  } catch {
    return { ok: false, error: filterErrors.regex(value) };
  }
  return { ok: true, test: (item) => pick(item).some((title) => !!title && pattern.test(title)) };
}

/** A year or an inclusive range of years; null when the text is neither. */
export function parseYearRange(value: string): [number, number] | null {
  const match = /^\s*(\d{4})\s*(?:-\s*(\d{4}))?\s*$/.exec(value);
  if (!match) return null;
  const from = Number(match[1]);
  const to = match[2] ? Number(match[2]) : from;
  return from <= to ? [from, to] : [to, from];
}

function statusTest(value: string): RoleFilter {
  const word = value.trim().toLowerCase().replace(/\s+/g, ' ');
  const listStatus = LIST_STATUS_WORDS.get(word);
  if (listStatus) return (item) => item.mine?.status === listStatus;
  // Otherwise the media's own status: releasing, finished, not yet released, cancelled, hiatus.
  const mediaStatus = enumWord(value);
  return (item) => item.status === mediaStatus;
}

/** Any field at all, case-insensitive, as plain text. */
function anyTest(text: string): RoleFilter {
  const needle = text.toLowerCase();
  return (item) =>
    item.titles.some((title) => includes(title, needle)) ||
    includes(item.format, needle) ||
    includes(item.formatLabel, needle) ||
    includes(item.status, needle) ||
    includes(item.mine?.status, needle) ||
    (item.year !== null && String(item.year).includes(needle)) ||
    item.genres.some((genre) => includes(genre, needle)) ||
    item.tags.some((tag) => includes(tag, needle)) ||
    item.roles.some((role) => includes(role, needle)) ||
    includes(item.character?.name, needle);
}

function keyed(key: FilterKey, value: string): ParsedFilter {
  const needle = value.trim().toLowerCase();
  switch (key) {
    case 'title-romaji':
      return titleTest(value.trim(), (item) => [item.titleRomaji]);
    case 'title-english':
      return titleTest(value.trim(), (item) => [item.titleEnglish]);
    case 'title-native':
      return titleTest(value.trim(), (item) => [item.titleNative]);
    case 'title':
      return titleTest(value.trim(), (item) => item.titles);
    case 'format': {
      const wanted = enumWord(value);
      return { ok: true, test: (item) => item.format === wanted };
    }
    case 'status':
      return { ok: true, test: statusTest(value) };
    case 'year': {
      const range = parseYearRange(value);
      if (!range) return { ok: false, error: filterErrors.year(value.trim()) };
      const [from, to] = range;
      return { ok: true, test: (item) => item.year !== null && item.year >= from && item.year <= to };
    }
    case 'genre':
      return { ok: true, test: (item) => item.genres.some((genre) => includes(genre, needle)) };
    case 'tag':
      return { ok: true, test: (item) => item.tags.some((tag) => includes(tag, needle)) };
    case 'role':
      return { ok: true, test: (item) => item.roles.some((role) => includes(role, needle)) };
  }
}

/**
 * The filter typed in the filter bar. Empty text filters nothing (test null). A known key with
 * a value is that key's test; any other text, colons included ("Re:Zero"), matches any field.
 */
export function parseRoleFilter(input: string): ParsedFilter {
  const text = input.trim();
  if (!text) return { ok: true, test: null };
  const match = /^([a-z-]+)\s*:(.*)$/i.exec(text);
  const key = match?.[1].toLowerCase();
  if (match && key && (FILTER_KEYS as readonly string[]).includes(key)) {
    if (!match[2].trim()) return { ok: false, error: filterErrors.empty(key) };
    return keyed(key as FilterKey, match[2]);
  }
  return { ok: true, test: anyTest(text) };
}
