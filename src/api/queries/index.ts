/**
 * Every GraphQL document of the script, by name. The schema test validates each one against
 * AniList's schema, so a document used anywhere must be exported from here (a document built
 * at run time is listed by a representative build).
 */
import * as activities from './activities';
import * as bulkEdit from './bulkEdit';
import { CHECKER_FIELD_NAMES, checkerPageDocument } from './checker';
import * as compare from './compare';
import * as compatibility from './compatibility';
import * as follows from './follows';
import * as forum from './forum';
import { importSearchDocument } from './importSearch';
import * as importExport from './importExport';
import * as lists from './lists';
import * as listScores from './listScores';
import * as media from './media';
import * as mutations from './mutations';
import * as notifications from './notifications';
import * as stats from './stats';
import * as statsBias from './statsBias';
import * as tags from './tags';
import * as users from './users';
import * as favourites from './favourites';
import * as reviews from './reviews';
import { staffRolePagesDocument } from './staffRoles';
import * as termsFeed from './termsFeed';
import * as viewer from './viewer';
import * as socialTab from './socialTab';
import * as activityTimeline from './activityTimeline';
import * as tagBlacklist from './tagBlacklist';
import * as mangaRemaining from './mangaRemaining';

export * from './activities';
export * from './bulkEdit';
export * from './checker';
export * from './compare';
export * from './compatibility';
export * from './follows';
export * from './forum';
export * from './importSearch';
export * from './importExport';
export * from './lists';
export * from './listScores';
export * from './media';
export * from './mutations';
export * from './notifications';
export * from './stats';
export * from './statsBias';
export * from './tags';
export * from './types';
export * from './users';
export * from './favourites';
export * from './reviews';
export * from './staffRoles';
export * from './termsFeed';
export * from './viewer';
export * from './socialTab';
export * from './activityTimeline';
export * from './tagBlacklist';
export * from './mangaRemaining';

/** Exported strings that start an operation are documents; the rest are shared selections. */
function documentsOf(module: Record<string, unknown>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, value] of Object.entries(module)) {
    if (typeof value === 'string' && /^\s*(query|mutation)\b/.test(value)) found[name] = value;
  }
  return found;
}

export const allDocuments: Record<string, string> = {
  .../* @__PURE__ */ documentsOf(viewer),
  .../* @__PURE__ */ documentsOf(users),
  .../* @__PURE__ */ documentsOf(lists),
  .../* @__PURE__ */ documentsOf(listScores),
  .../* @__PURE__ */ documentsOf(media),
  .../* @__PURE__ */ documentsOf(tags),
  .../* @__PURE__ */ documentsOf(notifications),
  .../* @__PURE__ */ documentsOf(activities),
  .../* @__PURE__ */ documentsOf(mutations),
  .../* @__PURE__ */ documentsOf(bulkEdit),
  .../* @__PURE__ */ documentsOf(compare),
  .../* @__PURE__ */ documentsOf(compatibility),
  .../* @__PURE__ */ documentsOf(follows),
  .../* @__PURE__ */ documentsOf(importExport),
  .../* @__PURE__ */ documentsOf(stats),
  .../* @__PURE__ */ documentsOf(statsBias),
  .../* @__PURE__ */ documentsOf(forum),
  .../* @__PURE__ */ documentsOf(favourites),
  .../* @__PURE__ */ documentsOf(mangaRemaining),
  .../* @__PURE__ */ documentsOf(reviews),
  .../* @__PURE__ */ documentsOf(termsFeed),
  .../* @__PURE__ */ documentsOf(socialTab),
  .../* @__PURE__ */ documentsOf(activityTimeline),
  .../* @__PURE__ */ documentsOf(tagBlacklist),
  REVIEW_RATINGS: /* @__PURE__ */ reviews.reviewRatingsDocument([1, 2]),
  // Built documents at their fullest: the checker with every rule on (every field), both ways,
  // and an import batch with both kinds of part.
  CHECKER_PAGE_EVERY_RULE: /* @__PURE__ */ checkerPageDocument(CHECKER_FIELD_NAMES, false),
  CHECKER_USER_LIST_PAGE_EVERY_RULE: /* @__PURE__ */ checkerPageDocument(CHECKER_FIELD_NAMES, true),
  STAFF_ROLES_ANIME_PAGES: /* @__PURE__ */ staffRolePagesDocument('ANIME', [1, 2]),
  STAFF_ROLES_VOICE_PAGES: /* @__PURE__ */ staffRolePagesDocument('VOICE', [1, 2]),
  IMPORT_SEARCH_BATCH: /* @__PURE__ */ importSearchDocument([
    { alias: 'a0', variable: 'v0', by: 'search' },
    { alias: 'a1', variable: 'v1', by: 'id' },
    { alias: 'a2', variable: 'v2', by: 'search' },
  ]),
};
