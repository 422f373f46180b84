/**
 * What the compare page asks of the worker's compare session (src/workers/session/compare.ts).
 * Every call is asynchronous because the session lives in the worker; tests pass a fake with
 * the same shape. Only small values cross: summaries, a window of rows, export files.
 */
import type {
  CompareJsonContext,
  CompareOptions,
  CompareRowView,
  CompareSummary,
  Demand,
  ExportFile,
  StatusFilter,
} from '../../workers/compare';
import type { AddUserResult, CompareProgress } from '../../workers/session/compare';

export type { AddUserResult, CompareProgress };

/** Each other column against the first one, over the media both rated (lower is more alike). */
export interface CompareCompatibility {
  readonly base: string;
  readonly results: readonly { readonly name: string; readonly difference: number | null; readonly shared: number }[];
}

export interface ComparePageSession {
  /** Fetches and parses the user's list in the worker (a cached list is reused). */
  addUser(name: string, onProgress?: (stage: CompareProgress) => void): Promise<AddUserResult>;
  removeUser(name: string): Promise<CompareSummary>;
  setOptions(changes: Partial<CompareOptions>): Promise<CompareSummary>;
  setUserFilter(name: string, filter: { demand?: Demand; statusFilter?: StatusFilter }): Promise<CompareSummary>;
  /** The visible rows from `start`, at most `count`. */
  rowWindow(start: number, count: number): Promise<readonly CompareRowView[]>;
  summary(): Promise<CompareSummary>;
  exportCsv(): Promise<ExportFile>;
  exportJson(context: CompareJsonContext): Promise<ExportFile>;
  /** Present once the worker's session offers it (see the report); the page shows it when there. */
  compatibility?(): Promise<CompareCompatibility | null>;
  /** Stops loads in flight and drops the lists. */
  close(): void | Promise<void>;
}
