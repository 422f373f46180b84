/**
 * The tag blacklist's texts: on AniList's pages, and in its settings editor
 * (settingsPage/TagBlacklistEditor.tsx; kept here, not in the panel's strings, which the start carries).
 */
export const tagBlacklistStrings = {
  /** The media page banner: "Blacklisted: Gore (rank 85 %), Horror". */
  banner: (matches: string) => `Blacklisted: ${matches}`,
  /** A greyed card's tooltip. */
  cardTitle: (matches: string) => `Blacklisted: ${matches}`,

  // The settings editor.
  blacklistHeading: 'Tag blacklist',
  blacklistHelp: 'Media with one of these genres, or one of these tags at its minimum rank or above (AniList ranks how strongly a tag applies, 0-100 %), are hidden or greyed where AniList lists them, and their media pages say so.',
  blacklistEmpty: 'No tags or genres yet.',
  blacklistKind: 'Kind',
  blacklistTag: 'Tag',
  blacklistGenre: 'Genre',
  blacklistName: 'Name',
  blacklistRank: 'Minimum rank (%)',
  blacklistAdd: 'Add',
  blacklistRemove: 'Remove',
  blacklistNoName: 'Type a tag or genre name.',
  blacklistUnknown: (name: string, kind: 'tag' | 'genre') => `AniList has no ${kind} named "${name}".`,
  blacklistDuplicate: (name: string) => `${name} is already on the list.`,
  blacklistNamesFailed: "AniList's tag and genre names could not be loaded, so names are kept as typed: check their spelling.",
  blacklistEntryText: (kind: 'tag' | 'genre', name: string, minRank: number) => (kind === 'tag' ? `Tag: ${name}, rank ${minRank} % or more` : `Genre: ${name}`),
  blacklistModes: 'Blacklisted media are',
  blacklistHide: 'Hidden',
  blacklistGrey: 'Greyed',
  blacklistPlace: {
    browse: 'in browse and search results',
    recommendations: 'in recommendations on media pages',
    home: 'in the home previews',
    autorecs: 'in Autorecs',
    related: 'in related media not on the list',
  } satisfies Record<'browse' | 'recommendations' | 'home' | 'autorecs' | 'related', string>,
};
