/**
 * 'forumLikes': on /forum/thread/{id}, who liked the thread and each comment, as a tooltip on the
 * like buttons. Above five likes the names are loaded on hover (host-dom.md §2.14,
 * host-dom-2026.md §2.14).
 */
import { query } from '../../api/client';
import { LIKERS_PAGE, likerNames, type LikersPageResult, type LikersPageVariables } from '../../api/queries/likes';
import type { LikeableType } from '../../api/queries/types';
import { waitForElement } from '../../core/dom';
import { defineModule } from '../../core/module';
import { watchLikeTooltips, type LikeSpot } from '../../ui/likeTooltips';
import { manifest } from './manifest';
import { COMMENT, COMMENT_ID_LINK, COMMENT_LIKE, FORUM_THREAD, THREAD_LIKE } from './selectors';

/** Pages of 50 read at most (250 names); a longer list ends with "+N more". */
const MAX_PAGES = 5;

async function loadLikers(id: number, type: LikeableType, signal: AbortSignal): Promise<string[] | null> {
  const names: string[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const variables: LikersPageVariables = { id, type, page };
    const result = await query<LikersPageResult>(LIKERS_PAGE, variables, { signal });
    if (!result?.Page) return null;
    names.push(...likerNames(result.Page.likes));
    if (!result.Page.pageInfo?.hasNextPage) break;
  }
  return names;
}

function commentId(like: Element): number | null {
  const link = like.parentElement?.querySelector(COMMENT_ID_LINK) ?? like.closest(COMMENT)?.querySelector(COMMENT_ID_LINK);
  const found = /\/comment\/(\d+)/.exec(link?.getAttribute('href') ?? '');
  return found ? Number(found[1]) : null;
}

export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const threadId = Number(ctx.params.id);
    const thread = await waitForElement<HTMLElement>(FORUM_THREAD, { signal });
    if (!thread) return;
    const find = (): LikeSpot[] => {
      const spots: LikeSpot[] = [];
      const own = thread.querySelector<HTMLElement>(THREAD_LIKE);
      if (own) spots.push({ element: own, load: () => loadLikers(threadId, 'THREAD', signal) });
      for (const element of thread.querySelectorAll<HTMLElement>(COMMENT_LIKE)) {
        const id = commentId(element);
        if (id !== null) spots.push({ element, load: () => loadLikers(id, 'THREAD_COMMENT', signal) });
      }
      return spots;
    };
    watchLikeTooltips(ctx, { find, root: thread, quickView: false, styleId: 'hoh-forum-likes' });
  },
});
