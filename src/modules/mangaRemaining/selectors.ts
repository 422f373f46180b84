/**
 * The AniList elements mangaRemaining depends on besides the list page's shared ones
 * (core/selectors.ts `list…`, ui/listPage.ts): a row's title cell and the manga stats overview's
 * highlights (host-dom.md §2.4, §2.5).
 */

/** A list row's title cell (`.title`, its link first); the label goes at its end. */
export const ROW_TITLE = '.title';
/** The stats overview's highlight boxes (`.stats-wrap .highlights .highlight`); our line follows them. */
export const STATS_HIGHLIGHTS = '.stats-wrap .highlights';
