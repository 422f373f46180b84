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
