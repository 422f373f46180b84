/**
 * The AniList elements the compare table and the profile's Compatibility button sit beside
 * (host-dom.md §2.3, §2.4; host-dom-2026.md §2.3).
 */

/** AniList's own compare block on /user/{name}/animelist/compare, when it renders one: hidden while ours is shown. */
export const NATIVE_COMPARE_SELECTOR = '.compare';

/** The list the compare block belongs to: ours goes after it when there is no compare block. */
export const NATIVE_LIST_SELECTOR = '.medialist';

/** The profile's stat boxes (`.overview > .section .stats-wrap`): the Compatibility button goes after them. */
export const PROFILE_STATS_SELECTOR = '.overview .section > .stats-wrap';
