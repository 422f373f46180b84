/**
 * The one list of every feature, in settings-page order (behaviour without a switch last). Each
 * is a folder named by its settings id whose manifest.ts declares all of it (core/feature.ts):
 * the settings page's rows, the settings' defaults and the style block's rules are derived from
 * this list (core/featureTable.ts), and the router runs the code of those that have some. A
 * feature that is not done is not listed, so its switch is not shown.
 */
import type { FeatureManifest } from '../core/feature';
import { featureModule } from '../core/lazyModule';
import type { ModuleDefinition } from '../core/module';
import { manifest as notifications } from './notifications/manifest';
import { manifest as hideLikes } from './hideLikes/manifest';
import { manifest as settingsTip } from './settingsTip/manifest';
import { manifest as dismissDot } from './dismissDot/manifest';
import { manifest as completedScore } from './completedScore/manifest';
import { manifest as droppedScore } from './droppedScore/manifest';
import { manifest as CSSexpandFeedFilters } from './CSSexpandFeedFilters/manifest';
import { manifest as hideGlobalFeed } from './hideGlobalFeed/manifest';
import { manifest as feedCommentFilter } from './feedCommentFilter/manifest';
import { manifest as statusBorder } from './statusBorder/manifest';
import { manifest as blockWord } from './blockWord/manifest';
import { manifest as dblclickZoom } from './dblclickZoom/manifest';
import { manifest as tweets } from './tweets/manifest';
import { manifest as embedHentai } from './embedHentai/manifest';
import { manifest as youtubeFullscreen } from './youtubeFullscreen/manifest';
import { manifest as termsFeed } from './termsFeed/manifest';
import { manifest as showMarkdown } from './showMarkdown/manifest';
import { manifest as singleActivityReplyLikes } from './singleActivityReplyLikes/manifest';
import { manifest as forumComments } from './forumComments/manifest';
import { manifest as forumMedia } from './forumMedia/manifest';
import { manifest as hideAWC } from './hideAWC/manifest';
import { manifest as myThreads } from './myThreads/manifest';
import { manifest as forumLikes } from './forumLikes/manifest';
import { manifest as betterListPreview } from './betterListPreview/manifest';
import { manifest as progressBar } from './progressBar/manifest';
import { manifest as lightLists } from './lightLists/manifest';
import { manifest as limitProgress10 } from './limitProgress10/manifest';
import { manifest as limitProgress8 } from './limitProgress8/manifest';
import { manifest as expandRight } from './expandRight/manifest';
import { manifest as draw3x3 } from './draw3x3/manifest';
import { manifest as newChapters } from './newChapters/manifest';
import { manifest as mangaRemaining } from './mangaRemaining/manifest';
import { manifest as bulkEdit } from './bulkEdit/manifest';
import { manifest as tagIndex } from './tagIndex/manifest';
import { manifest as yearStepper } from './yearStepper/manifest';
import { manifest as viewAdvancedScores } from './viewAdvancedScores/manifest';
import { manifest as plussMinus } from './plussMinus/manifest';
import { manifest as comparissionPage } from './comparissionPage/manifest';
import { manifest as CSSdecimalPoint } from './CSSdecimalPoint/manifest';
import { manifest as CSSsmileyScore } from './CSSsmileyScore/manifest';
import { manifest as CSSfollowCounter } from './CSSfollowCounter/manifest';
import { manifest as milestones } from './milestones/manifest';
import { manifest as CSSprofileClutter } from './CSSprofileClutter/manifest';
import { manifest as CSSfavs } from './CSSfavs/manifest';
import { manifest as profileBackground } from './profileBackground/manifest';
import { manifest as customCSS } from './customCSS/manifest';
import { manifest as moreStats } from './moreStats/manifest';
import { manifest as statsBias } from './statsBias/manifest';
import { manifest as replaceNativeTags } from './replaceNativeTags/manifest';
import { manifest as socialTab } from './socialTab/manifest';
import { manifest as activityTimeline } from './activityTimeline/manifest';
import { manifest as cleanSocial } from './cleanSocial/manifest';
import { manifest as entryScore } from './entryScore/manifest';
import { manifest as tagDescriptions } from './tagDescriptions/manifest';
import { manifest as mangaGuess } from './mangaGuess/manifest';
import { manifest as MALscore } from './MALscore/manifest';
import { manifest as MALserial } from './MALserial/manifest';
import { manifest as MALrecs } from './MALrecs/manifest';
import { manifest as subTitleInfo } from './subTitleInfo/manifest';
import { manifest as infoTable } from './infoTable/manifest';
import { manifest as dubMarker } from './dubMarker/manifest';
import { manifest as replaceStaffRoles } from './replaceStaffRoles/manifest';
import { manifest as staffPages } from './staffPages/manifest';
import { manifest as characterFavouriteCount } from './characterFavouriteCount/manifest';
import { manifest as studioFavouriteCount } from './studioFavouriteCount/manifest';
import { manifest as showRecVotes } from './showRecVotes/manifest';
import { manifest as expandDescriptions } from './expandDescriptions/manifest';
import { manifest as CSSmobileTags } from './CSSmobileTags/manifest';
import { manifest as CSSbannerShadow } from './CSSbannerShadow/manifest';
import { manifest as shortRomaji } from './shortRomaji/manifest';
import { manifest as CSSverticalNav } from './CSSverticalNav/manifest';
import { manifest as dropdownOnHover } from './dropdownOnHover/manifest';
import { manifest as homeScroll } from './homeScroll/manifest';
import { manifest as ALbuttonReload } from './ALbuttonReload/manifest';
import { manifest as mangaBrowse } from './mangaBrowse/manifest';
import { manifest as CSSdarkDropdown } from './CSSdarkDropdown/manifest';
import { manifest as CSScompactBrowse } from './CSScompactBrowse/manifest';
import { manifest as browseFilters } from './browseFilters/manifest';
import { manifest as tagBlacklist } from './tagBlacklist/manifest';
import { manifest as reviewConfidence } from './reviewConfidence/manifest';
import { manifest as betterReviewRatings } from './betterReviewRatings/manifest';
import { manifest as CSSgreenManga } from './CSSgreenManga/manifest';
import { manifest as colourPicker } from './colourPicker/manifest';
import { manifest as mobileFriendly } from './mobileFriendly/manifest';
import { manifest as SFWmode } from './SFWmode/manifest';
import { manifest as rightToLeft } from './rightToLeft/manifest';
import { manifest as noImagePolyfill } from './noImagePolyfill/manifest';
import { manifest as enumerateSubmissionStaff } from './enumerateSubmissionStaff/manifest';
import { manifest as moreImports } from './moreImports/manifest';
import { manifest as aniscriptsAPI } from './aniscriptsAPI/manifest';
import { manifest as settingsPage } from './settingsPage/manifest';
import { manifest as signInHash } from './signInHash/manifest';
import { manifest as relativeTimes } from './relativeTimes/manifest';
import { manifest as linkCleanup } from './linkCleanup/manifest';
import { manifest as adRemoval } from './adRemoval/manifest';
import { manifest as editGuard } from './editGuard/manifest';
import { manifest as apiNotices } from './apiNotices/manifest';
import { manifest as homeLinkFixes } from './homeLinkFixes/manifest';
import { manifest as relationStatusDots } from './relationStatusDots/manifest';
import { manifest as mediaNotFound } from './mediaNotFound/manifest';
import { manifest as userNotFound } from './userNotFound/manifest';
import { manifest as siteStatsRandom } from './siteStatsRandom/manifest';
import { manifest as documentTitles } from './documentTitles/manifest';

export const features: readonly FeatureManifest[] = [
  notifications,
  hideLikes,
  settingsTip,
  dismissDot,
  completedScore,
  droppedScore,
  CSSexpandFeedFilters,
  hideGlobalFeed,
  feedCommentFilter,
  statusBorder,
  blockWord,
  dblclickZoom,
  tweets,
  embedHentai,
  youtubeFullscreen,
  termsFeed,
  showMarkdown,
  singleActivityReplyLikes,
  forumComments,
  forumMedia,
  hideAWC,
  myThreads,
  forumLikes,
  betterListPreview,
  progressBar,
  lightLists,
  limitProgress10,
  limitProgress8,
  expandRight,
  draw3x3,
  newChapters,
  mangaRemaining,
  bulkEdit,
  tagIndex,
  yearStepper,
  viewAdvancedScores,
  plussMinus,
  comparissionPage,
  CSSdecimalPoint,
  CSSsmileyScore,
  CSSfollowCounter,
  milestones,
  CSSprofileClutter,
  CSSfavs,
  profileBackground,
  customCSS,
  moreStats,
  statsBias,
  replaceNativeTags,
  socialTab,
  activityTimeline,
  cleanSocial,
  entryScore,
  tagDescriptions,
  mangaGuess,
  MALscore,
  MALserial,
  MALrecs,
  subTitleInfo,
  infoTable,
  dubMarker,
  replaceStaffRoles,
  staffPages,
  characterFavouriteCount,
  studioFavouriteCount,
  showRecVotes,
  expandDescriptions,
  CSSmobileTags,
  CSSbannerShadow,
  shortRomaji,
  CSSverticalNav,
  dropdownOnHover,
  homeScroll,
  ALbuttonReload,
  mangaBrowse,
  CSSdarkDropdown,
  CSScompactBrowse,
  browseFilters,
  tagBlacklist,
  reviewConfidence,
  betterReviewRatings,
  CSSgreenManga,
  colourPicker,
  mobileFriendly,
  SFWmode,
  rightToLeft,
  noImagePolyfill,
  enumerateSubmissionStaff,
  moreImports,
  aniscriptsAPI,
  settingsPage,
  signInHash,
  relativeTimes,
  linkCleanup,
  adRemoval,
  editGuard,
  apiNotices,
  homeLinkFixes,
  relationStatusDots,
  mediaNotFound,
  userNotFound,
  siteStatsRandom,
  documentTitles,
];

/** What the router runs: the features that have code. */
export const registry: readonly ModuleDefinition[] = features.flatMap((feature) => featureModule(feature) ?? []);
