import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReviewRowView } from '../../workers/session/import';
import type { JobListType } from '../../lib/importJob';
import { matchColour } from '../../lib/importReview';
import { strings } from './strings';

export const REVIEW_ROW_HEIGHT = 44;
const VISIBLE_ROWS = 10;

export interface ReviewListProps {
  rows: readonly ReviewRowView[];
  listType: JobListType;
  checked: ReadonlySet<number>;
  chosen: Readonly<Record<number, number>>;
  onCheck(index: number, checked: boolean): void;
  onChoose(index: number, mediaId: number): void;
}

/**
 * The match review, worst matches on top (algorithms.md 1e). Virtualised: only the rows in view
 * are in the document, so 2,000 titles draw as fast as 20.
 */
export function ReviewList({ rows, listType, checked, chosen, onCheck, onChoose }: ReviewListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => REVIEW_ROW_HEIGHT,
    overscan: 6,
    useFlushSync: false,
  });
  const height = Math.min(rows.length, VISIBLE_ROWS) * REVIEW_ROW_HEIGHT;
  return (
    <div ref={scrollRef} className="hohReviewScroll" style={{ height }} role="list" aria-rowcount={rows.length}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          const pick = chosen[row.index];
          const current = row.candidates.find((candidate) => candidate.mediaId === pick)
            ?? { title: row.title, mediaId: row.mediaId, distance: row.distance };
          return (
            <div
              key={row.index}
              role="listitem"
              className="hohReviewRow"
              data-index={row.index}
              data-distance={current.distance}
              style={{ transform: `translateY(${item.start}px)`, height: REVIEW_ROW_HEIGHT, background: pick === undefined ? row.colour : matchColour(current.distance) }}
            >
              <input
                type="checkbox"
                checked={checked.has(row.index)}
                aria-label={strings.checkLabel(row.source)}
                onChange={(event) => onCheck(row.index, event.currentTarget.checked)}
              />
              <span className="hohReviewSource" title={row.source}>{row.source}</span>
              <span aria-hidden="true">→</span>
              {row.candidates.length > 1 ? (
                <select
                  className="hohReviewPick"
                  aria-label={strings.candidateLabel(row.source)}
                  value={current.mediaId}
                  onChange={(event) => onChoose(row.index, Number(event.currentTarget.value))}
                >
                  {row.candidates.map((candidate) => (
                    <option key={candidate.mediaId} value={candidate.mediaId}>{`${candidate.title} (${candidate.distance})`}</option>
                  ))}
                </select>
              ) : null}
              <a className="hohReviewTitle" href={`/${listType}/${current.mediaId}`} target="_blank" rel="noopener noreferrer">{current.title}</a>
            </div>
          );
        })}
      </div>
    </div>
  );
}
