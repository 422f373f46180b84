/**
 * AniList's media social tab, host-dom.md §2.8 and host-dom-2026.md §2.8 (plus the 2026 notes
 * buttons, host-dom-2026.md "API facts", Automail #322): `.social > .activity-feed + div > h2 +
 * .following`, whose `.follow` rows are [avatar (`data-src`), name, `.status`, AniList's notes
 * button (2026), score span or smiley svg].
 */
export const SOCIAL = '.social';
export const FOLLOWING = '.social .following';
export const FOLLOW_ROW = '.follow';
export const ROW_AVATAR = '.avatar';
export const ROW_NAME = '.name';
export const ROW_STATUS = '.status';
/** AniList's own notes button (2026); where it is, the module adds no notes of its own. */
export const NATIVE_NOTES = '.notes:not(.hohSocialNotes)';
export const SMILEY_ICON = 'svg[data-icon="smile"], svg[data-icon="meh"], svg[data-icon="frown"]';
export const FEED = '.social > .activity-feed';
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
