/** 'droppedScore': the owner's score after "dropped" list activities in feeds (ui/listActivityScores.ts). */
import { defineModule } from '../../core/module';
import { showListActivityScores } from '../../ui/listActivityScores';
import { manifest } from './manifest';

/**
 * Which activities this module labels. (Also a named export, so the lazy chunk keeps its
 * `exports.default` shape: a chunk with only a default export is emitted as `module.exports =`.)
 */
export const VERB = 'dropped';

export default defineModule({
  ...manifest,
  async run(ctx) {
    await showListActivityScores(VERB, ctx.signal, 'hoh-dropped-score');
  },
});
