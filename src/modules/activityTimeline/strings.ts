/** What the activity timeline says, in one place. */
export const strings = {
  heading: 'Activity Timeline',
  lookupLabel: 'User',
  lookupPlaceholder: 'User name',
  show: 'Show',
  loading: 'Loading...',
  empty: (name: string) => `No activity by ${name} on this yet`,
  failed: 'Failed to load activity',
  notFound: (name: string) => `${name} does not exist or has a private profile`,
  previous: 'Previous activity',
  next: 'Next activity',
  profile: (name: string) => `${name}'s profile`,
} as const;
