/** The tag blacklist's texts (shown on AniList's pages and in the script's tools). */
export const tagBlacklistStrings = {
  /** The media page banner: "Blacklisted: Gore (rank 85 %), Horror". */
  banner: (matches: string) => `Blacklisted: ${matches}`,
  /** A greyed card's tooltip. */
  cardTitle: (matches: string) => `Blacklisted: ${matches}`,
};
