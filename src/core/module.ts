import type { PageDetector, PageParams } from './pageTypes';

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
  /** Name of the page detector that matched. */
  readonly page: string;
  /** The site user, or null for an anonymous visitor. */
  readonly user: SiteUser | null;
  /**
   * Fires when the page match changes (another detector, other params, no match), the module is
   * switched off or what it needs goes away. A module without pages is never ended by navigation.
   */
  readonly signal: AbortSignal;
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
