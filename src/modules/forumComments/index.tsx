/**
 * 'forumComments' (spec doc 3 §4 "Comment hider"): a [-] button at the start of every forum
 * comment's header folds the comment's text and its replies away; it then reads [+] and unfolds
 * them. host-dom.md §2.14: a `.comment-wrap`'s first child is the comment (its first child the
 * header row, then the body); the wrap's later children hold the nested replies.
 */
import { waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { manifest } from './manifest';
import { COMMENT_WRAP, FORUM_THREAD } from './selectors';

export const TOGGLE_CLASS = 'hohCommentToggle';
export const COLLAPSED_CLASS = 'hohCollapsed';
export const strings = { collapse: '[-]', expand: '[+]', collapseLabel: 'Hide this comment and its replies', expandLabel: 'Show this comment and its replies' } as const;

const css = `
${COMMENT_WRAP}.${COLLAPSED_CLASS} > :not(:first-child),
${COMMENT_WRAP}.${COLLAPSED_CLASS} > :first-child > :not(:first-child) { display: none !important; }
.${TOGGLE_CLASS} { margin-right: 8px; padding: 0 2px; border: 0; background: none; font: inherit; font-family: monospace; font-size: 1.3rem; color: rgb(var(--color-text-lighter)); cursor: pointer; }
.${TOGGLE_CLASS}:hover { color: rgb(var(--color-blue)); }
.${TOGGLE_CLASS}:focus-visible { outline: 2px solid rgb(var(--color-blue)); border-radius: 3px; }
`;

function setState(wrap: Element, button: HTMLButtonElement, collapsed: boolean): void {
  wrap.classList.toggle(COLLAPSED_CLASS, collapsed);
  button.textContent = collapsed ? strings.expand : strings.collapse;
  button.setAttribute('aria-expanded', String(!collapsed));
  button.setAttribute('aria-label', collapsed ? strings.expandLabel : strings.collapseLabel);
}

export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const thread = await waitForElement<HTMLElement>(FORUM_THREAD, { signal });
    if (!thread) return;
    ctx.addStyle('hoh-forum-comments', css);
    signal.addEventListener('abort', () => {
      for (const button of document.querySelectorAll(`.${TOGGLE_CLASS}`)) button.remove();
      for (const wrap of document.querySelectorAll(`.${COLLAPSED_CLASS}`)) wrap.classList.remove(COLLAPSED_CLASS);
    }, { once: true });

    const add = () => {
      for (const wrap of thread.querySelectorAll(COMMENT_WRAP)) {
        const header = wrap.firstElementChild?.firstElementChild;
        if (!header || header.querySelector(`:scope > .${TOGGLE_CLASS}`)) continue;
        const button = element('button', { type: 'button', className: TOGGLE_CLASS });
        setState(wrap, button, false);
        header.prepend(button);
      }
    };
    add();
    // One listener for every button, present and future.
    ctx.listen<MouseEvent>(thread, 'click', (event) => {
      const button = (event.target as Element | null)?.closest?.(`.${TOGGLE_CLASS}`);
      if (!(button instanceof HTMLButtonElement)) return;
      const wrap = button.closest(COMMENT_WRAP);
      if (!wrap) return;
      event.preventDefault();
      event.stopPropagation();
      setState(wrap, button, !wrap.classList.contains(COLLAPSED_CLASS));
    });
    // New comments (a reply posted, more loaded) get their button too.
    ctx.observe(thread, { childList: true, subtree: true }, () => add());
  },
});
