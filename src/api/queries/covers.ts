/** Large covers of a few media at once (the 3x3 collage, for rows whose cover has not loaded). */
export const MEDIA_COVERS = /* GraphQL */ `
query MediaCovers($ids: [Int]) {
  Page(perPage: 50) {
    media(id_in: $ids) { id coverImage { large color } }
  }
}`;

export interface MediaCoversResult {
  Page: {
    media: ({ id: number; coverImage: { large: string | null; color: string | null } | null } | null)[] | null;
  } | null;
}
