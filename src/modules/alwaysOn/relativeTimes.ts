/** Keeps the script's relative times current (spec doc 1 §4: refreshed every 60 s). */
import { defineModule } from '../../core/module';
import { refreshLiveTimes } from '../../core/liveTime';
import { every } from '../../core/timers';

export const RELATIVE_TIME_REFRESH_MS = 60_000;

export default defineModule({
  id: 'relativeTimes',
  pages: [],
  needs: 'none',
  alwaysOn: true,
  run({ signal }) {
    every(RELATIVE_TIME_REFRESH_MS, () => refreshLiveTimes(document), signal);
  },
});
