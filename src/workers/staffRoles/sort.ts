/**
 * The staff page's sorts applied (the list of them: lib/staffSorts.ts). Every sort is stable and
 * breaks ties by title, so equal items keep a predictable order.
 */
import type { StaffSort } from '../../lib/staffSorts';
import { consumed, type StaffRoleItem } from './items';

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const byTitle = (a: StaffRoleItem, b: StaffRoleItem) => collator.compare(a.title, b.title) || a.key.localeCompare(b.key);

/** Larger first; then by title. */
const descending = (value: (item: StaffRoleItem) => number) => (a: StaffRoleItem, b: StaffRoleItem) =>
  value(b) - value(a) || byTitle(a, b);

const COMPARATORS: Record<StaffSort, (a: StaffRoleItem, b: StaffRoleItem) => number> = {
  alphabetical: byTitle,
  // Oldest first; media without a start date at the end.
  chronological: (a, b) => (a.startKey ?? Infinity) - (b.startKey ?? Infinity) || byTitle(a, b),
  popularity: descending((item) => item.popularity),
  length: descending((item) => item.length),
  score: descending((item) => item.averageScore),
  myScore: descending((item) => item.mine?.score ?? -1),
  myProgress: descending((item) => (item.mine ? consumed(item) : -1)),
};

/** A sorted copy. */
export function sortItems(items: readonly StaffRoleItem[], sort: StaffSort): StaffRoleItem[] {
  return items.slice().sort(COMPARATORS[sort]);
}
