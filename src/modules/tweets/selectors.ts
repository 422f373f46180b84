/**
 * The AniList elements tweet embeds depend on (host-dom.md §2.2 markdown links, §1.4 the theme
 * class on body).
 */

/** The app's root, watched for writing that arrives late. */
export const APP_ROOT = '#app';

/** A link in members' writing to twitter.com; which of them are tweets is lib/tweetLinks.ts'. */
export const MARKDOWN_TWITTER_LINK = '.markdown a[href^="https://twitter.com/"]';

/** The body class of the dark theme (a class name, not a selector: read with classList). */
export const DARK_THEME_CLASS = 'site-theme-dark';
