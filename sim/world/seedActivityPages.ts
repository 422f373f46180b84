// Activity-page seeds (issue 13, embeds): a status post that links an adult anime, which AniList's
// markdown leaves as an empty `.media-embed` (what 'embedHentai' fills), next to an ordinary one.
// Written last, with no randomness of its own, and older than every other post so the screenshotted feeds keep
// their look; tests find it through EMBED_SEED.

import type { TextActivity, WorldFixture } from './types.ts';

const DAY = 86_400;

export const EMBED_SEED = {
  /** first words of the post */
  marker: 'Two very different shows:',
  author: 'Aoi',
} as const;

export function seedActivityPages(fixture: WorldFixture): void {
  const author = fixture.users.find((u) => u.name === EMBED_SEED.author);
  const adult = fixture.media.find((m) => m.type === 'ANIME' && m.isAdult);
  const ordinary = fixture.media.find((m) => m.type === 'ANIME' && !m.isAdult && m.genres.length > 0);
  if (!author || !adult || !ordinary) return;
  // Below every other id, and the oldest post: AniList's ids grow with time, so it must
  // not sort before today's posts where the API orders by id.
  const id = Math.min(...fixture.activities.map((a) => a.id)) - 1;
  const post: TextActivity = {
    id,
    type: 'TEXT',
    userId: author.id,
    text: `${EMBED_SEED.marker} https://anilist.co/anime/${adult.id}/ and https://anilist.co/anime/${ordinary.id}/`,
    likes: [],
    replies: [],
    isLocked: false,
    isPinned: false,
    subscribers: [],
    // The oldest activity, as its id is the lowest (AniList's ids grow with time).
    createdAt: Math.min(...fixture.activities.map((a) => a.createdAt)) - DAY,
  };
  fixture.activities.push(post);
}
