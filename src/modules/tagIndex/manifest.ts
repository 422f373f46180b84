/** The index of #tags in list notes, and the list search kept in the address; code in index.tsx. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({ id: 'tagIndex', pages: [pages.userList], needs: 'none', folder: 'tagIndex' });
