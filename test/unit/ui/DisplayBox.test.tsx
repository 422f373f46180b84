// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clampGeometry, DisplayBox } from '../../../src/ui/DisplayBox';

afterEach(cleanup);

describe('clampGeometry', () => {
  const view = { width: 1000, height: 800 };
  it('keeps the minimum size', () => {
    expect(clampGeometry({ x: 10, y: 10, width: 50, height: 20 }, view)).toEqual({ x: 10, y: 10, width: 200, height: 120 });
  });
  it('keeps the bar reachable', () => {
    expect(clampGeometry({ x: 2000, y: -50, width: 300, height: 300 }, view)).toEqual({ x: 960, y: 0, width: 300, height: 300 });
    expect(clampGeometry({ x: -1000, y: 5000, width: 300, height: 300 }, view)).toEqual({ x: -260, y: 760, width: 300, height: 300 });
  });
});

describe('DisplayBox', () => {
  function box(): HTMLElement {
    return screen.getByRole('dialog', { name: 'Collage' });
  }

  it('is a titled dialog that closes with the cross and with Escape', () => {
    const onClose = vi.fn();
    render(<DisplayBox title="Collage" onClose={onClose}><p>body</p></DisplayBox>);
    expect(box().textContent).toContain('body');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('moves when its bar is dragged and resizes from the corner', () => {
    render(<DisplayBox title="Collage" onClose={() => undefined} initial={{ x: 100, y: 100, width: 400, height: 300 }}>x</DisplayBox>);
    const bar = box().querySelector('.hoh-ui-box-bar') as HTMLElement;
    fireEvent.pointerDown(bar, { button: 0, clientX: 150, clientY: 110, pointerId: 1 });
    fireEvent.pointerMove(bar, { clientX: 200, clientY: 160, pointerId: 1 });
    fireEvent.pointerUp(bar, { pointerId: 1 });
    expect(box().style.left).toBe('150px');
    expect(box().style.top).toBe('150px');
    // After pointer up, moving no longer drags.
    fireEvent.pointerMove(bar, { clientX: 400, clientY: 400, pointerId: 1 });
    expect(box().style.left).toBe('150px');

    const corner = box().querySelector('.hoh-ui-box-resize') as HTMLElement;
    fireEvent.pointerDown(corner, { button: 0, clientX: 550, clientY: 450, pointerId: 2 });
    fireEvent.pointerMove(corner, { clientX: 600, clientY: 400, pointerId: 2 });
    fireEvent.pointerUp(corner, { pointerId: 2 });
    expect(box().style.width).toBe('450px');
    expect(box().style.height).toBe('250px');
  });
});
