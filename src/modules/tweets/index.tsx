/**
 * 'tweets': a link in members' writing whose text is the full address of a tweet (spec doc 3 §5,
 * `src/lib/tweetLinks.ts`) gets the tweet after it, shown by Twitter's own tweet page in a frame
 * (`platform.twitter.com/embed/Tweet.html`, the page Twitter's widget script frames for each
 * embed) with the site's theme and do-not-track. Safe-for-work mode suppresses embeds (spec
 * doc 3 §6).
 *
 * Why a frame and not the widget script (spec doc 1 §7 loads `widgets.js` in userscript mode):
 * the script would be Twitter's code evaluated in AniList's page, with the member's AniList
 * session in reach, fetched at run time; the project's standing rule is that nothing is
 * evaluated from anywhere at run time. In a frame Twitter's code runs in Twitter's origin and
 * sees nothing of AniList's. The frame tells its height in a message, read as data only
 * (`tweetFrameHeight`), and only from that frame. Until it has, the box shows Twitter's embed
 * markup (a blockquote quoting the link), which is also what stays if Twitter never answers.
 */
import { listen } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { followSfwMode } from '../../core/sfwMode';
import { addStyleWhile } from '../../core/styles';
import { isEmbeddableTweet, TWEET_FRAME_ORIGIN, tweetFrameAddress, tweetFrameHeight, tweetId } from '../../lib/tweetLinks';
import { manifest } from './manifest';
import { APP_ROOT, DARK_THEME_CLASS, MARKDOWN_TWITTER_LINK } from './selectors';

export const BOX_CLASS = 'hohTweet';
export const FRAME_CLASS = 'hohTweetFrame';
/** On the box once the frame has said its height: the frame shows, the quoted link steps aside. */
export const SHOWN_CLASS = 'hohTweetShown';

const css = `
.${BOX_CLASS} { margin: 8px 0; max-width: 550px; }
.${BOX_CLASS} blockquote.twitter-tweet { margin: 0; padding: 8px 12px; border-left: 3px solid rgb(var(--color-blue)); background: rgb(var(--color-foreground)); border-radius: 3px; overflow-wrap: anywhere; }
.${FRAME_CLASS} { display: block; width: 100%; height: 0; border: 0; overflow: hidden; }
.${BOX_CLASS}:not(.${SHOWN_CLASS}) .${FRAME_CLASS} { visibility: hidden; }
.${SHOWN_CLASS} blockquote.twitter-tweet { display: none; }
`;

/** The box after `link`: Twitter's markup quoting the link, and the frame that shows the tweet. */
function embed(link: HTMLAnchorElement, href: string, id: string): { box: HTMLElement; frame: HTMLIFrameElement } {
  const dark = document.body.classList.contains(DARK_THEME_CLASS);
  const quote = element('blockquote', { className: 'twitter-tweet', dataset: dark ? { dnt: 'true', theme: 'dark' } : { dnt: 'true' } }, [
    element('a', { href, text: href }),
  ]);
  const frame = element('iframe', {
    className: FRAME_CLASS,
    src: tweetFrameAddress(id, dark),
    title: 'Tweet',
    loading: 'lazy',
    referrerPolicy: 'no-referrer',
    // Twitter's page needs its scripts and its own origin; links in it open in a new tab.
    attrs: { sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox' },
  });
  const box = element('div', { className: BOX_CLASS }, [quote, frame]);
  link.after(box);
  return { box, frame };
}

export default defineModule({
  ...manifest,
  run(ctx) {
    followSfwMode(ctx.signal, (sfw) => !sfw, (signal) => {
      const root = document.querySelector(APP_ROOT) ?? document.body;
      // Tied to this stretch out of safe-for-work mode, not to the whole visit.
      addStyleWhile('hoh-tweets', css, signal);
      const boxes = new Map<HTMLAnchorElement, HTMLElement>();
      /** Each frame's box, to size it when the frame speaks. */
      const frames = new Map<Window, HTMLElement>();
      signal.addEventListener('abort', () => {
        for (const box of boxes.values()) box.remove();
        boxes.clear();
        frames.clear();
      }, { once: true });

      listen(window, 'message', (event: MessageEvent) => {
        if (event.origin !== TWEET_FRAME_ORIGIN || !event.source) return;
        const box = frames.get(event.source as Window);
        const height = tweetFrameHeight(event.data);
        if (!box || height === null) return;
        const frame = box.querySelector<HTMLIFrameElement>(`.${FRAME_CLASS}`);
        if (frame) frame.style.height = `${height}px`;
        box.classList.add(SHOWN_CLASS);
      }, signal);

      const scan = () => {
        if (signal.aborted) return;
        for (const link of root.querySelectorAll<HTMLAnchorElement>(MARKDOWN_TWITTER_LINK)) {
          // The link quoted inside our own box is written as the tweet's full address too, so it
          // matches the selector: embedding it would nest a box in the box, whose arrival is a
          // change under the root that sets off the next scan, and so on (151 boxes in 30 s on a CI
          // run where AniList's content changed once after the first embed).
          if (link.closest(`.${BOX_CLASS}`)) continue;
          const href = link.getAttribute('href') ?? '';
          const id = tweetId(href);
          if (boxes.get(link)?.isConnected || id === null || !isEmbeddableTweet(href, link.textContent ?? '')) continue;
          const { box, frame } = embed(link, href, id);
          boxes.set(link, box);
          if (frame.contentWindow) frames.set(frame.contentWindow, box);
        }
        for (const [link, box] of boxes) {
          if (link.isConnected) continue;
          box.remove();
          boxes.delete(link);
        }
        for (const [source, box] of frames) if (!box.isConnected) frames.delete(source);
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
