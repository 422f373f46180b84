/** The New Chapters finder on manga lists; code in index.tsx. */
import { defineManifest } from '../../core/lazyModule';
import { pages } from '../../core/pages';

export const manifest = defineManifest({ id: 'newChapters', pages: [pages.userList], needs: 'none', folder: 'newChapters' });
