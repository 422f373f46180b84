import { defaultNotificationColours } from './notificationColours';
import {
  dubLanguages,
  staffRoleOrders,
  titleLanguages,
  type Category,
  type ModuleSwitchId,
  type SettingDefinition,
  type SettingId,
  type Settings,
} from './types';

/** Defaults of every setting (host-dom.md §3.2). Stored settings override these key by key. */
export const defaultSettings: Readonly<Settings> = Object.freeze({
  notifications: true,
  socialTab: true,
  forumComments: true,
  forumMedia: true,
  staffPages: true,
  tagDescriptions: true,
  completedScore: true,
  droppedScore: false,
  moreStats: true,
  characterFavouriteCount: true,
  studioFavouriteCount: true,
  CSSfavs: true,
  CSScompactBrowse: true,
  CSSgreenManga: false,
  CSSfollowCounter: true,
  CSSprofileClutter: false,
  CSSdecimalPoint: false,
  CSSverticalNav: false,
  CSSbannerShadow: true,
  hideLikes: false,
  dubMarker: false,
  CSSsmileyScore: true,
  CSSdarkDropdown: true,
  CSSexpandFeedFilters: false,
  feedCommentFilter: false,
  colourPicker: true,
  mangaBrowse: false,
  progressBar: false,
  noRewatches: false,
  hideCustomTags: false,
  shortRomaji: false,
  replaceNativeTags: true,
  draw3x3: true,
  newChapters: true,
  limitProgress8: false,
  limitProgress10: false,
  tagIndex: true,
  ALbuttonReload: true,
  expandRight: false,
  timeToCompleteColumn: false,
  mangaGuess: true,
  replaceStaffRoles: true,
  settingsTip: true,
  enumerateSubmissionStaff: true,
  MALscore: false,
  MALserial: false,
  tweets: false,
  MALrecs: false,
  mobileFriendly: false,
  entryScore: true,
  showRecVotes: true,
  activityTimeline: true,
  browseFilters: true,
  embedHentai: false,
  comparissionPage: true,
  noImagePolyfill: false,
  reviewConfidence: true,
  blockWord: false,
  dropdownOnHover: false,
  showMarkdown: true,
  myThreads: false,
  dismissDot: true,
  statusBorder: false,
  moreImports: true,
  plussMinus: true,
  milestones: false,
  allStudios: false,
  CSSmobileTags: true,
  termsFeed: false,
  termsFeedNoImages: false,
  customCSS: false,
  rightToLeft: false,
  subTitleInfo: false,
  expandDescriptions: true,
  negativeCustomList: false,
  globalCustomList: false,
  dblclickZoom: false,
  betterListPreview: false,
  youtubeFullscreen: false,
  homeScroll: true,
  hideGlobalFeed: false,
  cleanSocial: false,
  SFWmode: false,
  infoTable: false,
  hideAWC: false,
  profileBackground: true,
  yearStepper: true,
  viewAdvancedScores: true,
  betterReviewRatings: true,
  aniscriptsAPI: false,
  forumLikes: true,
  singleActivityReplyLikes: true,
  feedCommentComments: 0,
  feedCommentLikes: 0,
  colourSettings: {},
  customCSSValue: '',
  blockWordValue: 'nsfw',
  forumPreviewNumber: 3,
  profileBackgroundValue: 'inherit',
  notificationColours: defaultNotificationColours(),
  staffRoleOrder: 'alphabetical',
  titleLanguage: 'ROMAJI',
  dubMarkerLanguage: 'English',
  accessToken: '',
});

interface Options {
  needsToken?: boolean;
  visible?: boolean;
  /** A switch that only changes what another module draws (an option of it): shown with it. */
  owner?: ModuleSwitchId;
}

function checkbox(
  id: ModuleSwitchId,
  categories: readonly Category[],
  description: string,
  options: Options = {},
): SettingDefinition {
  return { id, type: 'checkbox', description, categories, default: defaultSettings[id], ...options };
}

function heading(name: string, categories: readonly Category[], description: string): SettingDefinition {
  return { id: `heading:${name}`, type: 'heading', description, categories, default: undefined };
}

/** A value setting; `owner` is the switch of the module that reads it (null: none, never offered). */
function value(
  id: Exclude<SettingId, ModuleSwitchId>,
  owner: ModuleSwitchId | null,
  type: 'select' | 'text' | 'number',
  categories: readonly Category[],
  description: string,
  extra: { values?: readonly string[]; min?: number; max?: number } & Options = {},
): SettingDefinition {
  return { id, type, description, categories, default: defaultSettings[id], ...(owner === null ? {} : { owner }), ...extra };
}

const hidden = { visible: false } as const;
const token = { needsToken: true } as const;

/**
 * Every setting in settings-page order. Descriptions are ours (the spec quotes none for the
 * settings page). Settings without a row (visible: false) are edited elsewhere: the sign-in,
 * the colour picker, the staff page's sort menu, or they follow the site's own options.
 * A row is offered only while something reads it (core/settings/offered.ts): a switch while its
 * module is registered or the style code has a rule for it, a value while its owner's module is.
 */
export const settingDefinitions: readonly SettingDefinition[] = [
  // Notifications
  checkbox('notifications', ['Notifications', 'Login'], 'Replace the notification list with a grouped, condensed view with pictures and inline reply threads, and show a coloured pie on the navigation badge', token),
  checkbox('hideLikes', ['Notifications'], 'Leave like notifications out of the grouped notification view'),
  checkbox('settingsTip', ['Notifications'], 'Show a hint on the notifications page about where the Automail settings are'),
  checkbox('dismissDot', ['Notifications', 'Login'], 'Add a small dot beside the notification badge that marks every notification as read', token),

  // Feeds
  checkbox('completedScore', ['Feeds'], 'Show the score after "completed" list activities in feeds'),
  checkbox('droppedScore', ['Feeds'], 'Show the score after "dropped" list activities in feeds'),
  checkbox('CSSexpandFeedFilters', ['Feeds'], 'Show the feed filter menu expanded instead of on hover'),
  checkbox('hideGlobalFeed', ['Feeds', 'NewlyAdded'], 'Hide the Global feed toggle on the home page'),
  checkbox('feedCommentFilter', ['Feeds'], 'Add minimum comment and like counts as filters for the home feed'),
  value('feedCommentComments', 'feedCommentFilter', 'number', ['Feeds'], 'Minimum number of comments for an activity to show in the home feed', { min: 0 }),
  value('feedCommentLikes', 'feedCommentFilter', 'number', ['Feeds'], 'Minimum number of likes for an activity to show in the home feed', { min: 0 }),
  checkbox('statusBorder', ['Feeds'], 'Colour the right border of list activities by their list status'),
  checkbox('blockWord', ['Feeds'], 'Hide status posts that match a word or pattern'),
  value('blockWordValue', 'blockWord', 'text', ['Feeds'], 'Word or pattern (case-insensitive) whose status posts are hidden'),
  checkbox('dblclickZoom', ['Feeds'], 'Double-click an activity in a feed to enlarge it'),
  checkbox('tweets', ['Feeds'], 'Embed linked tweets in activities'),
  checkbox('embedHentai', ['Feeds'], 'Show cards for embedded adult media that the site leaves empty'),
  checkbox('youtubeFullscreen', ['Feeds'], 'Allow fullscreen on embedded YouTube videos'),
  checkbox('termsFeed', ['Feeds', 'Login'], 'Show a lightweight feed of your own on the terms page', token),
  checkbox('termsFeedNoImages', ['Feeds', 'Login'], 'Show that terms-page feed without images', { ...token, owner: 'termsFeed' }),
  // Offered (the original hid it): issue 13 builds it as a switch of its own.
  checkbox('showMarkdown', ['Feeds'], 'Add a "</>" toggle that shows the raw markdown of a single activity'),
  // Offered (the original hid it): issue 13 builds it as a switch of its own.
  checkbox('singleActivityReplyLikes', ['Feeds'], 'Show who liked an activity and its replies when hovering the like buttons on activity pages'),

  // Forum
  checkbox('forumComments', ['Forum'], 'Add buttons that collapse and expand forum comment threads'),
  checkbox('forumMedia', ['Forum'], 'In the home forum preview, show the tagged media title instead of "Anime" or "Manga"'),
  value('forumPreviewNumber', 'hideAWC', 'number', ['Forum'], 'Number of recent threads in the home forum preview (0 hides it)', { min: 0, max: 50 }),
  checkbox('hideAWC', ['Forum', 'NewlyAdded'], 'Rebuild the home forum preview without challenge threads'),
  checkbox('myThreads', ['Forum'], 'Add a "My Threads" link to the forum menu'),
  // Offered (the original hid it): issue 13 builds it as a switch of its own.
  checkbox('forumLikes', ['Forum'], 'Show who liked a thread or a comment when hovering its like button'),

  // Lists
  heading('homeListPreview', ['Lists'], 'Home page in-progress preview'),
  checkbox('betterListPreview', ['Lists', 'Login'], 'Replace the anime in-progress preview on the home page with one that knows airing times, with a +1 progress button', token),
  checkbox('progressBar', ['Lists'], 'Show progress bars on the in-progress cards of the home page'),
  checkbox('limitProgress10', ['Lists'], 'Show at most 10 in-progress cards on the home page'),
  checkbox('limitProgress8', ['Lists'], 'Show at most 8 in-progress cards on the home page'),
  checkbox('expandRight', ['Lists'], 'Keep the expanded in-progress block in the right column'),
  heading('listPages', ['Lists'], 'List pages'),
  checkbox('draw3x3', ['Lists'], 'Add a button to list pages that draws a 3x3 collage from nine chosen covers'),
  // Offered (the original hid it): issue 16 builds it as a switch of its own.
  checkbox('newChapters', ['Lists'], 'Add a "New Chapters" finder to manga lists', token),
  checkbox('tagIndex', ['Lists'], 'Show an index of the #tags in your list notes on list pages'),
  checkbox('yearStepper', ['Lists', 'NewlyAdded'], 'Add buttons that step the year slider of list pages one year at a time'),
  checkbox('viewAdvancedScores', ['Lists', 'NewlyAdded'], 'Mark list rows that have advanced scores with a "$" that shows the breakdown'),
  checkbox('plussMinus', ['Lists', 'Login'], 'Add + and - score buttons to your own list', token),
  checkbox('comparissionPage', ['Lists'], 'Replace the list comparison page with a multi-user comparison table, and add a Compatibility button to other members\' profiles'),
  checkbox('CSSdecimalPoint', ['Lists'], 'Show ".0" on whole scores in the decimal score format'),
  checkbox('CSSsmileyScore', ['Lists'], 'Colour the smiley score icons'),

  // Profiles
  checkbox('CSSfollowCounter', ['Profiles'], 'Show follower and following counts on the social page of a user'),
  checkbox('milestones', ['Profiles'], 'Add total episodes and volumes to the stat boxes of profiles'),
  checkbox('CSSprofileClutter', ['Profiles'], 'Hide some sections of the profile overview'),
  checkbox('CSSfavs', ['Profiles'], 'Show favourites five to a row, with studio logos'),
  checkbox('profileBackground', ['Profiles', 'Login'], 'Show profile backgrounds stored in the about text, and let you set your own', token),
  // Edited (and saved into the about text) by the settings page's profile JSON editors, not a row.
  value('profileBackgroundValue', 'profileBackground', 'text', ['Profiles', 'Login'], 'Your profile background (any CSS background value)', { ...token, ...hidden }),
  checkbox('customCSS', ['Profiles', 'Login'], 'Apply custom profile CSS stored in the about text, and let you set your own', token),
  value('customCSSValue', 'customCSS', 'text', ['Profiles', 'Login'], 'Your custom profile CSS', { ...token, ...hidden }),

  // Stats
  checkbox('moreStats', ['Stats'], 'Add extra stats tabs and query tools to the stats pages'),
  checkbox('replaceNativeTags', ['Stats'], 'Show full tag, staff and studio tables on the stats sub-pages'),
  heading('statsTables', ['Stats'], 'Stats tables'),
  checkbox('allStudios', ['Stats'], 'Include companies that are not animation studios in the studio table', { owner: 'moreStats' }),
  checkbox('noRewatches', ['Stats'], 'Leave rewatch and reread progress out of the stats', { owner: 'moreStats' }),
  checkbox('hideCustomTags', ['Stats'], 'Collapse the custom tag tables by default', { owner: 'moreStats' }),
  checkbox('negativeCustomList', ['Stats'], 'Add a row for media on no custom list', { owner: 'moreStats' }),
  checkbox('globalCustomList', ['Stats'], 'Add a row for all media', { owner: 'moreStats' }),
  checkbox('timeToCompleteColumn', ['Stats'], 'Add a time-to-complete column to the tag tables', { owner: 'moreStats' }),

  // Media
  checkbox('socialTab', ['Media'], 'On the social tab of media pages, show follower score averages, progress, notes, rewatch marks and status counters with filters'),
  checkbox('activityTimeline', ['Media'], 'Show your own activity timeline on the social tab of media pages, and previous/next arrows on activity pages'),
  checkbox('cleanSocial', ['Media', 'NewlyAdded'], 'Reorder the columns of the media social tab'),
  checkbox('entryScore', ['Media', 'Login'], 'Show your score and progress beside the list button on media pages, with editing', token),
  checkbox('tagDescriptions', ['Media'], 'Show tag descriptions while hovering the add-tag dropdown'),
  checkbox('mangaGuess', ['Media'], 'Estimate the latest chapter of releasing manga'),
  checkbox('MALscore', ['Media'], 'Show the MyAnimeList score in the media sidebar'),
  checkbox('MALserial', ['Media'], 'Show the MyAnimeList serialization (magazine) of manga'),
  checkbox('MALrecs', ['Media'], 'Show up to five MyAnimeList user recommendations on the media overview'),
  checkbox('subTitleInfo', ['Media'], 'Add a line under the media title with an alternative title, year, format and studios'),
  checkbox('infoTable', ['Media', 'NewlyAdded'], 'Lay out the media sidebar data as a two-column table'),
  checkbox('dubMarker', ['Media'], 'Note in the sidebar when the main cast has voice actors in the chosen language'),
  value('dubMarkerLanguage', 'dubMarker', 'select', ['Media'], 'Language for the dub marker', { values: dubLanguages }),
  checkbox('replaceStaffRoles', ['Media', 'Login'], 'Replace the role lists of staff pages with sortable, filterable lists', token),
  value('staffRoleOrder', 'replaceStaffRoles', 'select', ['Media'], 'Sort order of the staff page role lists', { values: staffRoleOrders, ...hidden }),
  // Offered (the original hid these three): issue 12 builds each as a switch of its own.
  checkbox('staffPages', ['Media'], 'Show favourite counts on staff pages and staff browse results'),
  checkbox('characterFavouriteCount', ['Media'], 'Show favourite counts and the voice-actor language view on character pages'),
  checkbox('studioFavouriteCount', ['Media'], 'Show favourite counts and the mean score on studio pages'),
  checkbox('showRecVotes', ['Media'], 'Always show the recommendation vote controls'),
  checkbox('expandDescriptions', ['Media'], 'Expand descriptions automatically'),
  checkbox('CSSmobileTags', ['Media'], 'Keep media tags visible on narrow screens'),
  checkbox('CSSbannerShadow', ['Media'], 'Remove the shadow over banners'),
  checkbox('shortRomaji', ['Media'], 'Use built-in short titles for some long romaji titles'),
  value('titleLanguage', null, 'select', ['Media'], 'Title language (follows your AniList setting)', { values: titleLanguages, ...hidden }),

  // Navigation
  checkbox('CSSverticalNav', ['Navigation'], 'Move the navigation bar to a vertical bar at the side, with a submenu on hover'),
  checkbox('dropdownOnHover', ['Navigation'], 'Open the user menu of the navigation bar on hover'),
  checkbox('homeScroll', ['Navigation'], 'Make the Home link scroll to the top when already on the home page'),
  checkbox('ALbuttonReload', ['Navigation'], 'Make the logo reload the feeds when clicked on the home page'),
  checkbox('mangaBrowse', ['Navigation'], 'Make the Browse link open manga search'),
  checkbox('CSSdarkDropdown', ['Navigation'], 'Use dark dropdowns in the dark theme'),

  // Browse
  checkbox('CSScompactBrowse', ['Browse'], 'Compact layouts for browse and studio pages, with a view switcher'),
  checkbox('browseFilters', ['Browse'], 'Add episode, chapter and volume sorts to browse'),
  checkbox('reviewConfidence', ['Browse'], 'Show a confidence figure for each review on the reviews page'),
  checkbox('betterReviewRatings', ['Browse', 'NewlyAdded'], 'Show the total rating count on the review cards of the home page'),
  checkbox('CSSgreenManga', ['Browse'], 'Show manga links and titles in green'),

  // Script
  checkbox('colourPicker', ['Script'], 'Add a theme colour editor to the footer'),
  value('colourSettings', 'colourPicker', 'text', ['Script'], 'Theme colour overrides of the footer colour editor', hidden),
  checkbox('mobileFriendly', ['Script'], 'Mobile-friendly mode: switch off desktop-only parts and add a Reviews link to the footer'),
  checkbox('SFWmode', ['Script', 'NewlyAdded'], 'Safe-for-work mode: subdued presentation without profile styling, embeds or media covers with blocked tags'),
  checkbox('rightToLeft', ['Script'], 'Right-to-left layout'),
  checkbox('noImagePolyfill', ['Script'], 'Show a text fallback for images that fail to load'),
  checkbox('enumerateSubmissionStaff', ['Script'], 'Number repeated staff rows in submission forms'),
  checkbox('moreImports', ['Script', 'Login'], 'Add extra import and export tools to the import settings page', token),
  checkbox('aniscriptsAPI', ['Script', 'Login'], 'Offer a programming interface to other scripts on the page', token),

  // Login
  value('accessToken', null, 'text', ['Login'], 'Access token of the script\'s own sign-in', hidden),
  value('notificationColours', 'notifications', 'text', ['Notifications', 'Login'], 'Colour and suppression of each notification type', { ...hidden, ...token }),
];

/** Definitions of real settings (headings left out), by id. */
export const definitionById: ReadonlyMap<string, SettingDefinition> = new Map(
  settingDefinitions.filter((definition) => definition.type !== 'heading').map((definition) => [definition.id, definition]),
);

/** How a category is shown on the category bar. */
export function categoryLabel(category: Category): string {
  return category === 'NewlyAdded' ? 'Newly Added' : category;
}
