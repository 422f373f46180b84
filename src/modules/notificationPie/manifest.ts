/**
 * The `notifications` switch as the router sees it (spec doc 3 §4): the nav pie on every page
 * while signed in with the script, and on /notifications the rebuilt list too. Its own page comes
 * first, so arriving there starts a fresh visit with the list. Code in index.ts; nothing is loaded
 * on a page where neither part has anything to do (signed out of the script, elsewhere than
 * /notifications, whose list shows the spec's sign-in message itself).
 */
import { hasToken } from '../../api/apiConfig';
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'notifications',
  pages: [pages.notifications, pages.anyPage],
  needs: 'siteLogin',
  folder: 'notificationPie',
  skip: (ctx) => ctx.page !== pages.notifications.name && !hasToken(),
});
