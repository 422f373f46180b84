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
import { manifest as comparissionPage } from './comparePage/manifest';
import relativeTimes from './alwaysOn/relativeTimes';
import signInHash from './alwaysOn/signInHash';
import { manifest as settingsPage } from './settingsPage/manifest';
import { manifest as replaceStaffRoles } from './staffRoles/manifest';
import { manifest as staffPages } from './staffFavourites/manifest';
import { manifest as characterFavouriteCount } from './characterFavourites/manifest';
import { manifest as studioFavouriteCount } from './studioFavourites/manifest';
import { manifest as reviewConfidence } from './reviewConfidence/manifest';
import { manifest as betterReviewRatings } from './reviewRatings/manifest';
import { manifest as enumerateSubmissionStaff } from './enumerateStaff/manifest';

export const registry: readonly ModuleDefinition[] = [
  lazyModule(comparissionPage),
  lazyModule(replaceStaffRoles),
  lazyModule(staffPages),
  lazyModule(characterFavouriteCount),
  lazyModule(studioFavouriteCount),
  lazyModule(reviewConfidence),
  lazyModule(betterReviewRatings),
  lazyModule(enumerateSubmissionStaff),
  lazyModule(settingsPage),
  signInHash,
  relativeTimes,
  linkCleanup,
  adRemoval,
  editGuard,
  apiNotices,
];
