/**
 * 'termsFeed' (spec doc 3 §2 "Terms page", host-dom.md §2.19): the terms page's text makes room
 * for a lightweight feed of activities, forum threads and reviews, with posting, likes and
 * replies; a button brings the policy back. Without the script's sign-in the feed says so, with
 * a sign-in link.
 */
import { authorizeUrl } from '../../api/signInStart';
import { attachContainer } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { getSettings } from '../../core/settings/store';
import { readBlockList } from '../../core/settings/stores';
import { mount } from '../../ui/mount';
import { addUiStyles } from '../../ui/UiStyles';
import { createFeedApi } from './api';
import { FeedController } from './controller';
import { FeedApp, FeedFrame, SignedOut } from './FeedApp';
import { manifest } from './manifest';
import { TERMS } from './selectors';
import { feedCss } from './styles';

/** The feed's box is a `.container` too: selectors.ts TERMS leaves it out by this class. */
export const FEED_CLASS = 'termsFeed';
const STYLE_ID = 'hohTermsFeedStyle';

export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    // The feed's rules, after the kit's.
    addUiStyles();
    ctx.addStyle(STYLE_ID, feedCss);
    let terms: HTMLElement | null = null;
    const showPolicy = (show: boolean): void => {
      if (terms) terms.style.display = show ? '' : 'none';
    };
    signal.addEventListener('abort', () => showPolicy(true), { once: true });

    const container = await attachContainer({
      anchor: TERMS,
      create: () => element('div', { className: `container ${FEED_CLASS} hohTermsFeedWrap` }),
      place: (found, box) => {
        terms = found as HTMLElement;
        terms.after(box);
        showPolicy(false);
      },
      signal,
    });
    if (!container) return;

    const settings = getSettings();
    if (settings.accessToken === '') {
      mount(<FeedFrame onPolicy={showPolicy}><SignedOut signInUrl={authorizeUrl()} /></FeedFrame>, container, signal);
      return;
    }
    const controller = new FeedController(createFeedApi(signal), {
      blockRules: () => readBlockList(),
      safeForWork: () => getSettings().SFWmode === true,
      alert: (message) => alert(message),
      confirm: (message) => confirm(message),
    });
    signal.addEventListener('abort', () => controller.dispose(), { once: true });
    mount(
      <FeedFrame onPolicy={showPolicy}>
        <FeedApp controller={controller} noImages={settings.termsFeedNoImages === true} titleLanguage={settings.titleLanguage} />
      </FeedFrame>,
      container,
      signal,
    );
    await controller.start();
  },
});
