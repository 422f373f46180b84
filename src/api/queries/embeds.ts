/** The media embed query (spec doc 3 §7 "Media"): what a media card in members' writing shows. */
import type { MediaFormat, MediaStatus, MediaTitle, MediaType } from './types';

export const EMBED_MEDIA = /* GraphQL */ `
query EmbedMedia($ids: [Int], $perPage: Int) {
  Page(page: 1, perPage: $perPage) {
    media(id_in: $ids) {
      id
      type
      title { romaji english native }
      coverImage { medium color }
      genres
      format
      status
      season
      meanScore
      averageScore
      startDate { year }
    }
  }
}`;

export interface EmbedMedia {
  id: number;
  type: MediaType | null;
  title: MediaTitle | null;
  coverImage: { medium: string | null; color: string | null } | null;
  genres: (string | null)[] | null;
  format: MediaFormat | null;
  status: MediaStatus | null;
  season: string | null;
  meanScore: number | null;
  averageScore: number | null;
  startDate: { year: number | null } | null;
}

export interface EmbedMediaResult {
  Page: { media: (EmbedMedia | null)[] | null } | null;
}
