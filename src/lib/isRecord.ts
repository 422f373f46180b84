/** A plain object read from storage or the network (not null, not an array), keyed by string. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
