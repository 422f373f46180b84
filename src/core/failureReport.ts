/**
 * What the user sees when a module breaks: one collapsed console group naming the module, its
 * page and the script version, with a link that opens a prefilled issue on the project's
 * repository. Nothing from the settings goes into it, and any secret passed in (the access
 * token) is cut out of the error text should it ever appear there.
 */

/** The project's repository (the userscript's @namespace). */
export const REPOSITORY_URL = 'https://github.com/automail-project/automail';
const NEW_ISSUE_URL = `${REPOSITORY_URL}/issues/new`;
/** Browsers and GitHub refuse very long addresses; a stack's first frames say enough. */
const MAX_STACK_CHARS = 1500;
const MAX_TITLE_CHARS = 120;
const REDACTED = '[redacted]';

export interface FailureReport {
  readonly moduleId: string;
  /** The page detector's name. */
  readonly page: string;
  /** The address path (no query, no hash). */
  readonly path: string;
  readonly version: string;
  readonly error: unknown;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

function errorStack(error: unknown): string {
  return error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
}

function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce((result, secret) => (secret ? result.split(secret).join(REDACTED) : result), text);
}

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** One line for the console and the issue: which module, where, which version. */
export function failureHeadline(report: FailureReport): string {
  return `Automail ${report.version}: module "${report.moduleId}" failed on ${report.page} (${report.path}) and is stopped until the page changes`;
}

/** The headline of the one report of a page load whose policy blocks eval (core/evalBlocked.ts). */
export function evalBlockedHeadline(report: FailureReport): string {
  return `Automail ${report.version}: this page's security policy blocks eval, so the modules Automail loads on demand cannot run on this page (the first was "${report.moduleId}" on ${report.page} (${report.path})); the CSS switches, the modules of the script's start and the settings panel still work`;
}

/** The prefilled new-issue address for a failure. */
export function issueUrl(report: FailureReport, secrets: readonly string[] = []): string {
  const message = redact(errorMessage(report.error), secrets);
  const stack = shorten(redact(errorStack(report.error), secrets), MAX_STACK_CHARS);
  const title = shorten(`Module "${report.moduleId}" failed on ${report.page}: ${message}`, MAX_TITLE_CHARS);
  const body = [
    `Module: ${report.moduleId}`,
    `Page: ${report.page} (${redact(report.path, secrets)})`,
    `Script version: ${report.version}`,
    `Error: ${message}`,
    '',
    'Stack:',
    '```',
    stack || '(none)',
    '```',
    '',
    'What I was doing:',
    '',
  ].join('\n');
  return `${NEW_ISSUE_URL}?${new URLSearchParams({ title, body })}`;
}

export type GroupConsole = Pick<Console, 'groupCollapsed' | 'error' | 'log' | 'groupEnd'>;

/** Logs the failure as one collapsed group: the error (with its stack) and the report link. */
export function logFailure(report: FailureReport, secrets: readonly string[] = [], out: GroupConsole = console, headline = failureHeadline(report)): void {
  out.groupCollapsed(headline);
  out.error(report.error);
  out.log(`Report it: ${issueUrl(report, secrets)}`);
  out.groupEnd();
}
