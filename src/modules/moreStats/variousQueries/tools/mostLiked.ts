/** Most liked status posts (spec doc 2 §9: top 20) of a user, most likes first. */
import { mostLiked } from '../../../../lib/postSearch';
import type { VariousQuery } from '../types';
import { postResult } from './postSearchTool';
import { chosenUser, readUserPosts, runQuietly, USER_OPTION, userIdOf } from './toolKit';

export const NO_STATUS_POSTS = 'No status posts.';

export const mostLikedStatuses: VariousQuery = {
  id: 'mostLiked',
  label: 'Most liked status posts',
  options: [USER_OPTION],
  run: (run) =>
    runQuietly(run, async () => {
      run.progress('Loading...');
      const user = await userIdOf(run, chosenUser(run));
      let read = 0;
      const posts = await readUserPosts(run, user.id, 'TEXT', (page, total) => {
        read += page.length;
        run.progress(`Searching status post ${read}/${total}`);
      });
      const top = mostLiked(posts);
      run.show(top.length ? postResult(top, (post) => `${post.likeCount} ${post.likeCount === 1 ? 'like' : 'likes'}`) : { kind: 'message', text: NO_STATUS_POSTS });
    }),
};
