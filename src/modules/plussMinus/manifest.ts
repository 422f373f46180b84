/** Score - and + buttons on the rows of the viewer's own list; code in index.ts. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({ id: 'plussMinus', pages: [pages.userList], needs: 'token', folder: 'plussMinus' });
