// The simulator's own site stylesheet, written from the structure AniList's pages have
// (host-dom.md, host-dom-2026.md) and split by page area; colours come from theme.ts.
import { BASE_CSS } from './css/base.ts';
import { CHROME_CSS } from './css/chrome.ts';
import { FEED_CSS } from './css/feed.ts';
import { LISTS_CSS } from './css/lists.ts';
import { MEDIA_CSS } from './css/media.ts';
import { PAGES_CSS } from './css/pages.ts';
import { USER_CSS } from './css/user.ts';

export const SITE_CSS = [BASE_CSS, CHROME_CSS, FEED_CSS, USER_CSS, LISTS_CSS, MEDIA_CSS, PAGES_CSS].join('');
