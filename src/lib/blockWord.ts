export type TextMatcher = (text: string) => boolean;

/**
 * Matcher for the blockWordValue setting: a case-insensitive regular expression, or, when the
 * value is not a valid pattern (e.g. "(nsfw"), a plain lower-case substring test.
 * An empty value matches nothing: the empty pattern would otherwise hide every post.
 */
export function blockWordMatcher(blockWordValue: string): TextMatcher {
  if (blockWordValue === '') return () => false;
  let pattern: RegExp;
  try {
    // No 'g' flag: a global RegExp keeps lastIndex between test() calls and would skip matches.
    pattern = new RegExp(blockWordValue, 'i');
  } catch {
    const needle = blockWordValue.toLowerCase();
    return (text) => text.toLowerCase().includes(needle);
  }
  return (text) => pattern.test(text);
}
