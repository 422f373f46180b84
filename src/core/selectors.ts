/**
 * Every AniList selector the runtime depends on, with the pages where it must match (the
 * refined-github habit). When AniList changes a page, this one file changes; an end-to-end
 * test visits the simulator's pages and checks each entry against `mustMatchOn`.
 * Sources: host-dom.md §0–§2 and host-dom-2026.md §1.
 */
import type { PageName } from './pages';

export interface SelectorEntry {
  readonly selector: string;
  /** Pages (by detector name) on which the selector must find at least one element. */
  readonly mustMatchOn: readonly PageName[];
  /** Only present for a signed-in visitor (e.g. the nav profile link). */
  readonly signedInOnly?: boolean;
  readonly why: string;
}

export const selectors = {
  /**
   * The nav's own-profile link, `/user/<name>/` with a trailing slash (host-dom §1.2; still in
   * today's nav per host-dom-2026 §1.1). The user name sits between "/user/" and the last "/".
   */
  navProfileLink: {
    selector: '#nav .links a.link[href^="/user/"]',
    mustMatchOn: ['home', 'user', 'media', 'settingsApps'],
    signedInOnly: true,
    why: 'who is signed in to AniList',
  },
  /** The nav root; present on every page (host-dom §1.2, 2026 §1.1 `div#nav.nav.nav-unscoped`). */
  nav: {
    selector: '#nav.nav',
    mustMatchOn: ['home', 'user', 'media', 'settingsApps', 'search', 'forum'],
    why: 'nav-level modules anchor here',
  },
  /** Settings pages' content area; the settings panel is appended here, no wait (host-dom §2.17). */
  settingsContent: {
    selector: '.settings.container > .content',
    mustMatchOn: ['settingsApps'],
    why: 'the Automail settings panel lives here',
  },
  /** 2020 ad slots (host-dom §1.1); unconfirmed today, so they must match nowhere in particular. */
  adWrapper: {
    selector: '.sense-wrap',
    mustMatchOn: [],
    why: 'removed every 2 s by the ad cleanup',
  },
  /** Links opening in a new tab (host-dom §0: rendered markdown links carry rel="noopener noreferrer"). */
  newTabLink: {
    selector: 'a[target="_blank"], a[rel="noopener noreferrer"]',
    mustMatchOn: [],
    why: 'checked every 2 s against the blocked link hosts',
  },
  /**
   * The page frame's content column, under the nav and above the footer (host-dom §0, §1): what
   * AniList's router replaces on each route, so modules that follow content added late watch it.
   */
  pageContent: {
    selector: '.page-content',
    mustMatchOn: ['home', 'user', 'media', 'search', 'forum'],
    why: 'where late content arrives (hideLikes, SFWmode, reviewConfidence, enumerateSubmissionStaff, browse cards)',
  },
  /** The client-side not-found page's message element (host-dom §2.21). */
  notFoundMessage: {
    selector: '.not-found',
    mustMatchOn: ['notFound'],
    why: 'explanations for hidden users and media are written here',
  },
} as const satisfies Record<string, SelectorEntry>;

export type SelectorName = keyof typeof selectors;
