import { containsBlockedWord, SFW_BLOCKED_WORDS } from './sfwWords';

export interface SafeUrlOptions {
  /** Safe-for-work mode: a title with a blocked word gives no slug at all. */
  sfw?: boolean;
  /** Defaults to the built-in SFW words and tags. */
  blockedWords?: readonly string[];
}

// "Star" (spec doc 1 §5) is both the asterisk and the black star U+2605 ("Madoka★Magica").
const BECOMES_DASH = /[\s/:*\u2605]/g;
// . ) \ # ! , % and the right single quote U+2019.
const DROPPED = /[.)\\#!,%\u2019]/g;

/** A title turned into a URL path segment (slug), the way links to media are built. */
export function safeUrl(text: string, options: SafeUrlOptions = {}): string {
  if (options.sfw && containsBlockedWord(text, options.blockedWords ?? SFW_BLOCKED_WORDS)) return '';
  const slug = text.replace(BECOMES_DASH, '-').replace(DROPPED, '').replace(/ä/g, 'a');
  return encodeURIComponent(slug);
}
