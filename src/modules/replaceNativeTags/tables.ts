import type { StatsTableId } from '../../workers/session/stats';

/** The tables of each sub-tab, with the DOM ids of host-dom.md §2.5, and what they need loaded. */
export interface TabTables {
  readonly kind: 'anime' | 'manga';
  readonly staff: boolean;
  readonly tables: readonly { readonly id: StatsTableId; readonly domId?: string; readonly custom?: boolean }[];
}

export function tablesOf(type: string, sub: string): TabTables | null {
  if (type === 'anime' && sub === 'tags') {
    return { kind: 'anime', staff: false, tables: [{ id: 'customAnime', custom: true }, { id: 'tagsAnime', domId: 'regularAnimeTable' }] };
  }
  if (type === 'anime' && sub === 'staff') return { kind: 'anime', staff: true, tables: [{ id: 'staffAnime', domId: 'animeStaff' }] };
  if (type === 'anime' && sub === 'studios') return { kind: 'anime', staff: false, tables: [{ id: 'studios', domId: 'animeStudios' }] };
  if (type === 'manga' && sub === 'staff') return { kind: 'manga', staff: true, tables: [{ id: 'staffManga', domId: 'mangaStaff' }] };
  return null;
}
