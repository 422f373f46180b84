import { useEffect, useState } from 'react';
import { permitWaitMs } from '../api/budget';

/** How often a running panel looks at the budget: the shown seconds count down by this step. */
const LOOK_EVERY_MS = 1000;

/**
 * While `running`, the whole seconds a request would now wait for AniList's rate limit (0 when
 * none): a run that stands still on the budget says so instead of looking stuck. The look stops
 * with the run or when the panel goes.
 */
export function useRateLimitWait(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) {
      setSeconds(0);
      return undefined;
    }
    const look = () => setSeconds(Math.ceil(permitWaitMs() / 1000));
    look();
    const timer = setInterval(look, LOOK_EVERY_MS);
    return () => clearInterval(timer);
  }, [running]);
  return seconds;
}
