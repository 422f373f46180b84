/**
 * 'feedCommentFilter': minimum reply and like counts for the home feed, and the block list rules
 * made on the settings page (user, status, media). A small filter box takes the place of the
 * feed's "Activity" heading (host-dom.md §2.1: the heading is the section header's first text
 * node); entries below either minimum or matched by a block rule are hidden.
 */
import { attachContainer } from '../../core/dom';
import { element } from '../../core/element';
import { clearMarks, FEED_SELECTORS, markEntry, readEntryFacts, watchFeed } from '../../core/feedWatch';
import { defineModule } from '../../core/module';
import { getSettings, setSetting } from '../../core/settings/store';
import { BLOCK_LIST_KEY, readBlockList } from '../../core/settings/stores';
import { belowThresholds, blockedByList, minimumCount } from '../../lib/feedFilter';
import { manifest } from './manifest';

export const FILTER_BOX_CLASS = 'hohFeedFilter';
export const HIDDEN_CLASS = 'hohFeedFilterHidden';
const STYLE_ID = 'hoh-feed-comment-filter';

export const strings = {
  replies: 'Replies ≥',
  likes: 'Likes ≥',
  label: 'Feed filters',
  hidden: (n: number) => (n === 1 ? '1 hidden' : `${n} hidden`),
} as const;

const css = `
${FEED_SELECTORS.entry}.${HIDDEN_CLASS} { display: none !important; }
.${FILTER_BOX_CLASS} { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 4px 10px; font-size: 1.3rem; font-weight: 500; color: rgb(var(--color-text-light)); vertical-align: middle; }
/* When the box wraps (a narrow page, or AniList's feed filters expanded beside it), each field
   takes a whole line with its input at the line's end, so the two inputs line up; on one line
   the box is as wide as its content and nothing grows. */
.${FILTER_BOX_CLASS} label { display: inline-flex; flex: 1 0 auto; justify-content: space-between; align-items: center; gap: 4px; cursor: pointer; }
/* The count goes first: a line it shared with the last field would end that field's input short. */
.${FILTER_BOX_CLASS} .hohFeedFilterCount { order: -1; }
.${FILTER_BOX_CLASS} .hohFeedFilterCount:empty { display: none; }
.${FILTER_BOX_CLASS} input { width: 4.2em; padding: 2px 4px; border: 0; border-radius: 3px; font: inherit; color: rgb(var(--color-text)); background: rgb(var(--color-foreground)); }
.${FILTER_BOX_CLASS} input:focus-visible { outline: 2px solid rgb(var(--color-blue)); }
.${FILTER_BOX_CLASS} .hohFeedFilterCount { color: rgb(var(--color-text-lighter)); font-weight: 400; }
`;

function numberField(className: string, label: string, value: number): { label: HTMLLabelElement; input: HTMLInputElement } {
  const input = element('input', { type: 'number', min: '0', step: '1', inputMode: 'numeric', value: String(value) });
  return { label: element('label', { className }, [label, input]), input };
}

export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    ctx.addStyle(STYLE_ID, css);
    signal.addEventListener('abort', () => clearMarks(HIDDEN_CLASS), { once: true });

    const settings = getSettings();
    const replies = numberField('hohFeedFilterReplies', strings.replies, minimumCount(settings.feedCommentComments));
    const likes = numberField('hohFeedFilterLikes', strings.likes, minimumCount(settings.feedCommentLikes));
    const count = element('span', { className: 'hohFeedFilterCount', attrs: { 'aria-live': 'polite' } });

    // The heading text the box stands in for, put back when the visit ends.
    let heading: { node: Text; text: string } | null = null;
    signal.addEventListener('abort', () => {
      if (heading) heading.node.textContent = heading.text;
    }, { once: true });

    await attachContainer({
      anchor: FEED_SELECTORS.sectionHeader,
      signal,
      create: () => element('div', { className: FILTER_BOX_CLASS, attrs: { role: 'group', 'aria-label': strings.label } }, [replies.label, likes.label, count]),
      place: (header, box) => {
        const first = header.firstChild;
        if (first instanceof Text && first.textContent?.trim()) {
          heading = { node: first, text: first.textContent };
          first.textContent = '';
        }
        header.prepend(box);
      },
    });

    const apply = (entries: readonly Element[]): void => {
      const current = getSettings();
      const thresholds = { replies: minimumCount(current.feedCommentComments), likes: minimumCount(current.feedCommentLikes) };
      const rules = readBlockList();
      for (const entry of entries) {
        const facts = readEntryFacts(entry);
        markEntry(entry, HIDDEN_CLASS, belowThresholds(facts, thresholds) || blockedByList(rules, facts));
      }
      const hidden = document.querySelectorAll(`${FEED_SELECTORS.feed} > .${HIDDEN_CLASS}`).length;
      count.textContent = hidden > 0 ? strings.hidden(hidden) : '';
    };

    const watch = await watchFeed({ signal, handle: apply });

    // Typing saves the minimum (a bad value counts as 0); the feed follows 500 ms later.
    const save = (input: HTMLInputElement, id: 'feedCommentComments' | 'feedCommentLikes'): void => {
      setSetting(id, minimumCount(input.value));
    };
    ctx.listen(replies.input, 'input', () => save(replies.input, 'feedCommentComments'));
    ctx.listen(likes.input, 'input', () => save(likes.input, 'feedCommentLikes'));
    ctx.listen(replies.input, 'change', () => {
      replies.input.value = String(minimumCount(replies.input.value));
    });
    ctx.listen(likes.input, 'change', () => {
      likes.input.value = String(minimumCount(likes.input.value));
    });
    ctx.onSettingsChange((next, previous) => {
      if (next.feedCommentComments === previous.feedCommentComments && next.feedCommentLikes === previous.feedCommentLikes) return;
      // Another tab or the settings page changed them: show the new values unless being typed.
      if (document.activeElement !== replies.input) replies.input.value = String(minimumCount(next.feedCommentComments));
      if (document.activeElement !== likes.input) likes.input.value = String(minimumCount(next.feedCommentLikes));
      watch.refresh();
    });
    // Block rules edited in another tab (the settings page) arrive as storage events.
    ctx.listen<StorageEvent>(window, 'storage', (event) => {
      if (event.key === BLOCK_LIST_KEY) watch.refresh();
    });
  },
});
