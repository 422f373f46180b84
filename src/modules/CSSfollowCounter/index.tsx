import { attachContainer, waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { countText } from '../../lib/followBack';
import { mount } from '../../ui/mount';
import { followTotals, userIdOf, type FollowTotals } from './api';
import { FollowBack } from './FollowBack';
import { manifest } from './manifest';
import { BOX_CLASS, COUNT_CLASS, FILTERS, TAB_SPANS } from './selectors';
import { css } from './styles';

const STYLE_ID = 'hohFollowCounterStyle';

/**
 * The social page extras of `CSSfollowCounter` (spec doc 1 §2 /user/{user}/social: follower and
 * following totals, follow-back check): the totals beside the Following and Followers tabs (a
 * failed count reads '65536+'), and a button that checks who follows back (12 aliased pages of
 * each list; inaccurate above 600 follows, and it says so). The spec gives the check no switch
 * of its own; it sits on the same page and reads the same follow data, so it is this module's.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const owner = ctx.params.user;

    let idLookup: Promise<number | null> | null = null;
    const userId = () => (idLookup ??= userIdOf(owner, signal));
    let totals: FollowTotals | null = null;

    // The box's and the counts' rules, for the visit.
    ctx.addStyle(STYLE_ID, css);
    // The check first: it needs nothing until it is pressed.
    const container = await attachContainer({
      anchor: FILTERS,
      create: () => element('div', { className: BOX_CLASS }, [element('div')]),
      signal,
    });
    if (!container) return;
    mount(<FollowBack owner={owner} userId={userId} totals={() => totals} signal={signal} />, container.lastElementChild!, signal);

    const first = await waitForElement(TAB_SPANS, { signal });
    if (!first || signal.aborted) return;
    const id = await userId();
    if (signal.aborted) return;
    totals = id === null ? { following: null, followers: null } : await followTotals(id, signal);
    if (signal.aborted) return;
    const texts = [countText(totals.following), countText(totals.followers)];

    // Beside the first two tabs (Following, Followers); again after AniList redraws them.
    const place = () => {
      const tabs = document.querySelectorAll(TAB_SPANS);
      texts.forEach((text, index) => {
        const tab = tabs[index];
        if (!tab || tab.querySelector(`.${COUNT_CLASS}`)) return;
        tab.append(element('span', { className: COUNT_CLASS, text }));
      });
    };
    place();
    signal.addEventListener('abort', () => document.querySelectorAll(`.${COUNT_CLASS}`).forEach((count) => count.remove()), { once: true });
    ctx.observe(first.closest(FILTERS) ?? document.body, { childList: true, subtree: true }, place);
  },
});
