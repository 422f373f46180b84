/**
 * 'tweets': a link in members' writing whose text is the full address of a tweet (spec doc 3 §5,
 * `src/lib/tweetLinks.ts`) gets Twitter's embed markup after it (`blockquote.twitter-tweet` with
 * the link inside, the site's theme in `data-theme`), and Twitter's widget script turns that into
 * the tweet. The script is loaded only in userscript mode (spec doc 1 §7), which is the only build
 * this project makes. Safe-for-work mode suppresses embeds (spec doc 3 §6). The address goes in
 * only after the check, as an attribute; the text as text. If the widget never loads, the
 * blockquote shows the link, as Twitter's markup is meant to.
 */
import { addStyleWhile } from '../../core/styles';
import { defineModule } from '../../core/module';
import { followSfwMode } from '../../core/sfwMode';
import { isEmbeddableTweet } from '../../lib/tweetLinks';
import { manifest } from './manifest';

/** host-dom.md §2.2 (markdown links), §1.4 (theme class on body). */
export const SELECTORS = {
  root: '#app',
  link: '.markdown a[href^="https://twitter.com/"]',
  darkTheme: 'site-theme-dark',
} as const;
export const BOX_CLASS = 'hohTweet';
export const WIDGET_URL = 'https://platform.twitter.com/widgets.js';
const WIDGET_ID = 'hoh-twitter-widgets';

interface TwitterWidgets {
  widgets?: { load?: (element?: Element) => unknown };
}

const css = `
.${BOX_CLASS} { margin: 8px 0; max-width: 550px; }
.${BOX_CLASS} blockquote.twitter-tweet { margin: 0; padding: 8px 12px; border-left: 3px solid rgb(var(--color-blue)); background: rgb(var(--color-foreground)); border-radius: 3px; overflow-wrap: anywhere; }
`;

/** The page's twttr, where Twitter's script leaves it (a manager's sandbox sees it through unsafeWindow). */
function twitter(): TwitterWidgets | undefined {
  const page = (typeof unsafeWindow === 'undefined' ? window : unsafeWindow) as unknown as { twttr?: TwitterWidgets };
  return page.twttr;
}

declare const unsafeWindow: Window | undefined;

/**
 * Twitter's script, once per page: a loaded script cannot be unloaded, so its element stays as
 * the mark that it is there. On its first load it renders every blockquote already in the page.
 */
function ensureWidget(): void {
  if (document.getElementById(WIDGET_ID)) return;
  const script = document.createElement('script');
  script.id = WIDGET_ID;
  script.async = true;
  script.charset = 'utf-8';
  script.src = WIDGET_URL;
  document.head.append(script);
}

function embed(link: HTMLAnchorElement, href: string): HTMLElement {
  const box = document.createElement('div');
  box.className = BOX_CLASS;
  const quote = document.createElement('blockquote');
  quote.className = 'twitter-tweet';
  quote.dataset.dnt = 'true';
  if (document.body.classList.contains(SELECTORS.darkTheme)) quote.dataset.theme = 'dark';
  const inner = document.createElement('a');
  inner.href = href;
  inner.textContent = href;
  quote.append(inner);
  box.append(quote);
  link.after(box);
  return box;
}

export default defineModule({
  ...manifest,
  run(ctx) {
    followSfwMode(ctx.signal, (sfw) => !sfw, (signal) => {
      const root = document.querySelector(SELECTORS.root) ?? document.body;
      addStyleWhile('hoh-tweets', css, signal);
      const boxes = new Map<HTMLAnchorElement, HTMLElement>();
      signal.addEventListener('abort', () => {
        for (const box of boxes.values()) box.remove();
        boxes.clear();
      }, { once: true });

      const scan = () => {
        if (signal.aborted) return;
        const added: HTMLElement[] = [];
        for (const link of root.querySelectorAll<HTMLAnchorElement>(SELECTORS.link)) {
          // The link quoted inside our own box is written as the tweet's full address too, so it
          // matches the selector: embedding it would nest a box in the box, whose arrival is a
          // change under the root that sets off the next scan, and so on (151 boxes in 30 s on a CI
          // run where AniList's content changed once after the first embed).
          if (link.closest(`.${BOX_CLASS}`)) continue;
          const href = link.getAttribute('href') ?? '';
          if (boxes.get(link)?.isConnected || !isEmbeddableTweet(href, link.textContent ?? '')) continue;
          const box = embed(link, href);
          boxes.set(link, box);
          added.push(box);
        }
        for (const [link, box] of boxes) if (!link.isConnected) { box.remove(); boxes.delete(link); }
        if (!added.length) return;
        ensureWidget();
        // Blockquotes that arrive after the script's first run are handed to it one by one.
        const load = twitter()?.widgets?.load;
        if (typeof load === 'function') for (const box of added) load.call(twitter()?.widgets, box);
      };
      scan();
      let queued = false;
      ctx.observe(root, { childList: true, subtree: true }, () => {
        if (queued || signal.aborted) return;
        queued = true;
        ctx.setTimeout(() => {
          queued = false;
          scan();
        }, 200);
      });
    });
  },
});
