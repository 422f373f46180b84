import { SIGN_IN_LABEL } from '../../core/messages';

/** Every text of the settings page. Spec-quoted ones are verbatim (spec doc 3 §2). */
export const strings = {
  /** Spec doc 3 §2: "Settings page titled 'Automail Settings'". */
  title: 'Automail Settings',
  allCategories: 'All',
  categoriesLabel: 'Settings categories',
  filterLabel: 'Filter settings',
  filterPlaceholder: 'Type to filter by description or category',
  noMatches: 'No settings match the filter.',
  fadedNote: 'Faded settings have limited function without signing in to the script (see Login).',
  needsSignIn: 'Needs the script sign-in.',
  signInShort: 'Sign in',
  switchesOnly: "Only the switches are offered here: the other settings, lists, colours and the sign-in need the full panel, which this page's policy stops.",
  failedThisLoad: (message: string) => `failed on this page load: ${message}`,

  signInHeading: 'Sign-in',
  signedInText: 'Automail is signed in to your AniList account.',
  signedOutText: 'Sign in with the script to let Automail read your notifications and change your list.',
  signIn: SIGN_IN_LABEL,
  signOut: 'Sign out',

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

  aliasHeading: 'Title aliases',
  aliasLabel: 'Title aliases, one per line',
  aliasHelp: 'Each line is /anime/{id}/alias or /manga/{id}/alias, or a line of CSS starting with css/. Other lines are dropped. Aliases are cut to 100 characters.',
  aliasSave: 'Save aliases',
  aliasSaved: (count: number) => `Saved ${count} ${count === 1 ? 'alias' : 'aliases'}.`,
  aliasDropped: (lines: readonly string[]) =>
    `Dropped ${lines.length} ${lines.length === 1 ? 'line' : 'lines'} that did not follow the rules: ${lines.join(' | ')}`,

  blockHeading: 'Block list',
  blockHelp: 'Hide feed activities by user, status or media id. Set at least one of them.',
  blockUser: 'User',
  blockStatus: 'Status',
  blockMedia: 'Media id',
  blockNone: 'none',
  blockAdd: 'Add rule',
  blockRemove: 'Remove',
  blockEmpty: 'No rules yet.',
  blockRuleText: (user: string | false, status: string | false, media: number | false) =>
    [user !== false ? `user ${user}` : '', status !== false ? `status ${status}` : '', media !== false ? `media ${media}` : '']
      .filter((part) => part !== '')
      .join(', '),

  profileBackgroundHeading: 'Your profile background',
  customCssHeading: 'Your custom profile CSS',

  coloursHeading: 'Notification colours',
  coloursHelp: 'Colour of each notification type in the notification list and pie. Suppressed types do not light up the notification dot.',
  colourCustom: 'Custom',
  suppress: 'Suppress',
  suppressLabel: (type: string) => `Suppress ${type}`,
} as const;
