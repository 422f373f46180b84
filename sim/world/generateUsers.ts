// Users, their list options and their list entries.

import type { Random } from './random.ts';
import type {
  FuzzyDate, Media, MediaListEntry, MediaListStatus, MediaListTypeOptions, MediaType, ScoreFormat,
  User, UserTitleLanguage,
} from './types.ts';
import { formatMax, formatToRaw } from './scores.ts';
import { PROFILE_COLOURS } from './vocabulary.ts';

const DAY = 86_400;

/** The seeded world's notable users (README documents them). */
export const NOTABLE_USERS = {
  demo: 'Demo',
  /** 11,000 distinct anime entries */
  hoarder: 'Hoarder',
  /** profile is private: other users get 'Private User' */
  private: 'Hidden',
  /** donatorTier 1 */
  donator: 'Patron',
  /** about text full of HTML and script */
  hostile: 'Mallory',
  /** has blocked the demo user: their list and profile are hidden from Demo, as on AniList */
  blocker: 'Wasabi',
} as const;

export const DEMO_TOKEN = 'demo-token';

const OTHER_NAMES = [
  'Aoi', 'Kirin', 'Mochi', 'Nekomimi', 'Ryuu', 'Sakuya', 'Tanuki', 'Usagi', 'Yuzu', 'Zephyr',
  'Hikari', 'Kuma', 'Momo', 'Nori', 'Pocky', 'SoraBlue', 'Taiyaki', 'Umi', 'Wasabi', 'Yukine',
];

const FORMATS: ScoreFormat[] = ['POINT_10_DECIMAL', 'POINT_100', 'POINT_10', 'POINT_5', 'POINT_3'];
const TITLE_LANGUAGES: UserTitleLanguage[] = ['ROMAJI', 'ENGLISH', 'NATIVE', 'ROMAJI_STYLISED', 'ENGLISH_STYLISED', 'NATIVE_STYLISED'];
const ADVANCED = ['Story', 'Characters', 'Visuals', 'Audio', 'Enjoyment'];

export const HOSTILE_ABOUT =
  // Profile JSON whose CSS tries every way out of the profile (the customCSS module's e2e test):
  // other hosts' images and style sheets, an escaped url(), expression(), behaviours, a page
  // overlay, the site's font and nav, the profile root's siblings; one harmless rule stays.
  '<!-- {"customCSS":"body{background:url(https://evil.example/x.png)} @import url(https://evil.example/a.css); ' +
  '.about{outline:3px solid rgb(255, 0, 0)} .banner{background-image:url(https://evil.example/b.png)} ' +
  '.avatar{background:u\\\\72l(https://evil.example/e.png)} .name{width:expression(alert(1));behavior:url(https://evil.example/x.htc);-moz-binding:url(https://evil.example/x.xml)} ' +
  '.overview{position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999;background:rgb(255, 0, 0)} ' +
  '@font-face{font-family:Overpass;src:url(https://evil.example/f.woff)} #nav, .footer{display:none} ' +
  '.user-page-unscoped ~ * , .user-page-unscoped + *{display:none} html, :root{filter:invert(1)} ' +
  '.stats-wrap{background:image-set(\\\"https://evil.example/i.png\\\" 1x)} ' +
  // The three ways past the css-tree sanitiser (issue 23): an escaped `fixed`, `fixed` through
  // var(), and her own rule undoing the profile root's containment, with the ways to out-weigh it
  // (specificity, !important, @layer, @scope); and overlays that only containment stops.
  '.banner{position:fix\\\\65 d;inset:0;z-index:2147483647} .user-page-unscoped{--p:fixed;contain:none} .banner-content{position:var(--p);inset:0;z-index:2147483647} ' +
  'html body #app div.user-page-unscoped.user:not(#a#b){contain:none!important;position:relative!important;z-index:2147483647!important;margin-top:-100px!important} ' +
  '@layer x{.user-page-unscoped{contain:none!important}} @scope (body){:scope .user-page-unscoped{contain:none!important}} ' +
  '.header-wrap{position:absolute;inset:-3000px;z-index:2147483647;transform:translateY(-200px)} ' +
  '</style><script>alert(3)</script>","background":"url(https://evil.example/bg.png) fixed"} -->' +
  '\nHi! <script>alert("owned")</script><img src=x onerror="alert(1)"> ' +
  '<a href="javascript:alert(2)">click</a> <iframe src="https://evil.example"></iframe> "quotes" & \'apostrophes\'';

function listOptions(customLists: string[], advanced: boolean, sectionOrder: string[]): MediaListTypeOptions {
  return {
    customLists,
    advancedScoring: advanced ? [...ADVANCED] : [],
    advancedScoringEnabled: advanced,
    sectionOrder,
    splitCompletedSectionByFormat: false,
  };
}

const ANIME_SECTIONS = ['Watching', 'Rewatching', 'Completed', 'Paused', 'Dropped', 'Planning'];
const MANGA_SECTIONS = ['Reading', 'Rereading', 'Completed', 'Paused', 'Dropped', 'Planning'];

export function generateUsers(rng: Random, now: number): User[] {
  const names = [NOTABLE_USERS.demo, NOTABLE_USERS.hoarder, NOTABLE_USERS.private, NOTABLE_USERS.donator, NOTABLE_USERS.hostile, ...OTHER_NAMES];
  const users: User[] = names.map((name, i) => {
    const id = 1001 + i * 17;
    const format = FORMATS[i % FORMATS.length];
    const withCustom = i === 0 || rng.chance(0.4);
    const advanced = i === 0 || rng.chance(0.25);
    const created = now - rng.int(200, 3000) * DAY;
    return {
      id,
      name,
      about: i === 4 ? HOSTILE_ABOUT : rng.chance(0.6) ? `Hello, I am ${name}. I like __${rng.pick(['mecha', 'romance', 'sports anime', 'old OVAs'])}__.` : null,
      avatar: {
        large: `https://s4.anilist.co/file/anilistcdn/user/avatar/large/sim${id}.png`,
        medium: `https://s4.anilist.co/file/anilistcdn/user/avatar/medium/sim${id}.png`,
      },
      bannerImage: rng.chance(0.5) ? `https://s4.anilist.co/file/anilistcdn/user/banner/sim${id}.jpg` : null,
      donatorTier: name === NOTABLE_USERS.donator ? 1 : 0,
      donatorBadge: 'Donator',
      private: name === NOTABLE_USERS.private,
      moderatorRoles: name === 'Kirin' ? ['COMMUNITY'] : [],
      options: {
        titleLanguage: i === 0 ? 'ROMAJI' : TITLE_LANGUAGES[i % TITLE_LANGUAGES.length],
        staffNameLanguage: rng.pick(['ROMAJI_WESTERN', 'ROMAJI', 'NATIVE'] as const),
        displayAdultContent: rng.chance(0.3),
        airingNotifications: true,
        profileColor: i === 0 ? 'blue' : rng.chance(0.15) ? '#' + rng.int(0, 0xffffff).toString(16).padStart(6, '0') : rng.pick(PROFILE_COLOURS),
        timezone: rng.chance(0.5) ? '+01:00' : null,
        activityMergeTime: rng.pick([0, 30, 60, 720]),
        restrictMessagesToFollowing: false,
      },
      mediaListOptions: {
        scoreFormat: format,
        rowOrder: rng.pick(['score', 'title', 'updatedAt', 'id']),
        animeList: listOptions(withCustom ? ['Favourites', 'Rewatch queue', 'Seasonal "2024"'] : [], advanced, ANIME_SECTIONS),
        mangaList: listOptions(withCustom ? ['To buy', 'Favourites'] : [], advanced, MANGA_SECTIONS),
      },
      following: [],
      blocked: [],
      favourites: { anime: [], manga: [], characters: [], staff: [], studios: [] },
      token: name === NOTABLE_USERS.demo ? DEMO_TOKEN : `token-${name.toLowerCase()}`,
      siteUrl: `https://anilist.co/user/${name}`,
      createdAt: created,
      updatedAt: now - rng.int(0, 30) * DAY,
    };
  });
  // Follows: everyone follows a handful; the demo user follows most, so its feed is busy.
  for (const u of users) {
    const others = users.filter((o) => o.id !== u.id);
    const count = u.name === NOTABLE_USERS.demo ? 14 : rng.int(2, 9);
    u.following = rng.sample(others, count).map((o) => o.id).sort((a, b) => a - b);
  }
  const demo = users[0];
  const zephyr = users.find((u) => u.name === 'Zephyr');
  if (zephyr) {
    demo.blocked = [zephyr.id];
    demo.following = demo.following.filter((id) => id !== zephyr.id);
  }
  const blocker = users.find((u) => u.name === NOTABLE_USERS.blocker);
  if (blocker) blocker.blocked = [demo.id];
  // Everyone but one follows the demo user back often enough for follower lists.
  for (const u of users.slice(1, 12)) if (!u.following.includes(demo.id)) u.following.push(demo.id);
  return users;
}

function pickStatus(rng: Random, media: Media): MediaListStatus {
  if (media.status === 'NOT_YET_RELEASED') return 'PLANNING';
  const s = rng.weighted([['COMPLETED', 50], ['CURRENT', 10], ['PLANNING', 20], ['DROPPED', 6], ['PAUSED', 8], ['REPEATING', 3]] as const);
  if (s === 'COMPLETED' && media.status === 'RELEASING') return 'CURRENT';
  return s;
}

function totalUnits(media: Media): number | null {
  if (media.type === 'ANIME') return media.episodes ?? (media.nextAiringEpisode ? media.nextAiringEpisode.episode - 1 : null);
  return media.chapters;
}

function dateBefore(rng: Random, t: number, partial: boolean): FuzzyDate {
  const d = new Date(t * 1000);
  if (partial && rng.chance(0.3)) return { year: d.getUTCFullYear(), month: null, day: null };
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const NOTE_SAMPLES = [
  '#favourite loved it',
  '#rewatch-worthy #soundtrack',
  'Watched with friends. #group',
  '${"more":3}$ plus the recap episodes',
  '${"skip":"1-3"}$',
  '${"adjust":2}$ #extra',
  '${"more":"2x3"}$',
  '${"skip":"1,4,5"}$ skipped filler',
  '${"more":"1-4","skip":2}$',
  // A space between the dollar sign and the brace is not a command (algorithms.md §1a).
  '$ {"more": 3} $ spaced, so no command',
  '${broken json}$ this warns',
  'Read on #039 the website &#039;quotes&#039;',
  '##STRICT #Multi Word #tags',
  'Plain note without commands',
];

export interface EntryPlan {
  user: User;
  type: MediaType;
  count: number;
  /** pool of media to draw from (distinct entries) */
  pool: Media[];
}

export function generateEntries(rng: Random, plans: EntryPlan[], now: number, firstId: number): MediaListEntry[] {
  const entries: MediaListEntry[] = [];
  let nextId = firstId;
  for (const plan of plans) {
    const { user, type } = plan;
    const format = user.mediaListOptions.scoreFormat;
    const options = type === 'ANIME' ? user.mediaListOptions.animeList : user.mediaListOptions.mangaList;
    const chosen = plan.count >= plan.pool.length ? plan.pool.slice() : rng.sample(plan.pool, plan.count);
    const isDemo = user.name === NOTABLE_USERS.demo;
    for (let k = 0; k < chosen.length; k++) {
      const media = chosen[k];
      const status = pickStatus(rng, media);
      const total = totalUnits(media);
      let progress = 0;
      if (status === 'COMPLETED') progress = total ?? rng.int(1, 30);
      else if (status === 'CURRENT' || status === 'PAUSED' || status === 'DROPPED' || status === 'REPEATING')
        progress = total ? rng.int(0, Math.max(0, total - 1)) : rng.int(0, 20);
      const scored = status !== 'PLANNING' && rng.chance(0.75);
      let score = 0;
      if (scored) {
        const base = (media.meanScore ?? 65) + (rng.next() - 0.5) * 40;
        const clamped = Math.min(100, Math.max(10, base));
        const max = formatMax(format);
        score = format === 'POINT_10_DECIMAL' ? Math.round(clamped) / 10 : Math.max(1, Math.round((clamped / 100) * max));
      }
      const customLists: Record<string, boolean> = {};
      let onCustom = false;
      for (const name of options.customLists) {
        const on = rng.chance(0.08);
        customLists[name] = on;
        onCustom ||= on;
      }
      const advancedScores: Record<string, number> = {};
      if (options.advancedScoringEnabled) {
        const advMax = format === 'POINT_100' ? 100 : 10;
        for (const cat of options.advancedScoring) advancedScores[cat] = scored ? rng.int(Math.ceil(advMax / 3), advMax) : 0;
      }
      const updatedAt = now - Math.floor(rng.next() ** 2 * 900 * DAY) - rng.int(0, DAY);
      const createdAt = updatedAt - rng.int(0, 400) * DAY;
      let repeat = status === 'REPEATING' ? rng.int(0, 2) : rng.chance(0.08) ? rng.int(1, 3) : 0;
      let notes: string | null = rng.chance(isDemo ? 0.25 : 0.08) ? rng.pick(NOTE_SAMPLES) : null;
      // The demo list carries one of each note form and one implausible repeat count.
      if (isDemo && k < NOTE_SAMPLES.length) notes = NOTE_SAMPLES[k];
      if (isDemo && k === NOTE_SAMPLES.length) repeat = 20_000;
      entries.push({
        id: nextId++,
        userId: user.id,
        mediaId: media.id,
        status,
        score,
        scoreRaw: formatToRaw(score, format),
        progress,
        progressVolumes: type === 'MANGA' ? (status === 'COMPLETED' ? media.volumes ?? 0 : rng.int(0, media.volumes ?? 3)) : null,
        repeat,
        priority: status === 'PLANNING' && rng.chance(0.2) ? rng.int(1, 5) : 0,
        notes,
        private: rng.chance(0.03),
        hiddenFromStatusLists: onCustom && rng.chance(0.1),
        customLists,
        advancedScores,
        startedAt: status === 'PLANNING' || rng.chance(0.3) ? { year: null, month: null, day: null } : dateBefore(rng, createdAt, true),
        completedAt: status === 'COMPLETED' && rng.chance(0.7) ? dateBefore(rng, updatedAt, true) : { year: null, month: null, day: null },
        updatedAt,
        createdAt,
      });
    }
  }
  return entries;
}
