/**
 * The AniList elements the adult embed cards depend on (host-dom.md §1.5 and §3.2 "adult embeds").
 */

/** The Vue app's root, watched for embeds arriving (the document's body when it is missing). */
export const APP_ROOT = '#app';

/** An embed of a media in rendered markdown; AniList leaves it empty when the media is adult. */
export const MEDIA_EMBED = 'a.media-embed[data-media-id][data-media-type]';
