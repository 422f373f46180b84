// The media social tab's world ('socialTab', 'activityTimeline'): one anime that most of Demo's
// followings have on their lists, with a scored entry in every score format, notes (one of them
// hostile HTML), a rewatch count and dates, and enough list activities on it (some with replies
// and likers, one reply hostile) that the feed has several pages with either filter. Also a run
// of Demo's own activities on an anime Demo watches, for the timeline. Written after everything
// else on its own random stream; activity and reply ids sit below every generated one, so no
// feed's first page changes (feeds sort by id, newest first).

import type { Random } from './random.ts';
import type { ActivityReply, ListActivity, Media, MediaListEntry, MediaListStatus, ScoreFormat, User, World, WorldFixture } from './types.ts';
import { formatToRaw } from './scores.ts';

export const SEED_SOCIAL_TAB_OFFSET = 13_013;

/** What was seeded, for tests and the demo index. */
export interface SocialTabSeed {
  /** the anime whose social tab shows every score format */
  mediaId: number;
  /** the anime Demo watches whose social tab shows Demo's own timeline */
  timelineMediaId: number;
  /** the reply that carries hostile HTML */
  hostileReplyId: number;
}

/** A scored value in each format (the row's score text is then "8.5/10", "85/100", "8/10", "4" + star, a smile). */
const SCORE_BY_FORMAT: Record<ScoreFormat, number> = { POINT_10_DECIMAL: 8.5, POINT_100: 72, POINT_10: 6, POINT_5: 4, POINT_3: 2 };
const STATUSES: MediaListStatus[] = ['COMPLETED', 'CURRENT', 'PLANNING', 'PAUSED', 'DROPPED', 'REPEATING', 'COMPLETED', 'CURRENT'];
export const SOCIAL_TAB_NOTES = [
  'Rewatch the **finale** before the sequel.',
  'Dub is better than the sub #favourite',
  '<img src="x" onerror="window.__hohNotesRan=1"><script>window.__hohNotesRan=1</script>[link](javascript:alert(1))',
];
const REPLIES = [
  'Same here, the second half is so much better.',
  'Wait until episode 7.',
  'I dropped it too, honestly.',
  '~~~The soundtrack!~~~',
  'Agreed.',
];
export const HOSTILE_REPLY_TEXT = '<img src="x" onerror="window.__hohReplyRan=1"><script>window.__hohReplyRan=1</script><a href="javascript:window.__hohReplyRan=1">click</a><svg onload="window.__hohReplyRan=1"></svg><div style="background:url(https://evil.example/x.png)">styled</div>';

const visible = (u: User) => !u.private;

function phrase(status: MediaListStatus, type: 'ANIME' | 'MANGA'): string {
  switch (status) {
    case 'CURRENT': return type === 'ANIME' ? 'watched episode' : 'read chapter';
    case 'REPEATING': return type === 'ANIME' ? 'rewatched episode' : 'reread chapter';
    case 'COMPLETED': return 'completed';
    case 'PLANNING': return type === 'ANIME' ? 'plans to watch' : 'plans to read';
    case 'PAUSED': return type === 'ANIME' ? 'paused watching' : 'paused reading';
    default: return type === 'ANIME' ? 'dropped watching' : 'dropped reading';
  }
}

export function seedSocialTab(fixture: WorldFixture, rng: Random): SocialTabSeed | null {
  const demo = fixture.users.find((u) => u.name === fixture.demoUserName);
  if (!demo) return null;
  const followed = fixture.users.filter((u) => demo.following.includes(u.id) && visible(u) && !u.blocked.includes(demo.id));
  const others = fixture.users.filter((u) => u.id !== demo.id && visible(u) && !u.blocked.includes(demo.id) && !demo.following.includes(u.id));
  if (followed.length < 5 || others.length < 3) return null;
  const entriesOf = new Map<number, MediaListEntry[]>();
  for (const e of fixture.listEntries) {
    const list = entriesOf.get(e.mediaId);
    if (list) list.push(e);
    else entriesOf.set(e.mediaId, [e]);
  }
  const demoMedia = new Set((fixture.listEntries.filter((e) => e.userId === demo.id)).map((e) => e.mediaId));
  const followedIds = new Set(followed.map((u) => u.id));
  const anime = fixture.media.filter((m) => m.type === 'ANIME' && !m.isAdult);
  // The anime most followings have, preferably not on Demo's list (Demo's pages stay as they were;
  // a small world may have every anime on it).
  const score = (m: Media) => (entriesOf.get(m.id) ?? []).filter((e) => followedIds.has(e.userId) && !e.private).length;
  const onDemo = (m: Media) => (demoMedia.has(m.id) ? 1 : 0);
  const media = anime.slice().sort((a, b) => onDemo(a) - onDemo(b) || score(b) - score(a) || a.id - b.id)[0];
  if (!media) return null;

  let nextEntryId = Math.max(...fixture.listEntries.map((e) => e.id)) + 1;
  const covered = new Set<ScoreFormat>();
  followed.forEach((user, index) => {
    const found = (entriesOf.get(media.id) ?? []).find((e) => e.userId === user.id);
    let entry: MediaListEntry;
    if (found) entry = found;
    else {
      const status = STATUSES[index % STATUSES.length];
      entry = {
        id: nextEntryId++, userId: user.id, mediaId: media.id, status, score: 0, scoreRaw: 0,
        progress: status === 'COMPLETED' ? (media.episodes ?? 12) : status === 'PLANNING' ? 0 : rng.int(1, Math.max(1, (media.episodes ?? 12) - 1)),
        progressVolumes: null, repeat: 0, priority: 0, notes: null, private: false, hiddenFromStatusLists: false,
        customLists: {}, advancedScores: {},
        startedAt: status === 'PLANNING' ? { year: null, month: null, day: null } : { year: 2025, month: rng.int(1, 12), day: rng.int(1, 28) },
        completedAt: status === 'COMPLETED' ? { year: 2026, month: rng.int(1, 9), day: rng.int(1, 28) } : { year: null, month: null, day: null },
        updatedAt: fixture.now - rng.int(86_400, 86_400 * 60), createdAt: fixture.now - 86_400 * 90,
      };
      fixture.listEntries.push(entry);
    }
    entry.private = false;
    const format = user.mediaListOptions.scoreFormat;
    // Every format shows at least one score; later rows of a covered format keep theirs.
    if (!covered.has(format) || entry.score === 0) {
      if (entry.status === 'PLANNING') entry.status = 'COMPLETED';
      if (!covered.has(format)) {
        entry.score = SCORE_BY_FORMAT[format];
        entry.scoreRaw = formatToRaw(entry.score, format);
      }
      covered.add(format);
    }
  });
  const rows = followed.map((u) => (entriesOf.get(media.id) ?? []).find((e) => e.userId === u.id) ?? fixture.listEntries.find((e) => e.userId === u.id && e.mediaId === media.id)!);
  rows.slice(0, SOCIAL_TAB_NOTES.length).forEach((entry, i) => {
    entry.notes = SOCIAL_TAB_NOTES[i];
  });
  const rewatched = rows.find((e) => e.status === 'COMPLETED' && !e.notes) ?? rows[rows.length - 1];
  rewatched.repeat = 2;

  // Activities on the anime: 40 by followings and others, newest first, about two thirds with replies.
  let nextActivityId = Math.min(...fixture.activities.map((a) => a.id)) - 1;
  // Reply ids only order replies within their activity: these follow the generated ones.
  let nextReplyId = Math.max(0, ...fixture.activities.flatMap((a) => a.replies.map((r) => r.id))) + 1;
  const oldest = Math.min(...fixture.activities.map((a) => a.createdAt));
  const mallory = fixture.users.find((u) => u.name === 'Mallory');
  const people = [...followed, ...others];
  let hostileReplyId = 0;
  for (let i = 0; i < 40; i += 1) {
    const user = i % 3 === 2 ? others[i % others.length] : followed[i % followed.length];
    const status = STATUSES[i % STATUSES.length];
    const replies: ActivityReply[] = [];
    const activityId = nextActivityId--;
    const createdAt = oldest - 1800 * (i + 1) - rng.int(0, 600);
    if (i % 3 !== 1) {
      const count = rng.int(1, 3);
      for (let r = 0; r < count; r += 1) {
        const author = people[(i + r * 5) % people.length];
        replies.push({ id: nextReplyId++, activityId, userId: author.id, text: REPLIES[(i + r) % REPLIES.length], likes: rng.sample(people, rng.int(0, 3)).map((u) => u.id), createdAt: createdAt + 60 * (r + 1) });
      }
    }
    if (i === 4 && mallory) {
      hostileReplyId = nextReplyId++;
      replies.push({ id: hostileReplyId, activityId, userId: mallory.id, text: HOSTILE_REPLY_TEXT, likes: [], createdAt: createdAt + 600 });
    }
    const activity: ListActivity = {
      id: activityId, type: 'ANIME_LIST', userId: user.id, mediaId: media.id, status: phrase(status, 'ANIME'),
      progress: status === 'CURRENT' || status === 'REPEATING' ? String(rng.int(1, media.episodes ?? 12)) : null,
      likes: rng.sample(people, i % 4 === 0 ? 7 : rng.int(0, 3)).map((u) => u.id), replies,
      isLocked: false, isPinned: false, subscribers: [], createdAt,
    };
    fixture.activities.push(activity);
  }

  // Demo's own timeline on an anime Demo watches: a handful of progress activities and the plan.
  const watching = fixture.listEntries
    .filter((e) => e.userId === demo.id && e.status === 'CURRENT' && e.progress >= 4)
    .map((e) => ({ e, m: fixture.media.find((m) => m.id === e.mediaId) }))
    .filter((x): x is { e: MediaListEntry; m: Media } => !!x.m && !x.m.isAdult && x.m.type === 'ANIME')
    .sort((a, b) => a.m.id - b.m.id)[0];
  if (!watching) return { mediaId: media.id, timelineMediaId: media.id, hostileReplyId };
  const steps: [string, string | null][] = [['plans to watch', null], ['watched episode', '1 - 2'], ['watched episode', '3'], ['watched episode', String(watching.e.progress)]];
  const start = oldest - 86_400 * 30;
  steps.forEach(([status, progress], i) => {
    fixture.activities.push({
      id: nextActivityId--, type: 'ANIME_LIST', userId: demo.id, mediaId: watching.m.id, status, progress,
      likes: [], replies: [], isLocked: false, isPinned: false, subscribers: [], createdAt: start + 86_400 * 3 * i,
    });
  });
  return { mediaId: media.id, timelineMediaId: watching.m.id, hostileReplyId };
}

/** The seeded anime of the social tab, found again in a world (tests, the demo index). */
export function socialTabMediaId(world: World): number | null {
  for (const user of world.followingOf(world.demoUser.id)) {
    const entry = world.listEntries(user.id, 'ANIME').find((e) => e.notes === SOCIAL_TAB_NOTES[0]);
    if (entry) return entry.mediaId;
  }
  return null;
}

/** The anime of Demo's seeded timeline (Demo's oldest activity: its plan). */
export function timelineMediaId(world: World): number | null {
  const own = world.activities({ userId: world.demoUser.id }).filter((a): a is ListActivity => a.type === 'ANIME_LIST').sort((a, b) => a.id - b.id);
  return own[0]?.mediaId ?? null;
}
