import { memo, useCallback, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { PlanRowView } from '../../workers/client';
import { useRowsInView } from '../../ui/useRowsInView';
import { fieldLabels, strings } from './strings';

/** A dry-run line's height: the title over one line of changes. */
export const PLAN_ROW_HEIGHT = 44;
const PLAN_MAX_HEIGHT = 360;
const OVERSCAN = 6;

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
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => PLAN_ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: { width: 600, height: PLAN_MAX_HEIGHT },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? -1;
  const fetch = useCallback((start: number, size: number) => fetchRows(start, size), [fetchRows]);
  const rows = useRowsInView(fetch, version, first, last, count);
  if (!count) return null;
  return (
    <div ref={scrollRef} className="hohBulkPlanScroll" style={{ height: Math.min(count * PLAN_ROW_HEIGHT, PLAN_MAX_HEIGHT) }} tabIndex={0} role="list" aria-label={strings.planHeading}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const row = rows.rowAt(item.index);
          return (
            <div key={item.key} role="listitem" className="hohBulkPlanRow" data-index={item.index} style={{ top: item.start, height: PLAN_ROW_HEIGHT }}>
              {row && <PlanRow row={row} />}
            </div>
          );
        })}
      </div>
    </div>
  );
}
