import { memo } from 'react';
import type { PlanRowView } from '../../workers/client';
import { WorkerRows } from '../../ui/WorkerRows';
import { fieldLabels, strings } from './strings';

/** A dry-run line's height: the title over one line of changes. */
export const PLAN_ROW_HEIGHT = 44;
const PLAN_MAX_HEIGHT = 360;

const PlanRow = memo(function PlanRow({ row }: { row: PlanRowView }) {
  const what = row.kind === 'delete'
    ? strings.willDelete
    : row.changes.map((change) => (row.kind === 'create' ? `${fieldLabels[change.field]}: ${change.to}` : `${fieldLabels[change.field]}: ${change.from} → ${change.to}`)).join(' · ');
  return (
    <>
      <div className="hohBulkPlanTitle" title={row.title}>{row.title}{row.kind === 'create' && <span className="hohBulkPlanKind">{` (${strings.willCreate})`}</span>}</div>
      <div className={`hohBulkPlanChanges hohBulkPlan-${row.kind}`} title={what}>{what}</div>
    </>
  );
});

/** Every entry of the dry run and every field that changes, from the worker as it scrolls into view. */
export function PlanList({ count, version, fetchRows }: { count: number; version: number; fetchRows(start: number, count: number): Promise<readonly PlanRowView[]> }) {
  if (!count) return null;
  return (
    <WorkerRows count={count} version={version} fetchRows={fetchRows} rowHeight={PLAN_ROW_HEIGHT} maxHeight={PLAN_MAX_HEIGHT} className="hohBulkPlanScroll" rowClassName="hohBulkPlanRow" label={strings.planHeading}>
      {(row) => <PlanRow row={row} />}
    </WorkerRows>
  );
}
