// 500 notifications for Hoarder, the user of extreme sizes: the notifications page's long list
// (bench/browser-notifications.ts). Added at the end of generateFixture with its own random
// stream, so everything generated before stays as it was. Hoarder's own activities and threads
// are the targets, so the comment panels and grouping have real data behind them.
import type { Activity, ForumThread, Notification, NotificationType, User, WorldFixture } from './types.ts';
import { createRandom } from './random.ts';
import { NOTABLE_USERS } from './generateUsers.ts';

export const HOARDER_NOTIFICATIONS = 500;
/** The newest this many of them are unread. */
export const HOARDER_UNREAD = 40;
const RANDOM_OFFSET = 0x4e07;
/** Where Hoarder's run of consecutive follows starts (read ones, past the unread) and how long it is. */
export const FOLLOW_RUN_FROM = 60;
export const FOLLOW_RUN = 12;
/** How long before the world's start the run happened (seconds). */
const FOLLOW_RUN_AGO = 2 * 86_400;

const TYPES: NotificationType[] = [
  'ACTIVITY_MESSAGE', 'ACTIVITY_REPLY', 'FOLLOWING', 'ACTIVITY_MENTION', 'THREAD_COMMENT_MENTION',
  'THREAD_SUBSCRIBED', 'THREAD_COMMENT_REPLY', 'AIRING', 'ACTIVITY_LIKE', 'ACTIVITY_REPLY_LIKE',
  'THREAD_LIKE', 'THREAD_COMMENT_LIKE',
];

const CONTEXTS: Partial<Record<NotificationType, string>> = {
  ACTIVITY_MESSAGE: ' sent you a message.',
  ACTIVITY_REPLY: ' replied to your activity.',
  ACTIVITY_MENTION: ' mentioned you in their activity.',
  ACTIVITY_LIKE: ' liked your activity.',
  ACTIVITY_REPLY_LIKE: ' liked your activity reply.',
  FOLLOWING: ' started following you.',
  THREAD_COMMENT_MENTION: ' mentioned you, in the forum thread ',
  THREAD_SUBSCRIBED: ' commented in your subscribed forum thread ',
  THREAD_COMMENT_REPLY: ' replied to your comment, in the forum thread ',
  THREAD_LIKE: ' liked your forum thread, ',
  THREAD_COMMENT_LIKE: ' liked your comment, in the forum thread ',
};

export function seedNotifications(fixture: WorldFixture, seed: number): void {
  const rng = createRandom(seed + RANDOM_OFFSET);
  const hoarder = fixture.users.find((user: User) => user.name === NOTABLE_USERS.hoarder);
  if (!hoarder) return;
  const others = fixture.users.filter((user) => user.id !== hoarder.id && !user.private);
  const own = fixture.activities.filter((a: Activity) => a.type !== 'MESSAGE' && a.userId === hoarder.id).slice(0, 40);
  const activityIds = own.length ? own.map((a) => a.id) : fixture.activities.slice(0, 40).map((a) => a.id);
  const threads: ForumThread[] = fixture.threads.slice(0, 10);
  const airing = fixture.media.filter((m) => m.nextAiringEpisode && !m.isAdult).slice(0, 20);
  let id = Math.max(0, ...fixture.notifications.map((n) => n.id)) + 1;
  for (let index = 0; index < HOARDER_NOTIFICATIONS; index += 1) {
    const picked = rng.pick(TYPES);
    // A busy hour of follows: a run of them a second apart, which the list folds into one line of icons.
    const inRun = index >= FOLLOW_RUN_FROM && index < FOLLOW_RUN_FROM + FOLLOW_RUN;
    const type = inRun ? 'FOLLOWING' : picked;
    const n: Notification = {
      id: id++, userId: hoarder.id, type, userRef: rng.pick(others).id, activityId: null, threadId: null, commentId: null,
      mediaId: null, episode: null, context: CONTEXTS[type] ?? null, contexts: null, reason: null, deletedMediaTitles: null,
      read: index >= HOARDER_UNREAD,
      // Newest first, a few minutes to a few hours apart.
      createdAt: fixture.now - 60 - index * rng.int(300, 7_200),
    };
    if (type.startsWith('ACTIVITY_')) n.activityId = rng.pick(activityIds);
    if (type.startsWith('THREAD_') && threads.length) {
      const thread = rng.pick(threads);
      n.threadId = thread.id;
      const comment = fixture.threadComments.find((c) => c.threadId === thread.id);
      if (type !== 'THREAD_LIKE') n.commentId = comment?.id ?? null;
    }
    if (type === 'AIRING' && airing.length) {
      const media = rng.pick(airing);
      n.userRef = null;
      n.mediaId = media.id;
      n.episode = Math.max(1, (media.nextAiringEpisode?.episode ?? 2) - 1 - rng.int(0, 3));
      n.contexts = ['Episode ', ' of ', ' aired.'];
    }
    if (inRun) n.createdAt = fixture.now - FOLLOW_RUN_AGO - (index - FOLLOW_RUN_FROM);
    fixture.notifications.push(n);
  }
}
