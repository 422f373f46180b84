/**
 * 'singleActivityReplyLikes': on /activity/{id}, who liked the activity and each reply, as a
 * tooltip on the like buttons and a quick view beside the count (host-dom.md §2.9). Above five
 * likes the names are loaded on hover: one request gives the activity's and every reply's likers.
 */
import { query } from '../../api/client';
import { ACTIVITY_LIKERS, likerNames, type ActivityLikersResult } from '../../api/queries/likes';
import { waitForElement } from '../../core/dom';
import { defineModule } from '../../core/module';
import { watchLikeTooltips, type LikeSpot } from '../../ui/likeTooltips';
import { manifest } from './manifest';
import { ACTIVITY_LIKES, ENTRY, LIKE_BUTTONS, LIKE_COUNT, REPLIES, REPLY_LIKES } from './selectors';

export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const id = Number(ctx.params.id);
    const entry = await waitForElement<HTMLElement>(ENTRY, { signal });
    if (!entry) return;

    // One answer serves every button; asked again only when the page's like counts changed.
    let asked: { key: string; answer: Promise<ActivityLikersResult | null> } | null = null;
    const likers = () => {
      const key = [...entry.querySelectorAll(LIKE_BUTTONS)].map((el) => el.querySelector(LIKE_COUNT)?.textContent ?? '0').join('|');
      if (!asked || asked.key !== key) {
        const answer = query<ActivityLikersResult>(ACTIVITY_LIKERS, { id }, { signal });
        asked = { key, answer };
        // A failure is not kept: the next hover asks again.
        void answer.then((result) => {
          if (result === null && asked?.answer === answer) asked = null;
        });
      }
      return asked.answer;
    };

    const find = (): LikeSpot[] => {
      const spots: LikeSpot[] = [];
      const own = entry.querySelector<HTMLElement>(ACTIVITY_LIKES);
      if (own) spots.push({ element: own, load: async () => {
        const result = await likers();
        return result?.Activity ? likerNames(result.Activity.likes) : null;
      } });
      entry.querySelectorAll<HTMLElement>(REPLIES).forEach((reply, index) => {
        const element = reply.querySelector<HTMLElement>(REPLY_LIKES);
        if (!element) return;
        spots.push({ element, load: async () => {
          const result = await likers();
          const replies = result?.Activity?.replies;
          if (!replies) return null;
          // Replies come in the page's order; a list of another length is not this page's.
          if (replies.length !== entry.querySelectorAll(REPLIES).length) return null;
          return likerNames(replies[index]?.likes);
        } });
      });
      return spots;
    };

    watchLikeTooltips(ctx, { find, root: entry, quickView: true, styleId: 'hoh-activity-likes' });
  },
});
