/**
 * The AniList elements the timeline and the arrows use (host-dom.md §2.8, §2.9), and the names
 * of our own containers beside them.
 */

/** The media social tab's list of followed users' progress (host-dom.md §2.8): the timeline goes after it, in its column. */
export const FOLLOWING = '.social .following';

/** A followed user's name in that list: the lookup's suggestions. */
export const FOLLOW_NAME = '.following > .follow .name';

/** The single activity of /activity/{id} (host-dom.md §2.9): the arrows are appended to it. */
export const SINGLE_ACTIVITY = '.activity-entry';

/** Ours: the timeline's container. */
export const TIMELINE_ID = 'activityTimeline';

/** Ours: the arrows' <nav>, and each arrow. */
export const ARROWS_CLASS = 'hohPostLinks';
export const ARROW_CLASS = 'hohPostLink';
