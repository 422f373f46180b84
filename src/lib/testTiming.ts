/**
 * End-to-end test hooks for the script's real waits (a poll period, a pace): a number of ms in a
 * localStorage key that nothing in the script writes. Read once per visit by the caller, so the
 * real constants stay as the spec says and users never see a difference.
 */

/** The stored ms under `key` when it is a finite number of at least `minMs`, else `realMs`. */
export function testTimingMs(storage: Pick<Storage, 'getItem'> | null, key: string, realMs: number, minMs: number): number {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return realMs;
  }
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) && value >= minMs ? value : realMs;
}
