// The home feed's own seeds (issue 10, feed filters and list-activity scores): the newest
// activities of the demo user's feed, written after everything else so the rest of the world
// stays as it was. They give the feed modules fixed things to act on at the top of Demo's feed:
// status posts with a blocked word, a safe-for-work word, an invalid pattern's literal text,
// busy and quiet posts, and "completed"/"dropped" list activities of people with each score
// format (scored and unscored).

import type { Random } from './random.ts';
import type { Activity, ListActivity, MediaListEntry, ScoreFormat, TextActivity, WorldFixture } from './types.ts';

/** Texts of the seeded status posts, by what each is for (tests find the posts by these). */
export const FEED_SEED_TEXTS = {
  /** matches the default blockWordValue 'nsfw' (and the safe-for-work words) */
  blockedWord: 'New fan art thread is up, marked NSFW so open it at home.',
  /** a safe-for-work word ('ecchi') but not 'nsfw' */
  sfwOnly: 'That ecchi episode was a bit much for the train ride.',
  /** the literal text of the invalid pattern '(nsfw' */
  literalParen: 'Finished the season, review coming (nsfw spoilers in the replies).',
  /** many replies and likes */
  busy: 'Which show surprised you most this season? Tell me everything.',
  /** no replies, no likes */
  quiet: 'Quiet evening with some tea and an old OVA.',
} as const;

export const FEED_SEED_BUSY = { replies: 6, likes: 12 } as const;

const FORMATS: readonly ScoreFormat[] = ['POINT_100', 'POINT_10_DECIMAL', 'POINT_10', 'POINT_5', 'POINT_3'];

export function seedFeed(fixture: WorldFixture, rng: Random): void {
  const demo = fixture.users.find((u) => u.name === fixture.demoUserName);
  if (!demo) return;
  const people = fixture.users.filter((u) => (u.id === demo.id || demo.following.includes(u.id)) && !u.private);
  if (people.length === 0) return;
  let id = Math.max(0, ...fixture.activities.map((a) => a.id)) + 1;
  let replyId = Math.max(0, ...fixture.activities.flatMap((a) => a.replies.map((r) => r.id))) + 1;
  const others = fixture.users.map((u) => u.id);
  // Newest first in the feed: one minute apart, counting down from now.
  let minutesAgo = 1;
  const stamp = () => fixture.now - 60 * minutesAgo++;
  const added: Activity[] = [];

  const text = (userId: number, body: string, replies: number, likes: number): TextActivity => {
    const createdAt = stamp();
    const activityId = id++;
    return {
      id: activityId,
      type: 'TEXT',
      userId,
      text: body,
      likes: rng.sample(others, likes).sort((a, b) => a - b),
      replies: Array.from({ length: replies }, (_, i) => ({
        id: replyId++,
        activityId,
        userId: rng.pick(others),
        text: `Reply ${i + 1}: same here.`,
        likes: [],
        createdAt: createdAt + 30 * (i + 1),
      })),
      isLocked: false,
      isPinned: false,
      subscribers: [],
      createdAt,
    };
  };
  const author = (i: number) => people[(i + 1) % people.length].id;
  added.push(text(author(0), FEED_SEED_TEXTS.blockedWord, 1, 2));
  added.push(text(author(1), FEED_SEED_TEXTS.busy, FEED_SEED_BUSY.replies, FEED_SEED_BUSY.likes));
  added.push(text(author(2), FEED_SEED_TEXTS.sfwOnly, 0, 1));
  added.push(text(author(3), FEED_SEED_TEXTS.quiet, 0, 0));
  added.push(text(author(4), FEED_SEED_TEXTS.literalParen, 2, 3));

  // List activities: per score format, someone's scored COMPLETED and DROPPED entries, plus
  // one unscored completed entry; each as the activity AniList writes for it.
  const entriesOf = new Map<number, MediaListEntry[]>();
  for (const entry of fixture.listEntries) {
    if (entry.private) continue;
    const list = entriesOf.get(entry.userId) ?? [];
    list.push(entry);
    entriesOf.set(entry.userId, list);
  }
  const mediaType = new Map(fixture.media.map((m) => [m.id, m.type]));
  const listActivity = (entry: MediaListEntry, status: 'completed' | 'dropped'): ListActivity => ({
    id: id++,
    type: mediaType.get(entry.mediaId) === 'MANGA' ? 'MANGA_LIST' : 'ANIME_LIST',
    userId: entry.userId,
    mediaId: entry.mediaId,
    status,
    progress: status === 'dropped' && entry.progress ? String(entry.progress) : null,
    likes: rng.sample(others, rng.int(0, 3)).sort((a, b) => a - b),
    replies: [],
    isLocked: false,
    isPinned: false,
    subscribers: [],
    createdAt: stamp(),
  });
  let unscoredDone = false;
  for (const format of FORMATS) {
    const person = people.find((u) => u.mediaListOptions.scoreFormat === format);
    if (!person) continue;
    const own = entriesOf.get(person.id) ?? [];
    const completed = own.find((e) => e.status === 'COMPLETED' && e.score > 0);
    const dropped = own.find((e) => e.status === 'DROPPED' && e.score > 0);
    if (completed) added.push(listActivity(completed, 'completed'));
    if (dropped) added.push(listActivity(dropped, 'dropped'));
    const unscored = own.find((e) => e.status === 'COMPLETED' && e.score === 0);
    if (unscored && !unscoredDone) {
      added.push(listActivity(unscored, 'completed'));
      unscoredDone = true;
    }
  }
  fixture.activities.push(...added);
}
