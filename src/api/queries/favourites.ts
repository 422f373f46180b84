/**
 * Favourite counts and the data around them on character, staff and studio pages and on the
 * character and staff search results (spec doc 3 §7 "Character" calls; cache 1 h).
 */

/** Staff search results, by the ids of the cards shown: favourites and their anime/manga/character totals. */
export const STAFF_BROWSE_FAVOURITES = `query AutomailStaffFavourites($ids: [Int]) {
  Page(perPage: 50) {
    staff(id_in: $ids, sort: FAVOURITES_DESC) {
      id favourites
      anime: staffMedia(type: ANIME, perPage: 1) { pageInfo { total } }
      manga: staffMedia(type: MANGA, perPage: 1) { pageInfo { total } }
      characters(perPage: 1) { pageInfo { total } }
    }
  }
}`;

export interface StaffBrowseFavouritesResult {
  Page: {
    staff: ({
      id: number;
      favourites?: number | null;
      anime?: { pageInfo?: { total?: number | null } | null } | null;
      manga?: { pageInfo?: { total?: number | null } | null } | null;
      characters?: { pageInfo?: { total?: number | null } | null } | null;
    } | null)[] | null;
  } | null;
}

/** Character search results, by the ids of the cards shown. */
export const CHARACTER_BROWSE_FAVOURITES = `query AutomailCharacterFavourites($ids: [Int]) {
  Page(perPage: 50) {
    characters(id_in: $ids, sort: FAVOURITES_DESC) { id favourites }
  }
}`;

export interface CharacterBrowseFavouritesResult {
  Page: { characters: ({ id: number; favourites?: number | null } | null)[] | null } | null;
}

export const STAFF_FAVOURITES = `query AutomailStaffFavourite($id: Int) {
  Staff(id: $id) { id favourites }
}`;

export interface StaffFavouritesResult {
  Staff: { id: number; favourites?: number | null } | null;
}

/** A studio's favourites and one page of its main media (for their mean score). */
export const STUDIO_FAVOURITES = `query AutomailStudioFavourites($id: Int, $page: Int) {
  Studio(id: $id) {
    id favourites
    media(isMain: true, page: $page, perPage: 50) { pageInfo { currentPage lastPage } nodes { id meanScore } }
  }
}`;

export interface StudioFavouritesResult {
  Studio: {
    id: number;
    favourites?: number | null;
    media?: { pageInfo?: { currentPage?: number | null; lastPage?: number | null } | null; nodes?: ({ id: number; meanScore?: number | null } | null)[] | null } | null;
  } | null;
}

/** A character's favourites and one page of its media with every voice actor. */
export const CHARACTER_ROLES = `query AutomailCharacterRoles($id: Int, $page: Int) {
  Character(id: $id) {
    id favourites
    media(page: $page, perPage: 50, sort: POPULARITY_DESC) {
      pageInfo { currentPage lastPage }
      edges {
        characterRole
        voiceActors { id siteUrl languageV2 name { full native } image { medium } }
        node { id siteUrl type popularity title { romaji english native } coverImage { medium } }
      }
    }
  }
}`;

export interface CharacterRoleVoiceActor {
  id: number;
  siteUrl?: string | null;
  languageV2?: string | null;
  name?: { full?: string | null; native?: string | null } | null;
  image?: { medium?: string | null } | null;
}

export interface CharacterRoleEdge {
  characterRole?: string | null;
  voiceActors?: (CharacterRoleVoiceActor | null)[] | null;
  node?: {
    id: number;
    siteUrl?: string | null;
    type?: 'ANIME' | 'MANGA' | null;
    popularity?: number | null;
    title?: { romaji?: string | null; english?: string | null; native?: string | null } | null;
    coverImage?: { medium?: string | null } | null;
  } | null;
}

export interface CharacterRolesResult {
  Character: {
    id: number;
    favourites?: number | null;
    media?: { pageInfo?: { currentPage?: number | null; lastPage?: number | null } | null; edges?: (CharacterRoleEdge | null)[] | null } | null;
  } | null;
}
