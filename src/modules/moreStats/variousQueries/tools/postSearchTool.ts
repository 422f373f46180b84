/**
 * The run shared by Find a status and Find a message: a user's posts of one kind, searched as
 * they arrive (text or regular expression), hits shown newest first as they are found.
 */
import type { VqPost } from '../../../../api/queries/variousQueries';
import { postMatcher } from '../../../../lib/postSearch';
import type { QueryOption, QueryResult, QueryRun } from '../types';
import { chosenUser, readUserPosts, runQuietly, sitePath, USER_OPTION, userIdOf } from './toolKit';

export const POST_SEARCH_OPTIONS: readonly QueryOption[] = [
  USER_OPTION,
  { kind: 'text', key: 'search', label: 'Search for', default: '', placeholder: 'text' },
  { kind: 'checkbox', key: 'regex', label: 'Regular expression', default: false, title: 'Search with a JavaScript regular expression (case-insensitive)' },
];

export const NO_POSTS_FOUND = 'No matching posts found.';

export function postResult(posts: readonly VqPost[], note: (post: VqPost) => string): QueryResult {
  return {
    kind: 'html',
    items: posts.map((post) => ({
      heading: { text: note(post), href: sitePath(post.siteUrl, `/activity/${post.id}`) },
      html: post.html ?? '',
    })),
  };
}

function postedOn(post: VqPost): string {
  const date = new Date(post.createdAt * 1000).toISOString().slice(0, 10);
  const author = post.__typename === 'MessageActivity' ? post.messenger?.name : post.user?.name;
  return author ? `${author}, ${date}` : date;
}

/** 'status' and 'message' are the spec's words in 'Searching status post n/total'. */
export function runPostSearch(run: QueryRun, type: 'TEXT' | 'MESSAGE', word: 'status' | 'message'): Promise<void> {
  return runQuietly(run, async () => {
    const name = chosenUser(run);
    const matcher = postMatcher(String(run.options.search ?? ''), run.options.regex === true);
    if (!matcher.ok) throw new Error(`Error: ${matcher.error}`);
    run.progress('Loading...');
    const user = await userIdOf(run, name);
    const hits: VqPost[] = [];
    let searched = 0;
    await readUserPosts(run, user.id, type, (posts, total) => {
      let found = false;
      for (const post of posts) {
        searched++;
        if (matcher.test(post.source ?? '')) {
          hits.push(post);
          found = true;
        }
      }
      run.progress(`Searching ${word} post ${searched}/${total}`);
      if (found) {
        hits.sort((a, b) => b.id - a.id);
        run.show(postResult(hits, postedOn));
      }
    });
    if (hits.length === 0) run.show({ kind: 'message', text: NO_POSTS_FOUND });
  });
}
