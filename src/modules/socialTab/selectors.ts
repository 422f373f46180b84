/**
 * AniList's media social tab, host-dom.md §2.8 and host-dom-2026.md §2.8 (plus the 2026 notes
 * buttons, host-dom-2026.md "API facts", Automail #322): `.social > .activity-feed + div > h2 +
 * .following`, whose `.follow` rows are [avatar (`data-src`), name, `.status`, AniList's notes
 * button (2026), score span or smiley svg].
 */
/** The social tab's content: the activity feed and the followed users' list. */
export const SOCIAL = '.social';
/** The list of followed users who have the media. */
export const FOLLOWING = '.social .following';
/** One followed user's row in that list. */
export const FOLLOW_ROW = '.follow';
/** A row's avatar (its picture in `data-src` or an inline background). */
export const ROW_AVATAR = '.avatar';
/** A row's user name. */
export const ROW_NAME = '.name';
/** A row's status cell ('Watching', 'Completed', …). */
export const ROW_STATUS = '.status';
/** AniList's own notes button (2026); where it is, the module adds no notes of its own. */
export const NATIVE_NOTES = '.notes:not(.hohSocialNotes)';
/** The score as a smiley icon (the 3-point format). */
export const SMILEY_ICON = 'svg[data-icon="smile"], svg[data-icon="meh"], svg[data-icon="frown"]';
/** AniList's activity feed of the media, first in the tab. */
export const FEED = '.social > .activity-feed';
/** AniList's 'Load more' under its feed. */
export const NATIVE_LOAD_MORE = '.social > .load-more';

/** The module's own classes. */
export const CLASSES = {
  stats: 'hohSocialStats',
  /** on `.following` while the rows are laid out as one table */
  table: 'hohSocialTable',
  rows: 'hohSocialRows',
  hidden: 'hohSocialHidden',
  progress: 'hohSocialProgress',
  repeat: 'hohSocialRepeat',
  notes: 'hohSocialNotes',
  score: 'hohSocialScore',
  feed: 'hohSocialFeed',
  replaced: 'hohReplaceFeed',
  replacedWrap: 'hohReplaceFeedWrap',
} as const;
