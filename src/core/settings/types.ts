/**
 * The shape of the persisted settings object (localStorage 'hohSettings').
 * Ids are spelled exactly as the spec spells them (typos such as 'comparissionPage' included),
 * because old saves use those keys.
 */
// One definition of the title languages, in lib (which must not import core); re-exported here.
import { titleLanguages, type TitleLanguage } from '../../lib/titles';
import type { TagBlacklistValue } from '../../lib/tagBlacklistValue';

/** The boolean module switches of spec doc 1 §3, in the spec's order. */
export const moduleSwitchIds = [
  'notifications', 'socialTab', 'forumComments', 'forumMedia', 'staffPages', 'tagDescriptions',
  'completedScore', 'droppedScore', 'moreStats', 'characterFavouriteCount', 'studioFavouriteCount',
  'CSSfavs', 'CSScompactBrowse', 'CSSgreenManga', 'CSSfollowCounter', 'CSSprofileClutter',
  'CSSdecimalPoint', 'CSSverticalNav', 'CSSbannerShadow', 'hideLikes', 'dubMarker', 'CSSsmileyScore',
  'CSSdarkDropdown', 'CSSexpandFeedFilters', 'feedCommentFilter', 'colourPicker', 'mangaBrowse',
  'progressBar', 'noRewatches', 'hideCustomTags', 'shortRomaji', 'replaceNativeTags', 'draw3x3',
  'newChapters', 'limitProgress8', 'limitProgress10', 'tagIndex', 'ALbuttonReload', 'expandRight',
  'timeToCompleteColumn', 'mangaGuess', 'replaceStaffRoles', 'settingsTip', 'enumerateSubmissionStaff',
  'MALscore', 'MALserial', 'tweets', 'MALrecs', 'mobileFriendly', 'entryScore', 'showRecVotes',
  'activityTimeline', 'browseFilters', 'embedHentai', 'comparissionPage', 'noImagePolyfill',
  'reviewConfidence', 'blockWord', 'dropdownOnHover', 'showMarkdown', 'myThreads', 'dismissDot',
  'statusBorder', 'moreImports', 'plussMinus', 'milestones', 'allStudios', 'CSSmobileTags', 'termsFeed',
  'termsFeedNoImages', 'customCSS', 'rightToLeft', 'subTitleInfo', 'expandDescriptions',
  'negativeCustomList', 'globalCustomList', 'dblclickZoom', 'betterListPreview', 'youtubeFullscreen',
  'homeScroll', 'hideGlobalFeed', 'cleanSocial', 'SFWmode', 'infoTable', 'hideAWC', 'profileBackground',
  'yearStepper', 'viewAdvancedScores', 'betterReviewRatings', 'aniscriptsAPI',
] as const;

/** Switches outside spec doc 1 §3's list: the original kept them off its page (host-dom.md §3.2, "hidden"); issue 13 offers them. */
export const hiddenSwitchIds = ['forumLikes', 'singleActivityReplyLikes'] as const;

/**
 * Switches beyond the original (issue 26: what members ask for that no script gives them), off by
 * default. One id per line: each is added with its module.
 */
export const beyondOriginalSwitchIds = [
  'bulkEdit',
  'tagBlacklist',
  'statsBias',
  'lightLists',
  'mangaRemaining',
] as const;

/** Every switch id: the spec's, the hidden ones, and those beyond the original. */
export const allSwitchIds = [...moduleSwitchIds, ...hiddenSwitchIds, ...beyondOriginalSwitchIds] as const;

export type ModuleSwitchId = (typeof allSwitchIds)[number];

export const notificationTypes = [
  'ACTIVITY_MESSAGE', 'ACTIVITY_REPLY', 'FOLLOWING', 'ACTIVITY_MENTION', 'THREAD_COMMENT_MENTION',
  'THREAD_SUBSCRIBED', 'THREAD_COMMENT_REPLY', 'AIRING', 'ACTIVITY_LIKE', 'ACTIVITY_REPLY_LIKE',
  'THREAD_LIKE', 'THREAD_COMMENT_LIKE',
  // Newer than the spec's twelve (schema.graphql NotificationType): each gets its own colour row.
  'ACTIVITY_REPLY_SUBSCRIBED', 'RELATED_MEDIA_ADDITION', 'MEDIA_DATA_CHANGE', 'MEDIA_MERGE', 'MEDIA_DELETION',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** 'supress' is misspelled on purpose: it is the stored key of the original. */
export interface NotificationColourEntry {
  /** CSS colour text such as 'rgb(250,122,122)'. */
  colour: string;
  supress: boolean;
}

export type NotificationColours = Record<NotificationType, NotificationColourEntry>;

/**
 * One theme-colour override of the footer colour picker: a 6-digit hex colour per AniList theme,
 * or null where that theme keeps the site's own colour.
 */
export interface ColourOverride {
  initial: string | null;
  dark: string | null;
  contrast: string | null;
}

/** Keyed by CSS variable name, e.g. '--color-blue'. */
export type ColourSettings = Record<string, ColourOverride>;

export { titleLanguages, type TitleLanguage };

export const dubLanguages = [
  'English', 'German', 'Italian', 'Spanish', 'French', 'Korean', 'Portuguese', 'Hebrew', 'Hungarian',
] as const;
export type DubLanguage = (typeof dubLanguages)[number];

export const staffRoleOrders = ['alphabetical', 'chronological', 'popularity', 'length', 'score', 'myScore', 'myProgress'] as const;
export type StaffRoleOrder = (typeof staffRoleOrders)[number];

export interface ValueSettings {
  feedCommentComments: number;
  feedCommentLikes: number;
  colourSettings: ColourSettings;
  customCSSValue: string;
  blockWordValue: string;
  forumPreviewNumber: number;
  profileBackgroundValue: string;
  notificationColours: NotificationColours;
  staffRoleOrder: StaffRoleOrder;
  titleLanguage: TitleLanguage;
  dubMarkerLanguage: DubLanguage;
  lightListsThreshold: number;
  accessToken: string;
  /** The tagBlacklist module's tags, genres and per-place modes (lib/tagBlacklistValue.ts). */
  tagBlacklistValue: TagBlacklistValue;
}

export type Settings = Record<ModuleSwitchId, boolean> & ValueSettings;
export type SettingId = keyof Settings;

export const categories = [
  'Notifications', 'Feeds', 'Forum', 'Lists', 'Profiles', 'Stats', 'Media', 'Navigation', 'Browse',
  'Script', 'NewlyAdded', 'Login',
] as const;
export type Category = (typeof categories)[number];

export type SettingType = 'checkbox' | 'select' | 'text' | 'number' | 'heading';

export interface SettingDefinition {
  /** A key of Settings; headings use their own 'heading:…' id. */
  readonly id: SettingId | `heading:${string}`;
  readonly description: string;
  readonly type: SettingType;
  readonly values?: readonly string[];
  readonly min?: number;
  readonly max?: number;
  readonly categories: readonly Category[];
  /** The default value (undefined for headings). */
  readonly default: Settings[SettingId] | undefined;
  /** Works fully only with the script's own sign-in (access token). */
  readonly needsToken?: boolean;
  /** False for settings that have no row on the settings page. */
  readonly visible?: boolean;
  /**
   * For a value setting (select, text, number): the module switch whose module reads it. The
   * settings page offers the value only while that module is registered (core/settings/offered.ts).
   */
  readonly owner?: ModuleSwitchId;
}
