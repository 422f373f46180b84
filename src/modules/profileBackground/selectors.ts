/**
 * The AniList elements the profile background depends on: the profile overview (host-dom.md §2.3).
 */
import { PROFILE_ROOT_CLASS } from '../../lib/cssSanitizer';

/** The profile root whose background is set (host-dom.md §2.3 "inline style.background"). */
export const PROFILE_ROOT = `.${PROFILE_ROOT_CLASS}`;
