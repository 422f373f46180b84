/**
 * The compare table's pure logic (algorithms.md §1b), for the worker's compare session. The parts
 * live in ./compare/; this is the one entry point. The words the page shares with it (statuses,
 * filters, digest modes, options) are lib/compareOptions.ts, the address state lib/compareUrl.ts,
 * the compatibility figure lib/compatibility.ts.
 */

export { computeDigest, formatDigest, type DigestInput } from './compare/digests';
export {
  CompareModel,
  type CompareCellView,
  type CompareEntry,
  type CompareMedia,
  type CompareModelConfig,
  type CompareRowRecord,
  type CompareRowView,
  type CompareSummary,
  type CompareUserInfo,
  type CompareUserList,
} from './compare/model';
export {
  compareCsv,
  compareFileBaseName,
  compareJson,
  compareJsonData,
  type CompareJson,
  type CompareJsonContext,
  type ExportFile,
} from './compare/exports';
export { compatibility, lensArea, vennLayout, zScoreDifference, type VennLayout } from './compare/compatibility';
