/**
 * The nav's user menu as AniList renders it (host-dom.md §1.2): `.user` holds an Element dropdown
 * whose trigger is `.el-dropdown-link[aria-controls=<menu id>]`.
 */

/** The user area (avatar and menu): arriving in it opens the menu, leaving it closes it. */
export const USER_AREA = '#nav .user';

/** The dropdown's trigger, which the module clicks to open or close the menu. */
export const TRIGGER = '.el-dropdown-link';

/** The dropdown around the trigger, when the trigger names no menu by id. */
export const DROPDOWN = '.el-dropdown';

/** That dropdown's menu. */
export const DROPDOWN_MENU = '.el-dropdown-menu';
