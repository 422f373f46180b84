/**
 * The AniList elements the staff role lists depend on: the staff page (host-dom.md §2.12).
 */

/**
 * AniList's role lists: `.media-roles` (production roles) and `.character-roles` (voice roles),
 * which share a parent; our lists go before that parent and these are hidden.
 */
export const NATIVE_ROLES_SELECTOR = '.media-roles, .character-roles';

/** Today's page's own filter bar above the role lists (HEAD), which our filter bar replaces. */
export const NATIVE_FILTERS_SELECTOR = '.filters.container';
