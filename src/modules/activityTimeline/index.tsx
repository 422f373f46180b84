/**
 * 'activityTimeline' (spec doc 1 §2; host-dom.md §2.8, §2.9): on the media social tab, the
 * viewer's own activity timeline for the media (cached 120 s) with a lookup for other members;
 * on /activity/{id}, previous/next/profile arrows.
 */
import { attachContainer, waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { pages } from '../../core/pages';
import { mount } from '../../ui/mount';
import { showArrows } from './arrows';
import { manifest } from './manifest';
import { FOLLOW_NAME, FOLLOWING, TIMELINE_ID } from './selectors';
import { css } from './styles';
import { Timeline } from './Timeline';

const STYLE_ID = 'hoh-activity-timeline';

export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    ctx.addStyle(STYLE_ID, css);
    if (ctx.page === pages.activity.name) {
      await showArrows(Number(ctx.params.id), signal);
      return;
    }
    // The timeline is the viewer's own: a guest has none.
    const viewer = ctx.user;
    if (!viewer) return;
    const following = await waitForElement(FOLLOWING, { signal });
    if (!following || signal.aborted) return;
    const container = await attachContainer({
      anchor: FOLLOWING,
      signal,
      create: () => element('div', { id: TIMELINE_ID }),
      // After the followed users, in their column (host-dom.md §2.8: appended to `.following`'s parent).
      place: (list, box) => list.parentElement?.append(box),
    });
    if (!container) return;
    const suggestions = () => [...new Set([...document.querySelectorAll(FOLLOW_NAME)].map((name) => name.textContent?.trim() ?? '').filter(Boolean))];
    mount(<Timeline mediaId={Number(ctx.params.id)} viewer={{ name: viewer.name, id: viewer.id }} suggestions={suggestions} signal={signal} />, container, signal);
  },
});
