/**
 * The AniList elements the tag descriptions depend on: the tag-add dialog of the media page
 * (host-dom.md §2.7 "Tag-add dialog"), an Element UI select and dialog.
 */

/** A select's list of options; the tag picker's is the one with more than 205 of them. */
export const PICKER_LIST = '.el-select-dropdown__list';

/** One option of such a list; its first child holds the tag name. */
export const OPTION = '.el-select-dropdown__item';

/** The dialog's body; the description goes into the first one, before its 3rd child. */
export const DIALOG_BODY = '.el-dialog__body';
