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
  loading: 'Loading...',
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
