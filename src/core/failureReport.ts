/**
 * What the user sees when a module breaks: one collapsed console group naming the module, its
 * page and the script version, with a link that opens a prefilled issue on the project's
 * repository. Nothing from the settings goes into it, and any secret passed in (the access
 * token), or anything shaped like a bearer token, is cut out of everything it prints: the link,
 * and the error itself (its message, stack and nested fields; a request's error can hold the
 * headers it was sent with).
 */
import type { VisitPage } from './pages';

/** The project's repository (the userscript's @namespace). */
export const REPOSITORY_URL = 'https://github.com/automail-project/automail';
const NEW_ISSUE_URL = `${REPOSITORY_URL}/issues/new`;
/** Browsers and GitHub refuse very long addresses; a stack's first frames say enough. */
const MAX_STACK_CHARS = 1500;
const MAX_TITLE_CHARS = 120;
const REDACTED = '[redacted]';

export interface FailureReport {
  readonly moduleId: string;
  /** The page detector's name ('any' for modules that run everywhere). */
  readonly page: VisitPage;
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

/**
 * AniList's tokens are JSON Web Tokens (three base64url parts, the first `eyJ`, the encoding of
 * `{"`); an `Authorization: Bearer …` value is a token whatever its shape. Either is cut even when
 * it is not the token this page holds (another account's, a stale one).
 */
const TOKEN_SHAPES = [/\beyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g, /\b(Bearer\s+)[^\s"',;]+/gi];
/** How deep nested fields are followed; deeper ones are not printed at all. */
const MAX_DEPTH = 4;

export function redact(text: string, secrets: readonly string[]): string {
  const cut = secrets.reduce((result, secret) => (secret ? result.split(secret).join(REDACTED) : result), text);
  return TOKEN_SHAPES.reduce((result, shape) => result.replace(shape, (_match, prefix: unknown) => `${typeof prefix === 'string' ? prefix : ''}${REDACTED}`), cut);
}

/** A copy of any value with every string redacted; cycles and depth past MAX_DEPTH end in a marker. */
function redactValue(value: unknown, secrets: readonly string[], seen: Set<object>, depth: number): unknown {
  if (typeof value === 'string') return redact(value, secrets);
  if (typeof value !== 'object' || value === null) return typeof value === 'function' ? '[function]' : value;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[nested]';
  seen.add(value);
  if (value instanceof Error) return redactedError(value, secrets, seen, depth);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, secrets, seen, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    let field: unknown;
    try {
      field = (value as Record<string, unknown>)[key];
    } catch {
      field = '[unreadable]';
    }
    copy[redact(key, secrets)] = redactValue(field, secrets, seen, depth + 1);
  }
  return copy;
}

function redactedError(error: Error, secrets: readonly string[], seen: Set<object>, depth: number): Error {
  const copy = new Error(redact(error.message, secrets));
  copy.name = redact(error.name, secrets);
  copy.stack = typeof error.stack === 'string' ? redact(error.stack, secrets) : undefined;
  const own = copy as unknown as Record<string, unknown>;
  for (const key of Object.keys(error)) {
    if (key === 'message' || key === 'stack' || key === 'name' || key === 'cause') continue;
    own[key] = redactValue((error as unknown as Record<string, unknown>)[key], secrets, seen, depth + 1);
  }
  if (error.cause !== undefined) copy.cause = redactValue(error.cause, secrets, seen, depth + 1);
  return copy;
}

/** What the console gets in place of the thrown value: the same, with every token cut out. */
export function redactedForConsole(error: unknown, secrets: readonly string[]): unknown {
  return redactValue(error, secrets, new Set(), 0);
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

/**
 * Logs the failure as one collapsed group: the error (with its stack) and the report link, both
 * without any token (the raw error is never printed: it may hold one anywhere).
 */
export function logFailure(report: FailureReport, secrets: readonly string[] = [], out: GroupConsole = console, headline = failureHeadline(report)): void {
  out.groupCollapsed(redact(headline, secrets));
  out.error(redactedForConsole(report.error, secrets));
  out.log(`Report it: ${issueUrl(report, secrets)}`);
  out.groupEnd();
}
