/**
 * The `notifications` switch as the router sees it (spec doc 3 §4): the nav pie on every page
 * while signed in with the script, and on /notifications the rebuilt list too. Its own page comes
 * first, so arriving there starts a fresh visit with the list. Code in index.ts; nothing is loaded
 * on a page where neither part has anything to do (signed out of the script, elsewhere than
 * /notifications, whose list shows the spec's sign-in message itself).
 */
import { hasToken } from '../../api/apiConfig';
import { defineFeature, valueSetting, type FeatureDemo } from '../../core/feature';
import { pages } from '../../core/pages';
import { defaultNotificationColours } from '../../core/settings/notificationColours';

export const manifest = defineFeature({
  id: 'notifications',
  switch: { default: true, categories: ['Notifications', 'Login'], needsToken: true, description: 'Replace the notification list with a grouped, condensed view with pictures and inline reply threads, and show a coloured pie on the navigation badge' },
  owns: [
    valueSetting('notificationColours', 'text', defaultNotificationColours(), ['Notifications', 'Login'], 'Colour and suppression of each notification type', { visible: false, needsToken: true }),
  ],
  pages: [pages.notifications, pages.anyPage],
  needs: 'siteLogin',
  skip: (ctx) => ctx.page !== pages.notifications.name && !hasToken()
});

/** Where to try it on the simulator's index (/__sim/); not in the userscript (nothing imports it). */
export const demo: FeatureDemo = {
  tries: [
    { label: "Demo's notifications", path: '/notifications' },
    { label: 'the pie on the home page', path: '/home' },
    { label: "Hoarder's 500 (sign in as Hoarder)", path: '/notifications' },
  ],
};
