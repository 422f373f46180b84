/**
 * The AniList elements the milestones depend on: the profile's stat boxes (host-dom.md §2.3,
 * host-dom-2026.md §2.3), `.stats-wrap .stats-wrap` boxes (anime first, manga second; a
 * manga-only profile has one), each with `.stat` children (`.value` + `.label`), followed by a
 * `.milestones` bar of `.milestone` items (the thresholds: "10 Days", "25 Days", …).
 */

/** One stat box (anime or manga). */
export const STAT_BOX = '.stats-wrap .stats-wrap';

/** One figure of a box, a direct child. */
export const STAT = '.stat';

/** A figure's number. */
export const VALUE = '.value';

/** A figure's label (the box's type is read from its first). */
export const LABEL = '.label';

/** The thresholds bar after a box. */
export const MILESTONES = '.milestones';

/** The profile overview around the boxes, watched for AniList redrawing them. */
export const PROFILE_OVERVIEW = '.overview';
