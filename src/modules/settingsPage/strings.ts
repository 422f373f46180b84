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
