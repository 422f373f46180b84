/**
 * The router: polls the address every 200 ms (AniList is a Vue SPA navigating by pushState,
 * and offers no hook a userscript can rely on). Each running module has one visit (one
 * AbortController). On an address change a visit goes on only while the same detector matches
 * with equal params (a module without pages always goes on), so a hash or query change does
 * not restart always-on jobs; any other change ends it and starts the module afresh if it
 * matches the new page, is switched on and has what it needs. Switching a setting starts or
 * stops its module at once.
 */
import type { ModuleContext, ModuleDefinition, SiteUser } from './module';
import type { PageParams } from './pageTypes';
import { liveDomCounts } from './dom';
import { liveTimerCount } from './timers';
import { announceRegisteredModules } from './registeredModules';

export const ADDRESS_POLL_MS = 200;

export interface RouterDeps {
  readonly modules: readonly ModuleDefinition[];
  /** The current settings object (module switches by id, accessToken). */
  getSettings(): object;
  /** Calls the listener after every settings change until the signal aborts. */
  subscribeSettings(listener: () => void, signal?: AbortSignal): unknown;
  getUser(): SiteUser | null;
  /** The address to route on (default: location.href). */
  currentUrl?(): string;
  /** Starts the address poll and returns its stop function (default: setInterval). */
  startPoll?(tick: () => void, ms: number): () => void;
  /** Where module failures are reported (default: console.error). */
  reportError?(moduleId: string, error: unknown): void;
  /**
   * A module matched the page and is switched on but lacks what it needs (e.g. the token), so
   * it did not run. Lets the runtime say why (the sign-in notice) instead of staying silent.
   */
  onNeedUnmet?(module: ModuleDefinition): void;
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

interface Visit {
  readonly controller: AbortController;
  /** The detector name and params the visit began with: the same match keeps it running. */
  readonly page: string;
  readonly params: PageParams;
}

const defaultPoll = (tick: () => void, ms: number): (() => void) => {
  const id = setInterval(tick, ms);
  return () => clearInterval(id);
};

const defaultReport = (moduleId: string, error: unknown): void => {
  console.error(`Automail: module "${moduleId}" failed:`, error);
};

function sameParams(a: PageParams, b: PageParams): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

function matchPage(module: ModuleDefinition, url: URL): { page: string; params: PageParams } | null {
  if (module.pages.length === 0) return { page: 'any', params: {} };
  for (const detector of module.pages) {
    const params = detector.match(url);
    if (params) return { page: detector.name, params };
  }
  return null;
}

export function createRouter(deps: RouterDeps): Router {
  const currentUrl = deps.currentUrl ?? (() => location.href);
  const startPoll = deps.startPoll ?? defaultPoll;
  const reportError = deps.reportError ?? defaultReport;
  const visits = new Map<string, Visit>();
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

  function fail(module: ModuleDefinition, controller: AbortController, error: unknown): void {
    // A rejection caused by our own abort (navigation) is not a failure.
    if (controller.signal.aborted) return;
    reportError(module.id, error);
    // Whatever the module registered before failing is released with its signal.
    if (visits.get(module.id)?.controller === controller) end(module.id);
  }

  function begin(module: ModuleDefinition, url: URL, page: string, params: PageParams): void {
    const controller = new AbortController();
    visits.set(module.id, { controller, page, params });
    const ctx: ModuleContext = {
      url,
      params,
      page,
      user: deps.getUser(),
      signal: controller.signal,
    };
    try {
      const result = module.run(ctx);
      if (result instanceof Promise) result.catch((error: unknown) => fail(module, controller, error));
    } catch (error) {
      fail(module, controller, error);
    }
  }

  /** Starts what should run and stops what should not, for the address last routed. */
  function reconcile(): void {
    if (lastUrl === null) return;
    const url = new URL(lastUrl);
    for (const module of deps.modules) {
      const match = matchPage(module, url);
      const applies = match !== null && isSwitchedOn(module);
      const wanted = applies && needsMet(module);
      if (applies && !wanted) deps.onNeedUnmet?.(module);
      const visit = visits.get(module.id);
      const sameMatch = visit !== undefined && match !== null && visit.page === match.page && sameParams(visit.params, match.params);
      if (visit && !(wanted && sameMatch)) end(module.id);
      if (wanted && match && !visits.has(module.id)) begin(module, url, match.page, match.params);
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
      stopPoll = startPoll(check, ADDRESS_POLL_MS);
    },
    stop() {
      stopPoll?.();
      stopPoll = null;
      lifetime?.abort();
      lifetime = null;
      for (const id of [...visits.keys()]) end(id);
      lastUrl = null;
    },
    check,
    listActive() {
      return { modules: [...visits.keys()], timers: liveTimerCount(), ...liveDomCounts() };
    },
  };
}
