import { query } from '../../api/client';
import { RECENT_THREADS, type RecentThread, type RecentThreadsResult } from '../../api/queries/forum';
import { attachContainer, waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { getSettings } from '../../core/settings/store';
import { categoryColour, isChallengeThread, mediaCategoryColour } from '../../lib/forumThreads';
import { relativeTimeSince } from '../../lib/relativeTime';
import { manifest } from './manifest';
import { FORUM_BLOCK, FORUM_WRAP } from './selectors';

const OUR_CLASS = 'hohForumWrap';
/** AniList's own list of cards, not ours beside it. */
const NATIVE_WRAP = `${FORUM_WRAP}:not(.${OUR_CLASS})`;
/** Room for the challenge threads that are left out. */
const EXTRA_THREADS = 10;
const MAX_PER_PAGE = 50;

function userPath(name: string): string {
  return `/user/${encodeURIComponent(name)}/`;
}

/** A category tag of the footer: a coloured link in a span. */
function categoryTag(className: string, href: string, text: string, colour: string): HTMLElement {
  return element('span', {}, [element('a', { className, href, text, style: `background: ${colour}` })]);
}

/** A small thread card as AniList draws it; every AniList text goes in as text. */
export function threadCard(thread: RecentThread, nowMs: number): HTMLElement {
  const footer = element('div', { className: 'footer' });
  const who = thread.replyUser ?? thread.user;
  if (who) {
    const image = who.avatar?.medium;
    const avatar = element('a', { className: 'avatar', href: userPath(who.name), attrs: { 'aria-label': who.name } });
    if (image && /^https?:\/\//.test(image)) avatar.style.backgroundImage = `url(${JSON.stringify(image)})`;
    footer.append(avatar);
  }
  if (thread.replyUser) {
    const when = relativeTimeSince((thread.repliedAt ?? thread.createdAt) * 1000, nowMs);
    footer.append(element('a', { className: 'name', href: userPath(thread.replyUser.name), text: `${thread.replyUser.name} replied ${when}` }));
  } else if (thread.user) {
    footer.append(element('a', { className: 'name', href: userPath(thread.user.name), text: `By ${thread.user.name}` }));
  }
  const categories = element('div', { className: 'categories' });
  for (const media of thread.mediaCategories ?? []) {
    if (!media) continue;
    categories.append(categoryTag(`category ${media.type ?? ''}`.trim(), `/forum/recent?media=${media.id}`, media.type === 'MANGA' ? 'Manga' : 'Anime', mediaCategoryColour(media.type)));
  }
  for (const category of thread.categories ?? []) {
    if (!category) continue;
    categories.append(categoryTag('category', `/forum/recent?category=${category.id}`, category.name, categoryColour(category.id)));
  }
  footer.append(
    categories,
    element('div', { className: 'info' }, [
      element('span', { className: 'views', text: String(thread.viewCount ?? 0) }),
      element('span', { className: 'replies', text: String(thread.replyCount ?? 0) }),
    ]),
  );
  return element('div', { className: 'thread-card small' }, [
    element('a', { className: 'title', href: `/forum/thread/${thread.id}`, text: thread.title ?? '' }),
    footer,
  ]);
}

/**
 * The home forum preview rebuilt from the API without the recurring challenge threads (AWC,
 * MRC …), with as many threads as forumPreviewNumber says; 0 hides the block. When the API
 * does not answer, AniList's own preview stays.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    const block = await waitForElement<HTMLElement>(FORUM_BLOCK, { signal });
    if (!block) return;
    const count = Math.max(0, Math.floor(getSettings().forumPreviewNumber));
    if (count === 0) {
      block.style.display = 'none';
      signal.addEventListener('abort', () => { block.style.display = ''; }, { once: true });
      // AniList may draw the block anew; it stays hidden.
      ctx.observe(block.parentElement ?? document.body, { childList: true }, () => {
        const current = document.querySelector<HTMLElement>(FORUM_BLOCK);
        if (current && current.style.display !== 'none') {
          current.style.display = 'none';
          signal.addEventListener('abort', () => { current.style.display = ''; }, { once: true });
        }
      });
      return;
    }

    const result = await query<RecentThreadsResult>(RECENT_THREADS, { perPage: Math.min(MAX_PER_PAGE, count + EXTRA_THREADS) }, { signal });
    if (signal.aborted) return;
    const threads = result?.Page?.threads;
    if (!threads) return;
    const kept = threads.filter((thread): thread is RecentThread => !!thread && !isChallengeThread(thread.title ?? '')).slice(0, count);

    const hidden = new Set<HTMLElement>();
    signal.addEventListener('abort', () => {
      for (const wrap of hidden) wrap.style.display = '';
    }, { once: true });
    await attachContainer({
      anchor: NATIVE_WRAP,
      create: () => {
        const now = Date.now();
        return element('div', { className: `forum-wrap ${OUR_CLASS}` }, kept.map((thread) => threadCard(thread, now)));
      },
      place: (native, wrap) => {
        const nativeWrap = native as HTMLElement;
        nativeWrap.style.display = 'none';
        hidden.add(nativeWrap);
        nativeWrap.after(wrap);
      },
      signal,
    });
  },
});
