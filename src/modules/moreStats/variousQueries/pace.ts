/**
 * Pauses of the query tools. Tests shorten them through a localStorage key read when a run starts
 * (DEVELOPERS' rule: test speed-ups go through localStorage, the real constants stay as they are).
 */
import { testTimingMs } from '../../../lib/testTiming';

/** The pause `key` asks for when it holds a whole number of ms below `standard`, else `standard`. */
export function pauseMs(key: string, standard: number, storage: Pick<Storage, 'getItem'> | null = globalThis.localStorage ?? null): number {
  const value = testTimingMs(storage, key, standard, 0);
  return Number.isInteger(value) && value < standard ? value : standard;
}
