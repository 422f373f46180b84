// Follower lists large enough for the social page's follow counts and the follow-back check
// (spec doc 2 §9: the check reads 12 pages, so it is inaccurate above 600 follows). A popular
// member, Starlight, with 700 followers and 670 followings among 720 new "fan" members, some of
// them not following back either way. Added after everything else with its own random stream,
// so the rest of the world stays exactly as it was; the fans have no lists and no activity.

import type { Random } from './random.ts';
import type { MediaListTypeOptions, User, WorldFixture } from './types.ts';

export const FOLLOW_SEED = {
  /** the popular member */
  star: 'Starlight',
  fans: 720,
  /** fans who follow Starlight */
  followers: 700,
  /** fans Starlight follows */
  following: 670,
  firstId: 900_001,
} as const;

const DAY = 86_400;

function listOptions(sectionOrder: string[]): MediaListTypeOptions {
  return { sectionOrder, splitCompletedSectionByFormat: false, customLists: [], advancedScoring: [], advancedScoringEnabled: false };
}

export function member(id: number, name: string, now: number, rng: Random): User {
  return {
    id,
    name,
    about: null,
    avatar: {
      large: `https://s4.anilist.co/file/anilistcdn/user/avatar/large/sim${id}.png`,
      medium: `https://s4.anilist.co/file/anilistcdn/user/avatar/medium/sim${id}.png`,
    },
    bannerImage: null,
    donatorTier: 0,
    donatorBadge: 'Donator',
    private: false,
    moderatorRoles: [],
    options: {
      titleLanguage: 'ROMAJI',
      staffNameLanguage: 'ROMAJI_WESTERN',
      displayAdultContent: false,
      airingNotifications: true,
      profileColor: 'blue',
      timezone: null,
      activityMergeTime: 0,
      restrictMessagesToFollowing: false,
    },
    mediaListOptions: {
      scoreFormat: 'POINT_10',
      rowOrder: 'title',
      animeList: listOptions(['Watching', 'Completed', 'Paused', 'Dropped', 'Planning']),
      mangaList: listOptions(['Reading', 'Completed', 'Paused', 'Dropped', 'Planning']),
    },
    following: [],
    blocked: [],
    favourites: { anime: [], manga: [], characters: [], staff: [], studios: [] },
    token: `token-${name.toLowerCase()}`,
    siteUrl: `https://anilist.co/user/${name}`,
    createdAt: now - rng.int(30, 2000) * DAY,
    updatedAt: now - rng.int(0, 30) * DAY,
  };
}

/** Appends Starlight and the fans to the fixture's users. */
export function seedFollows(fixture: WorldFixture, rng: Random): void {
  const { now } = fixture;
  const star = member(FOLLOW_SEED.firstId, FOLLOW_SEED.star, now, rng);
  const fans = Array.from({ length: FOLLOW_SEED.fans }, (_, i) => member(FOLLOW_SEED.firstId + 1 + i, `Fan${String(i + 1).padStart(4, '0')}`, now, rng));
  // A random order decides who follows whom, so the two lists differ in places the check must find.
  const order = rng.sample(fans, fans.length);
  const followers = order.slice(0, FOLLOW_SEED.followers);
  const followed = order.slice(fans.length - FOLLOW_SEED.following);
  for (const fan of followers) fan.following.push(star.id);
  star.following = followed.map((fan) => fan.id).sort((a, b) => a - b);
  fixture.users.push(star, ...fans);
}
