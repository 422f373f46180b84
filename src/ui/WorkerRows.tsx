import { useRef, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRowsInView } from './useRowsInView';

/** Rows drawn beyond the view on each side. */
const OVERSCAN = 6;

export interface WorkerRowsProps<R> {
  count: number;
  /** Bump on every change of the list (sort, filter, a new plan): its rows are asked for again. */
  version: number;
  /** The rows [start, start + count) of the list, from where they live (the worker). */
  fetchRows(start: number, count: number): Promise<readonly R[]>;
  rowHeight: number;
  maxHeight: number;
  /** The scroll box's class, and each row's. */
  className: string;
  rowClassName: string;
  /** The list's accessible name: a label, or the id of its heading. */
  label?: string;
  labelledBy?: string;
  /** Extra attributes of a row once its data is there (a key for tests and styles). */
  rowData?(row: R): Record<string, string | undefined>;
  children(row: R): ReactNode;
}

/**
 * A fixed-height virtual list whose rows live elsewhere (ui/useRowsInView.ts): a keyboard-reachable
 * scroll box as tall as its rows up to `maxHeight`, drawing only the rows in view.
 */
export function WorkerRows<R>({ count, version, fetchRows, rowHeight, maxHeight, className, rowClassName, label, labelledBy, rowData, children }: WorkerRowsProps<R>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    // Without layout (a hidden box) draw a first screenful anyway.
    initialRect: { width: 600, height: maxHeight },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? -1;
  const rows = useRowsInView(fetchRows, version, first, last, count);
  return (
    <div ref={scrollRef} className={className} style={{ height: Math.min(count * rowHeight, maxHeight) }} tabIndex={0} role="list" aria-label={label} aria-labelledby={labelledBy}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const row = rows.rowAt(item.index);
          return (
            <div key={item.key} role="listitem" className={rowClassName} data-index={item.index} {...(row && rowData ? rowData(row) : {})} style={{ top: item.start, height: rowHeight }}>
              {row && children(row)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
