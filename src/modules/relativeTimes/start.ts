/** Keeps the script's relative times current (spec doc 1 §4: refreshed every 60 s). */
import type { ModuleContext } from '../../core/module';
import { refreshLiveTimes } from '../../core/liveTime';

export const RELATIVE_TIME_REFRESH_MS = 60_000;

export function keepTimesRelative(ctx: ModuleContext): void {
  ctx.setInterval(() => refreshLiveTimes(document), RELATIVE_TIME_REFRESH_MS);
}
