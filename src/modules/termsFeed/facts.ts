/**
 * An API activity as the feed filters' facts (lib/feedFilter.ts), so the block list and the
 * safe-for-work words judge the terms feed exactly as they judge AniList's feeds.
 */
import type { FeedActivity } from '../../api/queries/termsFeed';
import type { FeedEntryFacts, FeedEntryKind } from '../../lib/feedFilter';

const KINDS: Record<FeedActivity['type'], FeedEntryKind> = {
  TEXT: 'text', MESSAGE: 'message', ANIME_LIST: 'anime_list', MANGA_LIST: 'manga_list',
};

/** Rendered HTML as words (tags dropped), for word matching only: never shown. */
export function plainText(html: string | null | undefined): string {
  return (html ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}

export function activityFacts(activity: FeedActivity): FeedEntryFacts {
  const common = { kind: KINDS[activity.type] ?? 'other', replies: activity.replyCount, likes: activity.likeCount };
  switch (activity.__typename) {
    case 'TextActivity':
      return { ...common, user: activity.user?.name ?? '', status: '', mediaId: null, text: plainText(activity.text) };
    case 'MessageActivity':
      return { ...common, user: activity.messenger?.name ?? '', status: '', mediaId: null, text: plainText(activity.message) };
    case 'ListActivity': {
      // The phrase as AniList writes it in the entry ("watched episode 3 of"), lower case.
      const phrase = `${activity.status ?? ''}${activity.progress ? ` ${activity.progress} of` : ''}`.toLowerCase();
      return { ...common, user: activity.user?.name ?? '', status: phrase, mediaId: activity.media?.id ?? null, text: '' };
    }
  }
}
