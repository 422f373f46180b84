// What the home page's right column needs beyond the generated world (issue 10): shows the Demo
// user is watching whose next episode is near the "important" boundaries of the in-progress
// preview (algorithms.md §1h), a rewatch one episode from its end, and the recurring forum
// challenge threads (AWC, MRC) that the hideAWC module leaves out. Only adds: new media, new
// list entries of Demo and new threads, all placed after everything generated before.
//
// Countdowns are relative to the world's `now` (the start of the day it was generated); the API
// answers timeUntilAiring against the real clock, so tests pin exact times on the live world.
import type { Random } from './random.ts';
import type { ForumThread, Media, MediaListEntry, WorldFixture } from './types.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** The preview cases: progress relative to the next episode and time to air from `now`. */
export const HOME_AIRING_CASES = [
  { title: 'Kasumi Signal', native: 'かすみシグナル', behindNext: 1, airsIn: 3 * HOUR + 30 * 60, why: 'caught up, under 4 h' },
  { title: 'Hoshizora Relay', native: 'ほしぞらリレー', behindNext: 1, airsIn: 10 * HOUR, why: 'caught up, under 12 h' },
  { title: 'Tsukimi Express', native: 'つきみエクスプレス', behindNext: 2, airsIn: 6 * DAY + 12 * HOUR, why: 'one behind, 6 to 7 days' },
  { title: 'Amagumo Patrol', native: 'あまぐもパトロール', behindNext: 3, airsIn: 7 * DAY - 30 * 60, why: 'two behind, near a week' },
  { title: 'Kawakaze Diary', native: 'かわかぜ日記', behindNext: 1, airsIn: 20 * HOUR, why: 'caught up, 20 h: not important' },
] as const;

/** A rewatch one episode from its known end. */
export const HOME_REWATCH_TITLE = 'Yuugure Rewind';
const HOME_REWATCH_NATIVE = 'ゆうぐれリワインド';

/** How many anime this file adds to the world (the cases and the rewatch). */
export const HOME_SEEDED_ANIME = HOME_AIRING_CASES.length + 1;

/** Thread titles of the recurring challenge threads (host-dom.md §6 "AWC filter"). */
export const CHALLENGE_THREAD_TITLES = [
  'AWC: Seasonal Challenge — Winter Edition',
  'Anime Watching Challenge: Classics Marathon',
  'MRC: Manga Reading Challenge 2026',
];

function newMedia(template: Media, id: number, title: string, native: string, now: number, episodes: number | null, next: Media['nextAiringEpisode']): Media {
  return {
    ...structuredClone(template),
    id,
    idMal: null,
    title: { romaji: title, english: title, native },
    synonyms: [],
    status: next ? 'RELEASING' : 'FINISHED',
    episodes,
    nextAiringEpisode: next,
    // No staff, characters, studios or relations: nothing else in the world points here.
    studios: [],
    staff: [],
    characters: [],
    relations: [],
    recommendations: [],
    popularity: 0,
    favourites: 0,
    trending: 0,
    isAdult: false,
    siteUrl: `https://anilist.co/anime/${id}`,
    updatedAt: now,
  };
}

export function seedHome(fixture: WorldFixture, rng: Random): void {
  const { now } = fixture;
  const demo = fixture.users.find((user) => user.name === fixture.demoUserName);
  const template = fixture.media.find((media) => media.type === 'ANIME' && !media.isAdult && media.status === 'FINISHED');
  if (!demo || !template) return;
  const mediaIds = new Set(fixture.media.filter((media) => media.type === 'ANIME').map((media) => media.id));
  const inProgress = fixture.listEntries
    .filter((entry) => entry.userId === demo.id && (entry.status === 'CURRENT' || entry.status === 'REPEATING') && mediaIds.has(entry.mediaId))
    .sort((a, b) => b.updatedAt - a.updatedAt);
  // Updated a little before the 20th: the cases sit just beyond the "first 20" rule (21st on,
  // with the rewatch below in front of everything).
  const before = (inProgress[19]?.updatedAt ?? now) - 60;
  let mediaId = Math.max(...fixture.media.map((media) => media.id)) + 1;
  let entryId = Math.max(...fixture.listEntries.map((entry) => entry.id)) + 1;
  const options = demo.mediaListOptions.animeList;

  const addEntry = (media: Media, status: MediaListEntry['status'], progress: number, updatedAt: number): void => {
    fixture.media.push(media);
    fixture.listEntries.push({
      id: entryId++, userId: demo.id, mediaId: media.id, status, score: 0, scoreRaw: 0, progress,
      progressVolumes: null, repeat: status === 'REPEATING' ? 1 : 0, priority: 0, notes: null, private: false,
      hiddenFromStatusLists: false,
      customLists: Object.fromEntries(options.customLists.map((name) => [name, false])),
      advancedScores: Object.fromEntries(options.advancedScoring.map((name) => [name, 0])),
      startedAt: { year: null, month: null, day: null }, completedAt: { year: null, month: null, day: null },
      updatedAt, createdAt: updatedAt - rng.int(DAY, 30 * DAY),
    });
  };

  HOME_AIRING_CASES.forEach((item, index) => {
    const episode = rng.int(4, 10);
    const media = newMedia(template, mediaId++, item.title, item.native, now, 12, { episode, airingAt: now + item.airsIn });
    addEntry(media, 'CURRENT', episode - item.behindNext, before - index * 60);
  });
  const rewatch = newMedia(template, mediaId++, HOME_REWATCH_TITLE, HOME_REWATCH_NATIVE, now, 12, null);
  // The most recently updated entry, so the preview shows it whatever else airs.
  addEntry(rewatch, 'REPEATING', 11, (inProgress[0]?.updatedAt ?? now) + 60);

  // Challenge threads with the newest replies, so they top the home forum preview.
  let threadId = Math.max(...fixture.threads.map((thread) => thread.id)) + 1;
  const posters = fixture.users.filter((user) => user.id !== demo.id);
  CHALLENGE_THREAD_TITLES.forEach((title, index) => {
    const poster = rng.pick(posters);
    const repliedAt = now - (index + 1) * 120;
    const thread: ForumThread = {
      id: threadId++, title, body: 'Post your progress below. Rules in the first comment.', userId: poster.id,
      categories: [{ id: 17, name: 'Misc' }], mediaCategories: [], likes: [], subscribers: [poster.id],
      viewCount: rng.int(200, 4000), isSticky: false, isLocked: false, createdAt: now - 10 * DAY, updatedAt: repliedAt,
      repliedAt, replyUserId: null, replyCommentId: null,
    };
    fixture.threads.push(thread);
  });
}
