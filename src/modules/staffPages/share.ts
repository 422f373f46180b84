/** The staff search cards' anime versus manga share (spec doc 3, /search/staff). */
/** What a staff card's tint says: the share of anime among the staff member's anime and manga works. */
export function animeShare(anime: number, manga: number): number | null {
  return anime + manga > 0 ? anime / (anime + manga) : null;
}

export const shareTitle = (anime: number, manga: number, characters: number) =>
  `${anime} anime, ${manga} manga, ${characters} characters`;
