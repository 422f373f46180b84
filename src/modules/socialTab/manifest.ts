/** Where 'socialTab' runs: the media social subpage (host-dom.md §2.8); its code is evaluated only there. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({
  id: 'socialTab',
  pages: [pages.mediaSocial],
  // The follow rows exist only for a site member; the feed also needs the script's token (checked inside).
  needs: 'siteLogin',
  folder: 'socialTab',
});
