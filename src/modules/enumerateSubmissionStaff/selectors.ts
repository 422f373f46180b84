/** The AniList elements of the submission form's staff rows (host-dom.md §2.19 edit and submission pages). */

/** The image cell of each staff row, numbered by the module. */
export const STAFF_IMAGE_SELECTOR = '.staff-row .col > .image';

/** The block of staff rows (or the form around them), watched for rows added and removed. */
export const STAFF_ROWS_BLOCK = '.staff-rows, form';

/** The page's content column, when neither is found. */
export const PAGE_CONTENT = '.page-content';
