/** The AniList elements of the nav's user menu (host-dom.md §1.2; Element UI's dropdown). */

/** The nav's user area (avatar and menu). */
export const USER_AREA = '#nav .user';

/** The element that opens the dropdown. */
export const TRIGGER = '.el-dropdown-link';

/** Element UI's dropdown around the trigger. */
export const DROPDOWN = '.el-dropdown';

/** Its menu. */
export const DROPDOWN_MENU = '.el-dropdown-menu';
