import { describe, expect, it } from 'vitest';
import { firstEntries, type SettingsGroup } from '../../../../src/modules/settingsPage/layout';
import type { Category, SettingDefinition } from '../../../../src/core/settings/types';

interface Editor {
  title: string;
  categories: Category[];
}

const row = (id: string) => ({ id }) as unknown as SettingDefinition;
const group = (category: string, rows: string[], editors: string[]): SettingsGroup<Editor> => ({
  category: category as Category,
  rows: rows.map(row),
  editors: editors.map((title) => ({ title, categories: [category as Category] })),
});

const ids = (groups: SettingsGroup<Editor>[]) => groups.map((g) => [g.category, g.rows.map((r) => r.id), g.editors.map((e) => e.title)]);

describe('firstEntries', () => {
  const groups = [group('A', ['a1', 'a2'], ['aE']), group('B', ['b1'], []), group('C', [], ['cE'])];

  it('takes rows, then editors, group by group, and leaves out groups not reached', () => {
    expect(ids(firstEntries(groups, 2))).toEqual([['A', ['a1', 'a2'], []]]);
    expect(ids(firstEntries(groups, 4))).toEqual([['A', ['a1', 'a2'], ['aE']], ['B', ['b1'], []]]);
  });

  it('gives every group, unchanged, once the count reaches them all', () => {
    expect(firstEntries(groups, Number.POSITIVE_INFINITY)).toEqual(groups);
    expect(firstEntries(groups, 5)[2]).toBe(groups[2]);
    expect(firstEntries(groups, 0)).toEqual([]);
  });
});
