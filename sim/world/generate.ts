// The seeded world: the same seed (and the same `now`) always gives the same world.

import { CHECKER_SEED_OFFSET, seedChecker } from './seedChecker.ts';
import { MODERATION_SEED_OFFSET, seedModeration } from './seedModeration.ts';
import { seedTagVocabulary } from './seedTagVocabulary.ts';
import { createRandom } from './random.ts';
import { seedStudioLogos } from './seedStudioLogos.ts';
import { seedNotifications } from './seedNotifications.ts';
import type { Media, WorldFixture, World } from './types.ts';
import { GENRES, TAGS } from './vocabulary.ts';
import { generateMedia } from './generateMedia.ts';
import { generateEntries, generateUsers, NOTABLE_USERS, type EntryPlan } from './generateUsers.ts';
import { generateSocial } from './generateSocial.ts';
import { seedHome } from './seedHome.ts';
import { createWorld } from './world.ts';
import { seedFollows } from './seedFollows.ts';
import { seedFeed } from './seedFeed.ts';
import { seedStaffCredits } from './seedStaffCredits.ts';
import { seedMediaPages, SEED_MEDIA_PAGES_OFFSET } from './seedMediaPages.ts';
import { seedStaffRoles } from './seedStaffRoles.ts';
import { seedMangaGuess, SEED_MANGA_GUESS_OFFSET } from './seedMangaGuess.ts';
import { DATING_SEED_OFFSET, seedDating } from './seedDating.ts';
import { SEED_SOCIAL_TAB_OFFSET, seedSocialTab } from './seedSocialTab.ts';
import { seedVariousQueries, VARIOUS_QUERIES_SEED_OFFSET } from './seedVariousQueries.ts';
import { seedProfiles } from './seedProfiles.ts';
import { HOSTILE_SEED_OFFSET, seedHostile } from './seedHostile.ts';
import { seedActivityPages } from './seedActivityPages.ts';
import { seedEmbeds } from './seedEmbeds.ts';
import { QUERIES_SEARCH_SEED_OFFSET, seedQueriesSearch } from './seedQueriesSearch.ts';
import { seedAdultEmbedThread } from './seedAdultEmbedThread.ts';

export const DEFAULT_SEED = 20_201_122;
/**
 * The default "now" is the start of today (UTC), so relative times and airing countdowns look
 * current while the world stays identical for a whole day. Pass `now` for a world that never
 * changes (tests that compare across days).
 */
export function startOfTodayUtc(): number {
  const day = 86_400;
  return Math.floor(Date.now() / 1000 / day) * day;
}
/** distinct anime on the hoarder's list */
export const HOARDER_ANIME = 11_000;

export interface GenerateOptions {
  seed?: number;
  now?: number;
  /** default 12,000 (must exceed HOARDER_ANIME for the hoarder to get 11,000 distinct entries) */
  anime?: number;
  /** default 2,000 */
  manga?: number;
}

/** Offset of the home page's seed stream (sim/world/seedHome.ts). */
const HOME_SEED_OFFSET = 10_010;

export function generateFixture(options: GenerateOptions = {}): WorldFixture {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? startOfTodayUtc();
  const rng = createRandom(seed);
  const { media, staff, characters, studios } = generateMedia(rng, { anime: options.anime ?? 12_000, manga: options.manga ?? 2_000 }, now);
  const anime = media.filter((m) => m.type === 'ANIME');
  const manga = media.filter((m) => m.type === 'MANGA');
  // Hostile strings for sanitising tests, at fixed places.
  if (anime.length > 5) {
    anime[4].title.english = 'The "Quoted" Title & <b>Bold</b> \'Test\'';
    anime[4].description = 'Normal text <script>alert("media")</script><img src=x onerror="alert(2)"><br>More.';
  }
  const users = generateUsers(rng, now);
  // Most users draw from the popular head so that compare views overlap.
  const byPopularity = (list: Media[]) => list.slice().sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  const animeHead = byPopularity(anime).slice(0, 3_000);
  const mangaHead = byPopularity(manga).slice(0, 800);
  const plans: EntryPlan[] = [];
  for (const user of users) {
    if (user.name === NOTABLE_USERS.hoarder) {
      plans.push({ user, type: 'ANIME', count: Math.min(HOARDER_ANIME, anime.length), pool: anime });
      plans.push({ user, type: 'MANGA', count: Math.min(500, manga.length), pool: manga });
    } else if (user.name === NOTABLE_USERS.demo) {
      plans.push({ user, type: 'ANIME', count: 700, pool: animeHead });
      plans.push({ user, type: 'MANGA', count: 250, pool: mangaHead });
    } else {
      plans.push({ user, type: 'ANIME', count: rng.int(60, 1_400), pool: animeHead });
      plans.push({ user, type: 'MANGA', count: rng.int(10, 300), pool: mangaHead });
    }
  }
  const listEntries = generateEntries(rng, plans, now, 1_000_001);
  const mediaById = new Map(media.map((m) => [m.id, m]));
  const social = generateSocial(rng, users, listEntries, mediaById, now);
  for (const user of users) {
    user.favourites = {
      anime: rng.sample(animeHead, rng.int(0, 10)).map((m) => m.id),
      manga: rng.sample(mangaHead, rng.int(0, 6)).map((m) => m.id),
      characters: rng.sample(characters, rng.int(0, 8)).map((c) => c.id),
      staff: rng.sample(staff, rng.int(0, 5)).map((s) => s.id),
      studios: rng.sample(studios, rng.int(0, 3)).map((s) => s.id),
    };
  }
  // Seeded on their own streams, so that everything above stays as it was.
  seedStaffCredits(createRandom(seed + 11_011), media, staff);
  seedMediaPages(createRandom(seed + SEED_MEDIA_PAGES_OFFSET), { media, users, listEntries });
  seedStaffRoles({ media, staff, characters, listEntries }, seed, users.find((u) => u.name === NOTABLE_USERS.demo)?.id);
  const fixture: WorldFixture = {
    version: 1,
    seed,
    now,
    demoUserName: NOTABLE_USERS.demo,
    genres: [...GENRES],
    tags: TAGS.map((t) => ({ ...t })),
    media,
    staff,
    characters,
    studios,
    users,
    listEntries,
    ...social,
  };
  // Seeded additions, each with its own random stream so that the world above stays as it was.
  seedFollows(fixture, createRandom(seed + 0x5f0110));
  seedNotifications(fixture, seed);
  seedFeed(fixture, createRandom(seed + 10_101));
  // Added last, with its own random stream, so that everything above stays as it was.
  seedHome(fixture, createRandom(seed + HOME_SEED_OFFSET));
  seedStudioLogos(fixture);
  seedTagVocabulary(fixture);
  seedMangaGuess(fixture, createRandom(seed + SEED_MANGA_GUESS_OFFSET));
  seedDating(fixture, createRandom(seed + DATING_SEED_OFFSET));
  seedSocialTab(fixture, createRandom(seed + SEED_SOCIAL_TAB_OFFSET));
  seedVariousQueries(fixture, createRandom(seed + VARIOUS_QUERIES_SEED_OFFSET));
  seedProfiles(fixture);
  seedChecker(fixture, createRandom(seed + CHECKER_SEED_OFFSET));
  seedModeration(fixture, createRandom(seed + MODERATION_SEED_OFFSET));
  seedHostile(fixture, createRandom(seed + HOSTILE_SEED_OFFSET));
  seedActivityPages(fixture);
  seedEmbeds(fixture);
  seedQueriesSearch(fixture, createRandom(seed + QUERIES_SEARCH_SEED_OFFSET));
  seedAdultEmbedThread(fixture);
  return fixture;
}

export function generateWorld(options: GenerateOptions | number = {}): World {
  return createWorld(generateFixture(typeof options === 'number' ? { seed: options } : options));
}
