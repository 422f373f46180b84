// The script's modules as the demo index (/__sim/) offers them: what each does and where to try
// it. The server cannot import src/modules/registry.ts (it pulls in React and browser code), so
// this list is kept in step with the registry by test/sim/moduleCatalog.test.ts: same ids, same
// order, and every link an address where the module's page detectors match.
import type { Media, World } from '../world/types.ts';
import { BLOCKED_LINK_POSTER } from '../world/generateSocial.ts';
import { NOTABLE_USERS } from '../world/generateUsers.ts';
import { PROLIFIC_STAFF_ID } from '../world/seedStaffRoles.ts';
import { socialTabMediaId, timelineMediaId } from '../world/seedSocialTab.ts';
import { mediaPath } from './format.ts';
import { INVALID_PROFILE, VALID_PROFILE } from '../world/seedProfiles.ts';
import { embedsPost } from '../world/seedEmbeds.ts';
import { LOGO_STUDIO } from '../world/seedStudioLogos.ts';

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

const HOME_FEED: TryLink[] = [{ label: 'the home feed (Settings › Apps › Feeds first)', path: '/home' }];
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

function malShowcase(world: World, type: 'ANIME' | 'MANGA'): TryLink[] {
  const media = malShowcaseMedia(world, type);
  return media ? [{ label: `${media.title.romaji} (MyAnimeList down: /__sim/mal?state=down)`, path: `/${type.toLowerCase()}/${media.id}` }] : [];
}

export const MODULE_CATALOG: readonly CatalogEntry[] = [
  {
    id: 'notifications',
    what: 'Groups the notifications with pictures and reply threads, and draws the nav badge as a pie of the unread kinds.',
    tries: () => [
      { label: "Demo's notifications", path: '/notifications' },
      { label: 'the pie on the home page', path: '/home' },
      { label: `${NOTABLE_USERS.hoarder}'s 500 (sign in as ${NOTABLE_USERS.hoarder})`, path: '/notifications' },
    ],
  },
  {
    id: 'hideLikes',
    what: 'Leaves like notifications out, in the grouped list and in AniList\'s own.',
    tries: () => [{ label: 'notifications', path: '/notifications' }],
  },
  {
    id: 'settingsTip',
    what: "Says on the notifications page where the script's settings are.",
    tries: () => [{ label: 'notifications', path: '/notifications' }],
  },
  {
    id: 'dismissDot',
    what: 'A small dot beside the notification badge that marks every notification read.',
    tries: () => [{ label: 'the home page', path: '/home' }],
  },
  {
    id: 'completedScore',
    what: 'Shows the owner\'s score, in their score format, after "completed" list activities in feeds.',
    tries: () => [...HOME_FEED, { label: 'the global feed', path: '/social' }],
  },
  {
    id: 'droppedScore',
    what: 'Shows the owner\'s score after "dropped" list activities in feeds.',
    tries: () => [{ label: 'the home feed (Settings › Apps › Feeds first; off by default)', path: '/home' }],
  },
  {
    id: 'hideGlobalFeed',
    what: "Hides the home feed's Global toggle (and switches to Following).",
    tries: () => [{ label: 'the Global home feed', path: '/home?feed=global' }],
  },
  {
    id: 'feedCommentFilter',
    what: 'Minimum reply and like counts for the home feed, and the block list (user, status, media) from the settings page.',
    tries: () => HOME_FEED,
  },
  {
    id: 'statusBorder',
    what: 'Colours the right border of list activities in the home feed by their list status.',
    tries: () => HOME_FEED,
  },
  {
    id: 'blockWord',
    what: 'Hides status posts in the home feed that match a word or pattern (default "nsfw"; the top of Demo\'s feed has one).',
    tries: () => HOME_FEED,
  },
  {
    id: 'dblclickZoom',
    what: 'A double-click on an activity in a feed enlarges it; another puts it back.',
    tries: () => [...HOME_FEED, { label: 'the global feed', path: '/social' }],
  },
  {
    id: 'tweets',
    what: 'Embeds a tweet after a link whose text is its full address (links under other words stay links; not in safe-for-work mode).',
    tries: (world) => {
      const post = embedsPost(world);
      return post ? [{ label: "Aoi's post linking tweets", path: `/activity/${post.id}` }] : [];
    },
  },
  {
    id: 'embedHentai',
    what: 'Fills the empty card AniList leaves for a linked adult anime or manga in posts and comments (not in safe-for-work mode).',
    tries: (world) => {
      const post = world.activities({}).find((a) => a.type === 'TEXT' && a.text.startsWith('Two very different shows:'));
      const thread = world.threads({}).find((t) => t.title === 'Adult embeds in threads');
      return [
        ...(post ? [{ label: "Aoi's post linking an adult anime", path: `/activity/${post.id}` }] : []),
        ...(thread ? [{ label: 'a forum thread whose comment links an adult anime', path: `/forum/thread/${thread.id}` }] : []),
      ];
    },
  },
  {
    id: 'youtubeFullscreen',
    what: "Lets embedded YouTube players in posts, replies and forum comments go fullscreen (AniList's own player leaves it off).",
    tries: (world) => {
      const post = embedsPost(world);
      return post ? [{ label: "Aoi's post with a YouTube video", path: `/activity/${post.id}` }] : [];
    },
  },
  {
    id: 'termsFeed',
    what: 'Replaces the terms page with a light feed of activities, forum threads and reviews: post, edit, delete, like, reply, filter and page (needs the script sign-in; the button on top brings the policy back).',
    tries: () => [{ label: 'the terms page (switch it on in Settings › Apps › Feeds first)', path: '/terms' }],
  },
  {
    id: 'showMarkdown',
    what: "On the page of a status post or message, '</>' before the time swaps the text for its markdown source, and back.",
    tries: (world) => {
      const mallory = world.getUserByName('Mallory');
      const post = world.activities({ userId: mallory?.id }).find((a) => a.type === 'TEXT');
      return post ? [{ label: "one of Mallory's posts (hostile source, shown as text)", path: `/activity/${post.id}` }] : [];
    },
  },
  {
    id: 'singleActivityReplyLikes',
    what: "On an activity page, hovering a like button lists who liked the activity or reply (loaded from the API above 5 likes), with the names in short beside the count.",
    tries: (world) => {
      const mallory = world.getUserByName('Mallory');
      const busy = world.activities({ userId: mallory?.id }).find((a) => a.likes.length > 5 && a.replies.some((r) => r.likes.length > 5));
      return busy ? [{ label: "Mallory's post with 8 likes (hostile text, shown inert)", path: `/activity/${busy.id}` }] : [];
    },
  },
  {
    id: 'forumComments',
    what: 'On a forum thread, a [-] before each comment folds the comment and its replies away; [+] brings them back.',
    tries: (world) => {
      const thread = world.threads().find((t) => world.threadComments(t.id).some((c) => c.parentId !== null));
      return thread ? [{ label: 'a thread with nested comments', path: `/forum/thread/${thread.id}` }] : [];
    },
  },
  {
    id: 'forumMedia',
    what: 'Shows the media title instead of "Anime" or "Manga" on the thread cards of the home page.',
    tries: () => [{ label: 'the home page', path: '/home' }],
  },
  {
    id: 'hideAWC',
    what: 'Rebuilds the forum preview of the home page without the challenge threads (AWC, MRC).',
    tries: () => [{ label: 'the home page', path: '/home' }],
  },
  {
    id: 'myThreads',
    what: "Adds 'My Threads' to the forum's menu (signed in on the site); it opens your social page with the Threads filter chosen.",
    tries: (world) => [{ label: 'the forum', path: '/forum/overview' }, { label: 'your threads', path: `/user/${world.demoUser.name}/social#my-threads` }],
  },
  {
    id: 'forumLikes',
    what: 'On a forum thread, hovering the like button of the thread or of a comment lists who liked it (loaded from the API above 5 likes).',
    tries: (world) => {
      const thread = world.threads().find((t) => t.likes.length > 5);
      return thread ? [{ label: 'a thread with more than 5 likes', path: `/forum/thread/${thread.id}` }] : [];
    },
  },
  {
    id: 'betterListPreview',
    what: 'Rebuilds the anime in-progress preview of the home page: airing shows first with countdowns, and a +1 button.',
    tries: () => [{ label: 'the home page', path: '/home' }],
  },
  {
    id: 'progressBar',
    what: 'Adds progress bars to the in-progress cards of the home page.',
    tries: () => [{ label: 'the home page', path: '/home' }],
  },
  {
    id: 'expandRight',
    what: 'Keeps the expanded in-progress block in the right column of the home page.',
    tries: () => [{ label: 'the home page (then the expand icon)', path: '/home' }],
  },
  {
    id: 'draw3x3',
    what: 'A 3x3 button on list pages: pick nine entries, get a collage of their covers.',
    tries: () => [
      { label: "Demo's anime list", path: `/user/${NOTABLE_USERS.demo}/animelist` },
      { label: "Aoi's manga list as cards", path: '/user/Aoi/mangalist?view=cards' },
    ],
  },
  {
    id: 'newChapters',
    what: 'A New Chapters button on manga lists: the releasing manga being read whose latest chapter, guessed from reading activity, is ahead of the progress.',
    tries: () => [
      { label: "Demo's manga list", path: `/user/${NOTABLE_USERS.demo}/mangalist` },
      { label: "Hoarder's manga list", path: `/user/${NOTABLE_USERS.hoarder}/mangalist` },
    ],
  },
  {
    id: 'tagIndex',
    what: 'An index of the #tags in list notes; a tag filters the list. The filter text is kept in the address as ?search=.',
    tries: () => [
      { label: "Demo's anime list", path: `/user/${NOTABLE_USERS.demo}/animelist` },
      { label: 'filtered by #comfy from the address', path: `/user/${NOTABLE_USERS.demo}/animelist?search=%23comfy` },
      { label: "Hoarder's 11,000 entries", path: `/user/${NOTABLE_USERS.hoarder}/animelist` },
    ],
  },
  {
    id: 'yearStepper',
    what: 'Buttons < and > on the year slider of list pages, one year at a time.',
    tries: () => [{ label: "Demo's anime list", path: `/user/${NOTABLE_USERS.demo}/animelist` }],
  },
  {
    id: 'viewAdvancedScores',
    what: 'A $ after the titles of list entries with advanced scores; hover or focus it for the breakdown.',
    tries: () => [
      { label: "Demo's anime list (scores by category)", path: `/user/${NOTABLE_USERS.demo}/animelist` },
      { label: "Aoi's anime list", path: '/user/Aoi/animelist' },
    ],
  },
  {
    id: 'plussMinus',
    what: 'Score - and + buttons on the rows of your own list (point formats; signed in with the script).',
    tries: () => [
      { label: "Demo's anime list (decimal scores)", path: `/user/${NOTABLE_USERS.demo}/animelist` },
      { label: "Demo's manga list as cards", path: `/user/${NOTABLE_USERS.demo}/mangalist?view=cards` },
      { label: "Hoarder's 11,000 entries (sign in as Hoarder)", path: `/user/${NOTABLE_USERS.hoarder}/animelist` },
    ],
  },
  {
    id: 'comparissionPage',
    what: "Compares the lists of many users in one table, with filters, digests and exports; and a Compatibility button on other members' profiles.",
    tries: () => [
      { label: 'Aoi, Demo and Kirin', path: `/user/Aoi/animelist/compare?users=Aoi,${NOTABLE_USERS.demo},Kirin` },
      { label: `with ${NOTABLE_USERS.blocker}, who blocked Demo`, path: `/user/Aoi/animelist/compare?users=Aoi,${NOTABLE_USERS.blocker}` },
      { label: `with ${NOTABLE_USERS.private}'s private list`, path: `/user/Aoi/mangalist/compare?users=Aoi,${NOTABLE_USERS.private}` },
      { label: "the Compatibility button on Aoi's profile", path: '/user/Aoi/' },
    ],
  },
  {
    id: 'CSSfollowCounter',
    what: 'Follower and following counts on the social page of a member, and a check of who follows back.',
    tries: () => [
      { label: `${NOTABLE_USERS.demo}'s social page`, path: `/user/${NOTABLE_USERS.demo}/social` },
      { label: 'Starlight, with over 600 follows', path: '/user/Starlight/social' },
    ],
  },
  {
    id: 'milestones',
    what: 'Total episodes and volumes, and the mean score, in the stat boxes of a profile (switch it on first).',
    tries: () => [
      { label: `${NOTABLE_USERS.demo}'s profile`, path: `/user/${NOTABLE_USERS.demo}/` },
      { label: `${NOTABLE_USERS.hoarder}'s profile`, path: `/user/${NOTABLE_USERS.hoarder}/` },
    ],
  },
  {
    id: 'CSSfavs',
    what: 'Favourites five to a row (a style switch, on every page), and the studio logos under favourite studios on the pages that show favourites.',
    tries: () => [
      { label: `${LOGO_STUDIO.favouritedBy}'s profile (Kyoto Animation among the favourite studios)`, path: `/user/${LOGO_STUDIO.favouritedBy}/` },
      { label: `${LOGO_STUDIO.favouritedBy}'s favourites`, path: `/user/${LOGO_STUDIO.favouritedBy}/favorites` },
    ],
  },
  {
    id: 'profileBackground',
    what: 'Shows the background a member keeps in the profile JSON of their about text (AniList images only); set your own in the settings. Off in safe-for-work mode.',
    tries: () => [
      { label: `${VALID_PROFILE.name}'s profile (valid JSON)`, path: `/user/${VALID_PROFILE.name}/` },
      { label: `${NOTABLE_USERS.hostile}'s profile (a background from another host, dropped)`, path: `/user/${NOTABLE_USERS.hostile}/` },
    ],
  },
  {
    id: 'customCSS',
    what: 'Applies the custom CSS of a member\'s profile JSON, sanitised and scoped to their profile; set your own in the settings. Off in safe-for-work mode.',
    tries: () => [
      { label: `${VALID_PROFILE.name}'s profile (valid CSS)`, path: `/user/${VALID_PROFILE.name}/` },
      { label: `${NOTABLE_USERS.hostile}'s profile (hostile CSS, mostly dropped)`, path: `/user/${NOTABLE_USERS.hostile}/` },
      { label: `${INVALID_PROFILE.name}'s profile (invalid JSON: a console warning)`, path: `/user/${INVALID_PROFILE.name}/` },
    ],
  },
  {
    id: 'moreStats',
    what: "More stats and Genres & Tags on a profile's stats page: headline figures, a score histogram, and full tag, genre, staff and studio tables with exports.",
    tries: () => [
      { label: `${NOTABLE_USERS.demo}'s stats`, path: `/user/${NOTABLE_USERS.demo}/stats/anime/overview` },
      { label: `${NOTABLE_USERS.hoarder}'s stats (11,000 entries)`, path: `/user/${NOTABLE_USERS.hoarder}/stats/anime/overview` },
      { label: "Site stats: the 'Various queries' panel (the checker over Linter's lists)", path: '/site-stats' },
    ],
  },
  {
    id: 'replaceNativeTags',
    what: "Full tag, staff and studio tables (sortable, searchable, with exports) in place of AniList's on the stats sub-tabs.",
    tries: () => [
      { label: `${NOTABLE_USERS.demo}'s anime tags`, path: `/user/${NOTABLE_USERS.demo}/stats/anime/tags` },
      { label: `${NOTABLE_USERS.demo}'s anime staff`, path: `/user/${NOTABLE_USERS.demo}/stats/anime/staff` },
      { label: `${NOTABLE_USERS.demo}'s studios`, path: `/user/${NOTABLE_USERS.demo}/stats/anime/studios` },
      { label: `${NOTABLE_USERS.hoarder}'s manga staff`, path: `/user/${NOTABLE_USERS.hoarder}/stats/manga/staff` },
    ],
  },
  {
    id: 'socialTab',
    what: "The followed users' average score, status counters that filter them, progress, dates and rewatches on the media social tab; 'Has Replies' and 'Following' feed filters (signed in with the script).",
    tries: (world) => {
      const id = socialTabMediaId(world);
      const media = id === null ? undefined : world.getMedia(id);
      return media ? [{ label: `${media.title.romaji}: every score format`, path: `${mediaPath(media)}social` }] : [];
    },
  },
  {
    id: 'activityTimeline',
    what: "Your own activity timeline on a media's social tab (and anyone else's by name), and previous/next/profile arrows on activity pages.",
    tries: (world) => {
      const id = timelineMediaId(world);
      const media = id === null ? undefined : world.getMedia(id);
      const first = world.activities({ userId: world.demoUser.id })[0];
      return [
        ...(media ? [{ label: `Demo's timeline on ${media.title.romaji}`, path: `${mediaPath(media)}social` }] : []),
        ...(first ? [{ label: "Demo's latest activity, with arrows", path: `/activity/${first.id}` }] : []),
      ];
    },
  },
  {
    id: 'entryScore',
    what: 'Your score and progress under the status button of media pages, with editing (signed in with the script).',
    tries: (world) => {
      const demo = world.getUserByName(NOTABLE_USERS.demo);
      const entries = demo ? world.listEntries(demo.id, 'ANIME') : [];
      const watching = entries.find((e) => e.status === 'CURRENT');
      const planning = entries.find((e) => e.status === 'PLANNING');
      return [
        ...(watching ? [{ label: "an anime Demo is watching", path: `/anime/${watching.mediaId}` }] : []),
        ...(planning ? [{ label: 'one Demo plans to watch (no editor)', path: `/anime/${planning.mediaId}` }] : []),
      ];
    },
  },
  {
    id: 'tagDescriptions',
    what: "Hovering a tag in the sidebar's add-tag dialog (the \"+\" under the tags, signed in on the site) shows its description.",
    tries: (world) => {
      const media = world.allMedia('ANIME').find((m) => !m.isAdult && m.tags.length > 0);
      return media ? [{ label: 'an anime with tags (hover the tags, click +)', path: `/anime/${media.id}` }] : [];
    },
  },
  {
    id: 'mangaGuess',
    what: "The estimated latest chapter after 'Releasing' in the sidebar of releasing manga, from recent reading activity.",
    tries: (world) => {
      const releasing = [...world.allMedia('MANGA')].filter((m) => !m.isAdult && m.status === 'RELEASING');
      const read = new Set(world.activities().flatMap((a) => (a.type === 'MANGA_LIST' && a.progress ? [a.mediaId] : [])));
      const guessed = releasing.find((m) => read.has(m.id));
      const silent = releasing.find((m) => !world.activities().some((a) => a.type === 'MANGA_LIST' && a.mediaId === m.id));
      return [
        ...(guessed ? [{ label: 'a releasing manga with reading activity', path: `/manga/${guessed.id}` }] : []),
        ...(silent ? [{ label: 'a releasing manga nobody has read yet', path: `/manga/${silent.id}` }] : []),
      ];
    },
  },
  {
    id: 'MALscore',
    what: "MyAnimeList's score in the media sidebar, after the Mean Score (one MyAnimeList request per media; /__sim/mal?state=down or changed breaks MyAnimeList).",
    tries: (world) => malShowcase(world, 'ANIME'),
  },
  {
    id: 'MALserial',
    what: 'The magazine a manga runs in, from MyAnimeList, in the sidebar.',
    tries: (world) => malShowcase(world, 'MANGA'),
  },
  {
    id: 'MALrecs',
    what: 'Up to five MyAnimeList user recommendations at the end of the media overview.',
    tries: (world) => malShowcase(world, 'ANIME'),
  },
  {
    id: 'subTitleInfo',
    what: 'A line under the media title: its other title, the start year (linked to that year on the browse page), the format and the main studios.',
    tries: (world) => {
      const anime = world.allMedia('ANIME').find((m) => !m.isAdult && m.title.english && m.studios.some((edge) => edge.isMain));
      const manga = world.allMedia('MANGA').find((m) => !m.isAdult);
      return [
        ...(anime ? [{ label: 'an anime with an English title and a main studio', path: `/anime/${anime.id}` }] : []),
        ...(manga ? [{ label: 'a manga', path: `/manga/${manga.id}` }] : []),
      ];
    },
  },
  {
    id: 'dubMarker',
    what: "'Dubbed in English' (or the chosen language) at the top of the sidebar of anime whose main cast has voice actors in it.",
    tries: (world) => {
      const dubbed = [...world.allMedia('ANIME')].find((m) => !m.isAdult && m.characters.some((c) => c.role === 'MAIN' && c.voiceActors.some((v) => v.language === 'ENGLISH')));
      const undubbed = [...world.allMedia('ANIME')].find((m) => !m.isAdult && m.characters.some((c) => c.role === 'MAIN') && !m.characters.some((c) => c.role === 'MAIN' && c.voiceActors.some((v) => v.language === 'ENGLISH')));
      return [
        ...(dubbed ? [{ label: 'an anime with an English dub', path: `/anime/${dubbed.id}` }] : []),
        ...(undubbed ? [{ label: 'one without', path: `/anime/${undubbed.id}` }] : []),
      ];
    },
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
    id: 'expandDescriptions',
    what: "Opens long media descriptions by itself (AniList's 'Read More').",
    tries: (world) => {
      const long = [...world.allMedia('ANIME')].find((m) => !m.isAdult && (m.description?.length ?? 0) > 400);
      return long ? [{ label: 'an anime with a long description', path: `/anime/${long.id}` }] : [];
    },
  },
  {
    id: 'shortRomaji',
    what: "Title aliases on AniList's pages: your own (settings, 'Title aliases') and, with the switch on, the built-in short titles; in links, as the media page's heading and in its address.",
    tries: () => [{ label: 'an anime with a built-in short title (switch shortRomaji on)', path: '/anime/5114' }, { label: "Demo's anime list", path: `/user/${NOTABLE_USERS.demo}/animelist` }],
  },
  {
    id: 'CSSverticalNav',
    what: 'The navigation bar stands at the left, 65 px wide; hovering the profile link opens a submenu of your favourites, stats, social, reviews and submissions.',
    tries: () => [{ label: 'any page, signed in (hover Profile)', path: '/home' }],
  },
  {
    id: 'dropdownOnHover',
    what: "The navigation bar's user menu opens when the pointer reaches your avatar.",
    tries: () => [{ label: 'any page, signed in (hover the avatar)', path: '/home' }],
  },
  {
    id: 'homeScroll',
    what: 'On the home page, the Home link in the navigation scrolls back to the top.',
    tries: () => [{ label: 'the home page (scroll down, then click Home)', path: '/home' }],
  },
  {
    id: 'ALbuttonReload',
    what: 'On the home page, the AniList logo reloads the feed.',
    tries: () => [{ label: 'the home page (click the logo)', path: '/home' }],
  },
  {
    id: 'mangaBrowse',
    what: "The navigation bar's Browse link opens manga search.",
    tries: () => [{ label: 'any page (click Browse)', path: '/home' }],
  },
  {
    id: 'CSScompactBrowse',
    what: 'A view switcher above the media of browse and studio pages: cards with details, a list or a compact list.',
    tries: (world) => {
      const studio = [...world.allStudios()].find((s) => world.studioMedia(s.id).length > 0);
      return [{ label: 'anime browse', path: '/search/anime' }, ...(studio ? [{ label: 'a studio page', path: `/studio/${studio.id}` }] : [])];
    },
  },
  {
    id: 'browseFilters',
    what: 'Episode sorts on anime browse; chapter and volume sorts on manga browse.',
    tries: () => [{ label: 'anime browse', path: '/search/anime' }, { label: 'manga browse', path: '/search/manga' }],
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
    id: 'colourPicker',
    what: "An editor of AniList's 23 theme colours in the footer, per theme, in 6-digit hex.",
    tries: () => [{ label: 'the footer of any page', path: '/home' }],
  },
  {
    id: 'mobileFriendly',
    what: "Mobile-friendly mode: no notification polling or vertical-nav submenu, and a Reviews link in the footer's last column.",
    tries: () => [{ label: 'the footer of any page', path: '/forum/overview' }],
  },
  {
    id: 'SFWmode',
    what: 'Safe-for-work mode: the tab title reads "Table of Contents", feed status posts with a blocked word are dimmed (Demo\'s feed starts with two), media pages with a blocked tag hide their cover and banner, profile CSS and backgrounds stay off.',
    tries: (world) => {
      const censored = [...world.allMedia('ANIME')].find((m) => !m.isAdult && world.mediaTags(m).some((t) => t.name === 'Nudity'));
      return [
        { label: 'the home feed (turn on safe-for-work mode first)', path: '/home' },
        { label: 'the global feed', path: '/social' },
        ...(censored ? [{ label: 'an anime tagged Nudity', path: `/anime/${censored.id}` }] : []),
      ];
    },
  },
  {
    id: 'noImagePolyfill',
    what: 'An image in a post that did not load gets a link to its address (cut at 200 characters).',
    tries: () => [{ label: 'a forum thread with an image', path: '/forum/thread/4002' }],
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
    id: 'moreImports',
    what: 'Imports Anime-Planet exports (with a match review) and Automail JSON, exports lists as JSON; every import can be previewed, continued and undone.',
    tries: () => [{ label: 'Settings › Import Lists', path: '/settings/import' }],
  },
  {
    id: 'aniscriptsAPI',
    what: "A programming interface for other scripts (docs/page-api.md): they send 'automail:request' events on document and get 'automail:response' back; needs the script's sign-in.",
    tries: () => [{ label: "any page (try document.dispatchEvent(new CustomEvent('automail:request', {detail: JSON.stringify({id: '1', method: 'ping'})})) in the console)", path: '/home' }],
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
  {
    id: 'homeLinkFixes',
    what: 'The home page\'s "Recent Reviews" heading links to /reviews and "Forum Activity" to /forum/overview.',
    tries: () => [{ label: 'the home page (right column)', path: '/home' }],
  },
  {
    id: 'relationStatusDots',
    what: "Dots in the status colours on a media's relations and recommendations that are on your list (signed in with the script).",
    tries: (world) => {
      const media = mediaWithListedNeighbours(world);
      return media ? [{ label: 'an anime with relations and recommendations on Demo\'s list', path: `/anime/${media.id}` }] : [];
    },
  },
  {
    id: 'mediaNotFound',
    what: 'Explains why an adult anime or manga shows "not found" when adult content is off.',
    tries: (world) => {
      const adult = [...world.allMedia('ANIME')].find((m) => m.isAdult);
      return adult ? [{ label: 'an adult anime (as a guest)', path: `/anime/${adult.id}` }] : [];
    },
  },
  {
    id: 'userNotFound',
    what: 'Explains why a profile shows "not found": a member who blocked you, a private or missing profile, the reserved name, a denied submission.',
    tries: () => [
      { label: `${NOTABLE_USERS.private}'s private profile`, path: `/user/${NOTABLE_USERS.private}/` },
      { label: 'a name nobody has', path: '/user/NoSuchMember/' },
      { label: `${NOTABLE_USERS.blocker}'s profile (signed in as ${NOTABLE_USERS.demo}, who is blocked)`, path: `/user/${NOTABLE_USERS.blocker}/` },
      { label: `${NOTABLE_USERS.blocker}'s submissions (as ${NOTABLE_USERS.demo})`, path: `/user/${NOTABLE_USERS.blocker}/submissions` },
    ],
  },
  {
    id: 'siteStatsRandom',
    what: "Site Stats: each section heading opens a random user, anime, manga, character, staff member or review, and a 'Current Activity' block gives the activity rates.",
    tries: () => [{ label: 'the Site Stats page', path: '/site-stats' }],
  },
  {
    id: 'documentTitles',
    what: "Document titles: 'Find Anime · AniList' (and Manga, Characters, Staff, Studios) on browse pages, titles that name their year twice shortened; left alone in safe-for-work mode.",
    tries: () => [{ label: 'browse anime', path: '/search/anime' }, { label: 'browse staff', path: '/search/staff' }],
  },
];
