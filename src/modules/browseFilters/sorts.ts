/**
 * The sorts browse lacks (host-dom.md §2.10: 8.80 added them as `?sort=` values AniList's browse
 * reads from the address): episodes for anime, chapters and volumes for manga, each both ways.
 */
export interface ExtraSort {
  readonly value: string;
  readonly label: string;
}

export const EXTRA_SORTS: Readonly<Record<'anime' | 'manga', readonly ExtraSort[]>> = {
  anime: [
    { value: 'EPISODES_DESC', label: 'Most Episodes' },
    { value: 'EPISODES', label: 'Fewest Episodes' },
  ],
  manga: [
    { value: 'CHAPTERS_DESC', label: 'Most Chapters' },
    { value: 'CHAPTERS', label: 'Fewest Chapters' },
    { value: 'VOLUMES_DESC', label: 'Most Volumes' },
    { value: 'VOLUMES', label: 'Fewest Volumes' },
  ],
};

/** The address of `location` with its sort set to `sort` (the other filters kept, landing pages left for the list). */
export function sortedAddress(location: { pathname: string; search: string }, kind: 'anime' | 'manga', sort: string): string {
  const query = new URLSearchParams(location.search);
  query.set('sort', sort);
  return `/search/${kind}?${query.toString()}`;
}
