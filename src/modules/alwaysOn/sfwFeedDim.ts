/**
 * Safe-for-work mode in feeds (spec doc 1 §6): status posts containing one of the safe-for-work
 * blocked words are dimmed to 0.5 opacity. SFWmode has no module of its own (its other effects
 * belong to the modules they change), so this small job runs on the feed pages and follows the
 * feed only while the setting is on.
 */
import { addModuleStyle, clearMarks, markEntry, readEntryFacts, watchFeed } from '../../core/feedWatch';
import { setVisitSink, visitSink } from '../../core/guard';
import { defineModule } from '../../core/module';
import { pages } from '../../core/pages';
import { getSettings, subscribeSettings } from '../../core/settings/store';
import { isStatusPost } from '../../lib/feedFilter';
import { containsBlockedWord } from '../../lib/sfwWords';

export const DIMMED_CLASS = 'hohSfwDimmed';
export const SFW_DIM_OPACITY = 0.5;
const STYLE_ID = 'hoh-sfw-feed';

function follow(signal: AbortSignal): void {
  addModuleStyle(STYLE_ID, `.activity-entry.${DIMMED_CLASS} { opacity: ${SFW_DIM_OPACITY}; }`, signal);
  signal.addEventListener('abort', () => clearMarks(DIMMED_CLASS), { once: true });
  void watchFeed({
    signal,
    handle: (entries) => {
      for (const entry of entries) {
        const facts = readEntryFacts(entry);
        markEntry(entry, DIMMED_CLASS, isStatusPost(facts) && containsBlockedWord(facts.text));
      }
    },
  });
}

export default defineModule({
  id: 'sfwFeedDim',
  pages: [pages.home, pages.social, pages.user],
  needs: 'none',
  alwaysOn: true,
  run(ctx) {
    let running: AbortController | null = null;
    const update = (on: boolean): void => {
      if (on && !running) {
        running = new AbortController();
        // Ends with the visit or when the setting goes off; its errors are still this job's.
        const signal = AbortSignal.any([ctx.signal, running.signal]);
        const sink = visitSink(ctx.signal);
        if (sink) setVisitSink(signal, sink);
        follow(signal);
      } else if (!on && running) {
        running.abort();
        running = null;
      }
    };
    update(getSettings().SFWmode === true);
    subscribeSettings(ctx.guard((next) => update(next.SFWmode === true)), ctx.signal);
  },
});
