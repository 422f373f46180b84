// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRowsInView, type RowsInView } from '../../../src/ui/useRowsInView';

afterEach(cleanup);

/** A list of `count` rows "v<version>:<index>" answered only when the test says so. */
function source() {
  const asked: { start: number; count: number; resolve(rows: string[]): void }[] = [];
  const fetchRows = (start: number, count: number) => new Promise<readonly string[]>((resolve) => asked.push({ start, count, resolve }));
  return { asked, fetchRows };
}

function mount(fetchRows: (start: number, count: number) => Promise<readonly string[]>, props: { version: number; first: number; last: number; count: number }) {
  let current: RowsInView<string> | undefined;
  function Harness({ version, first, last, count }: typeof props) {
    current = useRowsInView(fetchRows, version, first, last, count);
    return null;
  }
  const view = render(<Harness {...props} />);
  return {
    get rows() {
      return current as RowsInView<string>;
    },
    rerender: (next: typeof props) => view.rerender(<Harness {...next} />),
  };
}

const answer = async (ask: { start: number; count: number; resolve(rows: string[]): void }, version: number) => {
  await act(async () => ask.resolve(Array.from({ length: ask.count }, (_, i) => `v${version}:${ask.start + i}`)));
};

describe('useRowsInView', () => {
  it('asks for the rows in view plus a margin of 40, within the list', async () => {
    const { asked, fetchRows } = source();
    const hook = mount(fetchRows, { version: 1, first: 100, last: 119, count: 1000 });
    await act(async () => undefined);
    expect(asked.map(({ start, count }) => [start, count])).toEqual([[60, 100]]);
    expect(hook.rows.rowAt(100)).toBeUndefined();
    await answer(asked[0], 1);
    expect(hook.rows.rowAt(100)).toBe('v1:100');
    expect(hook.rows.stale).toBe(false);
    expect(hook.rows.version).toBe(1);
  });

  it('asks nothing while the rows in view are held, and again when the view leaves them', async () => {
    const { asked, fetchRows } = source();
    const hook = mount(fetchRows, { version: 1, first: 0, last: 9, count: 30 });
    await act(async () => undefined);
    expect(asked.map(({ start, count }) => [start, count])).toEqual([[0, 30]]);
    await answer(asked[0], 1);
    hook.rerender({ version: 1, first: 10, last: 29, count: 30 });
    await act(async () => undefined);
    expect(asked).toHaveLength(1);
    hook.rerender({ version: 1, first: 10, last: 29, count: 100 });
    hook.rerender({ version: 1, first: 60, last: 79, count: 100 });
    await act(async () => undefined);
    expect(asked.map(({ start, count }) => [start, count]).at(-1)).toEqual([20, 80]);
  });

  it('keeps the previous version on screen, marked stale, until the new rows arrive', async () => {
    const { asked, fetchRows } = source();
    const hook = mount(fetchRows, { version: 1, first: 0, last: 4, count: 5 });
    await act(async () => undefined);
    await answer(asked[0], 1);
    hook.rerender({ version: 2, first: 0, last: 4, count: 5 });
    await act(async () => undefined);
    expect(asked).toHaveLength(2);
    expect(hook.rows.rowAt(0)).toBe('v1:0');
    expect(hook.rows.stale).toBe(true);
    await answer(asked[1], 2);
    expect(hook.rows.rowAt(0)).toBe('v2:0');
    expect(hook.rows.stale).toBe(false);
  });

  it('drops an answer that comes after the view moved on', async () => {
    const { asked, fetchRows } = source();
    const hook = mount(fetchRows, { version: 1, first: 0, last: 4, count: 5 });
    await act(async () => undefined);
    hook.rerender({ version: 2, first: 0, last: 4, count: 5 });
    await act(async () => undefined);
    await answer(asked[0], 1);
    expect(hook.rows.rowAt(0)).toBeUndefined();
    await answer(asked[1], 2);
    expect(hook.rows.rowAt(0)).toBe('v2:0');
  });

  it('holds nothing and asks nothing for an empty list', async () => {
    const { asked, fetchRows } = source();
    const hook = mount(fetchRows, { version: 3, first: 0, last: -1, count: 0 });
    await act(async () => undefined);
    expect(asked).toHaveLength(0);
    expect(hook.rows.rowAt(0)).toBeUndefined();
    expect(hook.rows.stale).toBe(false);
  });
});
