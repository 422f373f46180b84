// The places a feature's try-links name: a manifest's `demo` (src/core/feature.ts FeatureDemo)
// writes `{place}` in a path where the address depends on the world (a member, a post, an anime
// with some property), and the demo index (/__sim/, moduleCatalog.ts) fills each place in from
// the world it serves. A place the world lacks resolves to null, and a link naming it is left
// out. test/sim/moduleCatalog.test.ts checks that every place a manifest names resolves in the
// default world.
import type { Activity, Media, World } from '../world/types.ts';
import { BLOCKED_LINK_POSTER } from '../world/generateSocial.ts';
import { NOTABLE_USERS } from '../world/generateUsers.ts';
import { PROLIFIC_STAFF_ID } from '../world/seedStaffRoles.ts';
import { socialTabMediaId, timelineMediaId } from '../world/seedSocialTab.ts';
import { INVALID_PROFILE, VALID_PROFILE } from '../world/seedProfiles.ts';
import { embedsPost } from '../world/seedEmbeds.ts';
import { LOGO_STUDIO } from '../world/seedStudioLogos.ts';
import { mediaPath } from './format.ts';

/** What a place stands for in this world (a name, an id, a path), or null when it has none. */
type Place = (world: World) => string | number | null | undefined;

/** An anime whose relations and recommendations both include media on Demo's list. */
export function mediaWithListedNeighbours(world: World): Media | null {
  const demo = world.getUserByName(NOTABLE_USERS.demo);
  if (!demo) return null;
  const listed = (id: number) => world.listEntryFor(demo.id, id) !== undefined;
  for (const entry of world.listEntries(demo.id, 'ANIME')) {
    const media = world.getMedia(entry.mediaId);
    if (!media || media.isAdult) continue;
    if (media.relations.some((r) => listed(r.mediaId)) && media.recommendations.some((r) => listed(r.mediaId))) return media;
  }
  return null;
}

/** A popular media of the type with a MyAnimeList page that has a score and recommendations. */
export function malShowcaseMedia(world: World, type: 'ANIME' | 'MANGA'): Media | null {
  const listed = [...world.allMedia(type)].sort((a, b) => b.popularity - a.popularity || a.id - b.id).filter((m) => m.idMal !== null && !m.isAdult && m.meanScore !== null && (type === 'ANIME' || m.format === 'MANGA'));
  return listed.find((m) => m.recommendations.filter((r) => world.getMedia(r.mediaId)?.idMal != null).length >= 3) ?? null;
}

/** The member's name, when the world has them. */
function member(name: string): Place {
  return (world) => world.getUserByName(name)?.name;
}

function firstTextActivity(world: World, name: string): number | null {
  const user = world.getUserByName(name);
  const activity = user ? world.activities({ userId: user.id }).filter((a) => a.type === 'TEXT').sort((a, b) => a.id - b.id)[0] : undefined;
  return activity?.id ?? null;
}

function hostileActivities(world: World): Activity[] {
  const hostile = world.getUserByName(NOTABLE_USERS.hostile);
  return hostile ? world.activities({ userId: hostile.id }) : [];
}

function demoAnimeEntry(world: World, status: 'CURRENT' | 'PLANNING'): number | undefined {
  const demo = world.getUserByName(NOTABLE_USERS.demo);
  return (demo ? world.listEntries(demo.id, 'ANIME') : []).find((e) => e.status === status)?.mediaId;
}

function hasEnglishMainCast(media: Media): boolean {
  return media.characters.some((c) => c.role === 'MAIN' && c.voiceActors.some((v) => v.language === 'ENGLISH'));
}

function releasingManga(world: World): Media[] {
  return world.allMedia('MANGA').filter((m) => !m.isAdult && m.status === 'RELEASING');
}

function pathOf(world: World, id: number | null): string | undefined {
  const media = id === null ? undefined : world.getMedia(id);
  return media ? mediaPath(media) : undefined;
}

/**
 * Every place a try-link may name, by its token. The notable users (sim/world/generateUsers.ts
 * NOTABLE_USERS) are places by their keys: `{demo}`, `{hoarder}`, `{private}`, `{donator}`,
 * `{hostile}`, `{blocker}`.
 */
export const TRY_PLACES: Readonly<Record<string, Place>> = {
  ...Object.fromEntries(Object.entries(NOTABLE_USERS).map(([key, name]) => [key, member(name)])),
  /** seeded profiles (sim/world/seedProfiles.ts): valid profile JSON, and invalid JSON */
  validProfile: member(VALID_PROFILE.name),
  invalidProfile: member(INVALID_PROFILE.name),
  /** who has the logo studio among their favourites (sim/world/seedStudioLogos.ts) */
  studioFan: member(LOGO_STUDIO.favouritedBy),
  /** a member whose score format is the smileys, with scored anime */
  smileyScorer: (world) => world.users().find((u) => u.mediaListOptions.scoreFormat === 'POINT_3' && world.listEntries(u.id, 'ANIME').some((e) => e.score > 0))?.name,

  // activities and threads (ids)
  /** Demo's latest activity */
  demoLatestActivity: (world) => world.activities({ userId: world.demoUser.id })[0]?.id,
  /** the seeded post linking tweets and a YouTube video (sim/world/seedEmbeds.ts) */
  embedsPost: (world) => embedsPost(world)?.id,
  /** the post linking an adult anime */
  adultEmbedPost: (world) => world.activities({}).find((a) => a.type === 'TEXT' && a.text.startsWith('Two very different shows:'))?.id,
  /** the forum thread whose comment links an adult anime */
  adultEmbedThread: (world) => world.threads({}).find((t) => t.title === 'Adult embeds in threads')?.id,
  /** a status post of the hostile member (hostile markdown) */
  hostilePost: (world) => hostileActivities(world).find((a) => a.type === 'TEXT')?.id,
  /** a post of the hostile member with more than 5 likes and a reply with more than 5 */
  hostileLikedPost: (world) => hostileActivities(world).find((a) => a.likes.length > 5 && a.replies.some((r) => r.likes.length > 5))?.id,
  /** the first text activity of the member who posted a link to a blocked host */
  blockedLinkPost: (world) => firstTextActivity(world, BLOCKED_LINK_POSTER),
  /** a forum thread with replies to comments */
  nestedCommentsThread: (world) => world.threads().find((t) => world.threadComments(t.id).some((c) => c.parentId !== null))?.id,
  /** a forum thread with more than 5 likes */
  likedThread: (world) => world.threads().find((t) => t.likes.length > 5)?.id,

  // media pages (paths, with the slug, ending in '/')
  /** the seeded anime of the social tab, followed in every score format (sim/world/seedSocialTab.ts) */
  socialTabMedia: (world) => pathOf(world, socialTabMediaId(world)),
  /** the anime of Demo's seeded timeline */
  timelineMedia: (world) => pathOf(world, timelineMediaId(world)),

  // media (ids)
  /** the first anime of the world, adult or not */
  firstAnime: (world) => world.allMedia('ANIME')[0]?.id,
  /** an anime Demo is watching, and one Demo plans to watch */
  demoWatchingAnime: (world) => demoAnimeEntry(world, 'CURRENT'),
  demoPlannedAnime: (world) => demoAnimeEntry(world, 'PLANNING'),
  taggedAnime: (world) => world.allMedia('ANIME').find((m) => !m.isAdult && m.tags.length > 0)?.id,
  bannerAnime: (world) => world.allMedia('ANIME').find((m) => !m.isAdult && m.bannerImage !== null)?.id,
  recommendedAnime: (world) => world.allMedia('ANIME').find((m) => !m.isAdult && m.recommendations.length > 0)?.id,
  /** an anime with an English title and a main studio */
  subtitledAnime: (world) => world.allMedia('ANIME').find((m) => !m.isAdult && m.title.english && m.studios.some((edge) => edge.isMain))?.id,
  anyManga: (world) => world.allMedia('MANGA').find((m) => !m.isAdult)?.id,
  /** a releasing manga with reading activity, and one nobody has read yet */
  readReleasingManga: (world) => {
    const read = new Set(world.activities().flatMap((a) => (a.type === 'MANGA_LIST' && a.progress ? [a.mediaId] : [])));
    return releasingManga(world).find((m) => read.has(m.id))?.id;
  },
  unreadReleasingManga: (world) => {
    const read = new Set(world.activities().flatMap((a) => (a.type === 'MANGA_LIST' ? [a.mediaId] : [])));
    return releasingManga(world).find((m) => !read.has(m.id))?.id;
  },
  /** a popular anime and manga with a MyAnimeList page */
  malAnime: (world) => malShowcaseMedia(world, 'ANIME')?.id,
  malManga: (world) => malShowcaseMedia(world, 'MANGA')?.id,
  /** an anime whose main cast has English voice actors, and one whose main cast has none */
  dubbedAnime: (world) => world.allMedia('ANIME').find((m) => !m.isAdult && hasEnglishMainCast(m))?.id,
  undubbedAnime: (world) => world.allMedia('ANIME').find((m) => !m.isAdult && m.characters.some((c) => c.role === 'MAIN') && !hasEnglishMainCast(m))?.id,
  longDescriptionAnime: (world) => world.allMedia('ANIME').find((m) => !m.isAdult && (m.description?.length ?? 0) > 400)?.id,
  /**
   * an anime tagged Gore, a tag safe-for-work mode blocks (src/data/sfw-blocklist.json) that is
   * not an adult tag: the blocked Nudity is, so only adult anime carry it
   */
  goreAnime: (world) => world.allMedia('ANIME').find((m) => !m.isAdult && world.mediaTags(m).some((t) => t.name === 'Gore'))?.id,
  /** an anime crediting a staff member more than once */
  repeatedStaffAnime: (world) => world.allMedia('ANIME').find((m) => new Set(m.staff.map((s) => s.staffId)).size < m.staff.length)?.id,
  listedNeighboursAnime: (world) => mediaWithListedNeighbours(world)?.id,
  adultAnime: (world) => world.allMedia('ANIME').find((m) => m.isAdult)?.id,

  // staff, characters, studios (ids)
  /** the seeded staff member with thousands of roles (sim/world/seedStaffRoles.ts) */
  prolificStaff: (world) => world.getStaff(PROLIFIC_STAFF_ID)?.id,
  /** another staff member with more than 3 voice roles */
  voiceActor: (world) => world.allStaff().find((s) => s.id !== PROLIFIC_STAFF_ID && world.voiceActorRoles(s.id).length > 3)?.id,
  /** a character in more than one media */
  sharedCharacter: (world) => world.allCharacters().find((c) => world.characterMedia(c.id).length > 1)?.id,
  animationStudio: (world) => world.allStudios().find((s) => s.isAnimationStudio)?.id,
  /** a studio with media */
  studioWithMedia: (world) => world.allStudios().find((s) => world.studioMedia(s.id).length > 0)?.id,
};

const TOKEN = /\{(\w+)\}/g;

/** The places a path names, in order. */
export function placesIn(path: string): string[] {
  return [...path.matchAll(TOKEN)].map((match) => match[1]);
}

/** The path with its places filled in from the world, or null when the world lacks one (or a place is unknown). */
export function resolveTryPath(world: World, path: string): string | null {
  let lacking = false;
  const resolved = path.replace(TOKEN, (_, name: string) => {
    const value = Object.hasOwn(TRY_PLACES, name) ? TRY_PLACES[name](world) : null;
    if (value === null || value === undefined) lacking = true;
    return String(value ?? '');
  });
  return lacking ? null : resolved;
}
