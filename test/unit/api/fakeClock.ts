import type { BudgetClock } from '../../../src/api/budget';

/** A clock that only moves when told to; sleepers wake when their time is reached. */
export function fakeClock(start = 1_000_000) {
  let time = start;
  const sleepers: { at: number; resolve(): void }[] = [];
  const clock: BudgetClock & { advance(ms: number): Promise<void>; sleeping(): number } = {
    now: () => time,
    sleep(ms, signal) {
      return new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const sleeper = { at: time + ms, resolve };
        sleepers.push(sleeper);
        signal?.addEventListener('abort', () => {
          sleepers.splice(sleepers.indexOf(sleeper), 1);
          reject(signal.reason);
        });
      });
    },
    async advance(ms) {
      time += ms;
      for (const sleeper of sleepers.filter((s) => s.at <= time)) {
        sleepers.splice(sleepers.indexOf(sleeper), 1);
        sleeper.resolve();
      }
      await settle();
    },
    sleeping: () => sleepers.length,
  };
  return clock;
}

/** Lets pending promise chains run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
