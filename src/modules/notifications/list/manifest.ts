/**
 * The rebuilt notifications list, a part of the `notifications` feature: the feature's own code
 * (../index.ts) draws the nav pie on every page and runs this chunk on /notifications.
 */
import { defineFeature } from '../../../core/feature';
import { pages } from '../../../core/pages';

export const manifest = defineFeature({
  id: 'notifications',
  pages: [pages.notifications],
  // Checks the token itself: signed out of the script it shows the spec's message.
  needs: 'siteLogin',
  entry: 'notifications/list',
});
