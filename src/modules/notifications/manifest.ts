/**
 * The rebuilt notifications list. Registered through src/modules/notificationPie (manifest.ts), which
 * also draws the nav pie on every page and runs this lazily evaluated code on /notifications.
 */
import { defineFeature } from '../../core/feature';
import { pages } from '../../core/pages';

export const manifest = defineFeature({
  id: 'notifications',
  pages: [pages.notifications],
  // Checks the token itself: signed out of the script it shows the spec's message.
  needs: 'siteLogin',
});
