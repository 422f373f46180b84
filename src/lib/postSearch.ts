/**
 * Find a status / Find a message / Most liked status posts (spec doc 2 §1 group 3, §9): how a
 * post is matched (plain text, case-insensitive, or a regular expression) and how the most liked
 * posts are picked.
 */

export type PostMatcher = { readonly ok: true; test(text: string): boolean } | { readonly ok: false; readonly error: string };

/** What a bad regular expression says (the text after the colon is the engine's own). */
export const INVALID_PATTERN_PREFIX = 'Invalid regular expression';

/**
 * A plain search is a case-insensitive substring test; a regular expression is case-insensitive
 * too (as AniList's own search is), and an invalid one is refused rather than searched as text so
 * the user learns why nothing matched.
 */
export function postMatcher(pattern: string, regularExpression: boolean): PostMatcher {
  if (!regularExpression) {
    const needle = pattern.toLowerCase();
    return { ok: true, test: (text) => text.toLowerCase().includes(needle) };
  }
  let expression: RegExp;
  try {
    expression = new RegExp(pattern, 'i');
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^Invalid regular expression:\s*/, '') : String(error);
    return { ok: false, error: `${INVALID_PATTERN_PREFIX}: ${reason}` };
  }
  return { ok: true, test: (text) => expression.test(text) };
}

/** spec doc 2 §9: Most liked status posts shows the top 20. */
export const MOST_LIKED_COUNT = 20;

/** The `count` posts with the most likes; equal likes keep the newer (higher id) first. */
export function mostLiked<T extends { readonly id: number; readonly likeCount: number }>(posts: readonly T[], count = MOST_LIKED_COUNT): T[] {
  return [...posts].sort((a, b) => b.likeCount - a.likeCount || b.id - a.id).slice(0, count);
}

/**
 * Runs `task` over `items` with at most `limit` running at once, in order of start; resolves
 * when all have finished, rejects with the first failure (the others are left to settle).
 */
export async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    // After a failure nothing new starts: the caller is about to hear the error.
    while (!failed && next < items.length) {
      const item = items[next++];
      try {
        await task(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
