/**
 * The one list of every finished module, in settings-page order (always-on behaviour last).
 * The router runs only what is listed here; a module that is not done is not listed.
 */
import type { ModuleDefinition } from '../core/module';
import adRemoval from './alwaysOn/adRemoval';
import apiNotices from './alwaysOn/apiNotices';
import editGuard from './alwaysOn/editGuard';
import linkCleanup from './alwaysOn/linkCleanup';
import comparissionPage from './comparePage/index';
import relativeTimes from './alwaysOn/relativeTimes';
import signInHash from './alwaysOn/signInHash';
import settingsPage from './settingsPage/index';

export const registry: readonly ModuleDefinition[] = [
  comparissionPage,
  settingsPage,
  signInHash,
  relativeTimes,
  linkCleanup,
  adRemoval,
  editGuard,
  apiNotices,
];
