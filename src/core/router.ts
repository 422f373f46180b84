/**
 * The router: follows the address (AniList is a Vue SPA navigating by pushState): through the
 * Navigation API's entry changes where the browser has it, else by the spec's 200 ms poll
 * (core/addressWatch.ts). Each running module has one visit (one
 * AbortController). On an address change a visit goes on only while the same detector matches
 * with equal params (a module without pages always goes on), so a hash or query change does
 * not restart always-on jobs; any other change ends it and starts the module afresh if it
 * matches the new page, is switched on and has what it needs. Switching a setting starts or
 * stops its module at once.
 *
 * One broken module never breaks the others: whatever a module's run() does, sync or async, and
 * every callback it registers through its context (React trees, event handlers, timers,
 * observers) runs inside the module's guard. The first error ends that module's visit and is
 * reported once, naming the module, its page and the script version; the other modules and the
 * router go on.
 */
import type { ModuleDefinition, SiteUser } from './module';
import type { VisitPage } from './pages';
import type { PageParams } from './pageTypes';
import { createModuleContext } from './context';
import { liveDomCounts } from './dom';
import { setVisitSink } from './guard';
import { recordFailure } from './failures';
import { errorMessage, evalBlockedHeadline, logFailure } from './failureReport';
import { EvalBlockedError, tellEvalBlocked } from './evalBlocked';
import { liveTimerCount } from './timers';
import { scriptVersion } from './version';
import { announceRegisteredModules } from './registeredModules';

import { ADDRESS_POLL_MS, watchAddress } from './addressWatch';

export { ADDRESS_POLL_MS };

export interface RouterDeps {
  readonly modules: readonly ModuleDefinition[];
  /** The current settings object (module switches by id, accessToken). */
  getSettings(): object;
  /** Calls the listener after every settings change until the signal aborts. */
  subscribeSettings(listener: () => void, signal?: AbortSignal): unknown;
  getUser(): SiteUser | null;
  /** The address to route on (default: location.href). */
  currentUrl?(): string;
  /** Starts the address poll and returns its stop function (default: core/addressWatch.ts). */
  startPoll?(tick: () => void, ms: number): () => void;
  /**
   * Where module failures are reported (default: recorded for the settings page and logged as
   * one console group with a link to report it).
   */
  reportError?(moduleId: string, error: unknown, where: FailurePlace): void;
  /**
   * A module matched the page and is switched on but lacks what it needs (e.g. the token), so
   * it did not run. Lets the runtime say why (the sign-in notice) instead of staying silent.
   */
  onNeedUnmet?(module: ModuleDefinition): void;
}

/** Where a module failed: its page detector's name and the address path. */
export interface FailurePlace {
  readonly page: VisitPage;
  readonly path: string;
}

export interface ActiveReport {
  /** Ids of the modules running for the current visit. */
  modules: string[];
  timers: number;
  observers: number;
  roots: number;
}

export interface Router {
  start(): void;
  stop(): void;
  /** One poll tick: routes if the address changed since the last tick. */
  check(): void;
  listActive(): ActiveReport;
}

/** The detector name and params a visit began with: the same match keeps it running. */
interface Match {
  readonly page: VisitPage;
  readonly params: PageParams;
}

interface Visit extends Match {
  readonly controller: AbortController;
}


/**
 * The default report; `secrets` are cut out of the report link (the access token). A page that
 * blocks eval stops every module loaded on demand for the same reason: that is one report for
 * the page load (core/evalBlocked.ts), not one failure per module.
 */
function reportFailure(moduleId: string, error: unknown, where: FailurePlace, secrets: readonly string[]): void {
  const report = { moduleId, ...where, version: scriptVersion(), error };
  if (error instanceof EvalBlockedError) {
    tellEvalBlocked(() => logFailure(report, secrets, console, evalBlockedHeadline(report)));
    return;
  }
  recordFailure({ moduleId, ...where, message: errorMessage(error), time: Date.now() });
  logFailure(report, secrets);
}

function sameParams(a: PageParams, b: PageParams): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

function sameMatch(a: Match, b: Match): boolean {
  return a.page === b.page && sameParams(a.params, b.params);
}

function matchPage(module: ModuleDefinition, url: URL): Match | null {
  if (module.pages.length === 0) return { page: 'any', params: {} };
  for (const detector of module.pages) {
    const params = detector.match(url);
    if (params) return { page: detector.name, params };
  }
  return null;
}

export function createRouter(deps: RouterDeps): Router {
  const currentUrl = deps.currentUrl ?? (() => location.href);
  const reportError =
    deps.reportError ??
    ((moduleId: string, error: unknown, where: FailurePlace) => {
      const token = settingOf('accessToken');
      reportFailure(moduleId, error, where, typeof token === 'string' ? [token] : []);
    });
  const visits = new Map<string, Visit>();
  /**
   * Modules that failed, with the match they failed on: not restarted while that match holds
   * (a settings change or a hash change would otherwise start the broken code again at once).
   */
  const failedOn = new Map<string, Match>();
  let lastUrl: string | null = null;
  let stopPoll: (() => void) | null = null;
  let lifetime: AbortController | null = null;
  // The settings page offers only the switches of modules this router runs.
  announceRegisteredModules(deps.modules.map((module) => module.id));

  const settingOf = (id: string): unknown => (deps.getSettings() as Record<string, unknown>)[id];

  function isSwitchedOn(module: ModuleDefinition): boolean {
    return module.alwaysOn === true || settingOf(module.id) === true;
  }

  function needsMet(module: ModuleDefinition): boolean {
    if (module.needs === 'siteLogin') return deps.getUser() !== null;
    if (module.needs === 'token') {
      const token = settingOf('accessToken');
      return typeof token === 'string' && token !== '';
    }
    return true;
  }

  function end(id: string): void {
    const visit = visits.get(id);
    if (!visit) return;
    visits.delete(id);
    visit.controller.abort();
  }

  function fail(module: ModuleDefinition, controller: AbortController, page: VisitPage, error: unknown): void {
    // A rejection caused by our own abort (navigation) is not a failure, and a module that
    // already failed was reported once: its later errors are echoes of the first.
    if (controller.signal.aborted) return;
    const path = lastUrl === null ? '' : new URL(lastUrl).pathname;
    const visit = visits.get(module.id);
    if (visit?.controller === controller) failedOn.set(module.id, visit);
    try {
      reportError(module.id, error, { page, path });
    } finally {
      // Whatever the module registered before failing is released with its signal.
      if (visits.get(module.id)?.controller === controller) end(module.id);
      else controller.abort();
    }
  }

  function begin(module: ModuleDefinition, url: URL, page: VisitPage, params: PageParams): void {
    const controller = new AbortController();
    visits.set(module.id, { controller, page, params });
    const onError = (error: unknown): void => fail(module, controller, page, error);
    // Every helper given this signal now reports to this module (core/guard.ts).
    setVisitSink(controller.signal, onError);
    const ctx = createModuleContext({ url, params, page, user: deps.getUser(), signal: controller.signal });
    try {
      const result = module.run(ctx);
      if (result instanceof Promise) result.catch(onError);
    } catch (error) {
      onError(error);
    }
  }

  /** Starts what should run and stops what should not, for the address last routed. */
  function reconcile(): void {
    if (lastUrl === null) return;
    const url = new URL(lastUrl);
    for (const module of deps.modules) {
      // The switch first: a module that is off needs no page match (the detectors of every
      // registered module on each route were a measurable part of every page's start).
      const match = isSwitchedOn(module) ? matchPage(module, url) : null;
      const applies = match !== null;
      const wanted = applies && needsMet(module);
      if (applies && !wanted) deps.onNeedUnmet?.(module);
      const visit = visits.get(module.id);
      if (visit && !(wanted && match && sameMatch(visit, match))) end(module.id);
      const failed = failedOn.get(module.id);
      if (failed && !(wanted && match && sameMatch(failed, match))) failedOn.delete(module.id);
      if (wanted && match && !visits.has(module.id) && !failedOn.has(module.id)) begin(module, url, match.page, match.params);
    }
  }

  function check(): void {
    const href = currentUrl();
    if (href === lastUrl) return;
    lastUrl = href;
    reconcile();
  }

  return {
    start() {
      if (lifetime) return;
      lifetime = new AbortController();
      deps.subscribeSettings(reconcile, lifetime.signal);
      check();
      stopPoll = deps.startPoll ? deps.startPoll(check, ADDRESS_POLL_MS) : watchAddress(check);
    },
    stop() {
      stopPoll?.();
      stopPoll = null;
      lifetime?.abort();
      lifetime = null;
      for (const id of [...visits.keys()]) end(id);
      failedOn.clear();
      lastUrl = null;
    },
    check,
    listActive() {
      return { modules: [...visits.keys()], timers: liveTimerCount(), ...liveDomCounts() };
    },
  };
}
