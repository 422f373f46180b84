/**
 * A page whose security policy blocks `eval` (Content-Security-Policy `script-src` without
 * 'unsafe-eval'). A userscript manager injects the top level without eval, so it runs; what
 * cannot run is the code carried as text and compiled on first use (core/chunkLoader.ts: the
 * modules that draw; workers/client.ts: the compute code on the page). The settings panel's code
 * is carried as functions (build/lazyChunks.ts AHEAD_FOLDERS), so it still works.
 *
 * Found out once: one probe per page load, so the browser logs one policy violation, not one per
 * chunk. Told once: one notice on the page and one console report for the whole page load, not
 * one failure (with its "Report it" link) per module.
 */
import { showNotice } from './notice';

/** What the member reads: what the page blocks, and what still works. */
export const EVAL_BLOCKED_TEXT =
  "This page's security policy blocks the code Automail loads on demand (eval), so the parts of Automail that draw on the page cannot run here. " +
  "Still working: the CSS switches, the page fixes built into Automail's start, and Automail's settings panel (Settings → Apps).";

export const EVAL_BLOCKED_NOTICE_ID = 'evalBlocked';

/** Thrown instead of compiling code the page's policy would refuse. */
export class EvalBlockedError extends Error {
  override readonly name = 'EvalBlockedError';
}

let allowed: boolean | null = null;

/** Whether the page lets the script compile code from text; probed once per page load. */
export function evalAllowed(): boolean {
  if (allowed === null) {
    try {
      new Function('');
      allowed = true;
    } catch {
      // Chromium throws an EvalError (and logs the violation); any refusal means the same.
      allowed = false;
    }
  }
  return allowed;
}

/** Throws EvalBlockedError, naming `what`, when the page blocks eval. */
export function requireEval(what: string): void {
  if (!evalAllowed()) throw new EvalBlockedError(`This page's security policy blocks eval: Automail cannot run ${what} here`);
}

let told = false;

/**
 * The one report of a page load whose policy blocks eval: a console group naming the first
 * module it stopped (`log`, the failure report's) and the notice. Later calls do nothing.
 */
export function tellEvalBlocked(log: () => void): void {
  if (told) return;
  told = true;
  log();
  showNotice({ id: EVAL_BLOCKED_NOTICE_ID, text: EVAL_BLOCKED_TEXT });
}

/** For tests: a fresh page load. */
export function resetEvalBlocked(): void {
  allowed = null;
  told = false;
}
