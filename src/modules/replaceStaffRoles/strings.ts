/** The staff role lists' texts ('Loading...' is the spec's progress state, doc 2 §8). */
import type { StaffRoleKind } from '../../api/queries/staffRoles';
import type { StaffSort } from '../../lib/staffSorts';

export const strings = {
  loading: 'Loading...',
  loadingCount: (count: number) => `Loading... ${count.toLocaleString('en-US')} roles`,
  failed: (message: string) => `Automail could not load the roles: ${message}. AniList's own lists are shown.`,
  filter: 'Filter',
  filterHint: 'title:, title-romaji:, title-english:, title-native:, format:, status:, year:1990-1999, genre:, tag:, role:',
  sort: 'Sort',
  count: (shown: number, total: number) => (shown === total ? `${total.toLocaleString('en-US')}` : `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`),
  repeat: (times: number) => `Repeated ${times} ${times === 1 ? 'time' : 'times'}`,
  noMatch: 'No roles match the filter',
} as const;

export const headings: Record<StaffRoleKind, string> = {
  ANIME: 'Anime Staff Roles',
  MANGA: 'Manga Staff Roles',
  VOICE: 'Character Voice Roles',
};

export const sortLabels: Record<StaffSort, string> = {
  alphabetical: 'Alphabetical',
  chronological: 'Chronological',
  popularity: 'Popularity',
  length: 'Length',
  score: 'Score',
  myScore: 'My Score',
  myProgress: 'My Progress',
};
