/** The import sections' look, from AniList's theme variables (all three themes follow). */
import { REVIEW_ROW_HEIGHT } from './ReviewList';

export const importCss = `
#hohImport { margin-top: 30px; color: rgb(var(--color-text)); }
/*
 * Our sections are AniList's sections' siblings, not part of the last one ("Import AniList
 * JSON"): flush with them, headed as AniList heads them (its settings h2 rule applies here), and
 * spaced as AniList spaces its own. The job and the sign-in note are boxes of their own.
 */
#hohImport .hohImportSection { margin: 0 0 30px; padding: 0; min-width: 0; }
#hohImport .hohJob, #hohImport .hohNotSignedIn {
  margin-bottom: 30px; padding: 16px 18px; border-radius: 4px; background: rgb(var(--color-background)); min-width: 0;
}
#hohImport h2 { margin: 0 0 16px; }
#hohImport h3 { font-size: 1.4rem; font-weight: 500; margin: 0 0 8px; }
#hohImport .hohListType { border: 0; margin: 0; padding: 0; }
#hohImport .hohDropbox { position: relative; margin: 10px 0; padding: 16px; border: 2px dashed rgba(var(--color-text-lighter), 0.5); border-radius: 4px; }
#hohImport .hohDropbox label { cursor: pointer; }
#hohImport .hohDropbox p { margin: 6px 0 0; color: rgb(var(--color-text-light)); }
#hohImport .hohDropbox input:focus-visible { outline: 2px solid rgb(var(--color-blue)); outline-offset: 2px; }
#hohImport .hohImportError { color: rgb(var(--color-red)); margin: 6px 0; overflow-wrap: anywhere; }
#hohImport .hohImportWarning { color: rgb(var(--color-orange)); margin: 6px 0; overflow-wrap: anywhere; }
#hohImport .hohImportButtons { display: flex; flex-wrap: wrap; gap: 8px; margin: 10px 0; }
#hohImport .hohImportButtons button:disabled { opacity: 0.6; cursor: default; }
#hohImport .hohMatching progress { width: 100%; }
#hohImport .hohReviewScroll { overflow: auto; border-radius: 4px; contain: strict; max-width: 100%; }
#hohImport .hohReviewRow {
  position: absolute; top: 0; left: 0; right: 0; box-sizing: border-box; display: flex; align-items: center; gap: 8px;
  padding: 0 8px; height: ${REVIEW_ROW_HEIGHT}px; color: rgb(255, 255, 255); border-bottom: 1px solid rgba(0, 0, 0, 0.15);
}
#hohImport .hohReviewRow input { flex: none; width: 16px; height: 16px; }
#hohImport .hohReviewSource, #hohImport .hohReviewTitle { flex: 1 1 0; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
#hohImport .hohReviewTitle { color: rgb(255, 255, 255); text-decoration: underline; }
#hohImport .hohReviewPick { flex: 0 1 auto; max-width: 35%; min-width: 0; font: inherit; }
#hohImport .hohReviewRow :focus-visible { outline: 2px solid rgb(255, 255, 255); outline-offset: 1px; }
#hohImport .hohPlanList ul { max-height: 240px; overflow: auto; margin: 4px 0; padding-left: 20px; }
#hohImport .hohPlanList summary { cursor: pointer; margin: 4px 0; }
#hohImport .hohUndoConfirm { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
#hohImport .hohUndoConfirm p { flex-basis: 100%; margin: 0; }
`;
