// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { statsExtras, type StatsExtraHost } from '../../../src/ui/statsTable/extraTables';

describe('statsExtras (the places More stats lends to tables with switches of their own)', () => {
  it('gives a place while the visit lasts, and forgets it when its signal aborts', () => {
    const visit = new AbortController();
    let changes = 0;
    const unsubscribe = statsExtras.subscribe(() => changes++);
    const place = statsExtras.want('bias', visit.signal);
    expect(place.getAttribute('data-extra')).toBe('bias');
    expect(statsExtras.snapshot().wanted).toEqual(['bias']);
    expect(statsExtras.place('bias')).toBe(place);
    const holder = document.createElement('div');
    document.body.append(holder);
    holder.append(place);
    visit.abort();
    expect(statsExtras.snapshot().wanted).toEqual([]);
    expect(statsExtras.place('bias')).toBeUndefined();
    expect(holder.children).toHaveLength(0);
    expect(changes).toBe(2);
    unsubscribe();
  });

  it('tells subscribers of the host, the view and the reload count only when they change', () => {
    let changes = 0;
    const unsubscribe = statsExtras.subscribe(() => changes++);
    const host = { user: 'Demo' } as StatsExtraHost;
    statsExtras.setHost(host);
    statsExtras.setHost(host);
    statsExtras.setShown(true);
    statsExtras.setShown(true);
    statsExtras.setReloadKey(3);
    statsExtras.setReloadKey(3);
    expect(changes).toBe(3);
    expect(statsExtras.snapshot()).toMatchObject({ host, shown: true, reloadKey: 3 });
    statsExtras.setHost(null);
    statsExtras.setShown(false);
    unsubscribe();
  });
});
