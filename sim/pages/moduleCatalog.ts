// The script's modules as the demo index (/__sim/) offers them: what each does and where to try
// it. The server cannot import src/modules/registry.ts (it pulls in React and browser code), so
// this list is kept in step with the registry by test/sim/moduleCatalog.test.ts: same ids, same
// order, and every link an address where the module's page detectors match.
import type { World } from '../world/types.ts';
import { BLOCKED_LINK_POSTER } from '../world/generateSocial.ts';
import { NOTABLE_USERS } from '../world/generateUsers.ts';
import { PROLIFIC_STAFF_ID } from '../world/seedStaffRoles.ts';

export interface TryLink {
  label: string;
  path: string;
}

export interface CatalogEntry {
  /** the module's id in src/modules/registry.ts */
  id: string;
  what: string;
  tries(world: World): TryLink[];
}

function firstTextActivity(world: World, name: string): number | null {
  const user = world.getUserByName(name);
  const activity = user ? world.activities({ userId: user.id }).filter((a) => a.type === 'TEXT').sort((a, b) => a.id - b.id)[0] : undefined;
  return activity?.id ?? null;
}

export const MODULE_CATALOG: readonly CatalogEntry[] = [
  {
    id: 'comparissionPage',
    what: 'Compares the lists of many users in one table, with filters, digests and exports.',
    tries: () => [
      { label: 'Aoi, Demo and Kirin', path: `/user/Aoi/animelist/compare?users=Aoi,${NOTABLE_USERS.demo},Kirin` },
      { label: `with ${NOTABLE_USERS.blocker}, who blocked Demo`, path: `/user/Aoi/animelist/compare?users=Aoi,${NOTABLE_USERS.blocker}` },
      { label: `with ${NOTABLE_USERS.private}'s private list`, path: `/user/Aoi/mangalist/compare?users=Aoi,${NOTABLE_USERS.private}` },
    ],
  },
  {
    id: 'replaceStaffRoles',
    what: 'Replaces the role lists of staff pages with sorted, filterable lists (title:, format:, status:, year:, genre:, tag:, role:).',
    tries: (world) => {
      const tries = [{ label: `${world.getStaff(PROLIFIC_STAFF_ID)?.name.full ?? 'the prolific staff member'}, thousands of roles`, path: `/staff/${PROLIFIC_STAFF_ID}` }];
      const voice = world.allStaff().find((s) => s.id !== PROLIFIC_STAFF_ID && world.voiceActorRoles(s.id).length > 3);
      if (voice) tries.push({ label: `${voice.name.full}, voice roles`, path: `/staff/${voice.id}` });
      return tries;
    },
  },
  {
    id: 'staffPages',
    what: 'Favourite counts on staff pages and on the staff search results, whose cards show their anime versus manga share.',
    tries: () => [{ label: 'staff search', path: '/search/staff' }, { label: 'a staff page', path: `/staff/${PROLIFIC_STAFF_ID}` }],
  },
  {
    id: 'characterFavouriteCount',
    what: 'Favourite counts on character pages and search results, with a voice-actor language selector and every role.',
    tries: (world) => {
      const character = world.allCharacters().find((c) => world.characterMedia(c.id).length > 1);
      return [{ label: 'character search', path: '/search/characters' }, ...(character ? [{ label: character.name.full, path: `/character/${character.id}` }] : [])];
    },
  },
  {
    id: 'studioFavouriteCount',
    what: 'The favourite count and the mean score of the main works on studio pages.',
    tries: (world) => {
      const studio = world.allStudios().find((s) => s.isAnimationStudio);
      return studio ? [{ label: studio.name, path: `/studio/${studio.id}` }] : [];
    },
  },
  {
    id: 'reviewConfidence',
    what: 'A confidence figure (the Wilson lower bound of the up votes) on each of the 30 newest reviews.',
    tries: () => [{ label: 'Recent reviews', path: '/reviews' }],
  },
  {
    id: 'betterReviewRatings',
    what: 'The number of all votes beside the up votes on the home page review cards.',
    tries: () => [{ label: 'the home page', path: '/home' }],
  },
  {
    id: 'enumerateSubmissionStaff',
    what: 'Numbers the rows of staff credited more than once in the edit form.',
    tries: (world) => {
      const media = world.allMedia('ANIME').find((m) => new Set(m.staff.map((s) => s.staffId)).size < m.staff.length);
      return media ? [{ label: `edit ${media.title.romaji}`, path: `/edit/anime/${media.id}` }] : [];
    },
  },
  {
    id: 'settingsPage',
    what: "The script's own settings, below AniList's authorised apps.",
    tries: () => [{ label: 'Settings › Apps', path: '/settings/apps' }],
  },
  {
    id: 'signInHash',
    what: "Signs the script in through AniList's implicit grant and takes the token from the address.",
    tries: () => [{ label: 'start the sign-in', path: '/home#aniscripts-login' }],
  },
  {
    id: 'relativeTimes',
    what: "Keeps the script's relative times (\"3 minutes ago\") current on every page.",
    tries: () => [{ label: 'the home feed', path: '/home' }],
  },
  {
    id: 'linkCleanup',
    what: 'Replaces links to blocked hosts that open in a new tab.',
    tries: (world) => {
      const id = firstTextActivity(world, BLOCKED_LINK_POSTER);
      return id === null ? [] : [{ label: `${BLOCKED_LINK_POSTER}'s post with a blocked link`, path: `/activity/${id}` }];
    },
  },
  {
    id: 'adRemoval',
    what: "Removes AniList's ad slots.",
    tries: () => [{ label: 'the home page (ad slot in the right column)', path: '/home' }],
  },
  {
    id: 'editGuard',
    what: 'Asks before leaving an edit form, so a slip of the finger loses no work.',
    tries: (world) => {
      const media = world.allMedia('ANIME')[0];
      return media ? [{ label: 'an anime edit form', path: `/edit/anime/${media.id}` }] : [];
    },
  },
  {
    id: 'apiNotices',
    what: "Says once, at the bottom of the page, when AniList's API is down (and when the script will try again) or the sign-in must be renewed; recovers by itself.",
    tries: () => [
      { label: "AniList's API down for a minute (then open the compare table)", path: '/__sim/outage?kind=403&seconds=60' },
      { label: 'the compare table', path: `/user/${NOTABLE_USERS.demo}/animelist/compare?users=${NOTABLE_USERS.demo},Aoi` },
    ],
  },
];
