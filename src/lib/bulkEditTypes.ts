/**
 * Bulk edit's shapes (issue 26), apart from its planning (lib/bulkEditPlan.ts, the worker's), so
 * the page's code carries only what it reads.
 */

export const LIST_STATUSES = ['CURRENT', 'PLANNING', 'COMPLETED', 'DROPPED', 'PAUSED', 'REPEATING'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

/** The statuses as AniList's list editor names them (the dry run and the form say these). */
export const STATUS_LABELS: Record<ListStatus, string> = {
  CURRENT: 'Watching / Reading',
  PLANNING: 'Planning',
  COMPLETED: 'Completed',
  DROPPED: 'Dropped',
  PAUSED: 'Paused',
  REPEATING: 'Rewatching / Rereading',
};

/** A date as AniList's FuzzyDate, every part present (null: unknown or cleared). */
export interface DateParts {
  year: number | null;
  month: number | null;
  day: number | null;
}

export const NO_DATE: DateParts = { year: null, month: null, day: null };

/** The fields bulk edit changes and restores, with their values as the list holds them. */
export interface FieldValues {
  status: ListStatus;
  /** In the member's own score format (what edits send). */
  score: number;
  /** On AniList's 100-point scale (what a restore sends, so no rounding of the format loses anything). */
  scoreRaw: number;
  progress: number;
  progressVolumes: number | null;
  repeat: number;
  private: boolean;
  hiddenFromStatusLists: boolean;
  /** The custom lists the entry is on, sorted. */
  customLists: string[];
  /** '' for none. */
  notes: string;
  startedAt: DateParts;
  completedAt: DateParts;
  /** Kept so a deleted entry comes back whole; bulk edit does not change them. */
  priority: number;
  /** Advanced scores by category name. */
  advancedScores: Record<string, number>;
}

export type FieldName = Exclude<keyof FieldValues, 'scoreRaw' | 'priority' | 'advancedScores'>;

/** The order fields are listed in, everywhere. */
export const FIELD_ORDER: readonly FieldName[] = [
  'status', 'score', 'progress', 'progressVolumes', 'repeat', 'private', 'hiddenFromStatusLists',
  'customLists', 'notes', 'startedAt', 'completedAt',
];

/** One list entry as bulk edit sees it. */
export interface EntrySnapshot extends FieldValues {
  entryId: number;
  mediaId: number;
  title: string;
  /** Episodes (anime) or chapters (manga), when AniList knows them: "progress to the total". */
  total: number | null;
}

/** What the member asked for; an absent field is left as it is. */
export interface BulkChange {
  status?: ListStatus;
  score?: number;
  /** A number, or the media's episode or chapter count where AniList knows it. */
  progress?: number | 'total';
  progressVolumes?: number;
  repeat?: number;
  private?: boolean;
  hiddenFromStatusLists?: boolean;
  customLists?: { add: readonly string[]; remove: readonly string[] };
  notes?: { mode: 'append' | 'replace'; text: string };
  /** NO_DATE clears the date. */
  startedAt?: DateParts;
  completedAt?: DateParts;
  /** Deletes the entries instead; every other field is then ignored. */
  delete?: boolean;
}

export type FieldValue = FieldValues[FieldName];

export interface FieldChange {
  field: FieldName;
  from: FieldValue | null;
  to: FieldValue;
}

/**
 * One entry's part of a plan. `update`: these fields of an entry that exists; `delete`: the
 * entry goes; `create`: a deleted entry comes back (a restore). `variables` are the request's,
 * `changes` are what the member is shown and what the list is later compared with.
 */
export interface PlanItem {
  kind: 'update' | 'delete' | 'create';
  entryId: number;
  mediaId: number;
  title: string;
  changes: FieldChange[];
  variables: Record<string, unknown>;
}

/** What a plan comes to, for the dry run's head. */
export interface PlanSummary {
  /** Entries that would change (or go). */
  changing: number;
  /** Selected entries the change leaves exactly as they are. */
  unchanged: number;
  /** How many entries each field changes on. */
  fieldCounts: Partial<Record<FieldName, number>>;
  deleting: number;
  creating: number;
  /** Requests the plan takes. */
  requests: number;
}

/** One request: its operation and the plan items it carries. */
export interface PlanStep {
  operation: 'UpdateMediaListEntries' | 'SaveMediaListEntry' | 'DeleteMediaListEntry';
  items: number[];
  variables: Record<string, unknown>;
}

/** An entry as the backup holds it: every field as it was, and what the edit changes on it. */
export interface BackupEntry {
  entryId: number;
  mediaId: number;
  title: string;
  /** Every field in the file; in a stored job only the changed ones (all for a deleted entry). */
  values: Partial<FieldValues>;
  /** The fields the edit changes, or 'deleted'. */
  changed: FieldName[] | 'deleted';
}

