/**
 * Which links become tweet embeds (spec doc 3 §5 "Tweet embeds only when the link text equals the
 * full tweet URL"; host-dom.md §2.2: a twitter.com link whose text is its address and which points
 * at `twitter.com/<user>/status/<id>`). Links under other words, profiles and searches stay links.
 */

/** A tweet's address: the user (Twitter's 1 to 15 word characters), then the status number. */
const TWEET_URL = /^https:\/\/twitter\.com\/\w{1,15}\/status\/\d{1,20}\/?(?:[?#][^\s]*)?$/;

export function isEmbeddableTweet(href: string, text: string): boolean {
  return text.trim() === href && TWEET_URL.test(href);
}

/** The status number of an embeddable tweet's address, else null. */
export function tweetId(href: string): string | null {
  if (!TWEET_URL.test(href)) return null;
  return /\/status\/(\d{1,20})/.exec(href)?.[1] ?? null;
}

/** Where Twitter's own page shows one tweet, the page its widget script frames for each embed. */
export const TWEET_FRAME_ORIGIN = 'https://platform.twitter.com';

/**
 * The framed tweet's address: the status number, the site's theme, and "do not track" (Twitter's
 * `dnt`, as the blockquote's `data-dnt` asked of its widget script).
 */
export function tweetFrameAddress(id: string, dark: boolean): string {
  return `${TWEET_FRAME_ORIGIN}/embed/Tweet.html?${new URLSearchParams({ id, dnt: 'true', theme: dark ? 'dark' : 'light' })}`;
}

/** The tallest a framed tweet may grow (a long thread with media is about 1,500 px). */
const MAX_FRAME_HEIGHT = 3000;

/**
 * The height a framed tweet asks for in its resize message (`{"twttr.embed": {method:
 * "twttr.private.resize", params: [{height}]}}`, as an object or its JSON text), else null. It is
 * read as data: anything else the frame says is ignored.
 */
export function tweetFrameHeight(data: unknown): number | null {
  let message = data;
  if (typeof message === 'string') {
    try {
      message = JSON.parse(message);
    } catch {
      return null;
    }
  }
  if (typeof message !== 'object' || message === null) return null;
  const embed = (message as Record<string, unknown>)['twttr.embed'];
  if (typeof embed !== 'object' || embed === null) return null;
  const { method, params } = embed as { method?: unknown; params?: unknown };
  if (method !== 'twttr.private.resize' || !Array.isArray(params)) return null;
  const height = (params[0] as { height?: unknown } | undefined)?.height;
  const value = typeof height === 'string' ? Number.parseFloat(height) : height;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  return Math.min(Math.ceil(value), MAX_FRAME_HEIGHT);
}
