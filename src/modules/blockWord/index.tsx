/**
 * 'blockWord': hides the home feed's status posts whose text matches blockWordValue (spec doc 1
 * §5: a case-insensitive pattern, or a plain lower-case substring when it is not a valid one).
 */
import { clearMarks, markEntry, readEntryFacts, watchFeed } from '../../core/feedWatch';
import { defineModule } from '../../core/module';
import { getSettings } from '../../core/settings/store';
import { blockWordMatcher } from '../../lib/blockWord';
import { isStatusPost } from '../../lib/feedFilter';
import { manifest } from './manifest';

export const HIDDEN_CLASS = 'hohBlockWordHidden';
const STYLE_ID = 'hoh-block-word';

export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    ctx.addStyle(STYLE_ID, `.activity-entry.${HIDDEN_CLASS} { display: none !important; }`);
    signal.addEventListener('abort', () => clearMarks(HIDDEN_CLASS), { once: true });

    let matches = blockWordMatcher(getSettings().blockWordValue);
    const watch = await watchFeed({
      signal,
      handle: (entries) => {
        for (const entry of entries) {
          const facts = readEntryFacts(entry);
          markEntry(entry, HIDDEN_CLASS, isStatusPost(facts) && matches(facts.text));
        }
      },
    });
    ctx.onSettingsChange((next, previous) => {
      if (next.blockWordValue === previous.blockWordValue) return;
      matches = blockWordMatcher(next.blockWordValue);
      watch.refresh();
    });
  },
});
