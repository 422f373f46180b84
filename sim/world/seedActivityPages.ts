// Activity-page seeds (issue 13, embeds): a status post that links an adult anime, which AniList's
// markdown leaves as an empty `.media-embed` (what 'embedHentai' fills), next to an ordinary one.
// Written last, with no randomness of its own, and 75 days old so the screenshotted feeds keep
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
  // Below every other id: AniList's ids grow with time, and this post is 75 days old, so it must
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
    createdAt: fixture.now - 75 * DAY,
  };
  fixture.activities.push(post);
}
