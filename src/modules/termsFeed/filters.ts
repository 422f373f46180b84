/**
 * The terms feed's filter toggles and what each combination asks the API for (spec doc 3 §4
 * "Feed (own feed page)", §7 "Feed"). Pure: the controller and the unit tests use it alike.
 */
import type { FeedActivitiesVariables } from '../../api/queries/termsFeed';

export type FilterKey = 'global' | 'text' | 'replies' | 'forum' | 'reviews' | 'user' | 'media';

export type FilterFlags = Readonly<Record<FilterKey, boolean>>;

export const NO_FILTERS: FilterFlags = Object.freeze({
  global: false, text: false, replies: false, forum: false, reviews: false, user: false, media: false,
});

/** What switching a toggle on clears (spec doc 3 §4, exactly as listed; Media clears nothing). */
export const CLEARED_BY: Readonly<Record<FilterKey, readonly FilterKey[]>> = {
  global: ['user', 'forum', 'reviews'],
  text: ['forum', 'reviews', 'media'],
  replies: ['reviews'],
  forum: ['global', 'text', 'reviews'],
  reviews: ['global', 'text', 'forum', 'replies'],
  user: ['global'],
  media: [],
};

/** The flags after the user sets one toggle: switching one on clears the ones it excludes. */
export function setFilter(flags: FilterFlags, key: FilterKey, on: boolean): FilterFlags {
  const next: Record<FilterKey, boolean> = { ...flags, [key]: on };
  if (on) for (const cleared of CLEARED_BY[key]) next[cleared] = false;
  return next;
}

/** What the feed shows for these flags. */
export type FeedKind = 'activities' | 'threads' | 'reviews';

export function feedKind(flags: FilterFlags): FeedKind {
  if (flags.reviews) return 'reviews';
  if (flags.forum) return 'threads';
  return 'activities';
}

/** The resolved ids of the User and Media filters (null while not chosen). */
export interface FilterTargets {
  readonly userId: number | null;
  readonly mediaId: number | null;
}

/**
 * The activities query's variables. Without Global the feed is the viewer's following feed; a
 * User filter shows that member whoever follows whom. The global feed leaves out list activities
 * without replies, as AniList's own global feed does (hasRepliesOrTypeText). Text posts means
 * everything but list activities (status posts and messages).
 */
export function activityVariables(flags: FilterFlags, targets: FilterTargets, page: number, perPage: number): FeedActivitiesVariables {
  const variables: FeedActivitiesVariables = { page, perPage };
  const byUser = flags.user && targets.userId !== null;
  const byMedia = flags.media && targets.mediaId !== null;
  if (!flags.global && !byUser) variables.isFollowing = true;
  if (flags.text) variables.typeNotIn = ['ANIME_LIST', 'MANGA_LIST'];
  if (flags.replies) variables.hasReplies = true;
  else if (flags.global && !flags.text && !byMedia) variables.hasRepliesOrTypeText = true;
  if (byUser) variables.userId = targets.userId!;
  if (byMedia) variables.mediaId = targets.mediaId!;
  return variables;
}

/** Paging plus the chosen user and media, under the media argument's name of each query. */
function pageByUserAndMedia<K extends string>(flags: FilterFlags, targets: FilterTargets, page: number, perPage: number, mediaKey: K) {
  const userId = flags.user ? targets.userId : null;
  const mediaId = flags.media ? targets.mediaId : null;
  return {
    page,
    perPage,
    ...(userId !== null ? { userId } : {}),
    ...(mediaId !== null ? ({ [mediaKey]: mediaId } as Record<K, number>) : {}),
  } as { page: number; perPage: number; userId?: number } & Partial<Record<K, number>>;
}

/** The threads query's variables: by the chosen user, about the chosen media. */
export function threadVariables(flags: FilterFlags, targets: FilterTargets, page: number, perPage: number) {
  return pageByUserAndMedia(flags, targets, page, perPage, 'mediaCategoryId');
}

/** The reviews query's variables: by the chosen user, of the chosen media. */
export function reviewVariables(flags: FilterFlags, targets: FilterTargets, page: number, perPage: number) {
  return pageByUserAndMedia(flags, targets, page, perPage, 'mediaId');
}
