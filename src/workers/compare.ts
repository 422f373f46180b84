/**
 * The compare table's pure logic (algorithms.md §1b), for the worker's compare session and the
 * compare page. The parts live in ./compare/; this is the one entry point.
 */

export {
  DIGEST_MODES,
  computeDigest,
  digestLabel,
  formatDigest,
  isDigestMode,
  roundPlaces,
  type DigestInput,
  type DigestMode,
} from './compare/digests';
export {
  CompareModel,
  DEFAULT_COMPARE_OPTIONS,
  DEMAND_CYCLE,
  EN_DASH,
  FORMAT_FILTERS,
  STATUS_FILTER_CYCLE,
  nextDemand,
  nextStatusFilter,
  type CompareCellView,
  type CompareEntry,
  type CompareListType,
  type CompareMedia,
  type CompareModelConfig,
  type CompareOptions,
  type CompareRowRecord,
  type CompareRowView,
  type CompareSort,
  type CompareStatus,
  type CompareSummary,
  type CompareUserInfo,
  type CompareUserList,
  type Demand,
  type StatusFilter,
} from './compare/model';
export {
  VIEWER_MARK,
  parseCompareUrl,
  resolveCompareUsers,
  serialiseCompareUrl,
  type CompareUrlState,
  type CompareUrlUser,
} from './compare/urlState';
export {
  compareCsv,
  compareFileBaseName,
  compareJson,
  compareJsonData,
  type CompareJson,
  type CompareJsonContext,
  type ExportFile,
} from './compare/exports';
export {
  COMPATIBILITY_BAD_ABOVE,
  COMPATIBILITY_GOOD_BELOW,
  COMPATIBILITY_HINT,
  compatibility,
  compatibilityColour,
  formatCompatibility,
  lensArea,
  rankCompatibilities,
  vennLayout,
  zScoreDifference,
  type CompatibilityResult,
  type ScoredEntry,
  type VennLayout,
} from './compare/compatibility';
