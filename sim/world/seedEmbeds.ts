// Embed seeds (issue 13: 'youtubeFullscreen', 'tweets'): one status post with a YouTube video
// (`youtube(id)`, rendered `span.youtube`, host-dom-2026 §2.2), a tweet linked by its full address
// (autolinked, so the link text equals the href: the only shape 'tweets' embeds, spec doc 3 §5),
// a tweet linked under other words, and a Twitter profile link (neither is embedded). Written
// last, with no randomness of its own, and older than every other post so the screenshotted feeds keep their look;
// tests find it through EMBEDS_SEED.

import type { TextActivity, World, WorldFixture } from './types.ts';

const DAY = 86_400;

export const EMBEDS_SEED = {
  /** first words of the post */
  marker: 'Clips and tweets for the season:',
  author: 'Aoi',
  videoId: 'aqz-KE-bpKQ',
  /** linked by its full address: embedded */
  fullTweet: 'https://twitter.com/AniListco/status/1490001234567890123',
  /** linked under other words: not embedded */
  namedTweet: 'https://twitter.com/AniListco/status/1490001234567890999',
  namedTweetText: 'this thread',
  /** not a tweet: not embedded */
  profile: 'https://twitter.com/AniListco',
} as const;

export function seedEmbeds(fixture: WorldFixture): void {
  const author = fixture.users.find((u) => u.name === EMBEDS_SEED.author);
  if (!author) return;
  // Below every other id, and the oldest post: AniList's ids grow with time.
  const id = Math.min(...fixture.activities.map((a) => a.id)) - 1;
  const s = EMBEDS_SEED;
  const post: TextActivity = {
    id,
    type: 'TEXT',
    userId: author.id,
    text: `${s.marker} youtube(${s.videoId})\n\nThe announcement: ${s.fullTweet}\n\nMore in [${s.namedTweetText}](${s.namedTweet}) and on ${s.profile}`,
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

/** The seeded post in a generated world. */
export function embedsPost(world: World): TextActivity | undefined {
  return world.activities({}).find((a): a is TextActivity => a.type === 'TEXT' && a.text.startsWith(EMBEDS_SEED.marker));
}
