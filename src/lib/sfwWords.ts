import blocklist from '../data/sfw-blocklist.json';

/** Safe-for-work mode treats both lists as blocked words (all lower case). */
export const SFW_BLOCKED_WORDS: readonly string[] = [...blocklist.words, ...blocklist.tags];

/** Tag names whose presence censors a media page in safe-for-work mode. */
export const SFW_BLOCKED_TAGS: readonly string[] = blocklist.tags;

/** True if any blocked word occurs in `text`, ignoring case. */
export function containsBlockedWord(text: string, words: readonly string[] = SFW_BLOCKED_WORDS): boolean {
  const lower = text.toLowerCase();
  return words.some((word) => word !== '' && lower.includes(word.toLowerCase()));
}
