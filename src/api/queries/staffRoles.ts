/**
 * The staff page's role lists (spec doc 3 §7 "Staff(id) staffMedia sorted by popularity and paged
 * by type, and characters sorted by id, with lastPage paging"; entity "Staff media item"). Several
 * pages travel in one request under aliases (p1, p2, …) so a staff member with thousands of roles
 * costs a handful of requests of the rate budget, not one per page.
 */

/** AniList's largest page. */
export const STAFF_ROLES_PER_PAGE = 50;
/** Pages asked for in one request after the first (which tells how many there are). */
export const STAFF_ROLE_PAGES_PER_REQUEST = 6;

/** Everything a role list item shows, filters or sorts by; the viewer's entry needs the token. */
export const STAFF_ROLE_MEDIA_FIELDS = `id type format status popularity averageScore duration episodes chapters volumes genres
  title { romaji english native } coverImage { medium } startDate { year month day } endDate { year month day }
  tags { name }
  mediaListEntry { status progress progressVolumes repeat notes score(format: POINT_100) }`;

export type StaffRoleKind = 'ANIME' | 'MANGA' | 'VOICE';

/** One request for the given pages of one kind of role. */
export function staffRolePagesDocument(kind: StaffRoleKind, pages: readonly number[]): string {
  const parts = pages.map((page) =>
    kind === 'VOICE'
      ? `p${page}: characters(sort: ID, page: ${page}, perPage: ${STAFF_ROLES_PER_PAGE}) { pageInfo { currentPage lastPage } edges { role node { id name { full } image { medium } } media { ${STAFF_ROLE_MEDIA_FIELDS} } } }`
      : `p${page}: staffMedia(type: ${kind}, sort: POPULARITY_DESC, page: ${page}, perPage: ${STAFF_ROLES_PER_PAGE}) { pageInfo { currentPage lastPage } edges { staffRole node { ${STAFF_ROLE_MEDIA_FIELDS} } } }`,
  );
  return `query AutomailStaffRoles($id: Int) {\n  Staff(id: $id) {\n    id\n    ${parts.join('\n    ')}\n  }\n}`;
}

export interface StaffRoleFuzzyDate {
  year?: number | null;
  month?: number | null;
  day?: number | null;
}

export interface StaffRoleMedia {
  id: number;
  type?: 'ANIME' | 'MANGA' | null;
  format?: string | null;
  status?: string | null;
  popularity?: number | null;
  averageScore?: number | null;
  duration?: number | null;
  episodes?: number | null;
  chapters?: number | null;
  volumes?: number | null;
  genres?: (string | null)[] | null;
  title?: { romaji?: string | null; english?: string | null; native?: string | null } | null;
  coverImage?: { medium?: string | null } | null;
  startDate?: StaffRoleFuzzyDate | null;
  endDate?: StaffRoleFuzzyDate | null;
  tags?: ({ name?: string | null } | null)[] | null;
  mediaListEntry?: {
    status?: string | null;
    progress?: number | null;
    progressVolumes?: number | null;
    repeat?: number | null;
    notes?: string | null;
    score?: number | null;
  } | null;
}

export interface StaffRolePageInfo {
  currentPage?: number | null;
  lastPage?: number | null;
}

export interface StaffMediaPage {
  pageInfo?: StaffRolePageInfo | null;
  edges?: ({ staffRole?: string | null; node?: StaffRoleMedia | null } | null)[] | null;
}

export interface StaffCharacterPage {
  pageInfo?: StaffRolePageInfo | null;
  edges?: ({
    role?: string | null;
    node?: { id: number; name?: { full?: string | null } | null; image?: { medium?: string | null } | null } | null;
    media?: (StaffRoleMedia | null)[] | null;
  } | null)[] | null;
}

/** The answer: the staff member with each aliased page ('p1', 'p2', …). */
export interface StaffRolePagesResult {
  Staff: ({ id: number } & Record<string, StaffMediaPage | StaffCharacterPage | number | null>) | null;
}
