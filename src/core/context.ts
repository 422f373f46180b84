/**
 * Builds the context a module's run() gets for one visit: its signal, and helpers that tie what
 * the module registers to that signal. The router has named the module behind the signal
 * (core/guard.ts setVisitSink), so the callbacks these helpers run are guarded.
 */
import type { ModuleContext, SiteUser } from './module';
import type { VisitPage } from './pages';
import type { PageParams } from './pageTypes';
import { listen, observe } from './dom';
import { guardFor } from './guard';
import { onSettingsChange } from './settings/store';
import { addStyleWhile } from './styles';
import { after, every } from './timers';

export interface VisitFacts {
  readonly url: URL;
  readonly params: PageParams;
  readonly page: VisitPage;
  readonly user: SiteUser | null;
  readonly signal: AbortSignal;
}

export function createModuleContext(facts: VisitFacts): ModuleContext {
  const { signal } = facts;
  return {
    url: facts.url,
    params: facts.params,
    page: facts.page,
    user: facts.user,
    signal,
    guard: (callback) => guardFor(signal, callback),
    listen: (target, type, handler, options) => listen(target, type, handler, signal, options),
    setInterval: (callback, ms) => every(ms, callback, signal),
    setTimeout: (callback, ms) => after(ms, callback, signal),
    observe: (target, init, callback) => observe(target, init, callback, signal),
    onSettingsChange: (listener) => onSettingsChange(listener, signal),
    addStyle: (id, css) => addStyleWhile(id, css, signal),
  };
}
