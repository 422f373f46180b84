/**
 * A table's source over a worker stats session: the calls of one table, exports for the staff,
 * studio and bias tables, and the pinned-tag field of the custom tables (stored per table title).
 */
import type { StatsSessionHandle } from '../../workers/client';
import type { StatsTableId } from '../../workers/session/stats';
import type { StatsTableSource } from './StatsTable';
import { writeRegularTags } from './regularTags';

export const CUSTOM_TITLES = { customAnime: 'Custom Anime Tags', customManga: 'Custom Manga Tags' } as const;

export function statsTableSource(session: StatsSessionHandle, id: StatsTableId, jsonContext: () => { scriptInfo: unknown; url: string; timeStamp: number }): StatsTableSource {
  const source: StatsTableSource = {
    summary: () => session.tableSummary(id),
    lines: (start, count) => session.tableLines(id, start, count),
    sort: (key) => session.sortTable(id, key),
    search: (text) => session.searchTable(id, text),
    toggle: (key) => session.toggleRow(id, key),
    filter: (key, status) => session.filterRow(id, key, status),
  };
  if (id === 'staffAnime' || id === 'staffManga' || id === 'studios' || id === 'bias') {
    source.exportFile = (format) => session.exportTable(id, format, jsonContext());
  }
  if (id === 'customAnime' || id === 'customManga') {
    source.addTag = async (text) => {
      const added = await session.addRegularTag(id, text);
      if (!added) return null;
      writeRegularTags(added.title, added.tags);
      return added.summary;
    };
  }
  return source;
}
