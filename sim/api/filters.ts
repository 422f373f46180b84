// Generic AniList-style argument filters (`x`, `x_in`, `x_not`, `x_not_in`, `x_greater`,
// `x_lesser`, `x_like`) and `sort: [FIELD, FIELD_DESC]` over plain objects.

import type { FuzzyDate } from '../world/types.ts';
import type { Args } from './context.ts';

export type Getter<T> = (item: T) => unknown;

/** FuzzyDateInt: yyyymmdd with unknown parts as 0 */
export function fuzzyInt(d: FuzzyDate | null | undefined): number | null {
  if (!d || !d.year) return null;
  return d.year * 10_000 + (d.month ?? 0) * 100 + (d.day ?? 0);
}

function matches(value: unknown, op: string, wanted: unknown): boolean {
  const values = Array.isArray(value) ? value : [value];
  switch (op) {
    case '': return values.some((v) => v === wanted);
    case 'not': return !values.some((v) => v === wanted);
    case 'in': return Array.isArray(wanted) && values.some((v) => wanted.includes(v));
    case 'not_in': return Array.isArray(wanted) && !values.some((v) => wanted.includes(v));
    case 'greater': return typeof value === 'number' && typeof wanted === 'number' && value > wanted;
    case 'lesser': return typeof value === 'number' && typeof wanted === 'number' && value < wanted;
    case 'like': {
      // SQL LIKE with % wildcards, case-insensitive
      const pattern = String(wanted).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*');
      return values.some((v) => v !== null && v !== undefined && new RegExp(`^${pattern}$`, 'i').test(String(v)));
    }
  }
  return true;
}

const OPS = ['not_in', 'in', 'not', 'greater', 'lesser', 'like'];

/**
 * Applies every argument that has a getter. Arguments without one are left to the caller
 * (special ones like search, onList) or ignored.
 */
export function applyFilters<T>(items: readonly T[], args: Args, getters: Record<string, Getter<T>>): T[] {
  const checks: ((item: T) => boolean)[] = [];
  for (const [key, wanted] of Object.entries(args)) {
    if (wanted === undefined || wanted === null || key === 'sort' || key === 'page' || key === 'perPage') continue;
    let base = key;
    let op = '';
    for (const candidate of OPS) {
      if (key.endsWith(`_${candidate}`)) {
        base = key.slice(0, -candidate.length - 1);
        op = candidate;
        break;
      }
    }
    const get = getters[base];
    if (!get) continue;
    checks.push((item) => matches(get(item), op, wanted));
  }
  if (checks.length === 0) return items.slice();
  return items.filter((item) => checks.every((c) => c(item)));
}

function compare(a: unknown, b: unknown): number {
  // Unknown values sort last, as AniList puts nulls last.
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

export function applySort<T>(items: T[], sort: unknown, getters: Record<string, Getter<T>>, fallback?: string[]): T[] {
  const keys = (Array.isArray(sort) ? sort : sort ? [sort] : fallback ?? []).map(String);
  const comparators: ((a: T, b: T) => number)[] = [];
  for (const key of keys) {
    const desc = key.endsWith('_DESC');
    const base = desc ? key.slice(0, -5) : key;
    const get = getters[base];
    if (!get) continue;
    comparators.push((a, b) => {
      const av = get(a);
      const bv = get(b);
      if (av === null || av === undefined || bv === null || bv === undefined) return compare(av, bv);
      return desc ? compare(bv, av) : compare(av, bv);
    });
  }
  if (comparators.length === 0) return items;
  return items.sort((a, b) => {
    for (const c of comparators) {
      const r = c(a, b);
      if (r !== 0) return r;
    }
    return 0;
  });
}
