/** Keeps the script's relative times current (spec doc 1 §4: refreshed every 60 s). */
import { defineModule } from '../../core/module';
import { refreshLiveTimes } from '../../core/liveTime';

export const RELATIVE_TIME_REFRESH_MS = 60_000;

export default defineModule({
  id: 'relativeTimes',
  pages: [],
  needs: 'none',
  alwaysOn: true,
  run(ctx) {
    ctx.setInterval(() => refreshLiveTimes(document), RELATIVE_TIME_REFRESH_MS);
  },
});
