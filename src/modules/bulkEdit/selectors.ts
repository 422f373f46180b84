/** AniList's selectors bulk edit reads beyond core/selectors.ts's list entries. */

/** A list row's title cell (host-dom.md §2.4: `.entry.row > .title`); the row's checkbox goes first in it. */
export const ROW_TITLE_CELL = ':scope > .title';
