/** AniList's elements the timeline and the arrows use (host-dom.md §2.8, §2.9). */
export const FOLLOWING = '.social .following';
export const FOLLOW_NAME = '.following > .follow .name';
export const SINGLE_ACTIVITY = '.activity-entry';
export const TIMELINE_ID = 'activityTimeline';
export const ARROWS_CLASS = 'hohPostLinks';
export const ARROW_CLASS = 'hohPostLink';
