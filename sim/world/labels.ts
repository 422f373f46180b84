// The words AniList shows for world values, shared by the API (list group names) and the pages.
import type { MediaFormat, MediaListStatus, MediaStatus, MediaType } from './types.ts';

const FORMAT_LABELS: Record<MediaFormat, string> = {
  TV: 'TV', TV_SHORT: 'TV Short', MOVIE: 'Movie', SPECIAL: 'Special', OVA: 'OVA', ONA: 'ONA',
  MUSIC: 'Music', MANGA: 'Manga', NOVEL: 'Light Novel', ONE_SHOT: 'One Shot',
};

const MEDIA_STATUS_LABELS: Record<MediaStatus, string> = {
  FINISHED: 'Finished', RELEASING: 'Releasing', NOT_YET_RELEASED: 'Not Yet Released',
  CANCELLED: 'Cancelled', HIATUS: 'Hiatus',
};

/** The order AniList lists status sections in when the user's sectionOrder does not say. */
export const LIST_STATUS_ORDER: readonly MediaListStatus[] = ['CURRENT', 'REPEATING', 'COMPLETED', 'PAUSED', 'DROPPED', 'PLANNING'];

/** "TV Short", "Light Novel", … as the media pages print a format. */
export function formatName(format: MediaFormat): string {
  return FORMAT_LABELS[format];
}

export function mediaStatusLabel(status: MediaStatus): string {
  return MEDIA_STATUS_LABELS[status];
}

/** The list-status word AniList shows for an entry ("Watching" on anime, "Reading" on manga). */
export function listStatusLabel(status: MediaListStatus, type: MediaType): string {
  switch (status) {
    case 'CURRENT': return type === 'ANIME' ? 'Watching' : 'Reading';
    case 'REPEATING': return type === 'ANIME' ? 'Rewatching' : 'Rereading';
    case 'PLANNING': return 'Planning';
    case 'COMPLETED': return 'Completed';
    case 'PAUSED': return 'Paused';
    case 'DROPPED': return 'Dropped';
  }
}

/**
 * The status word on a media page's rows of followed users (overview and social tab): AniList
 * writes "Repeating" there for both anime and manga (host-dom.md §2.8), where list sections say
 * "Rewatching" / "Rereading".
 */
export function followStatusLabel(status: MediaListStatus, type: MediaType): string {
  return status === 'REPEATING' ? 'Repeating' : listStatusLabel(status, type);
}

/** The section of a completed entry when the list splits Completed by format: "Completed TV". */
export function completedSectionName(format: MediaFormat | null | undefined): string {
  // List sections use the format's short name; only the media page says "Light Novel".
  const name = format === 'NOVEL' ? 'Novel' : format ? FORMAT_LABELS[format] : '';
  return `Completed ${name}`.trim();
}
