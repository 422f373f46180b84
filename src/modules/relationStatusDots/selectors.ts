/**
 * The AniList elements the status dots depend on: a media overview's relation and
 * recommendation cards (host-dom.md §2.7, host-dom-2026.md §2.7).
 */

/**
 * The covers that get a dot: relation cards (2026: `.media-preview-card`, 2020: plain links in
 * `.relations`) and recommendation cards.
 */
export const DOT_TARGETS = '.relations a.cover[href], .relations > a[href], .recommendation-card a.cover[href]';

/**
 * The native element the module checks: AniList's own list-status marker on a card,
 * `.list-status[status]` (host-dom.md §2.10 and host-dom-2026 §2.10 name it on browse
 * `.media-card`s; neither shows it on relation or recommendation cards today). A card that
 * carries one gets no dot, so the viewer never sees two markers.
 */
export const NATIVE_STATUS_MARKER = '.list-status';

/** A relation or recommendation card around a cover link: where the native marker is looked for. */
export const CARD = '.media-preview-card, .recommendation-card';
