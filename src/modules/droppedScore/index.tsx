/** 'droppedScore': the owner's score after "dropped" list activities in feeds (ui/listActivityScores.ts). */
import { defineModule } from '../../core/module';
import { showListActivityScores } from '../../ui/listActivityScores';
import { manifest } from './manifest';

/** Which activities this module labels. */
const VERB = 'dropped';

export default defineModule({
  ...manifest,
  async run(ctx) {
    await showListActivityScores(VERB, ctx.signal, 'hoh-dropped-score');
  },
});
