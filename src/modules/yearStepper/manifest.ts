/** < and > buttons that step the list page's year slider; code in index.tsx. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({ id: 'yearStepper', pages: [pages.userList], needs: 'none', folder: 'yearStepper' });
