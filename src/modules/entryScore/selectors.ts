/**
 * The AniList elements the score editor depends on (host-dom.md §2.7, host-dom-2026.md §2.7).
 */

/**
 * The status button: 2026 puts the list block under the cover (`.cover-wrap .list`); the 2020
 * layout has it in `.header .actions .list`. Its `.add` element holds the status label.
 */
export const LIST_ADD = '.header .cover-wrap .list .add, .header .actions .list .add';

/**
 * AniList's own score/notes control beside the status button. When AniList draws one there (it
 * added native notes controls to the media social tab in 2026, host-dom-2026 "API facts"), the
 * editor stays out of its way and draws nothing, or removes itself when it appears later.
 * This is the native element the module checks.
 */
export const NATIVE_SCORE_CONTROL = '.header .cover-wrap .list-score, .header .actions .list-score, .header .cover-wrap .list .score';

/** Where to watch for that native control appearing after the editor drew. */
export const HEADER = '.media .header';
