/**
 * A named page detector: given the address, returns the route's parameters when it matches,
 * or null. Named so the router, tests and the settings page can talk about pages by name
 * (the refined-github habit). Detectors are pure: no DOM.
 */
import type { PageName } from './pages';

export type PageParams = Record<string, string>;

/**
 * `N`: the detector's name as a literal type. A plain `PageDetector` is one of core/pages.ts's, so
 * the name a visit carries is a `PageName` and a misspelt one does not compile.
 */
export interface PageDetector<N extends string = PageName> {
  readonly name: N;
  match(url: URL): PageParams | null;
}

export function definePage<N extends string>(name: N, match: (url: URL) => PageParams | null): PageDetector<N> {
  return { name, match };
}
