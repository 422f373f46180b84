// Posts for the 'Various queries' tools on /site-stats (spec doc 2 §1 group 3: Find a status,
// Find a message, Most liked status posts): one member with several pages of status posts (with
// likes) and of messages on their profile, so that the later pages are read in parallel and the
// searches have known needles. Added after everything else with its own random stream and with
// ids below every other activity's (and old dates), so no feed's first page changes.
import type { Random } from './random.ts';
import type { MessageActivity, TextActivity, WorldFixture } from './types.ts';

export const VARIOUS_QUERIES_SEED_OFFSET = 0x7a51e5;

/** Whose posts the tools search in tests and on the simulator's demo links. */
export const VARIOUS_QUERIES_USER = 'Taiyaki';

/** 3 pages of status posts and 2 of messages at AniList's 50 a page. */
export const SEEDED_STATUS_POSTS = 130;
export const SEEDED_MESSAGES = 70;

/** Needles: every post that holds one is known by its index (see `needleAt`). */
export const POST_NEEDLES = {
  /** In status posts 3, 64 and 127 (one per page): a plain text search. */
  status: 'okonomiyaki',
  /** In messages 5 and 61: a plain text search. */
  message: 'lighthouse',
} as const;

const FIRST_ID = 90_001;

const PHRASES = [
  'Rewatching an old favourite tonight.',
  'Finally finished my backlog of the season.',
  'Does anyone know a good **slice of life** show?',
  'The opening song is stuck in my head.',
  'Episode 7 was a masterpiece.',
  'Reading the manga after the anime ended.',
  'Ranking the season so far: hard choices.',
  'New season, new list cleanup.',
];

const MESSAGES = ['Thanks for the recommendation!', 'Have you seen the new trailer?', 'Happy birthday!', 'Welcome to AniList :)'];

export function statusNeedleIndexes(): number[] {
  return [3, 64, 127];
}

export function messageNeedleIndexes(): number[] {
  return [5, 61];
}

export function seedVariousQueries(fixture: WorldFixture, rng: Random): void {
  const owner = fixture.users.find((user) => user.name === VARIOUS_QUERIES_USER);
  if (!owner) return;
  const others = fixture.users.filter((user) => user.id !== owner.id && !user.private).map((user) => user.id);
  const lowest = Math.min(...fixture.activities.map((activity) => activity.id));
  if (FIRST_ID + SEEDED_STATUS_POSTS + SEEDED_MESSAGES >= lowest) throw new Error('seedVariousQueries: activity ids would collide');
  let id = FIRST_ID;
  const day = 86_400;
  // Older than anything else in the world: hours apart, starting about three years ago.
  const start = fixture.now - 1200 * day;
  let step = 0;
  const stamp = () => start + 3600 * step++;
  const statusNeedles = new Set(statusNeedleIndexes());
  for (let i = 0; i < SEEDED_STATUS_POSTS; i++) {
    const base = rng.pick(PHRASES);
    const post: TextActivity = {
      id: id++,
      type: 'TEXT',
      userId: owner.id,
      text: statusNeedles.has(i) ? `${base} Also: ${POST_NEEDLES.status} for dinner (#${i}).` : `${base} (#${i})`,
      likes: rng.sample(others, rng.int(0, 40)).sort((a, b) => a - b),
      replies: [],
      isLocked: false,
      isPinned: false,
      subscribers: [],
      createdAt: stamp(),
    };
    fixture.activities.push(post);
  }
  shareFavourites(fixture, owner, rng);
  const messageNeedles = new Set(messageNeedleIndexes());
  for (let i = 0; i < SEEDED_MESSAGES; i++) {
    const base = rng.pick(MESSAGES);
    const message: MessageActivity = {
      id: id++,
      type: 'MESSAGE',
      messengerId: rng.pick(others),
      recipientId: owner.id,
      message: messageNeedles.has(i) ? `${base} The ${POST_NEEDLES.message} photo was lovely (#${i}).` : `${base} (#${i})`,
      isPrivate: false,
      likes: rng.sample(others, rng.int(0, 5)).sort((a, b) => a - b),
      replies: [],
      isLocked: false,
      isPinned: false,
      subscribers: [],
      createdAt: stamp(),
    };
    fixture.activities.push(message);
  }
}

/**
 * Similar users (top 10 by shared favourites among the users followed): the owner takes on 3, 2
 * and 1 of the favourite anime of three people they follow, so the ranking has a known order.
 * Only the owner's own favourites change.
 */
function shareFavourites(fixture: WorldFixture, owner: WorldFixture['users'][number], rng: Random): void {
  const byId = new Map(fixture.users.map((user) => [user.id, user]));
  const friends = owner.following
    .map((id) => byId.get(id))
    .filter((user): user is WorldFixture['users'][number] => !!user && !user.private && user.name !== fixture.demoUserName && user.favourites.anime.length >= 3);
  const taken = new Set(owner.favourites.anime);
  for (const [index, friend] of friends.slice(0, 3).entries()) {
    const fresh = friend.favourites.anime.filter((id) => !taken.has(id));
    for (const id of rng.sample(fresh, 3 - index)) {
      taken.add(id);
      owner.favourites.anime.push(id);
    }
  }
}
