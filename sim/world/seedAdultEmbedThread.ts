// A forum thread with an adult media embed (issue 13: 'embedHentai' on forum pages). AniList
// leaves the `.media-embed` of an adult media empty wherever members write (host-dom.md §1.5), so
// the thread's first comment links an adult anime (left empty) and its body an ordinary one
// (filled by AniList). Written last, with no randomness of its own, and older than every other
// thread (lowest id, earliest dates), so the forum lists and screenshots keep their look; tests
// find it through ADULT_EMBED_THREAD_SEED.

import type { ForumThread, ThreadComment, WorldFixture } from './types.ts';

const DAY = 86_400;

export const ADULT_EMBED_THREAD_SEED = {
  title: 'Adult embeds in threads',
  author: 'Aoi',
} as const;

export function seedAdultEmbedThread(fixture: WorldFixture): void {
  const author = fixture.users.find((u) => u.name === ADULT_EMBED_THREAD_SEED.author);
  const adult = fixture.media.find((m) => m.type === 'ANIME' && m.isAdult);
  const ordinary = fixture.media.find((m) => m.type === 'ANIME' && !m.isAdult && m.genres.length > 0);
  if (!author || !adult || !ordinary || fixture.threads.length === 0) return;
  const id = Math.min(...fixture.threads.map((t) => t.id)) - 1;
  const createdAt = Math.min(...fixture.threads.map((t) => t.createdAt)) - DAY;
  const comment: ThreadComment = {
    id: Math.min(...fixture.threadComments.map((c) => c.id), 2) - 1,
    threadId: id,
    userId: author.id,
    parentId: null,
    comment: `The one AniList will not show: https://anilist.co/anime/${adult.id}/`,
    likes: [],
    createdAt: createdAt + 3_600,
    updatedAt: createdAt + 3_600,
  };
  const thread: ForumThread = {
    id,
    title: ADULT_EMBED_THREAD_SEED.title,
    body: `An ordinary one first: https://anilist.co/anime/${ordinary.id}/`,
    userId: author.id,
    categories: [{ id: 7, name: 'General' }],
    mediaCategories: [],
    likes: [],
    subscribers: [],
    viewCount: 12,
    isSticky: false,
    isLocked: false,
    createdAt,
    updatedAt: createdAt,
    repliedAt: comment.createdAt,
    replyUserId: author.id,
    replyCommentId: comment.id,
  };
  fixture.threads.push(thread);
  fixture.threadComments.push(comment);
}
