/**
 * The AniList elements the rebuilt forum preview depends on: the home forum preview (host-dom.md
 * §2.1), `.recent-threads` → `h2.section-header` + `.forum-wrap` → `.thread-card.small`
 * (`a.title`, `.footer` → `a.avatar`, `.name`, `.categories > span > a.category`, `.info`).
 * threadCard in index.tsx draws that card.
 */

/** The home page's forum preview block. */
export const FORUM_BLOCK = '.recent-threads';

/** The block's list of thread cards; AniList's is hidden and ours goes after it. */
export const FORUM_WRAP = '.recent-threads > .forum-wrap';
