/**
 * The numbers of repeated staff rows: each occurrence of a staff member credited more than once
 * gets its place among that member's rows (1, 2, …); a member with one row gets none.
 */
export function repeatNumbers(keys: readonly string[]): (number | null)[] {
  const totals = new Map<string, number>();
  for (const key of keys) totals.set(key, (totals.get(key) ?? 0) + 1);
  const seen = new Map<string, number>();
  return keys.map((key) => {
    if ((totals.get(key) ?? 0) < 2) return null;
    const place = (seen.get(key) ?? 0) + 1;
    seen.set(key, place);
    return place;
  });
}
