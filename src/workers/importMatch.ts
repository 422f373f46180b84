import { distance } from 'fastest-levenshtein';
import mappings from '../data/anime-planet-mappings.json';
import { IMPORT_TEXTS } from '../lib/importReview';
import { toHundredPoint, type ScoreFormat } from '../lib/scores';
import { animePlanetEntryRefusal, ownEntryRefusal, type RefusedEntry } from './importEntryCheck';

// Anime-Planet import (spec doc 3 §4/§5/§8, algorithms.md 1e): read the export file, group the
// table entries, match the rest against search hits by edit distance, and turn the chosen
// matches into save variables. Pure: the searching and saving happen elsewhere.

export type ListType = 'anime' | 'manga';
export type ListStatus = 'CURRENT' | 'PLANNING' | 'COMPLETED' | 'DROPPED' | 'PAUSED' | 'REPEATING';

/** The texts the readers below answer with (lib/importReview.ts: the page shows them too). */
export { IMPORT_TEXTS };

export function wrongUserWarning(fileUser: string, signedInAs: string): string {
  return `List for '${fileUser}' loaded, but currently signed in as '${signedInAs}'. Are you sure this is right?`;
}

export function staleFileWarning(days: number): string {
  return `This list is ${days} days old. Did you upload the right one?`;
}

/** Matches with a larger edit distance start unchecked. */
export const MAX_CHECKED_DISTANCE = 8;
const STALE_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One entry of the Anime-Planet export, as read (every field may be absent). */
export interface AnimePlanetEntry {
  name: string;
  status: string;
  rating: number;
  times: number;
  eps: number;
  ch: number;
  vol: number;
}

export type ParseResult<T> =
  /** refused: entries AniList would refuse, with the reason; they are never sent. */
  | { ok: true; value: T; warnings: string[]; refused: RefusedEntry[] }
  | { ok: false; error: string };

export interface ParseContext {
  /** The import section's list type. */
  listType: ListType;
  /** The signed-in user's name; null skips the name check. */
  signedInAs: string | null;
  /** "Now" in ms, passed in so the age check is testable. */
  now: number;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function num(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : 0;
}

function fileWarnings(fileUser: unknown, fileDate: unknown, ctx: ParseContext): string[] {
  const warnings: string[] = [];
  if (typeof fileUser === 'string' && ctx.signedInAs !== null
    && fileUser.toLowerCase() !== ctx.signedInAs.toLowerCase()) {
    warnings.push(wrongUserWarning(fileUser, ctx.signedInAs));
  }
  if (typeof fileDate === 'string' || typeof fileDate === 'number') {
    const time = new Date(fileDate).getTime();
    const days = (ctx.now - time) / DAY_MS;
    if (Number.isFinite(days) && days > STALE_AFTER_DAYS) warnings.push(staleFileWarning(Math.round(days)));
  }
  return warnings;
}

/** Read an Anime-Planet export file. Anything unusable stops cleanly with the spec's error text. */
export function parseAnimePlanetExport(text: string, ctx: ParseContext): ParseResult<AnimePlanetEntry[]> {
  const root = asRecord(parseJson(text));
  if (!root) return { ok: false, error: IMPORT_TEXTS.parseError };
  const exportInfo = asRecord(root.export);
  if (!exportInfo || exportInfo.type !== ctx.listType) return { ok: false, error: IMPORT_TEXTS.wrongList };
  const rawEntries = Array.isArray(root.entries) ? root.entries : [];
  const entries: AnimePlanetEntry[] = [];
  const refused: RefusedEntry[] = [];
  rawEntries.forEach((raw, index) => {
    const entry = asRecord(raw) ?? {};
    const refusal = animePlanetEntryRefusal(entry);
    if (refusal !== null) {
      refused.push({ title: typeof entry.name === 'string' && entry.name.trim() !== '' ? entry.name : entryLabel(index), reason: refusal });
      return;
    }
    entries.push({
      name: entry.name as string,
      status: typeof entry.status === 'string' ? entry.status : '',
      rating: num(entry.rating),
      times: num(entry.times),
      eps: num(entry.eps),
      ch: num(entry.ch),
      vol: num(entry.vol),
    });
  });
  return { ok: true, value: entries, warnings: fileWarnings(asRecord(root.user)?.name, exportInfo.date, ctx), refused };
}

/** How the plan names an entry without a usable title: its place in the file. */
function entryLabel(index: number): string {
  return `entry ${index + 1} of the file`;
}

// ---- statuses ----

const STATUS_MAP: Readonly<Record<string, ListStatus>> = {
  'want to watch': 'PLANNING',
  'want to read': 'PLANNING',
  watching: 'CURRENT',
  reading: 'CURRENT',
  watched: 'COMPLETED',
  read: 'COMPLETED',
  stalled: 'PAUSED',
  dropped: 'DROPPED',
};
export const SKIPPED_STATUS = "won't watch";

/** The list status for an Anime-Planet status, or null when it is unknown (logged, skipped). */
export function mapStatus(source: string): ListStatus | null {
  return Object.hasOwn(STATUS_MAP, source) ? STATUS_MAP[source] : null;
}

// ---- fixed tables and the import plan ----

const ANTHOLOGIES: Readonly<Record<string, number>> = mappings.anthologies;
const DIRECT_MAPPINGS: Readonly<Record<string, number>> = mappings.titles;

/**
 * One thing to import: a searched title, a title from the direct mapping table, or an
 * anthology (several entries grouped under one media id).
 */
export type ImportItem =
  | { kind: 'search'; name: string; entries: [AnimePlanetEntry] }
  | { kind: 'direct'; name: string; mediaId: number; entries: [AnimePlanetEntry] }
  | { kind: 'anthology'; name: string; mediaId: number; entries: AnimePlanetEntry[] };

export interface ImportPlan {
  items: ImportItem[];
  /** Entries with status "won't watch". */
  skipped: number;
}

/**
 * Split the entries into items. The tables hold anime ids, so they only apply to anime imports
 * (the original also looked them up for manga, where they could only fail).
 */
export function planImport(entries: readonly AnimePlanetEntry[], listType: ListType): ImportPlan {
  const items: ImportItem[] = [];
  const anthologyItems = new Map<number, Extract<ImportItem, { kind: 'anthology' }>>();
  let skipped = 0;
  for (const entry of entries) {
    if (entry.status === SKIPPED_STATUS) {
      skipped++;
      continue;
    }
    const anthologyId = listType === 'anime' && Object.hasOwn(ANTHOLOGIES, entry.name) ? ANTHOLOGIES[entry.name] : null;
    if (anthologyId !== null) {
      const existing = anthologyItems.get(anthologyId);
      if (existing) {
        existing.entries.push(entry);
        existing.name = existing.entries.map((e) => e.name).join(', ');
      } else {
        const item: Extract<ImportItem, { kind: 'anthology' }> = {
          kind: 'anthology', name: entry.name, mediaId: anthologyId, entries: [entry],
        };
        anthologyItems.set(anthologyId, item);
        items.push(item);
      }
      continue;
    }
    if (listType === 'anime' && Object.hasOwn(DIRECT_MAPPINGS, entry.name)) {
      items.push({ kind: 'direct', name: entry.name, mediaId: DIRECT_MAPPINGS[entry.name], entries: [entry] });
      continue;
    }
    items.push({ kind: 'search', name: entry.name, entries: [entry] });
  }
  return { items, skipped };
}

// ---- matching ----

/** A search hit as the import search returns it. */
export interface SearchHit {
  id: number;
  title?: { romaji?: string | null; native?: string | null; english?: string | null } | null;
  synonyms?: ReadonlyArray<string | null> | null;
}

export interface MatchCandidate {
  title: string;
  id: number;
  distance: number;
}

export type DistanceFn = (a: string, b: string) => number;

/**
 * Every title variant of every hit as a candidate, best first (stable: ties keep hit order, and
 * within a hit romaji, native, english, synonyms). The distance function is a parameter only so
 * the benchmark can time a textbook implementation on the same code path.
 */
export function rankCandidates(name: string, hits: readonly SearchHit[], lev: DistanceFn = distance): MatchCandidate[] {
  // The source name is never transformed; only the candidate gets upper- and lower-case variants.
  const threeWay = (source: string, candidate: string) =>
    Math.min(lev(source, candidate), lev(source, candidate.toUpperCase()), lev(source, candidate.toLowerCase()));
  const candidates: MatchCandidate[] = [];
  for (const hit of hits) {
    const romaji = hit.title?.romaji;
    const native = hit.title?.native;
    const english = hit.title?.english;
    if (romaji) candidates.push({ title: romaji, id: hit.id, distance: threeWay(name, romaji) });
    if (native) candidates.push({ title: native, id: hit.id, distance: lev(name, native) });
    if (english) candidates.push({ title: english, id: hit.id, distance: threeWay(name, english) });
    for (const synonym of hit.synonyms ?? []) {
      if (synonym) candidates.push({ title: synonym, id: hit.id, distance: lev(name, synonym) });
    }
  }
  return candidates.sort((a, b) => a.distance - b.distance);
}

/** An item with its best match, ready for the review list. */
export interface ReviewRow {
  item: ImportItem;
  match: MatchCandidate;
  /** Starts checked iff the distance is at most 8. */
  checked: boolean;
}

export interface ReviewList {
  /** Worst matches on top. */
  rows: ReviewRow[];
  /** Searched items without any hit ("no matches"), in arrival order. */
  noMatches: ImportItem[];
}

/** A table item's candidate: the fetched romaji of its fixed id, distance 0. */
export function tableMatch(item: ImportItem, romaji: string): MatchCandidate | null {
  return item.kind === 'search' ? null : { title: romaji, id: item.mediaId, distance: 0 };
}

/**
 * Build the review list from matched items (in arrival order): worst match first, stable, so
 * equal distances keep arrival order. Items without a candidate go to `noMatches` instead of
 * breaking the list.
 */
export function buildReviewList(matched: ReadonlyArray<{ item: ImportItem; candidates: readonly MatchCandidate[] }>): ReviewList {
  const rows: ReviewRow[] = [];
  const noMatches: ImportItem[] = [];
  for (const { item, candidates } of matched) {
    const best = candidates[0];
    if (!best) {
      noMatches.push(item);
      continue;
    }
    rows.push({ item, match: best, checked: best.distance <= MAX_CHECKED_DISTANCE });
  }
  rows.sort((a, b) => b.match.distance - a.match.distance);
  return { rows, noMatches };
}

// ---- saving ----

/**
 * Anime-Planet's 0–5 rating (half steps) in the user's score format. Any other format, the
 * 10-point ones included, gets 2·R: the spec's default, so a format the host adds later still
 * saves a number.
 */
export function importScore(rating: number, format: string): number {
  switch (format) {
    case 'POINT_100':
      return 20 * rating;
    case 'POINT_5':
      return rating === 0.5 ? 1 : Math.floor(rating);
    case 'POINT_3':
      if (rating === 0) return 0;
      if (rating < 2.5) return 1;
      if (rating < 4) return 2;
      return 3;
    default:
      return 2 * rating;
  }
}

export interface SaveVariables {
  mediaId: number;
  status: ListStatus;
  score: number;
  repeat: number;
  progress?: number;
  progressVolumes?: number;
}

const PROGRESS_STATUSES: ReadonlySet<ListStatus> = new Set(['DROPPED', 'PAUSED', 'CURRENT']);

export type SaveResult = { ok: true; variables: SaveVariables } | { ok: false; unknownStatus: string };

/**
 * The mutation variables for one chosen item. Progress is sent only when non-zero; for manga the
 * volumes are sent whenever known (the spec; the original dropped them with zero chapters).
 */
export function saveVariables(item: ImportItem, mediaId: number, listType: ListType, format: ScoreFormat): SaveResult {
  if (item.kind === 'anthology') {
    return { ok: true, variables: { mediaId, status: 'CURRENT', score: 0, repeat: 0, progress: item.entries.length } };
  }
  const entry = item.entries[0];
  const status = mapStatus(entry.status);
  if (!status) return { ok: false, unknownStatus: entry.status };
  const repeat = Math.max(0, entry.times - 1);
  const variables: SaveVariables = {
    mediaId,
    status,
    score: importScore(entry.rating, format),
    repeat: Number.isNaN(repeat) ? 0 : repeat,
  };
  const progress = PROGRESS_STATUSES.has(status) ? (listType === 'anime' ? entry.eps : entry.ch) : 0;
  if (progress) variables.progress = progress;
  if (listType === 'manga' && entry.vol) variables.progressVolumes = entry.vol;
  return { ok: true, variables };
}

// ---- the script's own JSON export ----

export interface OwnExportEntry {
  mediaId: number;
  [field: string]: unknown;
}

export interface OwnExport {
  entries: OwnExportEntry[];
  /** The exporter's score format, when the file names it. */
  scoreFormat: string | null;
}

/**
 * Read the script's own JSON list export. A file of version above 1 must match the chosen list
 * type. Entries that appear in several lists (custom lists) are taken once.
 */
export function parseOwnExport(text: string, listType: ListType, ctx: Omit<ParseContext, 'listType'>): ParseResult<OwnExport> {
  const root = asRecord(parseJson(text));
  if (!root) return { ok: false, error: IMPORT_TEXTS.parseError };
  const version = parseFloat(String(root.version ?? '0'));
  if (version > 1 && String(root.type ?? '').toLowerCase() !== listType) {
    return { ok: false, error: IMPORT_TEXTS.wrongListType };
  }
  const user = asRecord(root.User);
  const options = asRecord(user?.mediaListOptions);
  const seen = new Set<number>();
  const entries: OwnExportEntry[] = [];
  const refused: RefusedEntry[] = [];
  let index = 0;
  for (const list of Array.isArray(root.lists) ? root.lists : []) {
    const listEntries = asRecord(list)?.entries;
    for (const raw of Array.isArray(listEntries) ? listEntries : []) {
      const entry = asRecord(raw) ?? {};
      const refusal = ownEntryRefusal(entry);
      if (refusal !== null) {
        refused.push({ title: ownEntryTitle(entry) ?? entryLabel(index), reason: refusal });
      } else if (!seen.has(entry.mediaId as number)) {
        seen.add(entry.mediaId as number);
        entries.push(entry as OwnExportEntry);
      }
      index++;
    }
  }
  return {
    ok: true,
    value: { entries, scoreFormat: typeof options?.scoreFormat === 'string' ? options.scoreFormat : null },
    warnings: fileWarnings(user?.name, root.timeStamp, { ...ctx, listType }),
    refused,
  };
}

/** The title the export wrote for an entry (romaji first), else null. */
export function ownEntryTitle(entry: Readonly<Record<string, unknown>>): string | null {
  const media = asRecord(entry.media);
  const title = asRecord(media?.title);
  for (const key of ['romaji', 'english', 'native']) {
    const value = title?.[key];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

/** Only entries not already on the user's list are added; existing entries are left untouched. */
export function entriesToAdd<T extends { mediaId: number }>(fileEntries: readonly T[], onListIds: Iterable<number>): T[] {
  const onList = new Set(onListIds);
  return fileEntries.filter((entry) => !onList.has(entry.mediaId));
}

export interface OwnSaveVariables {
  mediaId: number;
  status?: unknown;
  /** In the importer's format, when the file used the same format. */
  score?: number;
  /** On the 100-point scale, when the file's format differs from the importer's. */
  scoreRaw?: number;
  progress?: number;
  progressVolumes?: number;
  repeat?: unknown;
  priority?: unknown;
  notes?: unknown;
  startedAt?: unknown;
  completedAt?: unknown;
}

const COPIED_FIELDS = ['status', 'repeat', 'priority', 'notes', 'startedAt', 'completedAt'] as const;

/**
 * Save variables for one entry of the own export. A score is converted through the 100-point
 * scale when the file was written with another score format. Progress only when non-zero;
 * volumes for manga whenever known.
 */
export function ownSaveVariables(entry: OwnExportEntry, listType: ListType, fileFormat: string | null, userFormat: ScoreFormat): OwnSaveVariables {
  const variables: OwnSaveVariables = { mediaId: entry.mediaId };
  for (const field of COPIED_FIELDS) {
    if (entry[field] !== undefined && entry[field] !== null) variables[field] = entry[field];
  }
  const score = num(entry.score);
  if (score) {
    if (!fileFormat || fileFormat === userFormat) variables.score = score;
    else {
      const hundred = toHundredPoint(score, fileFormat);
      if (hundred !== undefined) variables.scoreRaw = Math.round(hundred);
    }
  }
  const progress = num(entry.progress);
  if (progress) variables.progress = progress;
  const volumes = num(entry.progressVolumes);
  if (listType === 'manga' && volumes) variables.progressVolumes = volumes;
  return variables;
}
