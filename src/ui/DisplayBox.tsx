import { useId, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';

export interface BoxGeometry {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DisplayBoxProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  initial?: Partial<BoxGeometry>;
}

const MIN_WIDTH = 200;
const MIN_HEIGHT = 120;
/** How much of the bar must stay on screen so the box can always be dragged back. */
const KEEP_VISIBLE = 40;

/** Keeps the bar reachable and the size at least the minimum. */
export function clampGeometry(box: BoxGeometry, viewport: { width: number; height: number }): BoxGeometry {
  const width = Math.max(MIN_WIDTH, box.width);
  const height = Math.max(MIN_HEIGHT, box.height);
  const x = Math.min(Math.max(box.x, KEEP_VISIBLE - width), Math.max(0, viewport.width - KEEP_VISIBLE));
  const y = Math.min(Math.max(box.y, 0), Math.max(0, viewport.height - KEEP_VISIBLE));
  return { x, y, width, height };
}

function viewport(): { width: number; height: number } {
  return { width: window.innerWidth, height: window.innerHeight };
}

type Gesture = { kind: 'move' | 'resize'; startX: number; startY: number; from: BoxGeometry };

/**
 * A floating box (spec doc 1 §4 "Display boxes"): drag it by its bar, resize it from the
 * corner, close it with the cross or Escape. Pointer events, so touch works too.
 */
export function DisplayBox({ title, onClose, children, initial }: DisplayBoxProps) {
  const titleId = useId();
  const [box, setBox] = useState<BoxGeometry>(() =>
    clampGeometry({ x: 80, y: 80, width: 600, height: 400, ...initial }, viewport()),
  );
  const gesture = useRef<Gesture | null>(null);

  function start(kind: Gesture['kind'], event: ReactPointerEvent<HTMLElement>): void {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    gesture.current = { kind, startX: event.clientX, startY: event.clientY, from: box };
  }

  function move(event: ReactPointerEvent<HTMLElement>): void {
    const current = gesture.current;
    if (!current) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    const { from } = current;
    const next =
      current.kind === 'move'
        ? { ...from, x: from.x + dx, y: from.y + dy }
        : { ...from, width: from.width + dx, height: from.height + dy };
    setBox(clampGeometry(next, viewport()));
  }

  function end(): void {
    gesture.current = null;
  }

  return (
    <div
      className="hoh-ui-box"
      role="dialog"
      aria-labelledby={titleId}
      style={{ left: box.x, top: box.y, width: box.width, height: box.height }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="hoh-ui-box-bar" onPointerDown={(e) => start('move', e)} onPointerMove={move} onPointerUp={end} onPointerCancel={end}>
        <h2 id={titleId} className="hoh-ui-box-title">
          {title}
        </h2>
        <button type="button" className="hoh-ui-box-close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="hoh-ui-box-body">{children}</div>
      <div
        className="hoh-ui-box-resize"
        aria-hidden="true"
        onPointerDown={(e) => start('resize', e)}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
    </div>
  );
}
