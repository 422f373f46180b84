/**
 * The AniList elements the score editor depends on (host-dom.md §2.7, host-dom-2026.md §2.7).
 */

/**
 * The status button: 2026 puts the list block under the cover (`.cover-wrap .list`); the 2020
 * layout has it in `.header .actions .list`. Its `.add` element holds the status label.
 */
export const LIST_ADD = '.header .cover-wrap .list .add, .header .actions .list .add';

/**
 * The native element the module checks: a score/progress readout of AniList's own inside the
 * status block, i.e. a `.score` in `.cover-wrap .list` (2026 layout) or `.actions .list` (2020).
 * Neither host-dom.md nor host-dom-2026.md §2.7 shows one on today's media page (score and
 * progress live in the list editor, `.list-editor-wrap`), but AniList added native notes controls
 * to the social tab in 2026 and themes style a scoped `.score` component (host-dom-2026 §0), so
 * the status block is where a native score would appear. `.list-score` beside the block is kept
 * as a second plausible name. When one is there the editor draws nothing, and it hides itself
 * when one appears later.
 */
export const NATIVE_SCORE_CONTROL = [
  '.header .cover-wrap .list .score',
  '.header .actions .list .score',
  '.header .cover-wrap .list-score',
  '.header .actions .list-score',
].join(', ');

/** Where to watch for that native control appearing after the editor drew. */
export const HEADER = '.media .header';
