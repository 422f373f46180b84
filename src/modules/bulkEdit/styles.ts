/** Bulk edit's look, from AniList's theme variables (all three themes follow). */
import { PLAN_ROW_HEIGHT } from './PlanList';
import { CHECK_CLASS, PANEL_ID } from './strings';

export const CSS = `
#${PANEL_ID} {
  margin: 0 0 20px; padding: 14px 18px; border-radius: 4px; background: rgb(var(--color-foreground));
  color: rgb(var(--color-text)); font-size: 1.3rem; min-width: 0;
}
#${PANEL_ID} h2 { font-size: 1.6rem; font-weight: 500; margin: 0; }
#${PANEL_ID} h3 { font-size: 1.4rem; font-weight: 500; margin: 12px 0 6px; }
#${PANEL_ID} .hohBulkHead { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
#${PANEL_ID} .hohBulkCount { color: rgb(var(--color-text-light)); margin-right: auto; }
#${PANEL_ID} .hohBulkHint { color: rgb(var(--color-text-light)); margin: 8px 0; }
#${PANEL_ID} .hohBulkProblem { color: rgb(var(--color-red)); margin: 8px 0; overflow-wrap: anywhere; }
#${PANEL_ID} .hohBulkFields { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 8px 14px; border: 0; margin: 10px 0; padding: 0; min-width: 0; }
#${PANEL_ID} .hohBulkFields:disabled { opacity: 0.5; }
#${PANEL_ID} .hohBulkPair { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
#${PANEL_ID} .hoh-ui-field input, #${PANEL_ID} .hoh-ui-field select { width: 100%; box-sizing: border-box; }
#${PANEL_ID} .hohBulkButtons { display: flex; flex-wrap: wrap; gap: 8px; margin: 10px 0 0; }
#${PANEL_ID} button:disabled { opacity: 0.6; cursor: default; }
#${PANEL_ID} .hohBulkDryRun { margin-top: 10px; }
#${PANEL_ID} .hohBulkFile { display: inline-block; margin-top: 12px; position: relative; }
#${PANEL_ID} .hohBulkFile span { display: inline-block; cursor: pointer; }
#${PANEL_ID} .hohBulkFileInput { position: absolute; inset: 0; opacity: 0; width: 100%; cursor: pointer; }
#${PANEL_ID} .hohBulkFile:focus-within span { outline: 2px solid rgb(var(--color-blue)); outline-offset: 2px; }
#${PANEL_ID} .hohBulkPlanScroll { overflow: auto; contain: strict; border-radius: 4px; background: rgb(var(--color-background)); max-width: 100%; }
#${PANEL_ID} .hohBulkPlanRow {
  position: absolute; left: 0; right: 0; box-sizing: border-box; padding: 4px 10px; height: ${PLAN_ROW_HEIGHT}px;
  border-bottom: 1px solid rgba(var(--color-text-lighter), 0.2); overflow: hidden;
}
#${PANEL_ID} .hohBulkPlanTitle, #${PANEL_ID} .hohBulkPlanChanges { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
#${PANEL_ID} .hohBulkPlanChanges { color: rgb(var(--color-text-light)); font-size: 1.2rem; }
#${PANEL_ID} .hohBulkPlan-delete { color: rgb(var(--color-red)); }
#${PANEL_ID} .hohBulkPlan-create { color: rgb(var(--color-green)); }
#${PANEL_ID} .hohBulkProgress { display: flex; align-items: center; gap: 10px; margin: 6px 0; }
#${PANEL_ID} .hohBulkProgress progress { flex: 1 1 auto; min-width: 0; accent-color: rgb(var(--color-blue)); }
#${PANEL_ID} .hohBulkDone { color: rgb(var(--color-green)); }
#${PANEL_ID} .hohBulkStopped { color: rgb(var(--color-orange)); }
#${PANEL_ID} .hohBulkTitles summary { cursor: pointer; margin: 4px 0; }
#${PANEL_ID} .hohBulkTitles ul { max-height: 240px; overflow: auto; margin: 4px 0; padding-left: 20px; }
#${PANEL_ID} .hohBulkRefused summary, #${PANEL_ID} .hohBulkNotSaved summary { color: rgb(var(--color-red)); }
#${PANEL_ID} :focus-visible { outline: 2px solid rgb(var(--color-blue)); outline-offset: 2px; }
.medialist .${CHECK_CLASS} { flex: none; width: 15px; height: 15px; margin: 0 8px 0 0; vertical-align: middle; cursor: pointer; accent-color: rgb(var(--color-blue)); }
@media (max-width: 760px) { #${PANEL_ID} { padding: 12px; } #${PANEL_ID} .hohBulkFields { grid-template-columns: 1fr; } }
`;
