/**
 * The tag blacklist's questions (modules/tagBlacklist, api/mediaTags.ts): the genres and ranked
 * tags of up to 50 media at once, and the names AniList knows (to check what the member types).
 */

/** Genres and tags with their ranks of up to 50 media, by id (one request per batch of cards). */
export const MEDIA_TAG_FACTS = /* GraphQL */ `
query AutomailMediaTags($ids: [Int]) {
  Page(page: 1, perPage: 50) {
    media(id_in: $ids) { id genres tags { name rank } }
  }
}`;

export interface MediaTagFactsResult {
  Page: {
    media: ({ id: number; genres: (string | null)[] | null; tags: ({ name: string; rank: number | null } | null)[] | null } | null)[] | null;
  } | null;
}

/** Every genre and tag name AniList has (the blacklist editor checks names against them). */
export const BLACKLIST_NAMES = /* GraphQL */ `
query AutomailBlacklistNames {
  GenreCollection
  MediaTagCollection { name isAdult }
}`;

export interface BlacklistNamesResult {
  GenreCollection: (string | null)[] | null;
  MediaTagCollection: ({ name: string; isAdult: boolean | null } | null)[] | null;
}
