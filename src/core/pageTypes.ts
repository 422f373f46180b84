/**
 * A named page detector: given the address, returns the route's parameters when it matches,
 * or null. Named so the router, tests and the settings page can talk about pages by name
 * (the refined-github habit). Detectors are pure: no DOM.
 */
export type PageParams = Record<string, string>;

export interface PageDetector {
  readonly name: string;
  match(url: URL): PageParams | null;
}

export function definePage(name: string, match: (url: URL) => PageParams | null): PageDetector {
  return { name, match };
}
