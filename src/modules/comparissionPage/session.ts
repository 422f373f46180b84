/**
 * What the compare page asks of the worker's compare session (src/workers/session/compare.ts).
 * Every call is asynchronous because the session lives in the worker; tests pass a fake with
 * the same shape. Only small values cross: summaries, a window of rows, export files.
 */
import type { CompareOptions, Demand, StatusFilter } from '../../lib/compareOptions';
import type { CompareJsonContext, CompareRowView, CompareSummary, ExportFile } from '../../workers/compare';
import type { AddUserResult, CompareCompatibility, CompareProgress } from '../../workers/session/compare';

export type { AddUserResult, CompareCompatibility, CompareProgress };

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
  /** Each other column against the first; null with fewer than two users. */
  compatibility(): Promise<CompareCompatibility | null>;
  /** Stops loads in flight and drops the lists. */
  close(): void | Promise<void>;
}
