/**
 * 'showMarkdown': on /activity/{id} of a status post or a message, a '</>' action before the time
 * (host-dom.md §2.9) swaps the rendered text for its markdown source, loaded from the API (cached
 * 20 s, spec doc 3 §7) and shown as plain text, and back. The source is another member's writing:
 * it only ever goes in as text.
 */
import { query } from '../../api/client';
import { ACTIVITY_MARKDOWN, type ActivityMarkdownResult } from '../../api/queries/activities';
import { waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { manifest } from './manifest';
import { ENTRY, MARKDOWN, TIME } from './selectors';

export const TOGGLE_CLASS = 'hohMarkdownToggle';
export const SOURCE_CLASS = 'hohMarkdownSource';
export const strings = { toggle: '</>', show: 'Show the markdown', hide: 'Show the text' } as const;
/** Spec doc 3 §7: markdown 20 s. */
const CACHE_MS = 20_000;

const css = `
.${TOGGLE_CLASS} { cursor: pointer; font-family: monospace; font-size: 1.2rem; margin-right: 8px; color: rgb(var(--color-text-lighter)); }
.${TOGGLE_CLASS}:hover, .${TOGGLE_CLASS}[aria-pressed="true"] { color: rgb(var(--color-blue)); }
.${TOGGLE_CLASS}:focus-visible { outline: 2px solid rgb(var(--color-blue)); border-radius: 3px; }
.activity-markdown.${SOURCE_CLASS} pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 1.3rem; color: rgb(var(--color-text)); background: rgb(var(--color-background)); padding: 10px; border-radius: 4px; }
`;

function sourceOf(result: ActivityMarkdownResult | null): string | null {
  const activity = result?.Activity;
  if (!activity) return null;
  if (activity.__typename === 'TextActivity') return activity.text ?? '';
  if (activity.__typename === 'MessageActivity') return activity.message ?? '';
  return null;
}

export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const id = Number(ctx.params.id);
    const entry = await waitForElement<HTMLElement>(ENTRY, { signal });
    const time = entry?.querySelector<HTMLElement>(TIME);
    const rendered = entry?.querySelector<HTMLElement>(MARKDOWN);
    if (!entry || !time || !rendered) return;
    ctx.addStyle('hoh-show-markdown', css);

    const toggle = element('span', {
      className: `action ${TOGGLE_CLASS}`,
      text: strings.toggle,
      attrs: { role: 'button', 'aria-pressed': 'false' },
      tabIndex: 0,
      title: strings.show,
    });
    time.prepend(toggle);
    let source: HTMLElement | null = null;
    signal.addEventListener('abort', () => {
      toggle.remove();
      source?.remove();
      rendered.hidden = false;
    }, { once: true });

    const show = (markdown: boolean) => {
      rendered.hidden = markdown;
      if (source) source.hidden = !markdown;
      toggle.setAttribute('aria-pressed', String(markdown));
      toggle.title = markdown ? strings.hide : strings.show;
    };
    let busy = false;
    const flip = async () => {
      if (busy) return;
      if (!rendered.hidden) {
        busy = true;
        try {
          const text = sourceOf(await query<ActivityMarkdownResult>(ACTIVITY_MARKDOWN, { id }, { signal, cacheKey: `hohMarkdown${id}`, duration: CACHE_MS }));
          // Nothing to show when the API failed; the next press asks again.
          if (text === null || signal.aborted) return;
          source ??= element('div', { className: `activity-markdown ${SOURCE_CLASS}` });
          source.replaceChildren(element('pre', { text }));
          if (!source.isConnected) rendered.after(source);
          show(true);
        } finally {
          busy = false;
        }
      } else {
        show(false);
      }
    };
    ctx.listen<MouseEvent>(toggle, 'click', (event) => {
      event.preventDefault();
      return flip();
    });
    ctx.listen<KeyboardEvent>(toggle, 'keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      return flip();
    });
  },
});
