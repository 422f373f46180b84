import { query } from '../../api/client';
import { RECENT_THREADS, type RecentThread, type RecentThreadsResult } from '../../api/queries/forum';
import { attachContainer, waitForElement } from '../../core/dom';
import { defineModule } from '../../core/module';
import { getSettings } from '../../core/settings/store';
import { categoryColour, isChallengeThread, mediaCategoryColour } from '../../lib/forumThreads';
import { relativeTimeSince } from '../../lib/relativeTime';
import { manifest } from './manifest';
import { element } from '../../core/element';

/**
 * The home forum preview (host-dom.md §2.1): `.recent-threads` → `h2.section-header` +
 * `.forum-wrap` → `.thread-card.small` (`a.title`, `.footer` → `a.avatar`, `.name`,
 * `.categories > span > a.category`, `.info`).
 */
export const FORUM_BLOCK = '.recent-threads';
const NATIVE_WRAP = '.recent-threads > .forum-wrap:not(.hohForumWrap)';
const OUR_CLASS = 'hohForumWrap';
/** Room for the challenge threads that are left out. */
const EXTRA_THREADS = 10;
const MAX_PER_PAGE = 50;

function userPath(name: string): string {
  return `/user/${encodeURIComponent(name)}/`;
}

/** A small thread card as AniList draws it; every AniList text goes in as text. */
export function threadCard(thread: RecentThread, nowMs: number): HTMLElement {
  const card = element('div', { className: 'thread-card small' });
  card.append(element('a', { className: 'title', href: `/forum/thread/${thread.id}`, text: thread.title ?? '' }));
  const footer = element('div', { className: 'footer' });
  const who = thread.replyUser ?? thread.user;
  if (who) {
    const avatar = element('a', { className: 'avatar', href: userPath(who.name) });
    const image = who.avatar?.medium;
    if (image && /^https?:\/\//.test(image)) avatar.style.backgroundImage = `url(${JSON.stringify(image)})`;
    avatar.setAttribute('aria-label', who.name);
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
    const tag = element('a', { className: `category ${media.type ?? ''}`.trim(), href: `/forum/recent?media=${media.id}`, text: media.type === 'MANGA' ? 'Manga' : 'Anime' });
    tag.style.background = mediaCategoryColour(media.type);
    const span = element('span');
    span.append(tag);
    categories.append(span);
  }
  for (const category of thread.categories ?? []) {
    if (!category) continue;
    const tag = element('a', { className: 'category', href: `/forum/recent?category=${category.id}`, text: category.name });
    tag.style.background = categoryColour(category.id);
    const span = element('span');
    span.append(tag);
    categories.append(span);
  }
  footer.append(categories);
  const info = element('div', { className: 'info' });
  info.append(element('span', { className: 'views', text: String(thread.viewCount ?? 0) }), element('span', { className: 'replies', text: String(thread.replyCount ?? 0) }));
  footer.append(info);
  card.append(footer);
  return card;
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
        const wrap = element('div', { className: `forum-wrap ${OUR_CLASS}` });
        const now = Date.now();
        wrap.append(...kept.map((thread) => threadCard(thread, now)));
        return wrap;
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
