/**
 * Builds the context a module's run() gets for one visit: its signal, and helpers that tie what
 * the module registers to that signal and route the errors of its callbacks to `onError`.
 */
import type { ModuleContext, SiteUser } from './module';
import type { PageParams } from './pageTypes';
import { attachContainer, listen, mount, observe } from './dom';
import { guarded, type ErrorSink, type Guard } from './guard';
import { after, every } from './timers';

export interface VisitFacts {
  readonly url: URL;
  readonly params: PageParams;
  readonly page: string;
  readonly user: SiteUser | null;
  readonly signal: AbortSignal;
  /** The module's failure: reported once, and the visit ended. */
  readonly onError: ErrorSink;
}

export function createModuleContext(facts: VisitFacts): ModuleContext {
  const { signal, onError } = facts;
  const guard: Guard = (callback) => guarded(callback, onError, signal);
  return {
    url: facts.url,
    params: facts.params,
    page: facts.page,
    user: facts.user,
    signal,
    guard,
    mount: (node, container) => mount(node, container, signal, onError),
    listen: (target, type, handler, options) => listen(target, type, guard(handler), signal, options),
    setInterval: (callback, ms) => every(ms, guard(callback), signal),
    setTimeout: (callback, ms) => after(ms, guard(callback), signal),
    observe: (target, init, callback) => observe(target, init, guard(callback), signal),
    attach: (options) => attachContainer({ ...options, signal, onError }),
  };
}
