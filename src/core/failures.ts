/**
 * The modules that failed on this page load, in memory only: the settings page marks them next
 * to their switch. A reload starts with none, as it starts every module afresh.
 */
import type { VisitPage } from './pages';

export interface ModuleFailure {
  readonly moduleId: string;
  /** The page detector's name ('any' for modules that run everywhere). */
  readonly page: VisitPage;
  /** The address path when it failed (never the query or hash: a hash can hold a token). */
  readonly path: string;
  readonly message: string;
  /** Epoch ms. */
  readonly time: number;
}

let failures: readonly ModuleFailure[] = [];
const listeners = new Set<() => void>();

export function recordFailure(failure: ModuleFailure): void {
  failures = [...failures, failure];
  for (const listener of listeners) listener();
}

/** Every failure so far, oldest first; the same array until the next failure. */
export function listFailures(): readonly ModuleFailure[] {
  return failures;
}

/** The latest failure of one module, or undefined. */
export function latestFailure(moduleId: string): ModuleFailure | undefined {
  return failures.findLast((failure) => failure.moduleId === moduleId);
}

/** Calls `listener` after each new failure; returns the unsubscribe function. */
export function subscribeFailures(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: a fresh page load. */
export function clearFailures(): void {
  failures = [];
  for (const listener of listeners) listener();
}
