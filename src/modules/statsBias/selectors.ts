/**
 * statsBias reads none of AniList's elements: it draws inside the place More stats gives it
 * (ui/statsTable/extraTables.ts) in More stats' own view (#hohStats, host-dom.md §2.5). These are
 * its own names.
 */

/** The section the table and its progress line are drawn in. */
export const SECTION_CLASS = 'hohStatsBias';
/** The place's id for More stats (its data-extra attribute). */
export const PLACE_ID = 'bias';
