/**
 * The AniList elements the staff numbering depends on (host-dom.md §2.20, the submission and
 * edit forms).
 */
import { selectors } from '../../core/selectors';

/** Each staff credit row's image link to the staff page; its href says who the row credits. */
export const STAFF_IMAGE_LINK = '.staff-row .col > .image';

/** The block of staff rows, watched for rows added or removed (the form around it otherwise). */
export const STAFF_ROWS = '.staff-rows';

/** The page's content area, watched when the rows sit in neither a `.staff-rows` nor a form. */
export const PAGE_CONTENT = selectors.pageContent.selector;
