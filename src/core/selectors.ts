/**
 * The AniList selectors of core and of the shared kit (src/ui/, used by several features), with
 * the pages where each must match (the refined-github habit); a feature's own selectors are in its
 * folder's `selectors.ts`. When AniList changes a page, these files change; an end-to-end test
 * visits the simulator's pages and checks each entry here against `mustMatchOn`.
 * Sources: host-dom.md §0–§2 and host-dom-2026.md §0–§2.
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
  /** The nav's user menu (host-dom §1.2, 2026 §1.1 `#nav .user`), where the unread badge sits. */
  navUser: {
    selector: '#nav .user',
    mustMatchOn: ['home', 'user', 'media'],
    signedInOnly: true,
    why: 'the notification pie adds a badge of its own here when AniList shows none',
  },
  /** The nav's unread badge (host-dom §1.2, 2026 §1.1); AniList draws it only while unread > 0. */
  navNotificationDot: {
    selector: '#nav .user .notification-dot',
    mustMatchOn: [],
    why: 'the notification pie draws in it and the unread count is read from it; only while unread > 0',
  },
  /** The narrow layout's unread badge on the hamburger (host-dom-2026 §1.1); only while unread > 0. */
  mobileNotificationDot: {
    selector: '.mobile-nav .hamburger .notification-dot',
    mustMatchOn: [],
    why: 'the notification pie draws in it too; only while unread > 0',
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
    mustMatchOn: ['home', 'user', 'media', 'search', 'forum', 'character', 'userList'],
    why: 'where late content arrives (hideLikes, SFWmode, reviewConfidence, enumerateSubmissionStaff, browse cards)',
  },
  /** The client-side not-found page's message element (host-dom §2.21). */
  notFoundMessage: {
    selector: '.not-found',
    mustMatchOn: ['notFound'],
    why: 'explanations for hidden users and media are written here',
  },

  // The media page's sidebar (ui/sidebarData.ts; MALscore, MALserial, mangaGuess).
  /** The sidebar's data list (host-dom §2.7, 2026 §2.7: `.sidebar > .data`). */
  mediaSidebarData: {
    selector: '.sidebar > .data, .sidebar .data',
    mustMatchOn: ['media'],
    why: 'the MAL score, serialization and chapter guess join its rows',
  },
  /** One row of the sidebar's data list: a `.type` label and a `.value` (host-dom §2.7). */
  mediaDataSet: {
    selector: '.data-set',
    mustMatchOn: ['media'],
    why: 'rows are found by their label, and new rows copy a native one',
  },
  /** A sidebar row's label ("Mean Score", "Status" …; host-dom §2.7). */
  mediaDataSetLabel: {
    selector: '.type',
    mustMatchOn: ['media'],
    why: 'rows are found by this text',
  },
  /** A sidebar row's value (host-dom §2.7). */
  mediaDataSetValue: {
    selector: '.value',
    mustMatchOn: ['media'],
    why: 'the chapter guess goes after the Status value',
  },

  // The search pages' result cards (ui/browseCards.ts; characterFavouriteCount, staffPages).
  /** The search results (host-dom §2.10: `.results.characters`, `.results.staff`; in HEAD `.results.cover`). */
  searchResults: {
    selector: '.results',
    mustMatchOn: ['search'],
    why: 'the favourite counts wait for the results before reading cards',
  },
  /** A character card's link in the results (host-dom §2.10: `/character/{id}`). */
  characterCardLink: {
    selector: '.results a[href^="/character/"]',
    mustMatchOn: ['search'],
    why: "cards are found by their links, so cards and the API's answer pair by id",
  },
  /** A staff card's link in the results (host-dom §2.10: `/staff/{id}`). */
  staffCardLink: {
    selector: '.results a[href^="/staff/"]',
    mustMatchOn: [],
    why: 'as characterCardLink; only on /search/staff, and the check visits /search/characters',
  },
  /** A character result card: `.character` (host-dom §2.10), HEAD's `.staff-card` (§2.10, §8.2). */
  characterCard: {
    selector: '.character, .staff-card',
    mustMatchOn: ['search'],
    why: 'the card that gets the favourite count, around its link',
  },
  /** A staff result card: `.staff` (host-dom §2.10), HEAD's `.staff-card` (§2.10, §8.2). */
  staffCard: {
    selector: '.staff, .staff-card',
    mustMatchOn: [],
    why: 'as characterCard; only on /search/staff, and the check visits /search/characters',
  },

  /** A filter column's links, e.g. the notifications page's (host-dom §2.15, 2026 §2.15: `.group-header + .link`). */
  filterLink: {
    selector: '.link',
    mustMatchOn: ['notifications'],
    why: 'ui/besideFilters.ts reads from them whether the filters are a column or a row',
  },

  // Like buttons (ui/likeTooltips.ts; singleActivityReplyLikes, forumLikes).
  /** The likers in a like button's popover (host-dom-2026 §2.2: `.like-wrap .users .user`). */
  likerTile: {
    selector: '.users .user',
    mustMatchOn: [],
    why: 'the names of up to five likers; only on liked posts',
  },
  /** A like button's count: `.button .count` (host-dom-2026 §2.2; absent at zero), else any `.count` in the button. */
  likeCount: {
    selector: '.button .count, .count',
    mustMatchOn: [],
    why: "how many liked decides between the popover's names and the API; only on liked posts",
  },

  // The list pages (ui/listPage.ts; draw3x3, newChapters, plussMinus, tagIndex, viewAdvancedScores, yearStepper).
  /** The list's root, with the layout (`table`, `compact`, `cards`) and score format as classes (host-dom §2.4). */
  listRoot: {
    selector: '.medialist',
    mustMatchOn: ['userList'],
    why: "the owner's score format is read from its classes",
  },
  /** The filter column (host-dom §2.4). */
  listFiltersWrap: {
    selector: '.medialist .filters-wrap',
    mustMatchOn: ['userList'],
    why: 'modules add their own filter boxes to it',
  },
  /** The list's text filter (host-dom §2.4). */
  listSearch: {
    selector: '.medialist .entry-filter input',
    mustMatchOn: ['userList'],
    why: 'the tag index filters the list through it',
  },
  /** The year slider (host-dom §2.4: `.el-slider[aria-valuemin][aria-valuemax]`). */
  listYearSlider: {
    selector: '.medialist .el-slider',
    mustMatchOn: ['userList'],
    why: 'the year stepper puts its buttons beside it',
  },
  /** The list sections' container (host-dom §2.4: `.lists > .list-wrap`). */
  listSections: {
    selector: '.medialist .lists',
    mustMatchOn: ['userList'],
    why: 'list modules watch it for rows',
  },
  /** A row in every layout: `.entry.row` (table, compact) or `.entry-card` (cards; host-dom §2.4). */
  listRow: {
    selector: '.list-entries > .entry, .list-entries > .entry-card',
    mustMatchOn: ['userList'],
    why: 'list modules mark each row',
  },
  /** A row's element wherever it sits: a node holding one holds rows (host-dom §2.4). */
  listEntry: {
    selector: '.entry, .entry-card',
    mustMatchOn: ['userList'],
    why: 'whether an added node holds rows to open',
  },
  /** A row's title link, `/anime/<id>/<slug>/` (host-dom §2.4). */
  listRowTitleLink: {
    selector: '.title > a',
    mustMatchOn: ['userList'],
    why: "a row's media id and title",
  },
  /** A row's score cell (host-dom §2.4). */
  listRowScore: {
    selector: '.score',
    mustMatchOn: ['userList'],
    why: 'plussMinus puts its buttons there',
  },
  /** A row's cover, an inline background image (host-dom §2.4). */
  listRowCover: {
    selector: '.cover .image',
    mustMatchOn: ['userList'],
    why: "the 3x3 drawing's covers",
  },

  // Favourite buttons (ui/favouriteCount.ts; characterFavouriteCount, staffPages, studioFavouriteCount).
  /** The favourite button of character, staff and studio pages (host-dom §2.11–2.13). */
  favouriteButton: {
    selector: '.favourite',
    mustMatchOn: ['character'],
    why: 'the favourite count goes inside it',
  },
  /** AniList's own count in the favourite button (host-dom §2.11–2.13). */
  favouriteButtonCount: {
    selector: '.favourite .count',
    mustMatchOn: ['character'],
    why: 'when it shows a number ours is not added',
  },
} as const satisfies Record<string, SelectorEntry>;

export type SelectorName = keyof typeof selectors;
