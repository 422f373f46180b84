// Activities, forum threads, reviews and notifications of a generated world.

import type { Random } from './random.ts';
import type {
  Activity, ActivityReply, ForumThread, Media, MediaListEntry, Notification, NotificationType,
  Review, ThreadComment, User,
} from './types.ts';
import { CHAT_LINES, THREAD_CATEGORIES } from './vocabulary.ts';

const DAY = 86_400;

export interface Social {
  activities: Activity[];
  threads: ForumThread[];
  threadComments: ThreadComment[];
  reviews: Review[];
  notifications: Notification[];
}

/** Whose first text activity links to a blocked host (the script's linkCleanup replaces it). */
export const BLOCKED_LINK_POSTER = 'Aoi';
// "nyaa" is one of the second-level labels whose Java hash is in src/data/blocked-link-host-hashes.json.
export const BLOCKED_LINK_TEXT = 'New release notes: https://nyaa.si/view/1234567 (mirror)';
const HOSTILE_TEXT = 'Look <img src=x onerror="alert(1)"> and <script>alert("x")</script> ~!a spoiler!~ img(https://i.example/a.png)';

export function listStatusText(entry: MediaListEntry, media: Media): { status: string; progress: string | null } {
  const anime = media.type === 'ANIME';
  switch (entry.status) {
    case 'COMPLETED': return { status: 'completed', progress: null };
    case 'PLANNING': return { status: anime ? 'plans to watch' : 'plans to read', progress: null };
    case 'DROPPED': return { status: 'dropped', progress: entry.progress ? String(entry.progress) : null };
    case 'PAUSED': return { status: 'paused ' + (anime ? 'watching' : 'reading'), progress: null };
    case 'REPEATING': return { status: anime ? 'rewatched episode' : 'reread chapter', progress: String(Math.max(1, entry.progress)) };
    default: {
      const p = Math.max(1, entry.progress);
      return { status: anime ? 'watched episode' : 'read chapter', progress: p > 2 && entry.progress % 3 === 0 ? `${p - 2} - ${p}` : String(p) };
    }
  }
}

export function generateSocial(
  rng: Random,
  users: User[],
  entries: MediaListEntry[],
  mediaById: Map<number, Media>,
  now: number,
): Social {
  const activities: Activity[] = [];
  let activityId = 100_001;
  let replyId = 200_001;
  const userIds = users.map((u) => u.id);
  const demo = users[0];

  const makeReplies = (activityIdValue: number, createdAt: number, max: number): ActivityReply[] => {
    const replies: ActivityReply[] = [];
    const count = rng.int(0, max);
    for (let i = 0; i < count; i++) {
      const author = rng.pick(userIds);
      replies.push({
        id: replyId++,
        activityId: activityIdValue,
        userId: author,
        text: rng.chance(0.15) ? `@${demo.name} ${rng.pick(CHAT_LINES)}` : rng.pick(CHAT_LINES),
        likes: rng.sample(userIds, rng.int(0, 3)),
        createdAt: createdAt + rng.int(60, 3 * DAY),
      });
    }
    return replies.sort((a, b) => a.createdAt - b.createdAt);
  };
  const base = (createdAt: number, id: number) => ({
    id,
    likes: rng.sample(userIds, rng.int(0, 8)).sort((a, b) => a - b),
    replies: makeReplies(id, createdAt, 4),
    isLocked: false,
    isPinned: false,
    subscribers: [],
    createdAt,
  });

  // List activities follow each user's most recently updated entries.
  const byUser = new Map<number, MediaListEntry[]>();
  for (const e of entries) {
    const list = byUser.get(e.userId) ?? [];
    list.push(e);
    byUser.set(e.userId, list);
  }
  for (const user of users) {
    const own = (byUser.get(user.id) ?? []).slice().sort((a, b) => b.updatedAt - a.updatedAt).slice(0, rng.int(6, 25));
    for (const e of own) {
      const media = mediaById.get(e.mediaId);
      if (!media) continue;
      const id = activityId++;
      activities.push({
        ...base(e.updatedAt, id),
        type: media.type === 'ANIME' ? 'ANIME_LIST' : 'MANGA_LIST',
        userId: user.id,
        mediaId: media.id,
        ...listStatusText(e, media),
      });
    }
    const texts = rng.int(1, 6);
    for (let i = 0; i < texts; i++) {
      const id = activityId++;
      const hostile = user.name === 'Mallory' && i === 0;
      const linking = user.name === BLOCKED_LINK_POSTER && i === 0;
      const createdAt = now - rng.int(600, 60 * DAY);
      const chat = hostile ? HOSTILE_TEXT : rng.chance(0.1) ? `@${demo.name} ${rng.pick(CHAT_LINES)}` : rng.pick(CHAT_LINES);
      activities.push({
        ...base(createdAt, id),
        type: 'TEXT',
        userId: user.id,
        // Drawn anyway, so the rest of the world stays what it was.
        text: linking ? BLOCKED_LINK_TEXT : chat,
      });
    }
  }
  // Messages, several of them to the demo user.
  for (let i = 0; i < 40; i++) {
    const messenger = rng.pick(users);
    const recipient = i % 2 === 0 ? demo : rng.pick(users.filter((u) => u.id !== messenger.id));
    if (recipient.id === messenger.id) continue;
    const id = activityId++;
    activities.push({
      ...base(now - rng.int(600, 90 * DAY), id),
      type: 'MESSAGE',
      messengerId: messenger.id,
      recipientId: recipient.id,
      message: rng.pick(CHAT_LINES),
      isPrivate: rng.chance(0.2),
    });
  }
  const demoText = activities.find((a) => a.type === 'TEXT' && a.userId === demo.id);
  if (demoText) demoText.isPinned = true;

  // Forum.
  const threads: ForumThread[] = [];
  const threadComments: ThreadComment[] = [];
  let commentId = 300_001;
  const popular = [...mediaById.values()].filter((m) => m.popularity > 20_000);
  for (let i = 0; i < 80; i++) {
    const id = 4_001 + i;
    const author = rng.pick(users);
    const createdAt = now - rng.int(DAY, 300 * DAY);
    const mediaCategories = rng.chance(0.5) && popular.length > 0 ? [rng.pick(popular).id] : [];
    const categories = mediaCategories.length
      ? [THREAD_CATEGORIES[mediaById.get(mediaCategories[0])?.type === 'MANGA' ? 1 : 0]]
      : rng.sample(THREAD_CATEGORIES.slice(4), rng.int(1, 2));
    const thread: ForumThread = {
      id,
      title: i === 0 ? 'Episode 1 "Discussion" <b>&amp; more</b>' : `${rng.pick(CHAT_LINES).replace(/[.!?]$/, '')} (${i})`,
      body: i === 1 ? HOSTILE_TEXT : `Thread body ${i}. ${rng.pick(CHAT_LINES)}`,
      userId: author.id,
      categories: categories.map((c) => ({ id: c.id, name: c.name })),
      mediaCategories,
      likes: rng.sample(userIds, rng.int(0, 10)),
      subscribers: rng.chance(0.3) ? [demo.id] : [],
      viewCount: rng.int(10, 50_000),
      isSticky: i < 2,
      isLocked: i === 2,
      createdAt,
      updatedAt: createdAt,
      repliedAt: createdAt,
      replyUserId: null,
      replyCommentId: null,
    };
    const count = rng.int(0, 15);
    const mine: ThreadComment[] = [];
    for (let c = 0; c < count; c++) {
      const parent = mine.length > 0 && rng.chance(0.3) ? rng.pick(mine).id : null;
      const at = createdAt + (c + 1) * rng.int(600, DAY);
      const comment: ThreadComment = {
        id: commentId++,
        threadId: id,
        userId: rng.pick(userIds),
        parentId: parent,
        comment: rng.chance(0.1) ? `@${demo.name} ${rng.pick(CHAT_LINES)}` : rng.pick(CHAT_LINES),
        likes: rng.sample(userIds, rng.int(0, 5)),
        createdAt: Math.min(at, now - 60),
        updatedAt: Math.min(at, now - 60),
      };
      mine.push(comment);
    }
    if (mine.length > 0) {
      const last = mine[mine.length - 1];
      thread.repliedAt = last.createdAt;
      thread.replyUserId = last.userId;
      thread.replyCommentId = last.id;
    }
    threads.push(thread);
    threadComments.push(...mine);
  }

  // Reviews.
  const reviews: Review[] = [];
  for (let i = 0; i < 240; i++) {
    const media = popular.length > 0 ? rng.pick(popular) : rng.pick([...mediaById.values()]);
    const ratingAmount = rng.int(0, 400);
    const createdAt = now - rng.int(DAY, 1000 * DAY);
    reviews.push({
      id: 7_001 + i,
      userId: rng.pick(userIds),
      mediaId: media.id,
      summary: i === 0 ? 'A "quoted" <i>summary</i> & more' : `${rng.pick(['A', 'An honest', 'My'])} review of ${media.title.romaji}`,
      body: `${rng.pick(CHAT_LINES)}\n\n${'This is the body of the review. '.repeat(rng.int(5, 30))}`,
      rating: Math.round(ratingAmount * rng.next()),
      ratingAmount,
      score: rng.int(10, 100),
      private: false,
      createdAt,
      updatedAt: createdAt + rng.int(0, 10 * DAY),
    });
  }

  // Notifications: every type for the demo user, a few for everyone else.
  const notifications: Notification[] = [];
  let notificationId = 900_001;
  const demoActivities = activities.filter((a) => (a.type === 'MESSAGE' ? a.recipientId : a.userId) === demo.id);
  const anyActivity = demoActivities[0] ?? activities[0];
  const demoThread = threads[0];
  const demoComment = threadComments[0];
  const airing = [...mediaById.values()].filter((m) => m.nextAiringEpisode).slice(0, 10);
  const make = (userId: number, type: NotificationType, createdAt: number, read: boolean): Notification => {
    const other = rng.pick(users.filter((u) => u.id !== userId)).id;
    const n: Notification = {
      id: notificationId++, userId, type, userRef: other, activityId: null, threadId: null, commentId: null,
      mediaId: null, episode: null, context: null, contexts: null, reason: null, deletedMediaTitles: null,
      read, createdAt,
    };
    switch (type) {
      case 'ACTIVITY_MESSAGE': n.activityId = anyActivity?.id ?? null; n.context = ' sent you a message.'; break;
      case 'ACTIVITY_REPLY': n.activityId = anyActivity?.id ?? null; n.context = ' replied to your activity.'; break;
      case 'ACTIVITY_MENTION': n.activityId = anyActivity?.id ?? null; n.context = ' mentioned you in their activity.'; break;
      case 'ACTIVITY_LIKE': n.activityId = anyActivity?.id ?? null; n.context = ' liked your activity.'; break;
      case 'ACTIVITY_REPLY_LIKE': n.activityId = anyActivity?.id ?? null; n.context = ' liked your activity reply.'; break;
      case 'ACTIVITY_REPLY_SUBSCRIBED': n.activityId = anyActivity?.id ?? null; n.context = ' replied to activity you\'re subscribed to.'; break;
      case 'FOLLOWING': n.context = ' started following you.'; break;
      case 'THREAD_COMMENT_MENTION': n.threadId = demoThread.id; n.commentId = demoComment?.id ?? null; n.context = ' mentioned you, in the forum thread '; break;
      case 'THREAD_SUBSCRIBED': n.threadId = demoThread.id; n.commentId = demoComment?.id ?? null; n.context = ' commented in your subscribed forum thread '; break;
      case 'THREAD_COMMENT_REPLY': n.threadId = demoThread.id; n.commentId = demoComment?.id ?? null; n.context = ' replied to your comment, in the forum thread '; break;
      case 'THREAD_LIKE': n.threadId = demoThread.id; n.context = ' liked your forum thread, '; break;
      case 'THREAD_COMMENT_LIKE': n.threadId = demoThread.id; n.commentId = demoComment?.id ?? null; n.context = ' liked your comment, in the forum thread '; break;
      case 'AIRING': {
        const media = airing.length ? rng.pick(airing) : undefined;
        n.userRef = null;
        n.mediaId = media?.id ?? null;
        n.episode = media?.nextAiringEpisode ? Math.max(1, media.nextAiringEpisode.episode - 1) : 1;
        n.contexts = ['Episode ', ' of ', ' aired.'];
        break;
      }
      case 'RELATED_MEDIA_ADDITION': n.userRef = null; n.mediaId = airing[0]?.id ?? null; n.context = ' was recently added to the site.'; break;
      case 'MEDIA_DATA_CHANGE': n.userRef = null; n.mediaId = airing[1]?.id ?? null; n.context = ' received site data changes.'; n.reason = 'Episode count changed'; break;
      case 'MEDIA_MERGE': n.userRef = null; n.mediaId = airing[2]?.id ?? null; n.context = ' was merged into '; n.deletedMediaTitles = ['An Old Duplicate Entry']; n.reason = 'Duplicate'; break;
      case 'MEDIA_DELETION': n.userRef = null; n.context = ' was deleted from the site.'; n.deletedMediaTitles = ['A Removed Title']; n.reason = 'Not anime'; break;
    }
    return n;
  };
  const TYPES: NotificationType[] = [
    'ACTIVITY_MESSAGE', 'ACTIVITY_REPLY', 'FOLLOWING', 'ACTIVITY_MENTION', 'THREAD_COMMENT_MENTION',
    'THREAD_SUBSCRIBED', 'THREAD_COMMENT_REPLY', 'AIRING', 'ACTIVITY_LIKE', 'ACTIVITY_REPLY_LIKE',
    'THREAD_LIKE', 'THREAD_COMMENT_LIKE', 'ACTIVITY_REPLY_SUBSCRIBED', 'RELATED_MEDIA_ADDITION',
    'MEDIA_DATA_CHANGE', 'MEDIA_MERGE', 'MEDIA_DELETION',
  ];
  // Three rounds over all types; the newest round is unread.
  for (let round = 0; round < 3; round++) {
    for (let t = 0; t < TYPES.length; t++) {
      const createdAt = now - (round * TYPES.length + t) * 3_600 - 120;
      notifications.push(make(demo.id, TYPES[t], createdAt, round > 0));
    }
  }
  for (const user of users.slice(1)) {
    for (let i = 0; i < 5; i++) notifications.push(make(user.id, rng.pick(TYPES.slice(0, 12)), now - rng.int(60, 30 * DAY), rng.chance(0.5)));
  }
  return { activities, threads, threadComments, reviews, notifications };
}
