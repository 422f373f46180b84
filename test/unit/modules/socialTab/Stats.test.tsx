// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RowFacts } from '../../../../src/modules/socialTab/rows';
import { createRowsStore } from '../../../../src/modules/socialTab/rowsStore';
import { SocialStats } from '../../../../src/modules/socialTab/Stats';

afterEach(cleanup);

function rows(count: number, status: RowFacts['status'], percent: number | null): RowFacts[] {
  return Array.from({ length: count }, (_, i) => ({
    row: document.createElement('a'), name: `u${i}`, userId: i, status, score: percent === null ? null : { percent, weight: 1 }, scoreElement: null,
  }));
}

describe('social tab figures', () => {
  it('shows users, the rounded average and counters with smaller fonts above 99 and 999; a counter filters', () => {
    const store = createRowsStore();
    store.setRows([...rows(1200, 'COMPLETED', 80), ...rows(150, 'CURRENT', 71), ...rows(3, 'DROPPED', null)]);
    const { container } = render(<SocialStats store={store} mediaType="anime" />);
    expect(screen.getByText('Users: 1353')).toBeTruthy();
    expect(container.querySelector('#averageScore')?.textContent).toBe(`Avg: ${Math.round((1200 * 80 + 150 * 71) / 1350)}%`);
    const size = (status: string) => container.querySelector(`[data-status="${status}"]`)?.className;
    expect(size('COMPLETED')).toContain('hohCount-smaller');
    expect(size('CURRENT')).toContain('hohCount-small');
    expect(size('DROPPED')).toContain('hohCount-normal');
    act(() => {
      fireEvent.click(container.querySelector('[data-status="DROPPED"]')!);
    });
    expect(store.get().filter).toBe('DROPPED');
    expect(container.querySelector('[data-status="DROPPED"]')?.getAttribute('aria-pressed')).toBe('true');
    act(() => {
      fireEvent.click(container.querySelector('[data-status="DROPPED"]')!);
    });
    expect(store.get().filter).toBeNull();
  });

  it("names each counter with AniList's status word, Reading on a manga's page", () => {
    const store = createRowsStore();
    store.setRows([...rows(2, 'CURRENT', null), ...rows(1, 'REPEATING', null), ...rows(3, 'PLANNING', null)]);
    const { container } = render(<SocialStats store={store} mediaType="manga" />);
    const shown = [...container.querySelectorAll('.hohStatusCount')].map((button) => [button.querySelector('.hohStatusDot') !== null, button.textContent]);
    expect(shown).toEqual([[true, 'Reading2'], [true, 'Repeating1'], [true, 'Planning3']]);
    expect(container.querySelector('[data-status="CURRENT"]')?.getAttribute('title')).toBe('Reading: 2');
  });

  it('leaves the average out when nobody scored', () => {
    const store = createRowsStore();
    store.setRows(rows(2, 'PLANNING', null));
    const { container } = render(<SocialStats store={store} mediaType="anime" />);
    expect(container.querySelector('#averageScore')).toBeNull();
  });
});
