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
import { manifest as draw3x3 } from './draw3x3/manifest';
import { manifest as plussMinus } from './plussMinus/manifest';
import { manifest as newChapters } from './newChapters/manifest';
import { manifest as tagIndex } from './tagIndex/manifest';
import { manifest as yearStepper } from './yearStepper/manifest';
import { manifest as viewAdvancedScores } from './viewAdvancedScores/manifest';
import { manifest as milestones } from './milestones/manifest';
import { manifest as CSSfavs } from './studioLogos/manifest';
import { manifest as profileBackground } from './profileBackground/manifest';
import { manifest as customCSS } from './customCSS/manifest';
import { manifest as CSSfollowCounter } from './followCounter/manifest';
import { manifest as moreImports } from './moreImports/manifest';
import { manifest as dismissDot } from './dismissDot/manifest';
import { manifest as notifications } from './notificationPie/manifest';
import { manifest as hideLikes } from './hideLikes/manifest';
import { manifest as settingsTip } from './settingsTip/manifest';
import { manifest as completedScore } from './completedScore/manifest';
import { manifest as droppedScore } from './droppedScore/manifest';
import { manifest as feedCommentFilter } from './feedCommentFilter/manifest';
import { manifest as statusBorder } from './statusBorder/manifest';
import homeLinkFixes from './alwaysOn/homeLinkFixes';
import { manifest as ALbuttonReload } from './ALbuttonReload/manifest';
import { manifest as dblclickZoom } from './dblclickZoom/manifest';
import { manifest as termsFeed } from './termsFeed/manifest';
import { manifest as hideGlobalFeed } from './hideGlobalFeed/manifest';
import { manifest as homeScroll } from './homeScroll/manifest';
import { manifest as moreStats } from './moreStats/manifest';
import { manifest as replaceNativeTags } from './replaceNativeTags/manifest';
import { manifest as betterListPreview } from './betterListPreview/manifest';
import { manifest as expandRight } from './expandRight/manifest';
import { manifest as forumMedia } from './forumMedia/manifest';
import { manifest as hideAWC } from './hideAWC/manifest';
import { manifest as progressBar } from './progressBar/manifest';
import { manifest as socialTab } from './socialTab/manifest';
import { manifest as activityTimeline } from './activityTimeline/manifest';
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
import { manifest as userNotFound } from './userNotFound/manifest';
import { manifest as siteStatsRandom } from './siteStatsRandom/manifest';
import { manifest as documentTitles } from './documentTitles/manifest';
import signInHash from './alwaysOn/signInHash';
import { manifest as settingsPage } from './settingsPage/manifest';
import { manifest as replaceStaffRoles } from './staffRoles/manifest';
import { manifest as staffPages } from './staffFavourites/manifest';
import { manifest as characterFavouriteCount } from './characterFavourites/manifest';
import { manifest as studioFavouriteCount } from './studioFavourites/manifest';
import { manifest as reviewConfidence } from './reviewConfidence/manifest';
import { manifest as betterReviewRatings } from './reviewRatings/manifest';
import { manifest as enumerateSubmissionStaff } from './enumerateStaff/manifest';
import { manifest as SFWmode } from './sfwMode/manifest';
import { manifest as tagDescriptions } from './tagDescriptions/manifest';
import { manifest as subTitleInfo } from './subTitleInfo/manifest';
import { manifest as shortRomaji } from './titleAliases/manifest';
import { manifest as aniscriptsAPI } from './aniscriptsAPI/manifest';
import { manifest as CSSverticalNav } from './verticalNav/manifest';
import { manifest as dropdownOnHover } from './dropdownOnHover/manifest';
import { manifest as mangaBrowse } from './mangaBrowse/manifest';
import colourPicker from './colourPicker/entry';
import { manifest as CSScompactBrowse } from './compactBrowse/manifest';
import { manifest as browseFilters } from './browseFilters/manifest';
import { manifest as mobileFriendly } from './mobileFriendly/manifest';
import { manifest as noImagePolyfill } from './noImagePolyfill/manifest';
import { manifest as singleActivityReplyLikes } from './activityLikes/manifest';
import { manifest as forumLikes } from './forumLikes/manifest';
import { manifest as forumComments } from './forumComments/manifest';
import { manifest as showMarkdown } from './showMarkdown/manifest';
import { manifest as myThreads } from './myThreads/manifest';
import { manifest as embedHentai } from './embedHentai/manifest';
import { manifest as youtubeFullscreen } from './youtubeFullscreen/manifest';
import { manifest as tweets } from './tweets/manifest';

export const registry: readonly ModuleDefinition[] = [
  lazyModule(notifications),
  lazyModule(hideLikes),
  lazyModule(settingsTip),
  lazyModule(dismissDot),
  lazyModule(completedScore),
  lazyModule(droppedScore),
  lazyModule(hideGlobalFeed),
  lazyModule(feedCommentFilter),
  lazyModule(statusBorder),
  lazyModule(blockWord),
  lazyModule(dblclickZoom),
  lazyModule(termsFeed),
  lazyModule(forumMedia),
  lazyModule(hideAWC),
  lazyModule(betterListPreview),
  lazyModule(progressBar),
  lazyModule(expandRight),
  lazyModule(draw3x3),
  lazyModule(newChapters),
  lazyModule(tagIndex),
  lazyModule(yearStepper),
  lazyModule(viewAdvancedScores),
  lazyModule(plussMinus),
  lazyModule(comparissionPage),
  lazyModule(CSSfollowCounter),
  lazyModule(milestones),
  lazyModule(CSSfavs),
  lazyModule(profileBackground),
  lazyModule(customCSS),
  lazyModule(moreImports),
  lazyModule(CSSverticalNav),
  lazyModule(dropdownOnHover),
  lazyModule(homeScroll),
  lazyModule(ALbuttonReload),
  lazyModule(mangaBrowse),
  lazyModule(moreStats),
  lazyModule(replaceNativeTags),
  lazyModule(socialTab),
  lazyModule(activityTimeline),
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
  lazyModule(CSScompactBrowse),
  lazyModule(browseFilters),
  lazyModule(reviewConfidence),
  lazyModule(betterReviewRatings),
  lazyModule(enumerateSubmissionStaff),
  lazyModule(SFWmode),
  lazyModule(tagDescriptions),
  lazyModule(subTitleInfo),
  lazyModule(aniscriptsAPI),
  colourPicker,
  lazyModule(mobileFriendly),
  lazyModule(noImagePolyfill),
  lazyModule(singleActivityReplyLikes),
  lazyModule(forumLikes),
  lazyModule(forumComments),
  lazyModule(showMarkdown),
  lazyModule(myThreads),
  lazyModule(embedHentai),
  lazyModule(youtubeFullscreen),
  lazyModule(tweets),
  lazyModule(settingsPage),
  signInHash,
  relativeTimes,
  linkCleanup,
  adRemoval,
  editGuard,
  apiNotices,
  homeLinkFixes,
  lazyModule(relationStatusDots),
  lazyModule(mediaNotFound),
  lazyModule(shortRomaji),
  lazyModule(userNotFound),
  lazyModule(siteStatsRandom),
  lazyModule(documentTitles),
];
