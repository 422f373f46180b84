/**
 * The profile stats tables' pure logic (algorithms.md §1c), for the worker. Parts in ./stats/.
 */

export {
  animeAmounts,
  animeItem,
  animeItems,
  mangaAmounts,
  mangaItem,
  mangaItems,
  mixedItems,
  type AnimeAmounts,
  type MangaAmounts,
  type StatsItem,
  type StatsItemOptions,
  type StatsKind,
} from './stats/items';
export { animeGroupTexts, groupRow, idsByScore, type AnimeGroupTexts, type GroupRow } from './stats/groups';
export {
  ALL_MEDIA,
  MIN_TAG_COUNT,
  NOT_ON_CUSTOM_LIST,
  SFW_HIDDEN_NAME,
  TAG_HIDE_ABOVE,
  customTagTable,
  customTagTableTitle,
  genreTable,
  mixedTagTables,
  mixedTimeText,
  normaliseRegularTagInput,
  tagTable,
  type CustomTagOptions,
  type CustomTagTable,
  type MixedTables,
  type WeightedRow,
  type WeightedTable,
  type WeightedTableOptions,
} from './stats/tagTables';
export {
  STAFF_ROW_LIMIT,
  sortStaffRows,
  staffName,
  staffOf,
  staffTable,
  staffTimeTexts,
  type StaffRow,
  type StaffSortColumn,
  type StaffTable,
} from './stats/staff';
export { studioTable, type StudioMedia, type StudioOptions, type StudioRow } from './stats/studios';
export { timeWatched, timeWatchedSuffix, type TimeWatched } from './stats/timeWatched';
export {
  staffCsv,
  staffExportName,
  staffJson,
  studioCsv,
  studioExportName,
  studioJson,
  type StatsExportContext,
  type StatsExportFile,
} from './stats/exports';
