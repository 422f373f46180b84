/** The stats tables' own words (the spec quotes none for these controls). */

const STATUS_LABELS: Readonly<Record<string, string>> = {
  COMPLETED: 'Completed',
  CURRENT: 'Current',
  PLANNING: 'Planning',
  PAUSED: 'Paused',
  DROPPED: 'Dropped',
  REPEATING: 'Repeating',
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

export const statsTableStrings = {
  // Progress states: spec doc 2 §8.
  loading: 'Loading...',
  collecting: 'Collecting list data...',
  processing: 'Processing...',
  staffLoading: 'Loading staff...',
  staffFailed: (message: string) => `The staff list could not be loaded: ${message}`,
  private: (name: string) => `${name}'s lists are private.`,
  notFound: (name: string) => `There is no user named ${name}.`,
  failed: (message: string) => `The lists could not be loaded: ${message}`,
  expand: 'Expand',
  collapse: 'Collapse',
  hide: 'Hide',
  show: 'Show',
  searchLabel: (title: string) => `Search ${title}`,
  searchPlaceholder: 'Search: text or /regular expression/',
  invalidPattern: 'Not a valid regular expression: matched as text',
  addTag: 'Add',
  addTagLabel: (title: string) => `Add a site tag to ${title}`,
  addTagPlaceholder: 'Add a site tag',
  exportCsv: 'Export CSV',
  exportJson: 'Export JSON',
  noRows: 'Nothing matches.',
  dot: (count: number, status: string, name: string) => `${count} ${status} in ${name}: show only these`,
};
