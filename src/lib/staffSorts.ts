/**
 * The staff page's sorts (spec doc 2 §5, doc 3 §9) as the page offers them: alphabetical,
 * chronological, popularity, length, score, and for signed-in viewers myScore and myProgress.
 * The worker applies them (workers/staffRoles/sort.ts).
 */

export const STAFF_SORTS = ['alphabetical', 'chronological', 'popularity', 'length', 'score', 'myScore', 'myProgress'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];
/** The sorts that read the viewer's own list (spec: they need sign-in). */
export const SIGNED_IN_SORTS: readonly StaffSort[] = ['myScore', 'myProgress'];

export function isStaffSort(value: unknown): value is StaffSort {
  return typeof value === 'string' && (STAFF_SORTS as readonly string[]).includes(value);
}
