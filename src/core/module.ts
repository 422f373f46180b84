import type { Guard } from './guard';
import type { VisitPage } from './pages';
import type { PageDetector, PageParams } from './pageTypes';
import type { Settings } from './settings/types';

/**
 * What a module needs before it can run:
 * - 'none': runs for everyone, anonymous visitors included;
 * - 'siteLogin': the visitor is signed in to AniList itself (nav profile link or stored auth);
 * - 'token': the script holds its own access token (implicit-grant sign-in).
 */
export type ModuleNeeds = 'none' | 'siteLogin' | 'token';

/** The signed-in AniList user as the script knows them. */
export interface SiteUser {
  name: string;
  id?: number;
  donatorTier?: number;
  titleLanguage?: string;
}

/** Everything a module's run() receives for one page visit. */
export interface ModuleContext {
  /**
   * The address this visit started at. The visit outlives address changes that keep the same
   * detector and params (a hash, an unrelated query), so read `location` for those.
   */
  readonly url: URL;
  /** Parameters of the page detector that matched (e.g. {user, type}). */
  readonly params: PageParams;
  /**
   * Name of the page detector that matched ('any' for a module without pages); compare it with the
   * detector's own: `ctx.page === pages.activity.name`.
   */
  readonly page: VisitPage;
  /** The site user, or null for an anonymous visitor. */
  readonly user: SiteUser | null;
  /**
   * Fires when the page match changes (another detector, other params, no match), the module is
   * switched off or what it needs goes away. A module without pages is never ended by navigation.
   */
  readonly signal: AbortSignal;
  /*
   * The guarded helpers. An exception in a callback given through them (or the rejection of the
   * promise it returns) is reported once, naming the module, and stops the module for this visit:
   * its signal aborts, so everything below is released. Other modules go on. Callbacks never run
   * after the signal aborted. Helpers that take the visit's signal (ui/mount.tsx `mount`,
   * core/dom.ts `attachContainer`, `observe`, `listen`, core/timers.ts `every`, `after`,
   * core/settings/store.ts `onSettingsChange`) guard their callbacks the same way: the signal
   * names the module.
   */
  /** Wraps any other callback the module hands to the page (a promise's then, a library hook). */
  readonly guard: Guard;
  /** addEventListener, removed on abort. */
  listen<E extends Event = Event>(target: EventTarget, type: string, handler: (event: E) => unknown, options?: AddEventListenerOptions): void;
  /** Calls `callback` every `ms` until abort. */
  setInterval(callback: () => unknown, ms: number): void;
  /** Calls `callback` once after `ms`, unless the visit ends first. */
  setTimeout(callback: () => unknown, ms: number): void;
  /** A MutationObserver on `target`, disconnected on abort. */
  observe(target: Node, init: MutationObserverInit, callback: (records: MutationRecord[]) => unknown): void;
  /**
   * Calls `listener(next, previous)` after every settings change (this tab's, another tab's, the
   * settings page's), unsubscribed on abort. Helpers given only the signal use core/settings/store.ts
   * `onSettingsChange(listener, signal)`, which this is.
   */
  onSettingsChange(listener: (next: Settings, previous: Settings) => unknown): void;
  /**
   * A stylesheet in <head> under `id` (one with that id is replaced), removed on abort. Helpers
   * given only a signal use core/styles.ts `addStyleWhile(id, css, signal)`, which this is.
   */
  addStyle(id: string, css: string): void;
}

export interface ModuleDefinition {
  /** The settings id (spelling as in the spec); always-on modules use their own id. */
  readonly id: string;
  /** Where it runs. An empty list means every page. */
  readonly pages: readonly PageDetector[];
  readonly needs: ModuleNeeds;
  /** True for behaviour the spec gives no switch (link cleanup, ad removal, 404 texts). */
  readonly alwaysOn?: boolean;
  run(ctx: ModuleContext): void | Promise<void>;
}

export function defineModule(definition: ModuleDefinition): ModuleDefinition {
  return definition;
}

export type { PageDetector, PageParams };
