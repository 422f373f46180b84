/**
 * The one list of every finished module, in settings-page order (always-on behaviour last).
 * The router runs only what is listed here; a module that is not done is not listed.
 *
 * Modules that draw are listed by their manifest and evaluated only where they run (see
 * core/lazyModule.ts); the small always-on jobs, which run on every page, are listed whole.
 */
import { lazyModule } from '../core/lazyModule';
import type { ModuleDefinition } from '../core/module';
import adRemoval from './alwaysOn/adRemoval';
import apiNotices from './alwaysOn/apiNotices';
import editGuard from './alwaysOn/editGuard';
import linkCleanup from './alwaysOn/linkCleanup';
import { manifest as blockWord } from './blockWord/manifest';
import { manifest as comparissionPage } from './comparePage/manifest';
import { manifest as milestones } from './milestones/manifest';
import { manifest as CSSfollowCounter } from './followCounter/manifest';
import { manifest as moreImports } from './moreImports/manifest';
import dismissDot from './notificationNav/dismissDot';
import notifications from './notificationNav/entry';
import hideLikes from './notificationTips/hideLikes';
import settingsTip from './notificationTips/settingsTip';
import { manifest as completedScore } from './completedScore/manifest';
import { manifest as droppedScore } from './droppedScore/manifest';
import { manifest as feedCommentFilter } from './feedCommentFilter/manifest';
import { manifest as statusBorder } from './statusBorder/manifest';
import sfwFeedDim from './alwaysOn/sfwFeedDim';
import homeLinkFixes from './alwaysOn/homeLinkFixes';
import { manifest as ALbuttonReload } from './ALbuttonReload/manifest';
import { manifest as dblclickZoom } from './dblclickZoom/manifest';
import { manifest as hideGlobalFeed } from './hideGlobalFeed/manifest';
import { manifest as homeScroll } from './homeScroll/manifest';
import { manifest as moreStats } from './moreStats/manifest';
import { manifest as replaceNativeTags } from './replaceNativeTags/manifest';
import { manifest as betterListPreview } from './betterListPreview/manifest';
import { manifest as expandRight } from './expandRight/manifest';
import { manifest as forumMedia } from './forumMedia/manifest';
import { manifest as hideAWC } from './hideAWC/manifest';
import { manifest as progressBar } from './progressBar/manifest';
import { manifest as entryScore } from './entryScore/manifest';
import { manifest as MALscore } from './malScore/manifest';
import { manifest as MALserial } from './malSerial/manifest';
import { manifest as MALrecs } from './malRecs/manifest';
import { manifest as dubMarker } from './dubMarker/manifest';
import { manifest as expandDescriptions } from './expandDescriptions/manifest';
import { manifest as mangaGuess } from './mangaGuess/manifest';
import relativeTimes from './alwaysOn/relativeTimes';
import { manifest as relationStatusDots } from './statusDots/manifest';
import { manifest as mediaNotFound } from './mediaNotFound/manifest';
import signInHash from './alwaysOn/signInHash';
import { manifest as settingsPage } from './settingsPage/manifest';
import { manifest as replaceStaffRoles } from './staffRoles/manifest';
import { manifest as staffPages } from './staffFavourites/manifest';
import { manifest as characterFavouriteCount } from './characterFavourites/manifest';
import { manifest as studioFavouriteCount } from './studioFavourites/manifest';
import { manifest as reviewConfidence } from './reviewConfidence/manifest';
import { manifest as betterReviewRatings } from './reviewRatings/manifest';
import { manifest as enumerateSubmissionStaff } from './enumerateStaff/manifest';
import { manifest as tagDescriptions } from './tagDescriptions/manifest';
import { manifest as singleActivityReplyLikes } from './activityLikes/manifest';
import { manifest as forumLikes } from './forumLikes/manifest';
import { manifest as forumComments } from './forumComments/manifest';
import { manifest as showMarkdown } from './showMarkdown/manifest';
import { manifest as myThreads } from './myThreads/manifest';
import { manifest as embedHentai } from './embedHentai/manifest';

export const registry: readonly ModuleDefinition[] = [
  notifications,
  hideLikes,
  settingsTip,
  dismissDot,
  lazyModule(completedScore),
  lazyModule(droppedScore),
  lazyModule(hideGlobalFeed),
  lazyModule(feedCommentFilter),
  lazyModule(statusBorder),
  lazyModule(blockWord),
  lazyModule(dblclickZoom),
  lazyModule(forumMedia),
  lazyModule(hideAWC),
  lazyModule(betterListPreview),
  lazyModule(progressBar),
  lazyModule(expandRight),
  lazyModule(comparissionPage),
  lazyModule(CSSfollowCounter),
  lazyModule(milestones),
  lazyModule(moreImports),
  lazyModule(homeScroll),
  lazyModule(ALbuttonReload),
  lazyModule(moreStats),
  lazyModule(replaceNativeTags),
  lazyModule(entryScore),
  lazyModule(MALscore),
  lazyModule(MALserial),
  lazyModule(MALrecs),
  lazyModule(dubMarker),
  lazyModule(expandDescriptions),
  lazyModule(mangaGuess),
  lazyModule(replaceStaffRoles),
  lazyModule(staffPages),
  lazyModule(characterFavouriteCount),
  lazyModule(studioFavouriteCount),
  lazyModule(reviewConfidence),
  lazyModule(betterReviewRatings),
  lazyModule(enumerateSubmissionStaff),
  lazyModule(tagDescriptions),
  lazyModule(singleActivityReplyLikes),
  lazyModule(forumLikes),
  lazyModule(forumComments),
  lazyModule(showMarkdown),
  lazyModule(myThreads),
  lazyModule(embedHentai),
  lazyModule(settingsPage),
  signInHash,
  relativeTimes,
  linkCleanup,
  adRemoval,
  editGuard,
  apiNotices,
  sfwFeedDim,
  homeLinkFixes,
  lazyModule(relationStatusDots),
  lazyModule(mediaNotFound),
];
