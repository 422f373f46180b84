/** AniList's /site-stats parts (host-dom.md §2.22). */
import type { RandomPickKind } from '../../api/queries/randomPicks';

/** The six section headings (users, anime, manga, characters, staff, reviews), known by their words. */
export const SECTION_HEADINGS = '.page-content .container section > .heading > h3';
export const HEADING_KINDS: readonly RandomPickKind[] = ['users', 'anime', 'manga', 'characters', 'staff', 'reviews'];
/** A section of the page; the 'Current Activity' block joins their parent. */
export const SECTION = '.page-content .container section';

export const PICK_CLASS = 'hohRandomPick';
export const PICK_STATUS_CLASS = 'hohRandomPickStatus';
export const ACTIVITY_BLOCK_CLASS = 'hohCurrentActivity';
