/** The AniList elements of a profile's overview statistics (host-dom.md §2.4). */

/** The overview tab, watched for AniList's redraws of the boxes. */
export const OVERVIEW = '.overview';

/** A statistics box (anime or manga). */
export const STAT_BOX = '.stats-wrap .stats-wrap';

/** A figure in a box, its value and its label. */
export const STAT = '.stat';
export const VALUE = '.value';
export const LABEL = '.label';

/** The box's milestones bar. */
export const MILESTONES = '.milestones';
