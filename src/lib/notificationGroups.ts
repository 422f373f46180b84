/**
 * The grouped notification list (spec doc 3 §4, §9): AniList's notifications, newest first,
 * folded into groups of the same kind about the same thing ("A, B and C liked your activity"),
 * with unread marking, like hiding and the limits of the page. Pure: the page module and the
 * bench feed it the API's answers.
 */

import type { ColourSettings } from './notificationPie';

export type { ColourSettings };

export const LIKE_TYPES: ReadonlySet<string> = new Set(['ACTIVITY_LIKE', 'ACTIVITY_REPLY_LIKE', 'THREAD_LIKE', 'THREAD_COMMENT_LIKE']);

/** Spec doc 3 §9. */
export const COMMENT_PANEL_GROUPS = 25;
export const ALL_REPLIES_UP_TO = 50;
export const LAST_REPLIES = 30;
export const ICON_SIZE_PX = 40;
/** From the 8th icon of a group on, icons are half size. */
export const SMALL_ICONS_FROM = 8;

export interface NotificationUser {
  name: string;
  avatar: string | null;
}

/** One notification, flattened from the API's union. */
export interface NotificationItem {
  id: number;
  type: string;
  createdAt: number;
  user: NotificationUser | null;
  /** What the notification is about ('activity:12', 'thread:3', 'comment:9', 'media:5'), null for follows. */
  target: string | null;
  /** The activity behind it (likes, replies, mentions, messages), for the comments panel. */
  activityId: number | null;
  /** Where the notification leads on AniList (a path). */
  href: string;
  /** AniList's phrase, e.g. " liked your activity." */
  context: string;
  /** Thread title or media title, linked to `href`; shown after the phrase, or before it with `titleFirst`. */
  title: string | null;
  /** Media notifications read "<Title> was recently added to the site.": the title leads the phrase. */
  titleFirst: boolean;
  /** Plain text before the phrase: the titles a merge or a deletion took off the site. */
  lead: string | null;
  /** Text after the title (airing: " aired."). */
  suffix: string;
  /** Airing episode. */
  episode: number | null;
  /** A media cover for media notifications. */
  cover: string | null;
}

export interface NotificationGroup {
  /** Stable across re-groupings: the id of its newest notification. */
  key: number;
  type: string;
  items: NotificationItem[];
  /** Distinct users, newest first. */
  users: NotificationUser[];
  /** How many of its notifications are unread. */
  unread: number;
  /** The type's colour, null when the type has none (or it is transparent). */
  colour: string | null;
}

export interface GroupOptions {
  /** How many of the newest notifications are unread. */
  unreadCount: number;
  hideLikes: boolean;
  colours: ColourSettings;
}

function colourOf(type: string, colours: ColourSettings): string | null {
  const colour = colours[type]?.colour;
  if (!colour || /^rgba\([^)]*,\s*0\s*\)$/.test(colour.replace(/\s+/g, ' '))) return null;
  return colour;
}

/**
 * Types whose notifications fold together when they are about the same thing. Messages, replies
 * and mentions each carry their own text, so they stay apart.
 */
const FOLDING_TYPES: ReadonlySet<string> = new Set([...LIKE_TYPES, 'FOLLOWING', 'THREAD_SUBSCRIBED']);

function foldKey(item: NotificationItem): string | null {
  if (!FOLDING_TYPES.has(item.type)) return null;
  return `${item.type}|${item.target ?? ''}`;
}

/**
 * Groups newest-first notifications as the original did and as a member reads them: a foldable
 * notification (likes, follows, subscribed-thread comments) joins the row just above it when that
 * row is of the same type about the same target, so five likes in a row on one post become one
 * line, while a follow from days ago never joins today's. Only neighbours fold, and only when both
 * are unread or both read, so an unread row never swallows a read item. Likes are left out with
 * `hideLikes` (neighbours are then the rows the member sees). The first `unreadCount`
 * notifications are unread (counted before likes are hidden, since AniList's count includes them).
 */
export function groupNotifications(items: readonly NotificationItem[], options: GroupOptions): NotificationGroup[] {
  const groups: NotificationGroup[] = [];
  let previous: { group: NotificationGroup; key: string | null; unread: boolean } | null = null;
  items.forEach((item, index) => {
    const unread = index < options.unreadCount;
    if (options.hideLikes && LIKE_TYPES.has(item.type)) return;
    const key = foldKey(item);
    if (previous && key !== null && previous.key === key && previous.unread === unread) {
      const { group } = previous;
      group.items.push(item);
      group.unread += unread ? 1 : 0;
      if (item.user && !group.users.some((user) => user.name === item.user?.name)) group.users.push(item.user);
      return;
    }
    const group: NotificationGroup = {
      key: item.id,
      type: item.type,
      items: [item],
      users: item.user ? [item.user] : [],
      unread: unread ? 1 : 0,
      colour: colourOf(item.type, options.colours),
    };
    groups.push(group);
    previous = { group, key, unread };
  });
  return groups;
}

/** The size of the n-th user icon of a group (0-based): 40 px, half from the 8th. */
export function iconSize(index: number): number {
  return index + 1 >= SMALL_ICONS_FROM ? ICON_SIZE_PX / 2 : ICON_SIZE_PX;
}

/**
 * Which groups get a comments panel: those about an activity among the first 25 groups shown.
 * Returns their keys.
 */
export function commentPanelKeys(groups: readonly NotificationGroup[]): Set<number> {
  const keys = new Set<number>();
  groups.slice(0, COMMENT_PANEL_GROUPS).forEach((group) => {
    if (group.items[0].activityId !== null) keys.add(group.key);
  });
  return keys;
}

/** The replies a panel shows: all when 50 or fewer, else the last 30. */
export function visibleReplies<T>(replies: readonly T[]): { shown: T[]; hidden: number } {
  if (replies.length <= ALL_REPLIES_UP_TO) return { shown: [...replies], hidden: 0 };
  return { shown: replies.slice(-LAST_REPLIES), hidden: replies.length - LAST_REPLIES };
}
